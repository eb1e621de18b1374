package org.rochade.rules.impl.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.PieceType;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.SanException;
import org.rochade.rules.api.Square;
import org.rochade.rules.api.UciCastling;
import org.rochade.rules.api.Variant;
import org.rochade.rules.api.spi.CastlingConvention;

/** SAN out (disambiguation, marks, castling) and SAN in (tolerated spellings, errors), plus round trips. */
class SanTest {
    private static final ChessRules CHESS960 = new EngineRules(Variant.CHESS960, new FideCastling());
    private static final ChessRules CLASSIC = new EngineRules(Variant.CLASSIC, new FideCastling());

    /** The legal move from {@code from} to {@code to} (the rook's square for castling), promoting if asked. */
    private static Move move(ChessRules rules, Position p, String from, String to, PieceType promotion) {
        List<Move> found = rules.legalMoves(p).stream()
                .filter(m -> m.from() == Square.parse(from) && m.to() == Square.parse(to) && m.promotion() == promotion)
                .toList();
        assertThat(found).as("legal move %s%s in %s", from, to, p.fen()).hasSize(1);
        return found.get(0);
    }

    // ---- SAN out ---------------------------------------------------------------------------

    @ParameterizedTest(name = "{0}: {2}{3} is {5}")
    @CsvSource(delimiter = '|', nullValues = "none", value = {
            "disambiguation by file (a)       | 4k3/8/8/8/8/8/4K3/R6R w - - 0 1                          | a1 | d1 | none   | Rad1",
            "disambiguation by file (h)       | 4k3/8/8/8/8/8/4K3/R6R w - - 0 1                          | h1 | d1 | none   | Rhd1",
            "disambiguation by rank (1)       | 4k3/8/8/R7/8/8/7K/R7 w - - 0 1                           | a1 | a3 | none   | R1a3",
            "disambiguation by rank (5)       | 4k3/8/8/R7/8/8/7K/R7 w - - 0 1                           | a5 | a3 | none   | R5a3",
            "three queens: file and rank      | 4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1                        | a1 | b2 | none   | Qa1b2",
            "three queens: rank only          | 4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1                        | a3 | b2 | none   | Q3b2",
            "three queens: file only          | 4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1                        | c1 | b2 | none   | Qcb2",
            "knights by file                  | 4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1                        | b1 | d2 | none   | Nbd2",
            "pinned knight needs no disambig. | 4k3/8/8/8/8/5N2/8/rN2K3 w - - 0 1                        | f3 | d2 | none   | Nd2",
            "pinned twin: no disambiguation   | 4k3/4r3/8/1N6/8/8/4N3/4K3 w - - 0 1                      | b5 | c3 | none   | Nc3",
            "no disambiguation                | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | g1 | f3 | none   | Nf3",
            "pawn push                        | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | e2 | e4 | none   | e4",
            "pawn capture                     | rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 | e4 | d5 | none | exd5",
            "piece capture                    | rnbqkbnr/ppp1pppp/8/3p4/8/2N5/PPPPPPPP/R1BQKBNR w KQkq - 0 2 | c3 | d5 | none | Nxd5",
            "en passant                       | rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3 | e5 | f6 | none | exf6",
            "promotion                        | 8/4P3/8/8/8/8/k7/4K3 w - - 0 1                           | e7 | e8 | QUEEN  | e8=Q",
            "under-promotion                  | 8/4P3/8/8/8/8/k7/4K3 w - - 0 1                           | e7 | e8 | KNIGHT | e8=N",
            "promotion with capture           | 3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1                         | e7 | d8 | QUEEN  | exd8=Q",
            "promotion with check             | k7/4P3/8/8/8/8/8/4K3 w - - 0 1                           | e7 | e8 | ROOK   | e8=R+",
            "promotion with capture and check | 1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1                         | a7 | b8 | QUEEN  | axb8=Q+",
            "check                            | 4k3/8/8/8/8/8/8/R3K3 w - - 0 1                           | a1 | a8 | none   | Ra8+",
            "discovered check                 | 4k3/8/8/8/8/4N3/8/4RK2 w - - 0 1                         | e3 | g4 | none   | Ng4+",
            "checkmate (fool's mate)          | rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2 | d8 | h4 | none | Qh4#",
            "back-rank mate                   | 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1                        | a1 | a8 | none   | Ra8#",
            "O-O classic                      | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                     | e1 | h1 | none   | O-O",
            "O-O-O classic                    | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                     | e1 | a1 | none   | O-O-O",
            "O-O giving check                 | 5k2/8/8/8/8/8/8/4K2R w K - 0 1                           | e1 | h1 | none   | O-O+",
            "O-O-O giving check               | 3k4/8/8/8/8/8/8/R3K3 w Q - 0 1                           | e1 | a1 | none   | O-O-O+",
            "O-O-O giving check, king escapes  | 3k4/R7/8/8/8/8/8/R3K3 w Q - 0 1                          | e1 | a1 | none   | O-O-O+",
            "O-O-O giving mate                | 2rkr3/R7/8/8/8/8/2P1P3/R3K3 w Q - 0 1                    | e1 | a1 | none   | O-O-O#",
            "960 O-O, king stays              | bqnbr1kr/pppppppp/6n1/8/8/6N1/PPPPPPPP/BQNBR1KR w KQkq - 2 2 | g1 | h1 | none | O-O",
            "960 O-O, swap                    | bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1 | f1 | g1 | none   | O-O",
            "960 O-O-O rook only              | 4k3/8/8/8/8/8/8/1RK5 w Q - 0 1                           | c1 | b1 | none   | O-O-O",
            "black O-O-O                      | r3k3/8/8/8/8/8/8/4K3 b q - 0 1                           | e8 | a8 | none   | O-O-O",
    })
    void toSan(String name, String fen, String from, String to, PieceType promotion, String san) {
        Position p = CHESS960.fromFen(fen);
        Move m = move(CHESS960, p, from, to, promotion);
        assertThat(CHESS960.toSan(p, m)).isEqualTo(san);
        assertThat(CHESS960.parseSan(p, san)).isEqualTo(m);
    }

