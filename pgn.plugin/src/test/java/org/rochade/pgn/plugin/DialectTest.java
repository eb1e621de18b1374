package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.FindingKind;
import org.rochade.games.api.pgn.GameReport;

/** PGN as different tools write it (see "PGN tags for Chess960 games" in the reference). */
class DialectTest {
    /** SP 0-ish array from the castling cases, where "1. O-O O-O 2. Ng3 Ng6" is legal. */
    private static final String ARRAY = "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN";

    static GameReport one(String pgn) {
        List<GameReport> reports = TestRules.validate(pgn);
        assertThat(reports).hasSize(1);
        return reports.get(0);
    }

    static List<FindingKind> kinds(GameReport r) {
        return r.findings().stream().map(Finding::kind).toList();
    }

    @Test
    void lichessXFenWithClockComments() {
        GameReport r = one("""
                [Event "Rated Chess960 game"]
                [Site "https://lichess.org/abcdefgh"]
                [Date "2024.01.01"]
                [Round "-"]
                [White "a"]
                [Black "b"]
                [Result "*"]
                [Variant "Chess960"]
                [FEN "%s w KQkq - 0 1"]
                [SetUp "1"]

                1. O-O { [%%clk 0:03:00] } 1... O-O { [%%clk 0:03:00] } 2. Ng3 { [%%clk 0:02:58] } 2... Ng6 { [%%clk 0:02:57] } *
                """.formatted(ARRAY));
        assertThat(r.isValid()).isTrue();
        assertThat(r.findings()).isEmpty();
        assertThat(r.variant()).isEqualTo("chess960");
        assertThat(r.plies()).isEqualTo(4);
        assertThat(r.sp()).isNotNull();
    }

    @Test
    void chessBaseChess960WithShredderFen() {
        GameReport r = one("""
                [Event "?"]
                [Site "?"]
                [Date "????.??.??"]
                [Round "?"]
                [White "a"]
                [Black "b"]
                [Result "1/2-1/2"]
                [Variant "chess 960"]
                [SetUp "1"]
                [FEN "%s w GEge - 0 1"]

                1.O-O O-O 2.Ng3 {ChessBase puts no space after the dot} Ng6 1/2-1/2
                """.formatted(ARRAY));
        assertThat(r.findings()).isEmpty();
        assertThat(r.variant()).isEqualTo("chess960");
    }

    @Test
    void dgtFischerandomWithHAha() {
        GameReport r = one("""
                [Event "DGT LiveChess"]
                [Site "?"]
                [Date "2023.05.05"]
                [Round "1"]
                [White "a"]
                [Black "b"]
                [Result "*"]
                [Variant "Fischerandom"]
                [SetUp "1"]
                [FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"]

                1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 *
                """);
        assertThat(r.findings()).isEmpty();
        assertThat(r.sp()).isEqualTo(518);
        assertThat(r.variant()).isEqualTo("chess960");
    }

    @Test
    void xboardFischerandomWithResultComment() {
        GameReport r = one("""
                [Event "Computer chess game"]
                [Site "localhost"]
                [Date "2025.01.01"]
                [Round "-"]
                [White "Stockfish"]
                [Black "Stockfish"]
                [Result "1-0"]
                [TimeControl "40/60"]
                [Variant "fischerandom"]
                [FEN "%s w GEge - 0 1"]
                [SetUp "1"]

                {--------------
                engine output
                --------------}
                1. O-O O-O 2. Ng3 {+0.21/12 0.5s} Ng6 {-0.10/11 0.4s}
                {Black resigns} 1-0
                """.formatted(ARRAY));
        assertThat(r.findings()).isEmpty();
    }

    @Test
    void pythonChessOmitsFenForSp518() {
        GameReport r = one("""
                [Event "?"]
                [Site "?"]
                [Date "????.??.??"]
                [Round "?"]
                [White "?"]
                [Black "?"]
                [Result "*"]
                [Variant "Chess960"]

                1. e4 e5 2. Nf3 *
                """);
        assertThat(r.isValid()).isTrue();
        assertThat(r.sp()).isEqualTo(518);
        assertThat(kinds(r)).containsExactly(FindingKind.FEN_MISSING);
    }

