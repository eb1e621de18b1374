package org.rochade.formats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rochade.event.api.DiceReveal;
import org.rochade.event.api.DrawSeed;
import org.rochade.event.api.DrawnRound;
import org.rochade.event.api.EventRounds;
import org.rochade.event.api.EventStore;
import org.rochade.event.api.RevealedRound;
import org.rochade.event.api.format.FormatException;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;

/** Revealing rounds: one truth per round, whoever reveals, and the format's start rule honoured. */
class EventRoundsTest {
    private static final String SEED = FormatFilesTest.SEED;
    private static final String COMMITMENT = FormatFilesTest.COMMITMENT;

    @TempDir
    Path dir;

    private final EventStore store = new EventStoreComponent();
    private final ChessRules chess960 = rules(Variant.CHESS960);

    static ChessRules rules(Variant variant) {
        return ServiceLoader.load(ChessRules.class).stream().map(ServiceLoader.Provider::get)
                .filter(rules -> rules.variant() == variant).findFirst().orElseThrow();
    }

    private static List<Integer> numbers(List<RevealedRound> rounds) {
        return rounds.stream().map(round -> round.drawn().array().number()).toList();
    }

    @Test
    void roundsRevealedOneAtATimeAreTheWholeDrawAndKeepTheirVariantTag() {
        store.formats(dir).create("open", Map.of("rounds", "5", "exclude", "518", "commitment", COMMITMENT));
        EventRounds rounds = store.rounds(dir);
        RevealedRound first = rounds.revealNext("open", chess960, new DrawSeed(SEED));
        store.formats(dir).change("open", Map.of("variantTag", "Fischerandom"));
        rounds.revealNext("open", chess960, new DrawSeed(SEED));

        List<RevealedRound> revealed = rounds.revealed("open", chess960);

        assertThat(first.drawn()).isEqualTo(new DrawnRound(1, chess960.startArray(740)));
        // formats/src/test/resources/draw-reference.py: 740, 668, ... for this seed without 518
        assertThat(numbers(revealed)).containsExactly(740, 668);
        assertThat(revealed).extracting(RevealedRound::variantTag).containsExactly("Chess960", "Fischerandom");
        assertThatThrownBy(() -> rounds.revealNext("open", chess960, new DrawSeed(SEED + " ")))
                .isInstanceOf(FormatException.class).hasMessageContaining("the seed does not match the commitment of event format 'open'");
        assertThat(rounds.latest()).contains("open");
    }

    @Test
    void aFixedArrayPlaysEveryRoundAndTheDieTakesTheArbitersThrows() {
        store.formats(dir).create("fixed", Map.of("rounds", "2", "start", "288"));
        store.formats(dir).create("dice", Map.of("rounds", "1", "start", "die", "variant", "dfrc"));
        EventRounds rounds = store.rounds(dir);

        assertThat(rounds.revealFixed("fixed", chess960).drawn().array().number()).isEqualTo(288);
        assertThat(rounds.revealFixed("fixed", chess960).drawn()).isEqualTo(new DrawnRound(2, chess960.startArray(288)));
        assertThatThrownBy(() -> rounds.revealFixed("fixed", chess960)).hasMessage("all 2 rounds of event format 'fixed' are revealed");
        assertThatThrownBy(() -> rounds.revealNext("fixed", chess960, new DrawSeed(SEED)))
                .hasMessageContaining("plays array 288 every round: reveal the next with draw --format fixed --next");

        ChessRules dfrc = rules(Variant.DFRC);
        assertThatThrownBy(() -> rounds.revealByDie("dice", dfrc, List.of(1, 1, 1))).hasMessageContaining("give every throw");
        assertThat(rounds.revealed("dice", dfrc)).isEmpty();
        // 1 1 1 1 1 is SP 0 (BBQNNRKR) for White, then 6 (a re-roll) and 2 1 1 1 1 for Black
        DiceReveal reveal = rounds.revealByDie("dice", dfrc, List.of(1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 4));
        assertThat(reveal.round().drawn().array().sp()).isZero();
        assertThat(reveal.round().drawn().array().spBlack()).isEqualTo(dfrc.rollDice(new java.util.function.IntSupplier() {
            private final int[] faces = {1, 1, 1, 1, 1, 2, 1, 1, 1, 1};
            private int next;

            @Override
            public int getAsInt() {
                return faces[next++];
            }
        }).array().spBlack());
        assertThat(reveal.unused()).containsExactly(4);
        assertThat(rounds.revealed("dice", dfrc)).extracting(RevealedRound::drawn).containsExactly(reveal.round().drawn());
    }

    @Test
    void rulesWithAnotherCastlingConventionRevealNothing() {
        store.formats(dir).create("shuffle", Map.of("rounds", "2", "start", "288", "castling", "none"));
        EventRounds rounds = store.rounds(dir);

        assertThatThrownBy(() -> rounds.revealFixed("shuffle", chess960)).isInstanceOf(FormatException.class)
                .hasMessage("event format 'shuffle' is played with castling convention 'none', but the chess960 rules in force"
                        + " use 'fide' (deploy the bundle of convention 'none')");
        assertThat(rounds.revealed("shuffle", chess960)).isEmpty();
    }