    @Test
    @DisplayName("en passant is an EnPassant move in SAN both ways, 'e.p.' suffix tolerated")
    void enPassant() {
        Position p = CHESS960.fromFen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
        Move ep = new Move.EnPassant(Square.E5, Square.F6);
        assertThat(CHESS960.toSan(p, ep)).isEqualTo("exf6");
        assertThat(CHESS960.parseSan(p, "exf6")).isEqualTo(ep);
        assertThat(CHESS960.parseSan(p, "exf6 e.p.")).isEqualTo(ep);
        assertThat(CHESS960.parseSan(p, "exf6e.p.")).isEqualTo(ep);
        // d6 is empty: only the f-pawn can be taken.
        SanException e = catchThrowableOfType(() -> CHESS960.parseSan(p, "exd6"), SanException.class);
        assertThat(e.kind()).isEqualTo(SanException.Kind.ILLEGAL);
    }

    // ---- SAN in ----------------------------------------------------------------------------

    @ParameterizedTest(name = "\"{0}\" is O-O")
    @CsvSource({"O-O", "0-0", "o-o", "O-O+", "O-O#", "O-O!", "O-O?", "O-O!?", "O-O?!", "0-0+", "OO"})
    void parsesKingSideCastling(String san) {
        Position p = CHESS960.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertThat(CHESS960.parseSan(p, san)).isEqualTo(new Move.Castle(Square.E1, Square.H1));
        assertThat(CLASSIC.parseSan(CLASSIC.fromFen(p.fen()), san)).isEqualTo(new Move.Castle(Square.E1, Square.H1));
    }

