package org.rochade.rules.impl.start;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.StartVerdict;
import org.rochade.rules.api.Variant;

class StartCheckTest {

    private static final String CLASSIC_PLACEMENT = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

    /** Every way a start FEN of {@code a} may be written: notations, letter orders, counters. */
    private static List<String> spellings(StartArray a) {
        String p = a.placement();
        String h = String.valueOf((char) ('A' + a.backRank().lastIndexOf('R')));
        String q = String.valueOf((char) ('A' + a.backRank().indexOf('R')));
        String hl = String.valueOf((char) ('a' + a.blackBackRank().lastIndexOf('R')));
        String ql = String.valueOf((char) ('a' + a.blackBackRank().indexOf('R')));
        return List.of(
                a.xfen(),
                a.shredderFen(),
                p + " w " + q + h + ql + hl + " - 0 1",          // AHah order
                p + " w " + hl + ql + h + q + " - 0 1",          // Black first
                p + " w " + h + "Q" + hl + "q - 0 1",            // mixture like HQhq
                p + " w K" + q + "k" + ql + " - 0 1",            // mixture like KAka
                p + " w qkQK - 0 1",                             // X-FEN in reverse order
                p + " w KQkq - 17 42",
                p + " w KQkq - 12345678901234567890 0",
                p + " w KQkq - 0",
                p + " w KQkq -",
                "  " + p + "   w\tKQkq  -  3 9 ");
    }

    @ParameterizedTest
    @EnumSource(value = Variant.class, names = "DFRC", mode = EnumSource.Mode.EXCLUDE)
    void everyStartIsAcceptedInEverySpelling(Variant variant) {
        StartArrayCatalog catalog = StartArrayCatalog.of(variant);
        for (StartArray array : catalog.all()) {
            assertAcceptedInEverySpelling(catalog, array);
        }
    }

    /** 921,600 pairs in ten spellings is too many for a unit test: every White array, each against 7 Black ones. */
    @Test
    void dfrcStartsAreAcceptedInEverySpelling() {
        StartArrayCatalog catalog = StartArrayCatalog.of(Variant.DFRC);
        SplittableRandom random = new SplittableRandom(960);
        for (int sp = 0; sp < 960; sp++) {
            for (int i = 0; i < 7; i++) {
                assertAcceptedInEverySpelling(catalog, catalog.bySps(sp, random.nextInt(960)));
            }
            assertAcceptedInEverySpelling(catalog, catalog.bySps(sp, sp));
            assertAcceptedInEverySpelling(catalog, catalog.bySps(959 - sp, sp));
        }
    }

    private static void assertAcceptedInEverySpelling(StartArrayCatalog catalog, StartArray array) {
        for (String fen : spellings(array)) {
            StartVerdict verdict = catalog.check(fen);
            assertThat(verdict.reason()).as(fen).isNull();
            assertThat(verdict.start()).as(fen).contains(array);
            assertThat(verdict.missingCastling()).as(fen).isEmpty();
        }
    }

    @Test
    void tcecsDfrcLabelNamesWhitesArrayFirst() {
        // TCEC labels this start "DFRC 502:532": White's SP first.
        StartArray array = StartArrayCatalog.of(Variant.DFRC).bySps(502, 532);
        assertThat(array.number()).isEqualTo(502 * 960 + 532);
        assertThat(array.label()).isEqualTo("502:532");
        assertThat(array.backRank()).isEqualTo(Scharnagl.backRank(502));
        assertThat(array.blackBackRank()).isEqualTo(Scharnagl.backRank(532));
        assertThat(array.placement()).startsWith(Scharnagl.backRank(532).toLowerCase() + "/pppppppp/")
                .endsWith("/PPPPPPPP/" + Scharnagl.backRank(502));
        assertThat(StartArrayCatalog.of(Variant.DFRC).check(array.xfen()).start()).contains(array);
    }

