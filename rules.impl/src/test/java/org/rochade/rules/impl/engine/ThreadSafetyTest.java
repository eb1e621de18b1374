package org.rochade.rules.impl.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.Variant;

/** One rules object and one set of positions shared by many threads give the single-threaded answers. */
class ThreadSafetyTest {
    private static final ChessRules RULES = new EngineRules(Variant.CHESS960, new FideCastling());
    private static final int THREADS = 8;
    private static final int ROUNDS = 3;

    /** Everything a thread computes about one position, as comparable text. */
    private static List<String> survey(Position p) {
        List<String> out = new ArrayList<>();
        out.add("perft3=" + RULES.perft(p, 3));
        out.add("divide2=" + RULES.divide(p, 2));
        out.add("status=" + RULES.status(p));
        for (Move m : RULES.legalMoves(p)) {
            Position next = RULES.play(p, m);
            out.add(RULES.toSan(p, m) + " " + RULES.toUci(p, m) + " " + next.fen() + " " + next.repetitionHash()
                    + " " + RULES.legalMoves(next).size());
        }
        out.add("fen=" + p.fen());
        return out;
    }

    @Test
    void sharedPositionsGiveConsistentResults() throws Exception {
        List<Position> positions = new ArrayList<>();
        for (PerftSuite c : PerftSuite.load("tricky.tsv")) {
            positions.add(RULES.fromFen(c.fen()));
        }
        for (PerftSuite c : PerftSuite.load("chess960.tsv").subList(0, 10)) {
            positions.add(RULES.fromFen(c.fen()));
        }
        List<List<String>> expected = new ArrayList<>();
        for (Position p : positions) {
            expected.add(survey(p));
        }
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<List<List<String>>>> futures = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int offset = t;
                Callable<List<List<String>>> task = () -> {
                    start.await();
                    List<List<String>> results = new ArrayList<>();
                    for (int r = 0; r < ROUNDS; r++) {
                        // Each thread walks the positions from a different starting point.
                        for (int i = 0; i < positions.size(); i++) {
                            int k = (i + offset * 3) % positions.size();
                            results.add(survey(positions.get(k)));
                        }
                    }
                    return results;
                };
                futures.add(pool.submit(task));
            }
            start.countDown();
            for (int t = 0; t < THREADS; t++) {
                List<List<String>> results = futures.get(t).get();
                for (int r = 0; r < ROUNDS; r++) {
                    for (int i = 0; i < positions.size(); i++) {
                        int k = (i + t * 3) % positions.size();
                        assertThat(results.get(r * positions.size() + i)).as("thread %d, position %d", t, k)
                                .isEqualTo(expected.get(k));
                    }
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
