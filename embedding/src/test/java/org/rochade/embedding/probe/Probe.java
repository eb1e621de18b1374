package org.rochade.embedding.probe;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Position;
import org.rochade.games.api.pgn.PgnValidator;
import org.rochade.games.api.pgn.ValidationOptions;
import org.rochade.games.api.pgn.ValidationSummary;

/**
 * A test probe for FelixMainIT, deployed beside the bundles in Felix's stock launcher: once SCR has
 * every service it needs, it uses them, prints what it found (lines starting with "probe: ", on the
 * launcher's standard output, which the test reads) and stops the framework, which ends the launcher.
 */
@Component(immediate = true)
public final class Probe {
    private static final String GAME = """
            [Event "SP 288"]
            [Variant "Chess960"]
            [SetUp "1"]
            [FEN "bbqnrkrn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRKRN w KQkq - 0 1"]
            [Result "*"]

            1. O-O O-O 2. Ng3 *
            """;

    @Activate
    public Probe(BundleContext context,
                 @Reference(target = "(variant=chess960)") ChessRules chess960,
                 @Reference(target = "(variant=fischer168)") ChessRules fischer168,
                 @Reference(target = "(variant=classic)") ChessRules classic,
                 @Reference PgnValidator validator) {
        Position start = chess960.startPosition(chess960.startArray(288));
        System.out.println("probe: chess960 " + chess960.castlingConvention() + " O-O "
                + chess960.toUci(start, chess960.parseSan(start, "O-O")));
        System.out.println("probe: fischer168 arrays " + fischer168.startArrays().size());
        System.out.println("probe: classic arrays " + classic.startArrays().size());
        try {
            ValidationSummary summary = validator.validate(new ByteArrayInputStream(GAME.getBytes(StandardCharsets.US_ASCII)),
                    "game.pgn", ValidationOptions.defaults(), report -> { });
            System.out.println("probe: validated " + summary.games() + " games, " + summary.valid() + " valid");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (Bundle bundle : context.getBundles()) {
            if (bundle.getBundleId() == 0) {
                continue; // the framework itself is still starting while the launcher starts the bundles
            }
            System.out.println("probe: bundle " + bundle.getSymbolicName() + " " + (bundle.getState() == Bundle.ACTIVE ? "active" : "state " + bundle.getState()));
        }
        System.out.flush();
        // Not from inside SCR's activation: the framework's stop waits for SCR, which waits for us.
        new Thread(() -> {
            try {
                context.getBundle(0).stop();
            } catch (BundleException e) {
                e.printStackTrace();
            }
        }, "probe-stop").start();
    }
}