    @ParameterizedTest(name = "\"{0}\" is O-O-O")
    @CsvSource({"O-O-O", "0-0-0", "o-o-o", "O-O-O+", "O-O-O!", "0-0-0?"})
    void parsesQueenSideCastling(String san) {
        Position p = CHESS960.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assertThat(CHESS960.parseSan(p, san)).isEqualTo(new Move.Castle(Square.E1, Square.A1));
    }

    @ParameterizedTest(name = "\"{0}\" is Ng1-f3")
    @CsvSource({"Nf3", "Ngf3", "N1f3", "Ng1f3", "Ng1-f3", "Ng1xf3", "Nf3!", "Nf3?!", "Nf3+"})
    void parsesKnightMove(String san) {
        Position p = CHESS960.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertThat(CHESS960.parseSan(p, san)).isEqualTo(new Move.Normal(PieceType.KNIGHT, Square.G1, Square.F3, null, null));
    }

    @ParameterizedTest(name = "\"{0}\" is e7-e8=Q")
    @CsvSource({"e8=Q", "e8Q", "e8=Q+", "e7e8=Q"})
    void parsesPromotion(String san) {
        Position p = CHESS960.fromFen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
        assertThat(CHESS960.parseSan(p, san)).isEqualTo(new Move.Normal(PieceType.PAWN, Square.E7, Square.E8, null, PieceType.QUEEN));
    }

    @ParameterizedTest(name = "\"{0}\" is castling with the h1 rook (king takes own rook, chess960)")
    @CsvSource({"Kh1", "Kxh1", "Kxh1+", "Kg1h1", "Kg1xh1", "g1h1", "g1xh1"})
    void kingTakesOwnRookIsCastling(String san) {
        Position p = CHESS960.fromFen("bqnbr1kr/pppppppp/6n1/8/8/6N1/PPPPPPPP/BQNBR1KR w KQkq - 2 2");
        assertThat(CHESS960.parseSan(p, san)).isEqualTo(new Move.Castle(Square.G1, Square.H1));
    }

    @Test
    @DisplayName("Kxb1 onto the queen-side rook is O-O-O (king c1, rook b1)")
    void kingTakesOwnRookQueenSide() {
        Position p = CHESS960.fromFen("4k3/8/8/8/8/8/8/1RK5 w Q - 0 1");
        assertThat(CHESS960.parseSan(p, "Kxb1")).isEqualTo(new Move.Castle(Square.C1, Square.B1));
    }

    @ParameterizedTest(name = "{0}: \"{2}\" -> {3}")
    @CsvSource(delimiter = '|', value = {
            "garbage square        | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Kz9    | SYNTAX",
            "word                  | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | hello  | SYNTAX",
            "empty                 | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | ''     | SYNTAX",
            "pawn letter           | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Pe4    | SYNTAX",
            "promotion to king     | 8/4P3/8/8/8/8/k7/4K3 w - - 0 1                           | e8=K   | SYNTAX",
            "four castling letters | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                     | O-O-O-O | SYNTAX",
            "unreachable square    | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | Nf6    | ILLEGAL",
            "wrong side's piece    | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1 | Nf3    | ILLEGAL",
            "pawn push as capture  | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | dxe3   | ILLEGAL",
            "promotion missing     | 8/4P3/8/8/8/8/k7/4K3 w - - 0 1                           | e8     | ILLEGAL",
            "O-O path attacked     | 4kr2/8/8/8/8/8/8/3K3R w H - 0 1                          | O-O    | ILLEGAL",
            "O-O-O without right   | r3k2r/8/8/8/8/8/8/R3K2R w K - 0 1                        | O-O-O  | ILLEGAL",
            "O-O in check          | 4r1k1/8/8/8/8/8/8/4K2R w K - 0 1                         | O-O    | ILLEGAL",
            "classic Kg1 is not castling | rnbqk2r/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4 | Kg1 | ILLEGAL",
            "Kh1 when castling is illegal | 4kr2/8/8/8/8/8/8/3K3R w H - 0 1                   | Kxh1   | ILLEGAL",
            "two knights to d2     | 4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1                        | Nd2    | AMBIGUOUS",
            "two rooks to d1       | 4k3/8/8/8/8/8/4K3/R6R w - - 0 1                          | Rd1    | AMBIGUOUS",
            "three queens, file    | 4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1                        | Qab2   | AMBIGUOUS",
            "three queens, rank    | 4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1                        | Q1b2   | AMBIGUOUS",
    })
    void errors(String name, String fen, String san, SanException.Kind kind) {
        Position p = CHESS960.fromFen(fen);
        SanException e = catchThrowableOfType(() -> CHESS960.parseSan(p, san), SanException.class);
        assertThat(e).as("'%s' in %s should fail", san, fen).isNotNull();
        assertThat(e.kind()).as(e.getMessage()).isEqualTo(kind);
        assertThat(e.san()).isEqualTo(san);
        assertThat(e.getMessage()).contains("'" + san + "'");
    }

