package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.Variant;
import org.rochade.games.api.pgn.ConversionOptions;
import org.rochade.games.api.pgn.GameReport;

/** convert keeps Double Fischer Random games DFRC, and --only-variant dfrc picks them out. */
class DfrcConversionTest {
    private static final String INPUT = """
            [Event "dfrc"]
            [Variant "fischerandom"]
            [FEN "rbbnkqnr/pppppppp/8/8/8/8/PPPPPPPP/RQBNKBNR w KQkq - 0 1"]
            [Opening "DFRC 502:532"]

            1. Nf3 Nf6 2. e3 e6 3. Be2 Qe7 4. O-O O-O *

            [Event "dfrc without castling"]
            [Variant "DFRC"]
            [FEN "qrbknbrn/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"]

            1. e4 e5 *

            [Event "chess960"]
            [Variant "Chess960"]
            [FEN "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1"]

            1. O-O O-O *
            """;

    private static String convert(ConversionOptions options) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        TestRules.validator().convert(new ByteArrayInputStream(INPUT.getBytes(StandardCharsets.UTF_8)), options, out, null);
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void dfrcGamesAreWrittenWithBothArraysAndReadBackAsDfrc() throws IOException {
        String written = convert(ConversionOptions.defaults().withChess960Spelling("Chess960").withCastlingFen(FenFormat.SHREDDER));
        assertThat(written).contains("[FEN \"rbbnkqnr/pppppppp/8/8/8/8/PPPPPPPP/RQBNKBNR w HAha - 0 1\"]",
                "[FEN \"qrbknbrn/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\"]", "4. O-O O-O *");
        List<GameReport> again = TestRules.validate(written);
        assertThat(again).extracting(GameReport::variant).containsExactly("dfrc", "dfrc", "chess960");
        assertThat(again).allMatch(GameReport::isValid);
        assertThat(again.get(0).sp()).isEqualTo(502);
    }

    @Test
    void onlyVariantDfrcKeepsTheDfrcGames() throws IOException {
        String written = convert(ConversionOptions.defaults().withOnlyVariants(Set.of(Variant.DFRC)));
        assertThat(written).contains("[Event \"dfrc\"]", "[Event \"dfrc without castling\"]").doesNotContain("[Event \"chess960\"]");
    }
}
