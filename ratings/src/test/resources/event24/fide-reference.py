#!/usr/bin/env python3
"""Rates event24.pgn by FIDE's Rating Regulations (effective 1 October 2025), written from the
regulations alone, apart from the Java code: table 8.1(b) typed as the handbook prints its rows,
the 400-point rule of 8.3.1, K 40 (named players) / 20 / 10 with K x n <= 700, performance
= opponents' average (rounded, halves up) + dp of table 8.1(a) (p rounded to hundredths, halves up).
Prints one line per player: name, games, score, expected, change, performance; then how many
players' expected scores differ between the table and Elo's formula (both to two decimals).
Usage: python3 fide-reference.py event24.pgn "Roth, Rosa" "Zorn, Zoe"   (the players named for K 40)"""
import re
import sys
from decimal import Decimal, ROUND_HALF_UP
from fractions import Fraction

# Table 8.1(b), "Rtg Dif  H  L" rows.
ROWS_B = """0-3 .50|4-10 .51|11-17 .52|18-25 .53|26-32 .54|33-39 .55|40-46 .56|47-53 .57|54-61 .58|62-68 .59|
69-76 .60|77-83 .61|84-91 .62|92-98 .63|99-106 .64|107-113 .65|114-121 .66|122-129 .67|130-137 .68|138-145 .69|
146-153 .70|154-162 .71|163-170 .72|171-179 .73|180-188 .74|189-197 .75|198-206 .76|207-215 .77|216-225 .78|
226-235 .79|236-245 .80|246-256 .81|257-267 .82|268-278 .83|279-290 .84|291-302 .85|303-315 .86|316-328 .87|
329-344 .88|345-357 .89|358-374 .90|375-391 .91|392-411 .92|412-432 .93|433-456 .94|457-484 .95|485-517 .96|
518-559 .97|560-619 .98|620-735 .99"""
RANGES = []
for row in ROWS_B.replace("\n", "").split("|"):
    span, h = row.split()
    lo, hi = map(int, span.split("-"))
    RANGES.append((lo, hi, Decimal(h)))

# Table 8.1(a), "p dp" for p = 1.0 .99 ... .51 .50 (below .50 the negatives).
DP_A = [800, 677, 589, 538, 501, 470, 444, 422, 401, 383, 366, 351, 336, 322, 309, 296, 284, 273, 262, 251,
        240, 230, 220, 211, 202, 193, 184, 175, 166, 158, 149, 141, 133, 125, 117, 110, 102, 95, 87, 80,
        72, 65, 57, 50, 43, 36, 29, 21, 14, 7, 0]


def pd_higher(d):
    for lo, hi, h in RANGES:
        if lo <= d <= hi:
            return h
    assert d > 735, d
    return Decimal("1.00")


def expected(r, o):
    d = abs(r - o)
    if r < 2650 and d > 400:  # 8.3.1
        d = 400
    h = pd_higher(d)
    return h if r >= o else Decimal(1) - h


def dp(p):
    hundredths = int((Decimal(p.numerator) / Decimal(p.denominator)).quantize(Decimal("0.01"), ROUND_HALF_UP) * 100)
    return DP_A[100 - hundredths] if hundredths >= 50 else -DP_A[100 - (100 - hundredths)]


def main():
    text = open(sys.argv[1]).read()
    named = set(sys.argv[2:])
    games = []
    for block in text.split("[Event ")[1:]:
        tag = dict(re.findall(r'\[(\w+) "(.*?)"\]', "[Event " + block))
        games.append((tag["White"], int(tag["WhiteElo"]), tag["Black"], int(tag["BlackElo"]),
                      {"1-0": Fraction(1), "0-1": Fraction(0), "1/2-1/2": Fraction(1, 2)}[tag["Result"]]))
    sides = {}
    for w, we, b, be, s in games:
        sides.setdefault(w, []).append((we, be, s))
        sides.setdefault(b, []).append((be, we, 1 - s))
    differ = 0
    for name, played in sides.items():
        n = len(played)
        e_sum = Decimal(0)
        change = Decimal(0)
        logistic = 0.0
        for r, o, s in played:
            k = 40 if name in named else 20 if r < 2400 else 10
            if k * n > 700:
                k = 700 // n
            e = expected(r, o)
            e_sum += e
            change += k * (Decimal(s.numerator) / Decimal(s.denominator) - e)
            logistic += 1 / (1 + 10 ** ((o - r) / 400))
        score = sum(s for _, _, s in played)
        average = (Decimal(sum(o for _, o, _ in played)) / n).quantize(Decimal(1), ROUND_HALF_UP)
        performance = int(average) + dp(score / n)
        if Decimal(logistic).quantize(Decimal("0.01"), ROUND_HALF_UP) != e_sum:
            differ += 1
        print(f"{name}|{n}|{float(score)}|{e_sum}|{change}|{performance}")
    print(f"differ|{differ}")


main()