    @ParameterizedTest(name = "\"{0}\" under a convention without castling")
    @CsvSource({"O-O, king-side", "0-0-0, queen-side"})
    @DisplayName("castling words are read whatever the convention: without castling they are illegal moves")
    void castlingWithoutCastlingConventionIsIllegal(String san, String side) {
        CastlingConvention none = new CastlingConvention() {
            @Override
            public String name() {
                return "none";
            }

            @Override
            public Optional<CastlingPath> path(int kingFile, int rookFile) {
                return Optional.empty();
            }
        };
        ChessRules rules = new EngineRules(Variant.CHESS960, none);
        Position p = rules.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        SanException e = catchThrowableOfType(() -> rules.parseSan(p, san), SanException.class);
        assertThat(e.kind()).isEqualTo(SanException.Kind.ILLEGAL);
        assertThat(e.getMessage()).contains(side + " castling is not legal here: the castling convention 'none' has none");
    }

    @ParameterizedTest(name = "{1} in {0}")
    @CsvSource(delimiter = '|', value = {
            "r3k2r/8/8/8/1b6/8/8/R3K2R w KQkq - 0 1 | O-O   | White is in check (bishop on b4), and a king in check cannot castle",
            "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1    | O-O   | White has no king-side castling right",
            "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1  | O-O-O | queen-side castling needs b1, c1 and d1 empty, and the knight on b1 is in the way",
            "r3k2r/8/8/8/8/8/5r2/R3K2R w KQk - 0 1  | O-O   | king-side castling is not legal: the king crosses f1, which Black attacks",
    })
    @DisplayName("castling that is not legal says why: no right, in check, a piece in the way, an attacked square")
    void illegalCastlingSaysWhy(String fen, String san, String reason) {
        SanException e = catchThrowableOfType(() -> CLASSIC.parseSan(CLASSIC.fromFen(fen), san), SanException.class);
        assertThat(e.kind()).isEqualTo(SanException.Kind.ILLEGAL);
        assertThat(e.getMessage()).isEqualTo("illegal move '" + san + "': " + reason + " in " + fen);
    }