    static Stream<Arguments> startsWithoutAllRights() {
        return Stream.of(
                Arguments.of(Variant.CHESS960, CLASSIC_PLACEMENT + " w Kq - 0 1", "A1 H8",
                        "White O-O-O (rook a1), Black O-O (rook h8)"),
                Arguments.of(Variant.CHESS960, CLASSIC_PLACEMENT + " w - - 0 1", "A1 H1 A8 H8", "all four (the FEN gives no castling rights)"),
                Arguments.of(Variant.FISCHER168, CLASSIC_PLACEMENT + " w Hh - 0 1", "A1 A8",
                        "White O-O-O (rook a1), Black O-O-O (rook a8)"),
                Arguments.of(Variant.CLASSIC, CLASSIC_PLACEMENT + " w KQ - 0 1", "A8 H8",
                        "Black O-O-O (rook a8), Black O-O (rook h8)"),
                // White RNBQKBNR, Black QRBKNBRN (rooks b8, g8)
                Arguments.of(Variant.DFRC, "qrbknbrn/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Hg - 0 1", "A1 B8",
                        "White O-O-O (rook a1), Black O-O-O (rook b8)"),
                Arguments.of(Variant.DFRC, "qrbknbrn/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", "A1 H1 B8 G8",
                        "all four (the FEN gives no castling rights)"));
    }

    @ParameterizedTest
    @MethodSource("startsWithoutAllRights")
    void aStartWithFewerCastlingRightsIsLegalAndSaysWhichAreMissing(Variant variant, String fen, String missing,
                                                                      String words) {
        StartVerdict verdict = StartArrayCatalog.of(variant).check(fen);
        assertThat(verdict.reason()).isNull();
        assertThat(verdict.start()).isPresent();
        assertThat(verdict.missingCastling()).map(Enum::name).containsExactly(missing.split(" "));
        assertThat(verdict.hasAllCastlingRights()).isFalse();
        assertThat(verdict.missingRights()).isEqualTo(words);
        assertThat(verdict.castlingNote()).isEqualTo(missing.split(" ").length == 4 ? "the FEN gives no castling rights"
                : "the FEN leaves out " + words);
    }

    @Test
    void theVerdictCarriesTheVariantsOwnNumber() {
        String fen = CLASSIC_PLACEMENT + " w KQkq - 0 1";
        StartArray f168 = StartArrayCatalog.of(Variant.FISCHER168).check(fen).start().orElseThrow();
        assertThat(f168.variant()).isEqualTo(Variant.FISCHER168);
        assertThat(f168.sp()).isEqualTo(518);
        int index = StartTables.fischer168().stream().filter(r -> r.sp() == 518).findFirst().orElseThrow().index();
        assertThat(f168.number()).isEqualTo(index);
        assertThat(StartArrayCatalog.of(Variant.CHESS960).check(fen).start().orElseThrow().number()).isEqualTo(518);
        assertThat(StartArrayCatalog.of(Variant.CLASSIC).check(fen).start().orElseThrow().number()).isEqualTo(518);
    }

