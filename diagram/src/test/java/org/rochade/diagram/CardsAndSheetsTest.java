package org.rochade.diagram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.rochade.diagram.SvgRead.elements;
import static org.rochade.diagram.SvgRead.number;
import static org.rochade.diagram.SvgRead.parse;
import static org.rochade.diagram.SvgRead.pieces;
import static org.rochade.diagram.SvgRead.withClass;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.Variant;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/** Start array cards and the event's sheet, paged for A4. */
class CardsAndSheetsTest {
    private static final Diagrams DIAGRAMS = DiagramsTest.DIAGRAMS;
    private static final StartArray SP_740 = new StartArray(Variant.CHESS960, 740, 740, "RBBKNNQR");

    @Test
    void aCardShowsTheArraysNumberBoardAndBothFens() {
        Document card = parse(DIAGRAMS.startArray(ArrayCard.of(SP_740), "Round 1"));

        assertThat(text(card, "heading")).containsExactly("Round 1: chess960 740 (SP 740)");
        assertThat(text(card, "backRank")).containsExactly("Back rank RBBKNNQR");
        assertThat(text(card, "xfen")).containsExactly(SP_740.xfen());
        assertThat(text(card, "shredderFen")).containsExactly("rbbknnqr/pppppppp/8/8/8/8/PPPPPPPP/RBBKNNQR w HAha - 0 1");
        assertThat(withClass(card, "board")).hasSize(1);
        assertThat(pieces(card)).hasSize(32).containsEntry("a1", "R").containsEntry("g1", "Q").containsEntry("g8", "q");
        assertThat(elements(card, "title").get(0).getTextContent()).isEqualTo("Round 1: chess960 740 (SP 740)");
    }

    @Test
    void aCardShowsTheFensItIsGiven() {
        // An event without castling: its rules start the array with no castling rights.
        String none = "rbbknnqr/pppppppp/8/8/8/8/PPPPPPPP/RBBKNNQR w - - 0 1";
        Document card = parse(DIAGRAMS.startArray(new ArrayCard(SP_740, none, none), ""));
        assertThat(text(card, "xfen")).containsExactly(none);
        assertThat(text(card, "shredderFen")).containsExactly(none);
        List<String> sheet = DIAGRAMS.eventSheet("Shuffle", "", List.of(new SheetRound(1, new ArrayCard(SP_740, none, none))));
        assertThat(text(parse(sheet.get(0)), "xfen")).containsExactly(none);
    }

    @Test
    void cardsNameEachVariantsArraysByTheirNumbers() {
        StartArray fischer = new StartArray(Variant.FISCHER168, 12, 9, "BBNRKNRQ");
        StartArray classic = new StartArray(Variant.CLASSIC, 518, 518, "RNBQKBNR");
        StartArray pair = new StartArray(Variant.DFRC, 502 * 960 + 532, 502, "RBBKNNQR", 532, "QRBKNBRN");

        assertThat(text(parse(DIAGRAMS.startArray(ArrayCard.of(fischer), "")), "heading")).containsExactly("fischer168 12 (SP 9)");
        assertThat(text(parse(DIAGRAMS.startArray(ArrayCard.of(classic), "")), "heading")).containsExactly("classic 518 (SP 518)");
        Document dfrc = parse(DIAGRAMS.startArray(ArrayCard.of(pair), ""));
        assertThat(text(dfrc, "heading")).containsExactly("dfrc 502:532 (No. 482452)");
        assertThat(text(dfrc, "backRank")).containsExactly("White RBBKNNQR, Black QRBKNBRN");
        assertThat(text(dfrc, "shredderFen")).containsExactly(pair.shredderFen());
        assertThat(pieces(dfrc)).containsEntry("a1", "R").containsEntry("a8", "q").containsEntry("h8", "n");
    }

