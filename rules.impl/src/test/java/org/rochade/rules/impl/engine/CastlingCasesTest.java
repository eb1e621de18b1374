package org.rochade.rules.impl.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.IllegalMoveException;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.SanException;
import org.rochade.rules.api.Square;
import org.rochade.rules.api.Variant;

/**
 * The 14 castling games of the shared Chess960 case collection and the FIDE castling rules, each a
 * named test replayed move by move from {@code castling-cases.tsv}.
 */
class CastlingCasesTest {
    private static final ChessRules CHESS960 = new EngineRules(Variant.CHESS960, new FideCastling());
    private static final ChessRules CLASSIC = new EngineRules(Variant.CLASSIC, new FideCastling());

    record Case(String name, ChessRules rules, String fen, List<String> sans, int illegalPly, List<String> uci,
                String finalPlacement) {
    }

    @TestFactory
    Stream<DynamicTest> castlingCases() {
        List<Case> cases = load();
        assertThat(cases.stream().filter(c -> c.name().matches("\\d+-.*"))).as("all 14 games").hasSize(14);
        return cases.stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> replay(c)));
    }

    private static void replay(Case c) {
        ChessRules rules = c.rules();
        Position p = rules.fromFen(c.fen());
        List<String> uci = new ArrayList<>();
        for (int ply = 1; ply <= c.sans().size(); ply++) {
            String san = c.sans().get(ply - 1);
            if (ply == c.illegalPly()) {
                Position at = p;
                SanException e = catchThrowableOfType(() -> rules.parseSan(at, san), SanException.class);
                assertThat(e).as("%s: ply %d '%s' must be rejected in %s", c.name(), ply, san, p.fen()).isNotNull();
                assertThat(e.kind()).as(e.getMessage()).isEqualTo(SanException.Kind.ILLEGAL);
                assertThat(rules.legalMoves(p)).as("no castling of that side is generated")
                        .noneMatch(m -> m instanceof Move.Castle castle && san.startsWith("O")
                                && castle.side().name().equals(san.equals("O-O") ? "KING_SIDE" : "QUEEN_SIDE"));
                return;
            }
            Move m = rules.parseSan(p, san);
            if (san.matches("[O0o](-[O0o]){1,2}[+#]?") || c.name().startsWith("12-") && ply == 3) {
                assertThat(m).as("%s: '%s' is castling", c.name(), san).isInstanceOf(Move.Castle.class);
                assertThat(rules.toSan(p, m)).startsWith(((Move.Castle) m).side().name().equals("KING_SIDE") ? "O-O" : "O-O-O");
            }
            uci.add(rules.toUci(p, m));
            p = rules.play(p, m);
        }
        assertThat(c.illegalPly()).as("%s expected an illegal move", c.name()).isZero();
        if (c.uci() != null) {
            assertThat(uci).as("UCI of %s", c.name()).isEqualTo(c.uci());
        }
        if (c.finalPlacement() != null) {
            assertThat(p.fen().split(" ")[0]).isEqualTo(c.finalPlacement());
        }
    }

    private static List<Case> load() {
        List<Case> cases = new ArrayList<>();
        try (InputStream in = CastlingCasesTest.class.getResourceAsStream("castling-cases.tsv")) {
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = reader.readLine()) != null; ) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t");
                ChessRules rules = switch (f[1]) {
                    case "chess960" -> CHESS960;
                    case "classic" -> CLASSIC;
                    default -> throw new IllegalStateException(line);
                };
                int illegal = f[4].equals("legal") ? 0 : Integer.parseInt(f[4].substring("illegal ".length()));
                cases.add(new Case(f[0], rules, f[2], List.of(f[3].split(" ")), illegal,
                        f[5].equals("-") ? null : List.of(f[5].split(" ")), f[6].equals("-") ? null : f[6]));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return cases;
    }

    // ---- a few checks the table cannot express ---------------------------------------------

    @Test
    @DisplayName("play() refuses an illegal Castle move (queen a1 behind rook b1, king c1)")
    void playRefusesUncoveredCastle() {
        Position p = CHESS960.fromFen("4k3/8/8/8/8/8/8/qRK5 w Q - 0 1");
        Move castle = new Move.Castle(Square.C1, Square.B1);
        assertThat(CHESS960.isLegal(p, castle)).isFalse();
        assertThat(catchThrowableOfType(() -> CHESS960.play(p, castle), IllegalMoveException.class)).isNotNull();
    }

    @Test
    @DisplayName("castling is lost when the castling rook is captured")
    void rightLostWhenRookCaptured() {
        Position p = CHESS960.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        Position after = CHESS960.play(p, CHESS960.parseSan(p, "Rxh8+"));
        assertThat(after.castlingRooks()).containsExactlyInAnyOrder(Square.A1, Square.A8);
        assertThat(after.fen()).isEqualTo("r3k2R/8/8/8/8/8/8/R3K3 b Qq - 0 1");
    }

    @Test
    @DisplayName("moving the inner rook keeps the outer rook's right and vice versa (by file, not by side)")
    void rightsByRookSquare() {
        Position p = CHESS960.fromFen("4k3/8/8/8/8/8/8/RR2K2R w KB - 0 1");
        Position after = CHESS960.play(p, CHESS960.parseSan(p, "Ra2"));
        assertThat(after.castlingRooks()).containsExactlyInAnyOrder(Square.B1, Square.H1);
        Position after2 = CHESS960.play(p, CHESS960.parseSan(p, "Rb2"));
        assertThat(after2.castlingRooks()).containsExactly(Square.H1);
        assertThat(after2.fen()).isEqualTo("4k3/8/8/8/8/8/1R6/R3K2R b K - 1 1");
    }
}