    static Stream<Arguments> nonStarts() {
        String start = " w KQkq - 0 1";
        return Stream.of(
                // the array itself
                Arguments.of("bishops on one colour", Variant.CHESS960,
                        "rnbqknbr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKNBR" + start,
                        "bishops on squares of the same colour"),
                Arguments.of("king outside the rooks", Variant.CHESS960,
                        "krbnqbnr/pppppppp/8/8/8/8/PPPPPPPP/KRBNQBNR" + start,
                        "king not between the rooks"),
                Arguments.of("three knights", Variant.CHESS960,
                        "rnnqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNNQKBNR" + start,
                        "the back rank has 3 knights, a start array has 2"),
                Arguments.of("two queens, no king", Variant.CHESS960,
                        "rnbqqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR" + start,
                        "the back rank has 2 queens, a start array has 1"),
                Arguments.of("black rank not an array", Variant.CHESS960,
                        "bqbnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR" + start,
                        "Black's back rank: bishops on squares of the same colour"),
                Arguments.of("black array from another SP", Variant.CHESS960,
                        "bqnbnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR" + start,
                        "black does not mirror white on the b-file (White SP 0, Black SP 1: a Double Fischer Random start)"),
                Arguments.of("Double Fischer Random start in Fischer168", Variant.FISCHER168,
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR" + start,
                        "black does not mirror white on the d-file (White SP 534, Black SP 518: a Double Fischer Random start)"),
                Arguments.of("white piece on Black's back rank", Variant.DFRC,
                        "rnbqkbnR/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR" + start,
                        "h8 holds a white rook, a black piece of the array expected"),
                Arguments.of("Black's rank not an array in dfrc", Variant.DFRC,
                        "rnbqknbr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR" + start,
                        "Black's back rank: bishops on squares of the same colour"),
                Arguments.of("Black letter for White's rook file in dfrc", Variant.DFRC,
                        "qrbknbrn/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAgba - 0 1",
                        "castling field 'HAgba' names the a-file, where Black has no rook"),
                Arguments.of("empty back-rank square", Variant.CHESS960,
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R" + start,
                        "g1 is empty: White's back rank must be full"),
                Arguments.of("black rook on White's back rank", Variant.CHESS960,
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNr" + start,
                        "h1 holds a black rook, a white piece of the array expected"),
                // moves made
                Arguments.of("1.e4", Variant.CHESS960,
                        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
                        "pawn missing from e2"),
                Arguments.of("1.e4 d5", Variant.CHESS960,
                        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2",
                        "pawn missing from e2"),
                Arguments.of("black pawn moved", Variant.CHESS960,
                        "rnbqkbnr/ppp1pppp/8/3p4/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                        "pawn missing from d7"),
                Arguments.of("1.Nf3", Variant.CHESS960,
                        "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1",
                        "f3 is not empty at the start (white knight)"),
                // variants
                Arguments.of("SP 0 in Fischer168", Variant.FISCHER168,
                        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR" + start,
                        "SP 0 is not one of the 168 Fischer168 arrays (queen on a dark square)"),
                Arguments.of("SP 3 in Fischer168", Variant.FISCHER168,
                        "bqnnrkrb/pppppppp/8/8/8/8/PPPPPPPP/BQNNRKRB" + start,
                        "SP 3 is not one of the 168 Fischer168 arrays (king on a light square)"),
                Arguments.of("SP 1 in Fischer168", Variant.FISCHER168,
                        "bqnbnrkr/pppppppp/8/8/8/8/PPPPPPPP/BQNBNRKR" + start,
                        "SP 1 is not one of the 168 Fischer168 arrays (both rooks on light squares)"),
                Arguments.of("SP 163 in Fischer168", Variant.FISCHER168,
                        "bnrnkqrb/pppppppp/8/8/8/8/PPPPPPPP/BNRNKQRB" + start,
                        "SP 163 is not one of the 168 Fischer168 arrays (both rooks on dark squares)"),
                Arguments.of("SP 0 in classic", Variant.CLASSIC,
                        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR" + start,
                        "SP 0 (BBQNNRKR) is not the classic array RNBQKBNR (SP 518)"),
                // side to move, castling, en passant
                Arguments.of("black to move", Variant.CHESS960,
                        CLASSIC_PLACEMENT + " b KQkq - 0 1",
                        "black to move"),
                Arguments.of("Shredder letters of another array", Variant.CHESS960,
                        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HAha - 0 1",
                        "castling field 'HAha' names the a-file, where White has no rook"),
                Arguments.of("Black letter for a file without a rook", Variant.CHESS960,
                        CLASSIC_PLACEMENT + " w HAhc - 0 1",
                        "castling field 'HAhc' names the c-file, where Black has no rook"),
                Arguments.of("the same right twice", Variant.CHESS960,
                        CLASSIC_PLACEMENT + " w KHQkq - 0 1",
                        "castling field 'KHQkq' grants the right of the rook on h1 twice"),
                Arguments.of("unknown castling letter", Variant.CHESS960,
                        CLASSIC_PLACEMENT + " w KQkx - 0 1",
                        "castling field 'KQkx' has 'x', which is neither K, Q, k, q nor a file letter"),
                Arguments.of("en passant square", Variant.CHESS960,
                        CLASSIC_PLACEMENT + " w KQkq e6 0 1",
                        "en passant square 'e6' at the start, '-' expected"),
                // unreadable text
                Arguments.of("null", Variant.CHESS960, null, "no FEN given"),
                Arguments.of("empty", Variant.CHESS960, "   ", "the FEN is empty"),
                Arguments.of("a word", Variant.CHESS960, "hello",
                        "not a FEN: 1 field, at least 4 expected (placement, side to move, castling, en passant)"),
                Arguments.of("placement only", Variant.CHESS960, CLASSIC_PLACEMENT,
                        "not a FEN: 1 field, at least 4 expected (placement, side to move, castling, en passant)"),
                Arguments.of("seven fields", Variant.CHESS960, CLASSIC_PLACEMENT + " w KQkq - 0 1 x",
                        "not a FEN: 7 fields, at most 6 expected"),
                Arguments.of("seven ranks", Variant.CHESS960,
                        "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR" + start,
                        "not a FEN: the placement has 7 ranks, 8 expected"),
                Arguments.of("nine squares", Variant.CHESS960,
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR" + start,
                        "not a FEN: rank 1 has 9 squares, 8 expected"),
                Arguments.of("seven squares", Variant.CHESS960,
                        "rnbqkbnr/pppppppp/8/8/7/8/PPPPPPPP/RNBQKBNR" + start,
                        "not a FEN: rank 4 has 7 squares, 8 expected"),
                Arguments.of("unknown piece", Variant.CHESS960,
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBXKBNR" + start,
                        "not a FEN: 'X' in rank 1 is neither a piece letter nor a digit 1..8"),
                Arguments.of("bad side to move", Variant.CHESS960, CLASSIC_PLACEMENT + " white KQkq - 0 1",
                        "not a FEN: side to move 'white', 'w' or 'b' expected"),
                Arguments.of("bad en passant", Variant.CHESS960, CLASSIC_PLACEMENT + " w KQkq e4 0 1",
                        "not a FEN: en passant field 'e4' is neither '-' nor a square on rank 3 or 6"),
                Arguments.of("bad halfmove clock", Variant.CHESS960, CLASSIC_PLACEMENT + " w KQkq - x 1",
                        "not a FEN: halfmove clock 'x' is not a number"),
                Arguments.of("bad fullmove number", Variant.CHESS960, CLASSIC_PLACEMENT + " w KQkq - 0 -1",
                        "not a FEN: fullmove number '-1' is not a number"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("nonStarts")
    void nonStartsAreRefusedWithThePreciseReason(String name, Variant variant, String fen, String reason) {
        StartVerdict verdict = StartArrayCatalog.of(variant).check(fen);
        assertThat(verdict.isLegal()).isFalse();
        assertThat(verdict.start()).isEmpty();
        assertThat(verdict.reason()).isEqualTo(reason);
    }

    @Test
    void garbageNeverThrows() {
        SplittableRandom random = new SplittableRandom(1);
        String alphabet = "rnbqkpRNBQKP12345678/ wbKQkqAHah-09x\t";
        StartArrayCatalog catalog = StartArrayCatalog.of(Variant.FISCHER168);
        String start = catalog.byNumber(1).shredderFen();
        for (int i = 0; i < 20_000; i++) {
            StringBuilder fen = new StringBuilder(start);
            int edits = 1 + random.nextInt(4);
            for (int e = 0; e < edits && fen.length() > 0; e++) {
                int at = random.nextInt(fen.length());
                switch (random.nextInt(3)) {
                    case 0 -> fen.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
                    case 1 -> fen.deleteCharAt(at);
                    default -> fen.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
                }
            }
            StartVerdict verdict = catalog.check(fen.toString());
            assertThat(verdict.isLegal() ? verdict.reason() == null : !verdict.reason().isBlank())
                    .as(fen.toString()).isTrue();
        }
    }
}
