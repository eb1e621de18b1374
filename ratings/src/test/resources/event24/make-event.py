#!/usr/bin/env python3
"""Writes event24.pgn: a 24-player round robin (Berger tables), players rated 1905-2700, results drawn
from a fixed linear congruential generator so that the file is the same on every run. Not a test by
itself: fide-reference.py rates it, RatingReportOfAnEventTest compares the service with that."""

PLAYERS = [
    ("Adler, Anton", 2700), ("Brandt, Bea", 2688), ("Conrad, Carl", 2671), ("Dietz, Dora", 2650),
    ("Eckert, Emil", 2649), ("Falk, Frieda", 2620), ("Graf, Gustav", 2580), ("Haas, Hanna", 2533),
    ("Iser, Ida", 2490), ("Jung, Jonas", 2452), ("Kraus, Klara", 2400), ("Lang, Lukas", 2399),
    ("Maier, Mia", 2361), ("Neumann, Nils", 2310), ("Otto, Olga", 2262), ("Pohl, Paul", 2215),
    ("Quast, Quirin", 2170), ("Roth, Rosa", 2121), ("Sauer, Sven", 2080), ("Thiel, Tina", 2036),
    ("Ulrich, Uwe", 1998), ("Vogel, Vera", 1960), ("Winter, Willi", 1931), ("Zorn, Zoe", 1905),
]

state = 20261125


def rand():
    global state
    state = (state * 1103515245 + 12345) % 2**31
    return state / 2**31


def berger(n):
    """Rounds of (white, black) index pairs for n players (n even), the usual circle method."""
    rounds = []
    others = list(range(n - 1))
    for r in range(n - 1):
        pairs = [(others[r % (n - 1)], n - 1) if r % 2 == 0 else (n - 1, others[r % (n - 1)])]
        for i in range(1, n // 2):
            a = others[(r + i) % (n - 1)]
            b = others[(r - i) % (n - 1)]
            pairs.append((a, b) if i % 2 == 0 else (b, a))
        rounds.append(pairs)
    return rounds


out = []
number = 0
for rnd, pairs in enumerate(berger(len(PLAYERS)), start=1):
    for board, (w, b) in enumerate(pairs, start=1):
        (white, we), (black, be) = PLAYERS[w], PLAYERS[b]
        e = 1 / (1 + 10 ** ((be - we) / 400))
        x = rand()
        draw = 0.35
        result = "1-0" if x < e * (1 - draw) else "0-1" if x > 1 - (1 - e) * (1 - draw) else "1/2-1/2"
        out.append(f'[Event "Rochade Open 2026"]\n[Site "Utrecht"]\n[Date "2026.11.{rnd:02d}"]\n[Round "{rnd}.{board}"]\n'
                   f'[White "{white}"]\n[Black "{black}"]\n[Result "{result}"]\n[WhiteElo "{we}"]\n[BlackElo "{be}"]\n\n'
                   f'1. e4 e5 2. Nf3 Nc6 {result}\n')
open("event24.pgn", "w").write("\n".join(out))
