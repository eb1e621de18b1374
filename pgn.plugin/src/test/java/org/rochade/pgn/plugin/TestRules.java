package org.rochade.pgn.plugin;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.ValidationOptions;
import org.rochade.rules.impl.engine.EngineRules;

/** The real engine for every variant, and helpers to validate PGN text or resources. */
final class TestRules {
    private TestRules() {
    }

    static ChessRules[] all() {
        FideCastling fide = new FideCastling();
        return new ChessRules[] {new EngineRules(Variant.CHESS960, fide), new EngineRules(Variant.FISCHER168, fide),
                new EngineRules(Variant.CLASSIC, fide), new EngineRules(Variant.DFRC, fide)};
    }

    static PgnValidatorComponent validator() {
        return new PgnValidatorComponent(all());
    }

    static List<GameReport> validate(String pgn) {
        return validate(pgn.getBytes(StandardCharsets.UTF_8), ValidationOptions.defaults());
    }

    static List<GameReport> validate(byte[] pgn, ValidationOptions options) {
        return validate(new ByteArrayInputStream(pgn), options);
    }

    static List<GameReport> validate(InputStream in, ValidationOptions options) {
        List<GameReport> reports = new ArrayList<>();
        try {
            validator().validate(in, "test", options, reports::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return reports;
    }

    static InputStream resource(String name) {
        InputStream in = TestRules.class.getResourceAsStream("/pgn/" + name);
        if (in == null) {
            throw new IllegalArgumentException("no test resource " + name);
        }
        return in;
    }
}
