#!/usr/bin/env bash
# archives.sh: rochade validate beside pgn-extract -r -s on each archive given, whole processes in
# alternating rounds (side-by-side.py), then each one's peak resident memory (GNU time's %M).
# Usage: benchmarks/scripts/archives.sh ROUNDS FILE...   (from the project root, after mvn package)
# Prints one line per file: Rochade's median wall time, pgn-extract's, the median per-round ratio
# (>1: Rochade faster), both peak RSS, and the load average when the file's rounds began.
set -euo pipefail
export PATH=$PATH:/usr/games
rounds=$1; shift
here=$(cd "$(dirname "$0")" && pwd)
rochade=${ROCHADE:-launcher/target/rochade}
for f in "$@"; do
  load=$(cut -d' ' -f1 /proc/loadavg)
  out=$(python3 "$here/side-by-side.py" "$rounds" "pgn-extract -r -s --quiet '$f'" "$rochade validate '$f'")
  rss=$(mktemp)
  /usr/bin/time -o "$rss" -f %M "$rochade" validate "$f" >/dev/null 2>&1 || true
  ours=$(tail -1 "$rss")
  /usr/bin/time -o "$rss" -f %M pgn-extract -r -s --quiet "$f" >/dev/null 2>&1 || true
  theirs=$(tail -1 "$rss"); rm -f "$rss"
  extract=$(sed -n 1p <<<"$out" | awk '{print $1}')
  line=$(sed -n 2p <<<"$out")
  printf '%s | %s MB | rochade %s s, pgn-extract %s s, %s | RSS %s MB vs %s MB | load %s\n' \
    "$(basename "$f")" "$(awk -v b="$(stat -c %s "$f")" 'BEGIN{printf "%.1f", b/1e6}')" "$(awk '{print $1}' <<<"$line")" "$extract" \
    "$(grep -o 'ratio [^ ]*' <<<"$line" | sed 's/ratio //') pgn-extract's speed" \
    "$(( ours / 1024 ))" "$(( theirs / 1024 ))" "$load"
done
