package org.rochade.itest;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.rochade.itest.MixedGames.Kind;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.FindingKind;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.PgnValidator;
import org.rochade.games.api.pgn.ValidationOptions;
import org.rochade.games.api.pgn.ValidationSummary;

/**
 * A host thread that validates one endless archive of {@link MixedGames} through the {@link PgnValidator}
 * service until told to stop. Every report must come once, in input order, and say one of three
 * things: valid; "no rules for variant X" and nothing else; or, for a castling game, an illegal castling
 * move at its castling ply and nothing else (the game was checked with the "none" convention
 * throughout). Anything else, a lost or repeated game, or an exception, is a failure.
 */
final class ValidatorClient implements Runnable {
    private final PgnValidator validator;
    private final int threads;
    private final List<String> chess960Fens;
    private final List<String> fischer168Fens;
    private final Tally tally;
    private final BooleanSupplier stop;
    private long nextGame = 1;

    ValidatorClient(PgnValidator validator, int threads, List<String> chess960Fens, List<String> fischer168Fens,
                    Tally tally, BooleanSupplier stop) {
        this.validator = validator;
        this.threads = threads;
        this.chess960Fens = chess960Fens;
        this.fischer168Fens = fischer168Fens;
        this.tally = tally;
        this.stop = stop;
    }

    @Override
    public void run() {
        MixedGames games = new MixedGames(chess960Fens, fischer168Fens, stop);
        try {
            ValidationSummary summary = validator.validate(games, "swap-" + threads,
                    ValidationOptions.defaults().withThreads(threads), this::check);
            if (summary.games() != games.games() || nextGame - 1 != games.games()
                    || summary.valid() + summary.invalid() != summary.games()) {
                tally.fail(threads + " thread(s): " + games.games() + " games read, " + (nextGame - 1)
                        + " reports, summary " + summary.games() + " = " + summary.valid() + " valid + "
                        + summary.invalid() + " invalid");
            }
        } catch (Throwable t) {
            tally.fail("validation with " + threads + " thread(s) failed: " + Tally.describe(t));
        }
    }

    private void check(GameReport report) {
        if (report.game() != nextGame) {
            tally.fail("report for game " + report.game() + " where game " + nextGame + " was due");
            nextGame = report.game();
        }
        nextGame++;
        Kind kind = MixedGames.kind(report.game());
        String outcome = outcome(kind, report);
        if (outcome == null) {
            tally.fail("game " + report.game() + " (" + kind + "): " + report.status() + " " + report.findings());
        } else {
            tally.count("game " + kind + ": " + outcome);
        }
    }

    /** What the report says, or null when it is not one of the three acceptable answers. */
    private static String outcome(Kind kind, GameReport report) {
        List<Finding> errors = new ArrayList<>();
        for (Finding finding : report.findings()) {
            if (finding.isError()) {
                errors.add(finding);
            }
        }
        if (report.isValid()) {
            return report.plies() == kind.plies && kind.variant.id().equals(report.variant()) ? "valid" : null;
        }
        if (errors.size() != 1) {
            return null;
        }
        Finding error = errors.get(0);
        if (error.kind() == FindingKind.NO_RULES && error.message().equals("no rules for variant " + kind.variant.id())) {
            return "no rules";
        }
        if (kind.castlingPly > 0 && error.kind() == FindingKind.ILLEGAL_MOVE && error.ply() == kind.castlingPly
                && error.move().equals("O-O")) {
            return "castling refused";
        }
        return null;
    }
}
