package org.rochade.itest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.test.common.annotation.InjectBundleContext;
import org.osgi.test.junit5.context.BundleContextExtension;
import org.rochade.rules.api.ChessRules;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.PgnValidator;
import org.rochade.games.api.pgn.ValidationOptions;
import org.rochade.games.api.pgn.ValidationSummary;

/**
 * The PGN validator service of pgn.plugin in Felix with SCR, while the rules bundle is stopped and
 * started under it: it binds the rules services dynamically, so a validation must go on, each game
 * checked with the rules bound when it was read, or reported with "no rules for variant ...".
 *
 * <p>Each test starts and ends with rules.impl active and its Chess960 service registered.
 */
@ExtendWith(BundleContextExtension.class)
class PgnValidatorIT {
    private static final String RULES_IMPL = "org.rochade.rules.impl";
    private static final String NO_RULES = "no rules for variant chess960";
    /** Stop/start cycles during one validation. */
    private static final int CYCLES = 5;
    /** Games reported in each phase of a cycle, so that both phases surely see games. */
    private static final int GAMES_PER_PHASE = 40;

    @InjectBundleContext
    BundleContext context;

    private ServiceWatch<ChessRules> chess960;
    private ServiceWatch<PgnValidator> validators;
    private Bundle rulesImpl;
    private List<String> fens;

    @BeforeEach
    void rulesPresent() throws Exception {
        rulesImpl = bundle(RULES_IMPL);
        rulesImpl.start();
        chess960 = new ServiceWatch<>(context, ChessRules.class, "(variant=chess960)");
        validators = new ServiceWatch<>(context, PgnValidator.class, "");
        ChessRules rules = chess960.awaitService(r -> true, "registered").service();
        fens = new ArrayList<>();
        for (int sp = 0; sp < 960; sp++) {
            fens.add(rules.startPosition(rules.startArray(sp)).fen());
        }
    }

    @AfterEach
    void rulesBack() throws Exception {
        rulesImpl.start();
        chess960.awaitService(r -> true, "registered again");
        chess960.close();
        validators.close();
    }

    @Test
    void withoutRulesEveryGameSaysSoInsteadOfHanging() throws Exception {
        PgnValidator validator = validators.awaitService(v -> true, "registered").service();
        rulesImpl.stop();
        chess960.awaitNone();

        List<GameReport> without = validate(validator, new GeneratedGames(fens, 10, 10, () -> true), 1);
        assertEquals(10, without.size());
        for (GameReport report : without) {
            assertNoRules(report);
        }

        rulesImpl.start();
        chess960.awaitService(r -> true, "registered again");
        List<GameReport> with = validate(validator, new GeneratedGames(fens, 10, 10, () -> true), 1);
        assertEquals(10, with.size());
        with.forEach(report -> assertTrue(report.isValid(), () -> "game " + report.game() + ": " + report.findings()));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void aValidationGoesOnWhileTheRulesBundleIsStoppedAndStarted(int threads) throws Exception {
        PgnValidator validator = validators.awaitService(v -> true, "registered").service();
        ReportCounter counter = new ReportCounter();
        AtomicBoolean togglingDone = new AtomicBoolean();
        AtomicReference<Throwable> togglerFailure = new AtomicReference<>();
        Thread toggler = new Thread(() -> {
            try {
                for (int i = 0; i < CYCLES; i++) {
                    rulesImpl.stop();
                    chess960.awaitNone();
                    counter.awaitMore(GAMES_PER_PHASE);
                    rulesImpl.start();
                    chess960.awaitService(r -> true, "registered again");
                    counter.awaitMore(GAMES_PER_PHASE);
                }
            } catch (Throwable t) {
                togglerFailure.set(t);
            } finally {
                togglingDone.set(true);
            }
        }, "rules-toggler");
        GeneratedGames games = new GeneratedGames(fens, 100, 200_000, togglingDone::get);

        toggler.start();
        List<GameReport> reports;
        try {
            reports = validate(validator, games, threads, counter);
        } finally {
            // Unblocks a toggler still waiting for games, should the validation have ended early.
            counter.end();
            toggler.join(ServiceWatch.TIMEOUT.toMillis());
        }

        if (togglerFailure.get() != null) {
            throw new AssertionError("toggling failed", togglerFailure.get());
        }
        assertEquals(games.games(), reports.size(), "one report per game");
        int valid = 0;
        int noRules = 0;
        for (int i = 0; i < reports.size(); i++) {
            GameReport report = reports.get(i);
            assertEquals(i + 1, report.game(), "input order");
            assertEquals(1 + (long) i * GeneratedGames.LINES_PER_GAME, report.line(), "line of game " + (i + 1));
            if (report.isValid()) {
                assertEquals(Integer.valueOf(GeneratedGames.sp(i)), report.sp(), "start array of game " + (i + 1));
                assertEquals(4, report.plies());
                valid++;
            } else {
                assertNoRules(report);
                noRules++;
            }
        }
        assertTrue(valid >= GAMES_PER_PHASE, "games validated with rules: " + valid);
        assertTrue(noRules > 0, "games validated while no rules were bound: " + noRules);
    }

    private static void assertNoRules(GameReport report) {
        assertEquals(GameReport.Status.INVALID, report.status());
        List<String> errors = new ArrayList<>();
        for (Finding finding : report.findings()) {
            if (finding.isError()) {
                errors.add(finding.message());
            }
        }
        assertEquals(List.of(NO_RULES), errors, "game " + report.game());
    }

    private static List<GameReport> validate(PgnValidator validator, GeneratedGames games, int threads) throws Exception {
        return validate(validator, games, threads, new ReportCounter());
    }

    private static List<GameReport> validate(PgnValidator validator, GeneratedGames games, int threads,
                                             ReportCounter counter) throws Exception {
        List<GameReport> reports = new ArrayList<>();
        ValidationSummary summary = validator.validate(games, "generated",
                ValidationOptions.defaults().withThreads(threads), report -> {
                    reports.add(report);
                    counter.add();
                });
        assertEquals(reports.size(), summary.games());
        return reports;
    }

    private Bundle bundle(String symbolicName) {
        for (Bundle bundle : context.getBundles()) {
            if (symbolicName.equals(bundle.getSymbolicName())) {
                return bundle;
            }
        }
        throw new IllegalStateException(symbolicName + " is not installed: check test.bndrun");
    }

    /** Reports delivered so far, with a wait for more that wakes on each report, not on a timer. */
    private static final class ReportCounter {
        private long count;
        private boolean ended;

        synchronized void add() {
            count++;
            notifyAll();
        }

        synchronized void end() {
            ended = true;
            notifyAll();
        }

        /** Waits until {@code more} further reports arrived (or the validation ended). */
        synchronized void awaitMore(int more) throws InterruptedException {
            long target = count + more;
            long deadline = System.nanoTime() + ServiceWatch.TIMEOUT.toNanos();
            while (count < target && !ended) {
                long leftMillis = (deadline - System.nanoTime()) / 1_000_000;
                if (leftMillis <= 0) {
                    throw new AssertionError("timed out waiting for " + more + " more reports");
                }
                wait(leftMillis);
            }
        }
    }
}
