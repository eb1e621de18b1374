package org.rochade.formats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rochade.event.api.DrawSeed;
import org.rochade.event.api.EventStore;
import org.rochade.event.api.hall.HallArbiter;
import org.rochade.event.api.hall.HallException;
import org.rochade.event.api.hall.HallRound;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;

/** The hall's event under way: which event it shows, how it follows other processes, how its button reveals. */
class EventUnderWayTest {
    private static final String SEED = FormatFilesTest.SEED;
    private static final String COMMITMENT = FormatFilesTest.COMMITMENT;
    private static final long WAIT_MILLIS = 20_000;

    @TempDir
    Path dir;

    private final EventStore store = new EventStoreComponent();
    private final ChessRules chess960 = EventRoundsTest.rules(Variant.CHESS960);
    private final List<Long> revisions = new CopyOnWriteArrayList<>();
    private final List<HallRound> told = new CopyOnWriteArrayList<>();
    private EventUnderWay hall;

    @AfterEach
    void stop() {
        if (hall != null) {
            hall.stop();
        }
    }

    private EventUnderWay hall(HallArbiter arbiter) {
        RulesInForce rules = RulesInForce.none().with(chess960);
        hall = new EventUnderWay(store.formats(dir), store.rounds(dir), rules::of, () -> Optional.ofNullable(arbiter),
                revisions::add);
        return hall;
    }

    /** An arbiter who gave {@code seeds} and keeps what the hall told. */
    private HallArbiter arbiter(Map<String, String> seeds) {
        return new HallArbiter() {
            @Override
            public Optional<DrawSeed> seed(String event) {
                return Optional.ofNullable(seeds.get(event)).map(DrawSeed::new);
            }

            @Override
            public void revealed(HallRound round) {
                told.add(round);
            }
        };
    }

    private static List<String> shown(List<HallRound> rounds) {
        return rounds.stream().map(round -> round.event() + " " + round.round() + " " + round.array().number()).toList();
    }

    private void await(Predicate<List<HallRound>> condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(WAIT_MILLIS);
        while (!condition.test(hall.rounds()) && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertThat(condition).as("the hall shows %s", shown(hall.rounds())).accepts(hall.rounds());
    }

    @Test
    void itShowsTheEventRevealedLastAndSwitchesWhenAnotherProcessRevealsARoundOfAnother() throws Exception {
        store.formats(dir).create("open", Map.of("rounds", "5", "exclude", "518", "commitment", COMMITMENT));
        store.formats(dir).create("rapid", Map.of("rounds", "3", "start", "288"));
        store.rounds(dir).revealNext("open", chess960, new DrawSeed(SEED));
        EventUnderWay hall = hall(null);

        hall.start();
        assertThat(shown(hall.rounds())).containsExactly("open 1 740");
        assertThat(hall.rounds().get(0)).isEqualTo(new HallRound("open", 1, 5, "Chess960", chess960.startArray(740),
                chess960.startPosition(chess960.startArray(740)).fen(org.rochade.rules.api.FenFormat.XFEN),
                chess960.startPosition(chess960.startArray(740)).fen(org.rochade.rules.api.FenFormat.SHREDDER)));
        long before = revisions.get(revisions.size() - 1);

        reveal("rapid"); // another process, as a one-shot draw in another terminal
        await(rounds -> shown(rounds).equals(List.of("rapid 1 288")));
        reveal("open");
        await(rounds -> shown(rounds).equals(List.of("open 1 740", "open 2 668")));
        assertThat(revisions.get(revisions.size() - 1)).as("each change is a new revision").isEqualTo(before + 2);
    }

    @Test
    void theHostShowsAnEventAndTheButtonRevealsItsNextRoundByItsStartRule() {
        store.formats(dir).create("open", Map.of("rounds", "5", "exclude", "518", "commitment", COMMITMENT));
        store.formats(dir).create("rapid", Map.of("rounds", "1", "start", "288"));
        store.formats(dir).create("dice", Map.of("rounds", "1", "start", "die"));
        EventUnderWay hall = hall(arbiter(Map.of()));
        hall.start();
        assertThat(hall.rounds()).isEmpty();
        assertThatThrownBy(hall::revealNext).isInstanceOf(HallException.class).hasMessageStartingWith("no event under way");

        hall.show("rapid");
        HallRound fixed = hall.revealNext();
        assertThat(shown(List.of(fixed))).containsExactly("rapid 1 288");
        assertThat(hall.rounds()).containsExactly(fixed);
        assertThat(told).containsExactly(fixed);
        assertThatThrownBy(hall::revealNext).isInstanceOf(HallException.class).hasMessage("all 1 rounds of event format 'rapid' are revealed");

        hall.show("open");
        assertThat(hall.rounds()).isEmpty();
        assertThatThrownBy(hall::revealNext).isInstanceOf(HallException.class)
                .hasMessage("the seed of event 'open' was not given to the hall: reveal the next round in the shell with"
                        + " rochade:draw --format open --seed TEXT");
        hall.show("dice");
        assertThatThrownBy(hall::revealNext).isInstanceOf(HallException.class).hasMessageContaining("with the die");
        assertThat(store.rounds(dir).latest()).contains("rapid");
    }

    @Test
    void withTheArbitersSeedTheButtonRevealsTheSeededDraw() {
        store.formats(dir).create("open", Map.of("rounds", "5", "exclude", "518", "commitment", COMMITMENT));
        EventUnderWay hall = hall(arbiter(Map.of("open", SEED)));
        hall.start();
        hall.show("open");
        hall.revealNext();
        hall.revealNext();
        // formats/src/test/resources/draw-reference.py: 740, 668, ... for this seed without 518
        assertThat(shown(hall.rounds())).containsExactly("open 1 740", "open 2 668");
        assertThat(told).isEqualTo(hall.rounds());
    }

    @Test
    void anEventPlayedWithAnotherCastlingConventionShowsNothingAndTheButtonSaysWhy() {
        store.formats(dir).create("shuffle", Map.of("rounds", "2", "start", "288", "castling", "none"));
        EventUnderWay hall = hall(null);
        hall.start();
        hall.show("shuffle");
        assertThatThrownBy(hall::revealNext).isInstanceOf(HallException.class)
                .hasMessage("event format 'shuffle' is played with castling convention 'none', but the chess960 rules in force"
                        + " use 'fide' (deploy the bundle of convention 'none')");
        assertThat(hall.rounds()).isEmpty();
        assertThatThrownBy(() -> RulesInForce.none().of(store.formats(dir).get("shuffle")))
                .hasMessage("no rules for variant chess960");
    }

    /** Reveals the next round of a format of one fixed array in a JVM of its own ({@link RevealInAnotherProcess}). */
    private void reveal(String format) throws Exception {
        Process process = new ProcessBuilder(Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), RevealInAnotherProcess.class.getName(), dir.toString(), format)
                .redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes());
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(output).isZero();
    }

    /** Another process's main: reveals the next round of a format, as its start rule says (fixed, or random with the test's seed). */
    static final class RevealInAnotherProcess {
        public static void main(String[] args) {
            EventStore store = ServiceLoader.load(EventStore.class).findFirst().orElseThrow();
            Path dir = Path.of(args[0]);
            ChessRules rules = EventRoundsTest.rules(Variant.CHESS960);
            switch (store.formats(dir).get(args[1]).start().kind()) {
                case FIXED -> store.rounds(dir).revealFixed(args[1], rules);
                default -> store.rounds(dir).revealNext(args[1], rules, new DrawSeed(SEED));
            }
        }

        private RevealInAnotherProcess() {
        }
    }
}