    @Test
    @DisplayName("classic rules: Kg1 after clearing f1 and g1 is illegal, O-O is the castling")
    void classicKg1() {
        Position p = CLASSIC.fromFen("rnbqk2r/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        SanException e = catchThrowableOfType(() -> CLASSIC.parseSan(p, "Kg1"), SanException.class);
        assertThat(e).isNotNull();
        assertThat(e.kind()).isEqualTo(SanException.Kind.ILLEGAL);
        assertThat(CLASSIC.parseSan(p, "O-O")).isEqualTo(new Move.Castle(Square.E1, Square.H1));
    }

    @Test
    @DisplayName("960: Kg1 from f1 with the rook on h1 is the ordinary king move, O-O the castling")
    void kingMoveOntoCastlingSquareIsNotCastling() {
        Position p = CHESS960.fromFen("4k3/8/8/8/8/8/8/5K1R w H - 0 1");
        assertThat(CHESS960.parseSan(p, "Kg1")).isEqualTo(new Move.Normal(PieceType.KING, Square.F1, Square.G1, null, null));
        assertThat(CHESS960.parseSan(p, "O-O")).isEqualTo(new Move.Castle(Square.F1, Square.H1));
        assertThat(CHESS960.toSan(p, new Move.Normal(PieceType.KING, Square.F1, Square.G1, null, null))).isEqualTo("Kg1");
        assertThat(CHESS960.toSan(p, new Move.Castle(Square.F1, Square.H1))).isEqualTo("O-O");
    }

    // ---- round trips -----------------------------------------------------------------------

    @TestFactory
    @DisplayName("SAN and UCI round trips over the perft suites' positions and their children")
    Stream<DynamicTest> roundTrips() {
        List<PerftSuite> positions = new ArrayList<>(PerftSuite.load("tricky.tsv"));
        positions.addAll(PerftSuite.load("chess960.tsv").subList(0, 120));
        positions.addAll(PerftSuite.load("chess960-starts.tsv").subList(0, 40));
        return positions.stream().map(c -> DynamicTest.dynamicTest(c.name() + " " + c.fen(), () -> {
            Position root = CHESS960.fromFen(c.fen());
            checkRoundTrips(CHESS960, root);
            for (Move m : CHESS960.legalMoves(root)) {
                checkRoundTrips(CHESS960, CHESS960.play(root, m));
            }
        }));
    }

    @TestFactory
    @DisplayName("round trips with classic rules on classic positions")
    Stream<DynamicTest> classicRoundTrips() {
        return Stream.of(
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
                "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8")
                .map(fen -> DynamicTest.dynamicTest(fen, () -> {
                    Position root = CLASSIC.fromFen(fen);
                    checkRoundTrips(CLASSIC, root);
                    for (Move m : CLASSIC.legalMoves(root)) {
                        checkRoundTrips(CLASSIC, CLASSIC.play(root, m));
                    }
                }));
    }

    private static void checkRoundTrips(ChessRules rules, Position p) {
        List<Move> moves = rules.legalMoves(p);
        Set<String> sans = new HashSet<>();
        Map<String, Integer> twoSquares = new HashMap<>();
        for (Move m : moves) {
            twoSquares.merge(rules.toUci(p, m, UciCastling.KING_TWO_SQUARES), 1, Integer::sum);
        }
        for (Move m : moves) {
            String san = rules.toSan(p, m);
            assertThat(sans.add(san)).as("SAN %s is unique in %s", san, p.fen()).isTrue();
            assertThat(rules.parseSan(p, san)).as("parseSan(%s) in %s", san, p.fen()).isEqualTo(m);
            String ktr = rules.toUci(p, m, UciCastling.KING_TAKES_ROOK);
            assertThat(rules.parseUci(p, ktr)).as("parseUci(%s) in %s", ktr, p.fen()).isEqualTo(m);
            String two = rules.toUci(p, m, UciCastling.KING_TWO_SQUARES);
            if (twoSquares.get(two) == 1 || !(m instanceof Move.Castle)) {
                assertThat(rules.parseUci(p, two)).as("parseUci(%s) in %s", two, p.fen()).isEqualTo(m);
            } else {
                // A castling written as the king's own squares collides with the ordinary king move, which wins.
                assertThat(twoSquares.get(two)).isEqualTo(2);
                assertThat(rules.parseUci(p, two)).isInstanceOf(Move.Normal.class).extracting(Move::role).isEqualTo(PieceType.KING);
            }
            if (!(m instanceof Move.Castle)) {
                assertThat(ktr).isEqualTo(two);
            }
            String defaultUci = rules.toUci(p, m);
            assertThat(defaultUci).isEqualTo(rules.variant() == Variant.CLASSIC ? two : ktr);
        }
    }
}