    @Test
    void aSheetOfManyRoundsHasEveryRoundOnceAndWholeOnAnA4Page() {
        List<SheetRound> rounds = new ArrayList<>();
        for (int i = 1; i <= 100; i++) {
            rounds.add(new SheetRound(i, ArrayCard.of(new StartArray(Variant.CHESS960, (i * 37) % 960, (i * 37) % 960, backRank((i * 37) % 960)))));
        }
        List<String> pages = DIAGRAMS.eventSheet("Event 'open'", "seed commitment (SHA-256) abc", rounds);

        int perPage = 0;
        List<Integer> seen = new ArrayList<>();
        for (int p = 0; p < pages.size(); p++) {
            Document page = parse(pages.get(p));
            Element root = page.getDocumentElement();
            assertThat(root.getAttribute("width")).isEqualTo("210mm");
            assertThat(root.getAttribute("height")).isEqualTo("297mm");
            String[] viewBox = root.getAttribute("viewBox").split(" ");
            double width = Double.parseDouble(viewBox[2]);
            double height = Double.parseDouble(viewBox[3]);
            assertThat(height / width).isCloseTo(297.0 / 210.0, org.assertj.core.data.Offset.offset(0.001));
            assertThat(text(page, "heading").get(0)).isEqualTo("Event 'open'");
            assertThat(text(page, "subline")).containsExactly("seed commitment (SHA-256) abc");
            assertThat(text(page, "page")).containsExactly("Page " + (p + 1) + " of " + pages.size());
            List<Element> onPage = withClass(page, "round");
            perPage = Math.max(perPage, onPage.size());
            for (Element round : onPage) {
                int number = Integer.parseInt(round.getAttribute("data-round"));
                seen.add(number);
                StartArray array = rounds.get(number - 1).card().array();
                // the whole round: heading, board and both FENs, inside the page
                assertThat(text(round, "heading")).containsExactly("Round " + number + ": chess960 " + array.number() + " (SP " + array.sp() + ")");
                assertThat(text(round, "xfen")).containsExactly(array.xfen());
                assertThat(text(round, "shredderFen")).containsExactly(array.shredderFen());
                assertThat(withClass(round, "board")).hasSize(1);
                for (Element part : elements(round, "*")) {
                    if (part.getParentNode() == round) {
                        double top = part.hasAttribute("y") ? number(part, "y") : 0;
                        double bottom = top + (part.hasAttribute("height") ? number(part, "height") : 0);
                        assertThat(top).as("round %d's %s", number, part.getAttribute("class")).isGreaterThan(250);
                        assertThat(bottom).as("round %d's %s", number, part.getAttribute("class")).isLessThan(height - 130);
                        double left = number(part, "x");
                        assertThat(left).isBetween(0.0, width);
                    }
                }
            }
            // rounds do not overlap: on one page each round's board starts below or beside the others'
            List<String> corners = onPage.stream().map(r -> withClass(r, "board").get(0))
                    .map(b -> b.getAttribute("x") + "," + b.getAttribute("y")).toList();
            assertThat(corners).doesNotHaveDuplicates();
        }
        assertThat(seen).hasSize(100).isSortedAccordingTo(Integer::compare).doesNotHaveDuplicates();
        assertThat(pages).hasSize((100 + perPage - 1) / perPage);
        assertThat(perPage).isBetween(4, 8);
    }

    @Test
    void aDrawWithoutRoundsIsOnePageWithItsHeading() {
        List<String> pages = DIAGRAMS.eventSheet("Event 'open'", "", List.of());
        assertThat(pages).hasSize(1);
        Document page = parse(pages.get(0));
        assertThat(text(page, "heading")).containsExactly("Event 'open'");
        assertThat(text(page, "subline")).isEmpty();
        assertThat(withClass(page, "round")).isEmpty();
    }

    /** The back rank of a Chess960 array by its Scharnagl number (the standard derivation). */
    static String backRank(int sp) {
        char[] rank = new char[8];
        int n = sp;
        rank[(n % 4) * 2 + 1] = 'B';
        n /= 4;
        rank[(n % 4) * 2] = 'B';
        n /= 4;
        place(rank, n % 6, 'Q');
        n /= 6;
        int[][] knights = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};
        place(rank, knights[n][1], 'N');
        place(rank, knights[n][0], 'N');
        place(rank, 0, 'R');
        place(rank, 0, 'K');
        place(rank, 0, 'R');
        return new String(rank);
    }

    private static void place(char[] rank, int emptyIndex, char piece) {
        for (int i = 0, empty = 0; i < 8; i++) {
            if (rank[i] == 0 && empty++ == emptyIndex) {
                rank[i] = piece;
                return;
            }
        }
    }

    static List<String> text(org.w3c.dom.Node root, String type) {
        return withClass(root, type).stream().map(Element::getTextContent).toList();
    }
}
