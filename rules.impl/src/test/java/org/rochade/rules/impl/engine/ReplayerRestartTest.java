package org.rochade.rules.impl.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.MoveTextReplayer;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.Variant;

/**
 * A replayer started over for another game ({@code replayer(start, spare)}) replays it as a new
 * replayer does: same positions, SAN, checks and status after every move, variations (some left
 * open at the game's end) and null moves included, on starts of other arrays (other castling
 * tables) one after the other; a spare of another variant is not taken.
 */
class ReplayerRestartTest {
    private static final FideCastling FIDE = new FideCastling();
    private static final EngineRules CHESS960 = new EngineRules(Variant.CHESS960, FIDE);
    private static final EngineRules CLASSIC = new EngineRules(Variant.CLASSIC, FIDE);

    @Test
    void aReplayerStartedOverReplaysAsANewOne() {
        SplittableRandom random = new SplittableRandom(960);
        MoveTextReplayer spare = null;
        int restarted = 0;
        int compared = 0;
        for (int game = 0; game < 120; game++) {
            Position start = CHESS960.startPosition(CHESS960.startArrays().get(random.nextInt(960)));
            List<String[]> script = script(start, random);
            MoveTextReplayer fresh = CHESS960.replayer(start);
            MoveTextReplayer reused = CHESS960.replayer(start, spare);
            restarted += reused == spare ? 1 : 0;
            for (String[] step : script) {
                apply(fresh, step);
                apply(reused, step);
                assertThat(reused.position().fen()).as("game %d, %s", game, String.join(" ", step))
                        .isEqualTo(fresh.position().fen());
                assertThat(reused.lastSan()).isEqualTo(fresh.lastSan());
                assertThat(reused.isCheck()).isEqualTo(fresh.isCheck());
                compared++;
            }
            assertThat(reused.status()).isEqualTo(fresh.status());
            spare = reused; // variations may still be open: the next game forgets them
        }
        assertThat(restarted).isEqualTo(119);
        assertThat(compared).isGreaterThan(3_000);
    }

    @Test
    void aSpareOfAnotherVariantIsNotTaken() {
        MoveTextReplayer classic = CLASSIC.replayer(CLASSIC.startPosition(CLASSIC.startArrays().get(0)));
        Position start = CHESS960.startPosition(CHESS960.startArrays().get(17));
        MoveTextReplayer replayer = CHESS960.replayer(start, classic);
        assertThat(replayer).isNotSameAs(classic);
        assertThat(replayer.position().fen()).isEqualTo(start.fen());
    }

    /** Moves ("move SAN"), null moves, and variations opened and closed, as a PGN game has them. */
    private static List<String[]> script(Position start, SplittableRandom random) {
        List<String[]> steps = new ArrayList<>();
        Position p = start;
        List<Position> before = new ArrayList<>(); // per open variation: the position it starts from
        Position previous = null;
        for (int ply = 0; ply < 40 + random.nextInt(60); ply++) {
            List<Move> legal = CHESS960.legalMoves(p);
            if (legal.isEmpty()) {
                break;
            }
            int r = random.nextInt(20);
            if (r == 0 && previous != null) { // a variation replacing the last move
                steps.add(new String[] {"(", null});
                before.add(p);
                p = previous;
                previous = null;
                continue;
            }
            if (r == 1 && !before.isEmpty()) {
                steps.add(new String[] {")", null});
                p = before.remove(before.size() - 1);
                previous = null;
                continue;
            }
            if (r == 2 && !p.isCheck()) {
                steps.add(new String[] {"--", null});
                previous = p;
                p = NullMoves.after(p);
                continue;
            }
            Move m = legal.get(random.nextInt(legal.size()));
            steps.add(new String[] {"move", CHESS960.toSan(p, m)});
            previous = p;
            p = CHESS960.play(p, m);
        }
        return steps;
    }

    private static void apply(MoveTextReplayer replayer, String[] step) {
        switch (step[0]) {
            case "(" -> replayer.startVariation();
            case ")" -> replayer.endVariation();
            case "--" -> replayer.playNull();
            default -> replayer.play(step[1]);
        }
    }

    /** The position after a null move, as a FEN with the other side to move. */
    private static final class NullMoves {
        static Position after(Position p) {
            String[] f = p.fen().split(" ");
            f[1] = f[1].equals("w") ? "b" : "w";
            f[3] = "-";
            f[4] = Integer.toString(Integer.parseInt(f[4]) + 1);
            if (f[1].equals("w")) {
                f[5] = Integer.toString(Integer.parseInt(f[5]) + 1);
            }
            return CHESS960.fromFen(String.join(" ", f));
        }
    }
}