    @Test
    void zeroCastlingIsRead() {
        GameReport r = one("""
                [Result "*"]
                [Variant "Chess960"]
                [SetUp "1"]
                [FEN "%s w KQkq - 0 1"]

                1. 0-0 0-0 2. Ng3 Ng6 *
                """.formatted(ARRAY));
        assertThat(r.findings()).isEmpty();
        assertThat(r.plies()).isEqualTo(4);
    }

    @Test
    void commentsNagsVariationsEscapeLinesAndNullMoves() {
        GameReport r = one("""
                %% an escape line, ignored
                [Event "annotated"]
                [Result "*"]
                ; a rest-of-line comment before the moves
                1. e4 $1 (1. d4 d5 (1... Nf6 2. c4 e6) 2. c4 $14) 1... e5!? 2. Nf3 -- 3. Bc4 Z0
                %% another escape line
                4. Ng5?! {threatening} Nc6 ({or} 4... d5 5. exd5) 5. Nxf7 !! *
                """);
        // The null moves are on the main line: read and played, but the game is invalid (issue 21).
        assertThat(r.findings()).extracting(Finding::kind, Finding::line, Finding::column).containsExactly(
                org.assertj.core.groups.Tuple.tuple(FindingKind.NULL_MOVE, 5L, 68),
                org.assertj.core.groups.Tuple.tuple(FindingKind.NULL_MOVE, 5L, 78));
        assertThat(r.plies()).isEqualTo(9);
    }

    @Test
    void fischer168GameWithANon168ArrayIsInvalid() {
        GameReport r = one("""
                [Result "*"]
                [Variant "Fischer168"]
                [SetUp "1"]
                [FEN "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"]

                1. a3 *
                """);
        assertThat(r.isValid()).isFalse();
        assertThat(kinds(r)).containsExactly(FindingKind.BAD_START);
        assertThat(r.findings().get(0).message()).startsWith("not a legal fischer168 start");
    }

    @Test
    void unknownFenIsAnErrorAndMissingSetUpAWarning() {
        assertThat(kinds(one("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"?\"]\n\n1. e4 *\n")))
                .containsExactly(FindingKind.BAD_FEN);
        GameReport r = one("[Result \"*\"]\n[Variant \"Chess960\"]\n[FEN \"%s w KQkq - 0 1\"]\n\n1. a3 *\n".formatted(ARRAY));
        assertThat(r.isValid()).isTrue();
        assertThat(kinds(r)).containsExactly(FindingKind.SETUP_MISSING);
    }

    @Test
    void castlingRightsWithoutTheirRookAreABadFen() {
        GameReport r = one("[Result \"*\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
                + "[FEN \"bnrkrbnq/pppppppp/8/8/8/8/PPPPPPPP/BNRKRBNQ w Aa - 0 1\"]\n\n1. a3 *\n");
        assertThat(kinds(r)).containsExactly(FindingKind.BAD_FEN);
        assertThat(r.findings().get(0).message()).contains("castling");
        assertThat(r.findings().get(0).line()).isEqualTo(4); // the FEN tag's line
        assertThat(r.findings().get(0).column()).isEqualTo(1);
    }

    @Test
    void variantSpellingsAreCaseInsensitive() {
        for (String tag : List.of("CHESS960", "Fischer Random", "frc", "wild/fr", "960", "FischerRandom")) {
            GameReport r = one("[Result \"*\"]\n[Variant \"" + tag + "\"]\n[SetUp \"1\"]\n[FEN \"" + ARRAY
                    + " w KQkq - 0 1\"]\n\n1. O-O *\n");
            assertThat(r.variant()).as(tag).isEqualTo("chess960");
            assertThat(r.isValid()).as(tag).isTrue();
        }
        assertThat(kinds(one("[Variant \"Crazyhouse\"]\n\n1. e4 *\n"))).containsExactly(FindingKind.UNKNOWN_VARIANT);
    }

    @Test
    void resultTagMustAgreeWithMarkerAndMate() {
        assertThat(kinds(one("[Result \"1-0\"]\n\n1. e4 e5 0-1\n"))).containsExactly(FindingKind.RESULT_MISMATCH);
        assertThat(kinds(one("[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n"))).containsExactly(FindingKind.RESULT_VS_MATE);
        assertThat(one("[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n").findings()).isEmpty();
        GameReport unfinishedAfterMate = one("[Result \"*\"]\n\n1. f3 e5 2. g4 Qh4# *\n");
        assertThat(unfinishedAfterMate.isValid()).isTrue();
        assertThat(kinds(unfinishedAfterMate)).containsExactly(FindingKind.RESULT_VS_MATE_UNFINISHED);
    }

