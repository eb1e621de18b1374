#!/usr/bin/env python3
"""Side-by-side timing of whole commands on a shared, noisy machine.

Usage: side-by-side.py ROUNDS 'BASELINE COMMAND' 'COMMAND' ...
Each round runs every command once, in order (output discarded), so a noisy moment hits them all;
prints each command's median wall time and the median (and best) of its per-round speed ratio to the
first command. hyperfine runs one command's rounds back to back, which on this host lets a busy
minute favour one command over another.
"""
import subprocess, sys, time, statistics, os
n = int(sys.argv[1]); cmds = sys.argv[2:]
times = [[] for _ in cmds]
for r in range(n):
    for i, c in enumerate(cmds):
        t = time.perf_counter()
        subprocess.run(c, shell=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times[i].append(time.perf_counter() - t)
for i, c in enumerate(cmds):
    ratios = [a / b for a, b in zip(times[0], times[i])]
    print(f"{statistics.median(times[i]):6.3f} s (min {min(times[i]):.3f})  ratio {statistics.median(ratios):.2f}x (best {max(ratios):.2f})  {c}")
