#!/usr/bin/env python3
"""Side-by-side timing of whole commands on a shared, noisy machine.

Usage: side-by-side.py ROUNDS LABEL=COMMAND ...   (the first command is the baseline)
Each round runs every command once (output discarded), the order rotated by one each round, so a noisy
moment hits them all and no command always runs first. Prints the load average before and after, then
per command its median wall time, median CPU time (user+sys, GNU time), peak resident memory, and the
median of its per-round ratios to the baseline in wall and in CPU time (>1: faster than the baseline).
"""
import os, statistics, subprocess, sys, time

n = int(sys.argv[1])
specs = [a.split('=', 1) for a in sys.argv[2:]]
wall = [[] for _ in specs]
cpu = [[] for _ in specs]
rss = [0 for _ in specs]
load0 = os.getloadavg()
for r in range(n):
    k = r % len(specs)
    for i in list(range(k, len(specs))) + list(range(k)):
        t = time.perf_counter()
        p = subprocess.run(['/usr/bin/time', '-f', '%U %S %M', 'sh', '-c', specs[i][1] + ' >/dev/null 2>/dev/null'],
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        wall[i].append(time.perf_counter() - t)
        user, system, peak = p.stderr.strip().split('\n')[-1].split()
        cpu[i].append(float(user) + float(system))
        rss[i] = max(rss[i], int(peak))
load1 = os.getloadavg()
print(f'rounds {n}, load before {load0[0]:.1f} {load0[1]:.1f} {load0[2]:.1f}, after {load1[0]:.1f} {load1[1]:.1f} {load1[2]:.1f}')
print(f'{"command":28s} {"wall s":>7s} {"cpu s":>7s} {"RSS MB":>7s} {"wall x":>7s} {"cpu x":>7s}')
for i, (label, _) in enumerate(specs):
    wall_ratio = statistics.median(a / b for a, b in zip(wall[0], wall[i]))
    cpu_ratio = statistics.median(a / max(b, 1e-3) for a, b in zip(cpu[0], cpu[i]))
    print(f'{label:28s} {statistics.median(wall[i]):7.3f} {statistics.median(cpu[i]):7.3f} {rss[i] / 1024:7.1f}'
          f' {wall_ratio:7.2f} {cpu_ratio:7.2f}')