    @Test
    void resultAfterStalemateIsADraw() {
        // Black to move is stalemated after 1. Qg6 (king h8; white king f7... queen g6 covers g7, g8, h7).
        String stalemate = "[SetUp \"1\"]\n[FEN \"7k/5K2/8/8/8/8/8/6Q1 w - - 0 1\"]\n[Result \"%s\"]\n\n1. Qg6 %s\n";
        assertThat(one(String.format(stalemate, "1/2-1/2", "1/2-1/2")).findings()).isEmpty();
        GameReport won = one(String.format(stalemate, "1-0", "1-0"));
        assertThat(won.isValid()).isFalse();
        assertThat(kinds(won)).containsExactly(FindingKind.RESULT_VS_STALEMATE);
        GameReport unfinished = one(String.format(stalemate, "*", "*"));
        assertThat(unfinished.isValid()).isTrue();
        assertThat(unfinished.findings()).extracting(Finding::kind, Finding::severity)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(FindingKind.RESULT_VS_STALEMATE_UNFINISHED, Finding.Severity.WARNING));
    }

    @Test
    void illegalMoveInAVariationIsReportedWithItsPlace() {
        GameReport r = one("[Result \"*\"]\n\n1. e4 e5 (1... e6 2. Qh5 Kd9) 2. Nf3 *\n");
        assertThat(r.isValid()).isFalse();
        assertThat(r.plies()).isEqualTo(3);
        Finding f = r.findings().get(0);
        assertThat(f.move()).isEqualTo("Kd9");
        assertThat(f.ply()).isEqualTo(4);
        assertThat(f.line()).isEqualTo(3);
        assertThat(f.column()).isEqualTo(26);
        assertThat(f.message()).startsWith("in a variation: ");
    }

    @Test
    void fastPathAndPlainRulesAgreeOnVariationsNullMovesAndErrors() throws java.io.IOException {
        String pgn = """
                [Result "*"]

                1. e4 $1 (1. d4 d5 (1... Nf6 2. c4 e6) 2. c4 $14) (1. c4) 1... e5!? 2. Nf3 -- 3. Bc4 Z0
                4. Ng5?! {threatening} Nc6 ({or} 4... d5 5. exd5) 5. Nxf7 !! *

                [Result "*"]

                1. e4 e5 (1... e6 2. Qh5 Kd9 3. Qxf7) (2. d4) 2. Nf3 (2. Qh5 Nc6 3. Qxf7+ Kxf7 4. --) *

                [Result "*"]

                1. e4 e5 2. Qh5 Ke7 3. Qxe5+ -- 4. Qd5 *

                [Result "*"]

                ( 1. e4 ) 1. d4 d5 2. Bf4 Bf5 3. Nxd5 *
                """;
        byte[] bytes = pgn.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        List<GameReport> fast = TestRules.validate(bytes, org.rochade.games.api.pgn.ValidationOptions.defaults());
        List<GameReport> plain = new java.util.ArrayList<>();
        new PgnValidatorComponent(java.util.Arrays.stream(TestRules.all()).map(ApiOnlyRules::new)
                .toArray(org.rochade.rules.api.ChessRules[]::new))
                .validate(new java.io.ByteArrayInputStream(bytes), "t", org.rochade.games.api.pgn.ValidationOptions.defaults(),
                        plain::add);
        assertThat(plain).isEqualTo(fast);
        // Game 1 passes twice on its main line: invalid since issue 21 (null-move), as pgn-extract and chessops judge it.
        assertThat(fast).extracting(GameReport::isValid).containsExactly(false, false, false, false);
        assertThat(fast.get(0).findings()).extracting(Finding::kind).containsExactly(FindingKind.NULL_MOVE, FindingKind.NULL_MOVE);
        assertThat(fast.get(2).findings().get(0).message()).contains("null move '--' while in check");
        assertThat(fast.get(3).findings()).extracting(Finding::kind).containsExactly(FindingKind.MOVETEXT_SYNTAX, FindingKind.ILLEGAL_MOVE);
    }
}
