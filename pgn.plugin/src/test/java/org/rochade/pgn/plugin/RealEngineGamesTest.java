package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.FindingKind;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.ValidationOptions;

/**
 * Games written by other programs, made for these tests (nothing copied from another project).
 *
 * <p>{@code xboard-dfrc.pgn}: four games xboard 4.9 saved itself, Fairy-Stockfish 11.1 against
 * itself in CECP mode ({@code xvfb-run xboard -noGUI -variant fischerandom -fcp fairy-stockfish
 * -scp fairy-stockfish -lpf START.fen -mg 1 -tc 1:00 -inc 0.5 -sgf GAME.pgn}, the last two with
 * {@code -tc 0:20 -inc 0.1}), from Double Fischer Random starts with all, some and no castling
 * rights and a Chess960 start without castling. The first two ended early on time (a loaded
 * machine), which is how xboard wrote them.
 *
 * <p>{@code uci-moves.pgn}: two classic games and a Chess960 game that Stockfish 15.1 played
 * against itself ({@code go movetime 15..25}, UCI_Chess960 for the third), its moves written as
 * it sent them, in UCI, by a small script: classic castling as e1g1/e8g8, Chess960 castling as
 * king takes rook (f1g1, f8g8).
 */
class RealEngineGamesTest {

    private static List<GameReport> validate(String resource) {
        return TestRules.validate(TestRules.resource(resource), ValidationOptions.defaults());
    }

    private static List<FindingKind> kinds(GameReport r) {
        return r.findings().stream().map(Finding::kind).toList();
    }

    @Test
    void xboardsDoubleFischerRandomAndNoCastlingGames() {
        List<GameReport> reports = validate("xboard-dfrc.pgn");
        assertThat(reports).hasSize(4);

        GameReport allRights = reports.get(0);
        assertThat(allRights.isValid()).isTrue();
        assertThat(allRights.variant()).isEqualTo("dfrc");
        assertThat(allRights.sp()).isEqualTo(502);
        assertThat(kinds(allRights)).containsExactly(FindingKind.VARIANT_DFRC);
        assertThat(allRights.findings().get(0).message()).contains("White SP 502, Black SP 532");
        assertThat(allRights.plies()).isEqualTo(22);

        GameReport someRights = reports.get(1);
        assertThat(someRights.isValid()).isTrue();
        assertThat(someRights.variant()).isEqualTo("dfrc");
        assertThat(kinds(someRights)).containsExactly(FindingKind.VARIANT_DFRC, FindingKind.CASTLING_MISSING);
        assertThat(someRights.findings().get(1).message()).contains("White O-O-O (rook a1), Black O-O-O (rook b8)");

        GameReport noCastling = reports.get(2);
        assertThat(noCastling.isValid()).isTrue();
        assertThat(noCastling.variant()).isEqualTo("dfrc");
        assertThat(kinds(noCastling)).containsExactly(FindingKind.VARIANT_DFRC, FindingKind.CASTLING_MISSING);
        assertThat(noCastling.findings().get(1).message()).contains("no castling");
        assertThat(noCastling.plies()).isEqualTo(147);
        // 73. Kf7 Kh7 74. Qh5#, which xboard adjudicated as checkmate (the Result agrees: no finding)
        assertThat(noCastling.finalFen()).isEqualTo("8/5K1k/8/7Q/8/6P1/8/8 b - - 6 74");

        GameReport chess960 = reports.get(3);
        assertThat(chess960.isValid()).isTrue();
        assertThat(chess960.variant()).isEqualTo("chess960");
        assertThat(chess960.sp()).isZero();
        assertThat(kinds(chess960)).containsExactly(FindingKind.CASTLING_MISSING);
        assertThat(chess960.plies()).isEqualTo(255);
    }

    @Test
    void uciMoveTextIsReadAsPythonChessReadsIt() {
        List<GameReport> reports = validate("uci-moves.pgn");
        assertThat(reports).hasSize(3);
        for (GameReport r : reports) {
            assertThat(r.isValid()).as("game %d: %s", r.game(), r.findings()).isTrue();
            assertThat(kinds(r)).containsExactly(FindingKind.UCI_MOVES);
        }
        assertThat(reports).extracting(GameReport::variant).containsExactly("classic", "classic", "chess960");
        assertThat(reports).extracting(GameReport::plies).containsExactly(60, 48, 50);
        // game 1 castles e1g1 and e8g8; Stockfish reaches the same position from these moves
        assertThat(reports.get(0).finalFen()).isEqualTo("4r1k1/p4pp1/1p2b2p/4n3/8/4BPP1/1P2PK1P/1B1R4 w - - 4 31");
        assertThat(reports.get(0).findings().get(0).message()).isEqualTo("the move text is in UCI notation ('d2d4'),"
                + " read as python-chess reads it (castling as e1g1 in classic chess, as king takes rook in Chess960)");
    }
}
