#!/usr/bin/env bash
# The runs behind README's table of figures, in one go (from a clean build's root, after mvn package).
# Peers: PGNREADER and CHESSLIB are the programs ../shared/tools/peer-bench builds; ARCHIVES holds the
# real archives (one-game file, Stockfish's book, pychess's annotated matches, TCEC's FRC events);
# ARCHIVE and ANNOTATED are the generated ones (PgnArchiveGenerator, see README).
set -u
export PATH=$PATH:/usr/games
R=launcher/target/rochade
S=benchmarks/scripts/side-by-side.py
PR=${PGNREADER:?PGNREADER=path of pgnreader-validate}
CL=${CHESSLIB:?CHESSLIB=path of chesslib-validate}
A=${ARCHIVE:?ARCHIVE=the 100,000-game archive}; AN=${ANNOTATED:?ANNOTATED=the annotated archive}; D=${ARCHIVES:?ARCHIVES=directory of the real archives}
ONE=$D/one-game-mainz2009-nakamura-aronian.pgn
echo "# $(date -u) $(git log --oneline -1)"
ROCHADE_CDS=wait $R sp 518 >/dev/null; ls launcher/target/ | grep -i jsa
echo "## start-up"
chrt -f 10 hyperfine -N -w 3 -r 30 --export-markdown ${TMPDIR:-/tmp}/startup.md "java -version" "$R sp 518" "$R validate --no-progress $ONE" "pgn-extract -r -s --quiet $ONE" 2>&1 | grep -E 'Benchmark|Time'
echo "## validate 100k archive"
python3 $S 5 "rochade=$R validate --no-progress $A" "rochade-2-threads=$R validate --no-progress --threads 2 $A" "pgn-extract=pgn-extract -r -s --quiet $A" "rochade-main-line=$R validate --no-progress --main-line-only $A" "pgn-reader=$PR --quiet $A" "pgn-reader-variations=$PR --variations --quiet $A" "chess-library=$CL --quiet $A"
echo "## convert 100k archive"
python3 $S 3 "rochade=$R convert $A -o ${TMPDIR:-/tmp}/out.pgn" "rochade-2-threads=$R convert --threads 2 $A -o ${TMPDIR:-/tmp}/out2.pgn" "pgn-extract=pgn-extract -s -o ${TMPDIR:-/tmp}/px.pgn $A" "stats=$R stats --no-progress $A"
echo "## archives"
ROCHADE=$R benchmarks/scripts/archives.sh 5 $D/stockfish-3moves_FRC.pgn $D/stockfish-3moves_FRC-fenonly.pgn $AN $D/pychess-world_matches-jvr-annotated.pgn $D/tcec-frc.pgn
echo "## tcec-frc peers"
python3 $S 3 "rochade=$R validate --no-progress $D/tcec-frc.pgn" "pgn-reader=$PR --quiet $D/tcec-frc.pgn" "chess-library=$CL --quiet $D/tcec-frc.pgn"
echo "## perft (SIX: the six start FENs one per line; SF_UCI: the same as Stockfish UCI input, peer-bench makes both)"
if [[ -n ${SIX:-} && -n ${SF_UCI:-} ]]; then
  python3 $S 3 "rochade=$R perft --depth 6 --fen - < $SIX" "rochade-2-threads=$R perft --depth 6 --threads 2 --fen - < $SIX" \
    "chess-library=$CL --perft 6 - < $SIX" "stockfish=stockfish < $SF_UCI"
fi
echo "# done $(date -u)"