    @Test
    void aDieThatGivesAnExcludedArrayRecordsNothing() {
        store.formats(dir).create("dice", Map.of("rounds", "2", "start", "die", "exclude", "518"));
        EventRounds rounds = store.rounds(dir);

        // 2 3 3 2 3 is SP 518 (RNBQKBNR)
        assertThatThrownBy(() -> rounds.revealByDie("dice", chess960, List.of(2, 3, 3, 2, 3)))
                .isInstanceOf(FormatException.class).hasMessageContaining("518").hasMessageContaining("which the format excludes");
        assertThat(rounds.revealed("dice", chess960)).isEmpty();
        assertThat(rounds.revealByDie("dice", chess960, List.of(1, 1, 1, 1, 1)).round().drawn().array().number()).isZero();
    }

    @Test
    void twoStoresInOneProcessRevealingAtOnceGiveEachRoundOnce() throws Exception {
        store.formats(dir).create("open", Map.of("rounds", "40", "commitment", COMMITMENT));
        List<Integer> whole = store.rounds(dir).revealed("open", chess960).isEmpty()
                ? new Sha256RoundDraw().draw(chess960, new DrawSeed(SEED), 40, Set.of()).stream().map(round -> round.array().number()).toList()
                : List.of();
        List<RevealedRound> told = new CopyOnWriteArrayList<>();
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            EventRounds rounds = new EventStoreComponent().rounds(dir); // a store of its own: only the file lock is shared
            threads.add(new Thread(() -> {
                try {
                    start.await();
                    while (true) {
                        told.add(rounds.revealNext("open", chess960, new DrawSeed(SEED)));
                    }
                } catch (FormatException allRevealed) {
                    // done
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }));
        }
        threads.forEach(Thread::start);
        start.countDown();
        for (Thread thread : threads) {
            thread.join(60_000);
        }

        List<RevealedRound> recorded = store.rounds(dir).revealed("open", chess960);
        assertThat(numbers(recorded)).isEqualTo(whole);
        List<RevealedRound> sorted = new ArrayList<>(told);
        sorted.sort((a, b) -> Integer.compare(a.drawn().round(), b.drawn().round()));
        assertThat(sorted).isEqualTo(recorded);
    }

    /**
     * Two processes (this class path, {@link RevealProcess}) revealing the rounds of one format at once,
     * as two shells of the hall would: every round told once, by one of them, as recorded.
     */
    @Test
    void twoProcessesRevealingAtOnceGiveEachRoundOnce() throws Exception {
        store.formats(dir).create("open", Map.of("rounds", "60", "exclude", "518", "commitment", COMMITMENT));
        Path go = dir.resolve("go");
        List<Process> processes = new ArrayList<>();
        List<Path> outputs = new ArrayList<>();
        for (int p = 0; p < 2; p++) {
            Path out = dir.resolve("process-" + p + ".txt");
            outputs.add(out);
            processes.add(new ProcessBuilder(Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), RevealProcess.class.getName(), dir.toString(), "open", SEED, go.toString())
                    .redirectErrorStream(true).redirectOutput(out.toFile()).start());
        }
        Files.writeString(go, "go"); // both start revealing when they see it
        for (Process process : processes) {
            assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();
            assertThat(process.exitValue()).as(Files.readString(outputs.get(processes.indexOf(process)))).isZero();
        }

        List<String> told = new ArrayList<>();
        List<Integer> byProcess = new ArrayList<>();
        for (Path out : outputs) {
            List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
            byProcess.add(lines.size());
            told.addAll(lines);
        }
        Collections.sort(told, (a, b) -> Integer.compare(Integer.parseInt(a.split(" ")[0]), Integer.parseInt(b.split(" ")[0])));
        List<Integer> whole = new Sha256RoundDraw().draw(chess960, new DrawSeed(SEED), 60, Set.of(518)).stream()
                .map(round -> round.array().number()).toList();
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < whole.size(); i++) {
            expected.add((i + 1) + " " + whole.get(i));
        }
        assertThat(told).isEqualTo(expected);
        assertThat(numbers(store.rounds(dir).revealed("open", chess960))).isEqualTo(whole);
        // Both took part (each waits for the other's reveals between its own).
        assertThat(byProcess).allMatch(count -> count > 0);
    }

    /** The second process's main: reveals rounds until all are, printing "ROUND NUMBER" for each. */
    static final class RevealProcess {
        public static void main(String[] args) throws Exception {
            Path dir = Path.of(args[0]);
            Path go = Path.of(args[3]);
            while (!Files.exists(go)) {
                Thread.sleep(1);
            }
            EventRounds rounds = ServiceLoader.load(EventStore.class).findFirst().orElseThrow().rounds(dir);
            ChessRules rules = rules(Variant.CHESS960);
            LinkedBlockingQueue<String> lines = new LinkedBlockingQueue<>();
            try {
                while (true) {
                    RevealedRound round = rounds.revealNext(args[1], rules, new DrawSeed(args[2]));
                    lines.add(round.drawn().round() + " " + round.drawn().array().number());
                }
            } catch (FormatException e) {
                if (!e.getMessage().startsWith("all ")) {
                    throw e;
                }
            }
            for (String line : lines) {
                System.out.println(line);
            }
        }

        private RevealProcess() {
        }
    }
}
