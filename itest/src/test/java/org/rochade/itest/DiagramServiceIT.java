package org.rochade.itest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.osgi.test.common.annotation.InjectService;
import org.osgi.test.junit5.service.ServiceExtension;
import org.rochade.diagram.ArrayCard;
import org.rochade.diagram.BoardOptions;
import org.rochade.diagram.Diagrams;
import org.rochade.diagram.SheetRound;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.Square;
import org.rochade.rules.api.StartArray;

/** The diagram bundle's service as a host in a framework finds it: a board from the rules' position, a card, a sheet. */
@ExtendWith(ServiceExtension.class)
class DiagramServiceIT {

    @Test
    void aHostDrawsTheRulesPositionsThroughTheService(
            @InjectService(timeout = 20_000) Diagrams diagrams,
            @InjectService(filter = "(variant=chess960)", timeout = 20_000) ChessRules chess960) {
        StartArray array = chess960.startArray(288);
        Position after = chess960.play(chess960.startPosition(array), chess960.parseSan(chess960.startPosition(array), "d4"));

        String board = diagrams.board(after, BoardOptions.defaults().withLastMove(Square.D2, Square.D4));
        assertTrue(board.startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\""), board);
        assertTrue(board.contains("data-square=\"d4\" data-piece=\"P\""), "the pawn moved to d4");
        assertTrue(board.contains("data-kind=\"last-move\""));
        assertFalse(board.contains("<text class=\"piece\""), "pieces are shapes, not text");

        String card = diagrams.startArray(ArrayCard.of(array), "Round 1");
        assertTrue(card.contains(array.shredderFen()) && card.contains(array.xfen()));

        List<String> pages = diagrams.eventSheet("Event", "", List.of(new SheetRound(1, ArrayCard.of(array)), new SheetRound(2, ArrayCard.of(chess960.startArray(518)))));
        assertEquals(1, pages.size());
        assertTrue(pages.get(0).contains("data-round=\"2\""));
    }
}
