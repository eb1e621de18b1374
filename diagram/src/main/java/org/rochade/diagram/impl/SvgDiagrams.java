package org.rochade.diagram.impl;

import java.util.List;
import java.util.Objects;
import org.osgi.service.component.annotations.Component;
import org.rochade.diagram.ArrayCard;
import org.rochade.diagram.ArrayScore;
import org.rochade.diagram.BoardOptions;
import org.rochade.diagram.Diagrams;
import org.rochade.diagram.SheetRound;
import org.rochade.rules.api.Setup;

/**
 * The {@link Diagrams} service: a DS component in OSGi, and the class {@code ServiceLoader} finds on a
 * plain class path (META-INF/services). It holds nothing: every call draws afresh.
 */
@Component(service = Diagrams.class)
public final class SvgDiagrams implements Diagrams {

    /** For SCR and ServiceLoader. */
    public SvgDiagrams() {
    }

    @Override
    public String board(Setup setup, BoardOptions options) {
        Objects.requireNonNull(options, "options");
        return BoardDrawer.document(Placement.of(Objects.requireNonNull(setup, "setup")), options);
    }

    @Override
    public String board(String fen, BoardOptions options) {
        Objects.requireNonNull(options, "options");
        return BoardDrawer.document(Placement.of(Objects.requireNonNull(fen, "fen")), options);
    }

    @Override
    public String startArray(ArrayCard card, String caption) {
        Objects.requireNonNull(card, "card");
        Objects.requireNonNull(caption, "caption");
        int padding = 24;
        int board = BoardDrawer.extent(true);
        int width = board + 2 * padding;
        int height = (int) Math.ceil(CardDrawer.height(board)) + 2 * padding;
        SvgDocument document = new SvgDocument(32768);
        document.body.empty("rect", "width", width, "height", height, "fill", "#ffffff");
        CardDrawer.draw(document, card, caption, padding, padding, board);
        String title = (caption.isEmpty() ? "" : caption + ": ") + CardDrawer.name(card.array());
        return document.finish(title, "width", width, "height", height, "viewBox", "0 0 " + width + " " + height,
                "class", "card");
    }

    @Override
    public List<String> eventSheet(String heading, String subline, List<SheetRound> rounds) {
        return SheetDrawer.pages(Objects.requireNonNull(heading, "heading"), Objects.requireNonNull(subline, "subline"),
                List.copyOf(rounds));
    }

    @Override
    public String heatMap(List<ArrayScore> scores, int minGames) {
        return HeatMapDrawer.draw(List.copyOf(scores), minGames);
    }
}
