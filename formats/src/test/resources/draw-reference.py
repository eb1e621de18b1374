# The draw of Rochade's README ("Running an event"), written from its description alone; the function
# is the README's. Sha256RoundDrawTest and DrawCommandIT hold what `python3 draw-reference.py` printed
# (Python 3.11).
import hashlib


def draw(seed, rounds, pool):  # pool: the array numbers, ascending, without the excluded ones
    pool, out = list(pool), []
    for r in range(1, rounds + 1):
        a = 0
        while (x := int.from_bytes(hashlib.sha256(f"{seed}:{r}:{a}".encode()).digest()[:4], "big")) >= 2**32 - 2**32 % len(pool):
            a += 1
        out.append(pool.pop(x % len(pool)))
    return out


print(draw("Hoogeveen 2026, round draw", 9, [n for n in range(960) if n != 518]))
print(draw("Fischer168 club night", 7, range(1, 169)))
print(draw("Ümlaut seed ♞", 5, range(960)))
