#!/usr/bin/env bash
# archives.sh: rochade validate beside pgn-extract -r -s on each archive given (side-by-side.py: whole
# processes in rotating rounds, wall and CPU time, peak RSS, ratios with pgn-extract as the baseline,
# so a ratio above 1 means Rochade is faster).
# Usage: benchmarks/scripts/archives.sh ROUNDS FILE...   (from the project root, after mvn package;
# ROCHADE=path overrides launcher/target/rochade)
set -euo pipefail
export PATH=$PATH:/usr/games
rounds=$1; shift
here=$(cd "$(dirname "$0")" && pwd)
rochade=${ROCHADE:-launcher/target/rochade}
for f in "$@"; do
  printf '## %s (%s MB, %s games)\n' "$(basename "$f")" \
    "$(awk -v b="$(stat -c %s "$f")" 'BEGIN{printf "%.1f", b/1e6}')" "$(grep -c '^\[Result ' "$f" || true)"
  python3 "$here/side-by-side.py" "$rounds" "pgn-extract=pgn-extract -r -s --quiet '$f'" "rochade=$rochade validate '$f'"
done
