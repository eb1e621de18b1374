package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.FindingKind;
import org.rochade.games.api.pgn.GameReport;

/**
 * Double Fischer Random games and starts without (all) castling rights, as TCEC's cutechess and
 * fastchess write them. TCEC's {@code DFRC 502:532}: White RQBNKBNR (SP 502), Black RBBNKQNR (SP 532).
 */
class DoubleFischerRandomTest {
    private static final String DFRC_502_532 = "rbbnkqnr/pppppppp/8/8/8/8/PPPPPPPP/RQBNKBNR";

    private static GameReport one(String pgn) {
        return DialectTest.one(pgn);
    }

    private static String game(String variant, String fen, String opening, String moves) {
        return (variant == null ? "" : "[Variant \"" + variant + "\"]\n")
                + "[Event \"t\"]\n[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n"
                + (opening == null ? "" : "[Opening \"" + opening + "\"]\n") + "\n" + moves + " *\n";
    }

    @Test
    void aChess960AliasWhoseArraysDifferIsJudgedAsDfrcWithANote() {
        for (String alias : List.of("fischerandom", "Chess960", "FRC")) {
            GameReport r = one(game(alias, DFRC_502_532 + " w KQkq - 0 1", "DFRC 502:532", "1. e4 e5 2. Nf3 Nf6"));
            assertThat(r.isValid()).as(alias).isTrue();
            assertThat(r.variant()).isEqualTo("dfrc");
            assertThat(r.sp()).isEqualTo(502);
            assertThat(r.findings()).extracting(Finding::kind).containsExactly(FindingKind.VARIANT_DFRC);
            assertThat(r.findings().get(0).severity()).isEqualTo(Finding.Severity.WARNING);
            assertThat(r.findings().get(0).message()).isEqualTo(
                    "White's and Black's arrays differ (White SP 502, Black SP 532): checked as Double Fischer Random (dfrc)");
        }
    }

    @Test
    void explicitSpellingsNameDfrcWithoutANote() {
        for (String spelling : List.of("DFRC", "Double Fischer Random", "double chess960")) {
            GameReport r = one(game(spelling, DFRC_502_532 + " w HAha - 0 1", null, "1. e4 e5"));
            assertThat(r.isValid()).as(spelling).isTrue();
            assertThat(r.variant()).isEqualTo("dfrc");
            assertThat(r.findings()).as(spelling).isEmpty();
        }
    }

    @Test
    void eachSideCastlesWithItsOwnRooks() {
        // White RQBNKBNR and Black RBBNKQNR: after the pieces leave, both castle O-O with their h-rook.
        GameReport r = one(game("DFRC", DFRC_502_532 + " w KQkq - 0 1", null,
                "1. Nf3 Nf6 2. e3 e6 3. Be2 Qe7 4. O-O O-O"));
        assertThat(r.findings()).isEmpty();
        assertThat(r.finalFen()).isEqualTo("rbbn1rk1/ppppqppp/4pn2/8/8/4PN2/PPPPBPPP/RQBN1RK1 w - - 4 5");
    }

    @Test
    void aMirroredStartIsNotDfrcWhenTaggedChess960() {
        GameReport r = one(game("Chess960", "rbbnkqnr/pppppppp/8/8/8/8/PPPPPPPP/RBBNKQNR w KQkq - 0 1", "FRC 532", "1. e4"));
        assertThat(r.variant()).isEqualTo("chess960");
        assertThat(r.findings()).isEmpty();
    }

    @Test
    void anOpeningLabelThatNamesAnotherStartIsAWarning() {
        GameReport dfrc = one(game("fischerandom", DFRC_502_532 + " w KQkq - 0 1", "DFRC 532:502", "1. e4"));
        assertThat(dfrc.isValid()).isTrue();
        assertThat(dfrc.findings()).extracting(Finding::kind).containsExactly(FindingKind.VARIANT_DFRC, FindingKind.OPENING_MISMATCH);
        assertThat(dfrc.findings().get(1).message())
                .isEqualTo("[Opening \"DFRC 532:502\"] names DFRC 532:502, but the FEN shows DFRC 502:532");
        GameReport frc = one(game("Chess960", "rbbnkqnr/pppppppp/8/8/8/8/PPPPPPPP/RBBNKQNR w KQkq - 0 1", "FRC 518", "1. e4"));
        assertThat(frc.findings()).extracting(Finding::message)
                .containsExactly("[Opening \"FRC 518\"] names FRC 518, but the FEN shows FRC 532");
        GameReport named = one(game("Chess960", "rbbnkqnr/pppppppp/8/8/8/8/PPPPPPPP/RBBNKQNR w KQkq - 0 1",
                "Sicilian", "1. e4"));
        assertThat(named.findings()).isEmpty();
    }

    @Test
    void aStartWithoutCastlingIsValidWithAWarningAndCastlingIsIllegal() {
        GameReport r = one(game("Chess960", "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w - - 0 1", null,
                "1. Nf3 Nf6 2. g3 g6 3. Bxf6"));
        assertThat(r.findings()).extracting(Finding::kind).startsWith(FindingKind.CASTLING_MISSING);
        assertThat(r.findings().get(0).message()).isEqualTo("the start gives fewer castling rights than its array has:"
                + " all four (the FEN gives no castling rights) (an event played that way: moves are judged with the rights"
                + " the FEN gives)");
        assertThat(r.findings().get(0).line()).as("the FEN tag's line").isEqualTo(5);

        GameReport castles = one(game("Chess960", "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w - - 0 1", null,
                "1. Nf3 Nf6 2. g3 g6 3. O-O"));
        assertThat(castles.isValid()).isFalse();
        assertThat(castles.findings()).extracting(Finding::kind).containsExactly(FindingKind.CASTLING_MISSING, FindingKind.ILLEGAL_MOVE);
        assertThat(castles.plies()).as(castles.toString()).isEqualTo(4);
    }

    @Test
    void someRightsMissingAreNamedInEveryVariant() {
        GameReport f168 = one(game("Fischer168", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kq - 0 1", null, "1. e4"));
        assertThat(f168.isValid()).isTrue();
        assertThat(f168.findings()).extracting(Finding::message).containsExactly("the start gives fewer castling rights"
                + " than its array has: White O-O-O (rook a1), Black O-O (rook h8) (an event played that way: moves are"
                + " judged with the rights the FEN gives)");
        GameReport dfrc = one(game("DFRC", DFRC_502_532 + " w Ha - 0 1", "DFRC 502:532", "1. e4"));
        assertThat(dfrc.isValid()).isTrue();
        assertThat(dfrc.findings()).extracting(Finding::kind).containsExactly(FindingKind.CASTLING_MISSING);
        assertThat(dfrc.findings().get(0).message()).contains("White O-O-O (rook a1), Black O-O (rook h8)");
    }
}
