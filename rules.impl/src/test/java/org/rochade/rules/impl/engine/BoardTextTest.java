package org.rochade.rules.impl.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.rules.api.BoardText;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Color;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.Setup;
import org.rochade.rules.api.Variant;

/** Boards as text, as a console or a log shows them. */
class BoardTextTest {
    private final ChessRules chess960 = new EngineRules(Variant.CHESS960, new FideCastling());

    @Test
    void anAsciiBoardHasTheEighthRankFirstAndDotsForEmptySquares() {
        Position sp288 = chess960.play(chess960.startPosition(chess960.startArray(288)), chess960.parseSan(
                chess960.startPosition(chess960.startArray(288)), "Ng3"));
        assertThat(BoardText.ascii(sp288)).isEqualTo("""
                b b q n r k r n
                p p p p p p p p
                . . . . . . . .
                . . . . . . . .
                . . . . . . . .
                . . . . . . N .
                P P P P P P P P
                B B Q N R K R .
                """);
        assertThat(BoardText.ascii(Setup.of(sp288))).isEqualTo(BoardText.ascii(sp288));
    }

    @Test
    void aUnicodeBoardUsesChessSymbolsAndTurnsForBlack() {
        Position position = chess960.fromFen("4k3/8/8/8/8/8/4P3/R3K2R w KQ - 0 1");
        assertThat(BoardText.unicode(position)).isEqualTo("""
                · · · · ♚ · · ·
                · · · · · · · ·
                · · · · · · · ·
                · · · · · · · ·
                · · · · · · · ·
                · · · · · · · ·
                · · · · ♙ · · ·
                ♖ · · · ♔ · · ♖
                """);
        assertThat(BoardText.unicode(position, Color.BLACK)).isEqualTo("""
                ♖ · · ♔ · · · ♖
                · · · ♙ · · · ·
                · · · · · · · ·
                · · · · · · · ·
                · · · · · · · ·
                · · · · · · · ·
                · · · · · · · ·
                · · · ♚ · · · ·
                """);
        assertThat(BoardText.unicode(position, Color.WHITE)).isEqualTo(BoardText.unicode(position));
    }
}
