package org.rochade.hall;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class BoardSvgTest {
    private static final Pattern SQUARE = Pattern.compile("<rect x=\"(\\d+)\" y=\"(\\d+)\" width=\"100\" height=\"100\" fill=\"(#[0-9a-f]{6})\"/>");
    private static final Pattern PIECE = Pattern.compile("data-piece=\"(.)\"><circle cx=\"(\\d+)\" cy=\"(\\d+)\"");

    @Test
    void sixtyFourSquaresWithA1DarkAndH1Light() {
        String svg = BoardSvg.of("8/8/8/8/8/8/8/8");
        List<String> squares = new ArrayList<>();
        Matcher m = SQUARE.matcher(svg);
        while (m.find()) {
            int file = (Integer.parseInt(m.group(1)) - BoardSvg.MARGIN) / BoardSvg.SQUARE;
            int rank = 8 - (Integer.parseInt(m.group(2)) - BoardSvg.MARGIN) / BoardSvg.SQUARE;
            squares.add("" + (char) ('a' + file) + rank + "=" + m.group(3));
        }
        assertThat(squares).hasSize(64).contains("a1=" + BoardSvg.DARK, "h1=" + BoardSvg.LIGHT, "a8=" + BoardSvg.LIGHT,
                "h8=" + BoardSvg.DARK, "e4=" + BoardSvg.LIGHT, "d4=" + BoardSvg.DARK);
        assertThat(svg).doesNotContain("data-piece").contains(">a</text>", ">h</text>", ">1</text>", ">8</text>");
    }

    @Test
    void piecesStandOnTheirSquaresWithTheirSidesColours() {
        String svg = BoardSvg.of("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR");
        List<String> pieces = new ArrayList<>();
        Matcher m = PIECE.matcher(svg);
        while (m.find()) {
            int file = (Integer.parseInt(m.group(2)) - BoardSvg.MARGIN) / BoardSvg.SQUARE;
            int rank = 8 - (Integer.parseInt(m.group(3)) - BoardSvg.MARGIN) / BoardSvg.SQUARE;
            pieces.add(m.group(1) + "" + (char) ('a' + file) + rank);
        }
        assertThat(pieces).hasSize(32).contains("Ba1", "Bb1", "Qc1", "Nd1", "Ne1", "Rf1", "Kg1", "Rh1", "Pa2", "ph7",
                "ba8", "kg8", "rh8");
        assertThat(svg).contains("data-piece=\"K\"><circle cx=\"690\" cy=\"790\" r=\"40\" fill=\"" + BoardSvg.WHITE_PIECE + "\"")
                .contains("data-piece=\"k\"><circle cx=\"690\" cy=\"90\" r=\"40\" fill=\"" + BoardSvg.BLACK_PIECE + "\"");
    }

    @Test
    void aPlacementThatIsNoBoardIsRefusedSayingWhy() {
        assertThatThrownBy(() -> BoardSvg.of("8/8/8")).hasMessage("not 8 ranks: 8/8/8");
        assertThatThrownBy(() -> BoardSvg.of("9/8/8/8/8/8/8/8")).hasMessageContaining("'9' is no piece");
        assertThatThrownBy(() -> BoardSvg.of("7/8/8/8/8/8/8/8")).hasMessageContaining("rank 8 has 7 squares");
        assertThatThrownBy(() -> BoardSvg.of("8/8/8/8/8/8/8/ppppppppp")).hasMessageContaining("rank 1 has more than 8 squares");
    }
}
