package org.rochade.launcher;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.Variant;
import org.rochade.games.api.pgn.StartStats;
import org.rochade.games.api.pgn.StartStatsTable;

/**
 * White's score over every start array of a variant as an SVG heat map: one square per array in
 * ascending number, row by row (32 a row for Chess960's 960, 14 for Fischer168's 168), blue where
 * Black scores better, white at 50%, red where White does; arrays with fewer games than the
 * minimum are hatched grey instead, as too few to tell. Each square's tooltip gives the array, its
 * games and the score with its interval.
 */
final class ScoreHeatMap {
    private static final String SVG = "http://www.w3.org/2000/svg";
    private static final int CELL = 24;
    private static final int LEFT = 64;
    private static final int TOP = 64;
    /** Scores this far from 50% get the full colour; a start's score rarely strays further. */
    private static final double FULL_COLOUR_AT = 0.25;

    private ScoreHeatMap() {
    }

    /** Whether there is a heat map of this variant's arrays. */
    static boolean draws(Variant variant) {
        return variant == Variant.CHESS960 || variant == Variant.FISCHER168;
    }

    /** Writes the heat map by the rule for output files ({@link Pictures#write}): whole, or the old file stays. */
    static void write(StartStatsTable table, List<StartArray> arrays, int minGames, Path file) {
        Pictures.write(file, bytes -> {
            try (Writer out = new OutputStreamWriter(bytes, StandardCharsets.UTF_8)) {
                XMLStreamWriter svg = XMLOutputFactory.newFactory().createXMLStreamWriter(out);
                draw(svg, table, arrays, minGames);
                svg.close();
            } catch (XMLStreamException e) {
                throw new IOException(e.getMessage(), e);
            }
        });
    }

    private static void draw(XMLStreamWriter svg, StartStatsTable table, List<StartArray> arrays, int minGames)
            throws XMLStreamException {
        Variant variant = arrays.get(0).variant();
        Map<Integer, StartStats> bySp = new HashMap<>();
        long games = 0;
        for (StartStats s : table.starts()) {
            if (s.variant() == variant && s.spBlack() == null) {
                bySp.put(s.sp(), s);
                games += s.games();
            }
        }
        int columns = variant == Variant.CHESS960 ? 32 : 14;
        int rows = (arrays.size() + columns - 1) / columns;
        int width = LEFT + columns * CELL + 16;
        int height = TOP + rows * CELL + 90;

        svg.writeStartDocument("UTF-8", "1.0");
        svg.writeStartElement("svg");
        svg.writeDefaultNamespace(SVG);
        attributes(svg, "width", width, "height", height, "viewBox", "0 0 " + width + " " + height,
                "font-family", "sans-serif");
        hatchPattern(svg);
        text(svg, LEFT, 24, 18, "start", String.format(Locale.ROOT, "White's score by start array: %s, %,d games",
                variant.id(), games));
        text(svg, LEFT, 44, 12, "start", "hatched: fewer than " + minGames + " games; hover a square for its figures");
        for (int c = 0; c < columns; c++) {
            text(svg, LEFT + c * CELL + CELL / 2, TOP - 6, 10, "middle", "+" + c);
        }
        for (int i = 0; i < arrays.size(); i++) {
            StartArray array = arrays.get(i);
            int x = LEFT + (i % columns) * CELL;
            int y = TOP + (i / columns) * CELL;
            if (i % columns == 0) {
                text(svg, LEFT - 6, y + CELL / 2 + 4, 10, "end", String.valueOf(array.number()));
            }
            cell(svg, x, y, array, bySp.get(array.sp()), minGames);
        }
        legend(svg, TOP + rows * CELL + 24, minGames);
        svg.writeEndElement();
        svg.writeEndDocument();
    }

    private static void cell(XMLStreamWriter svg, int x, int y, StartArray array, StartStats stats, int minGames)
            throws XMLStreamException {
        boolean tooFew = stats == null || stats.games() < minGames || stats.finished() == 0;
        svg.writeStartElement("rect");
        attributes(svg, "x", x, "y", y, "width", CELL - 1, "height", CELL - 1,
                "fill", tooFew ? "url(#too-few)" : colour(stats.whiteScore()),
                "data-number", array.number(), "data-games", stats == null ? 0 : stats.games());
        svg.writeStartElement("title");
        String name = (array.variant() == Variant.CHESS960 ? "SP " : "No. " + array.number() + ", SP ") + array.sp()
                + " " + array.backRank();
        if (stats == null) {
            svg.writeCharacters(name + ": no games");
        } else if (stats.finished() == 0) {
            svg.writeCharacters(name + ": " + stats.games() + " games, none finished");
        } else {
            StartStats.ScoreInterval ci = stats.whiteScoreInterval();
            svg.writeCharacters(String.format(Locale.ROOT, "%s: %d games, White %.1f%% (95%%: %.1f-%.1f%%)%s", name,
                    stats.games(), 100 * stats.whiteScore(), 100 * ci.low(), 100 * ci.high(),
                    tooFew ? ", too few games to tell" : ""));
        }
        svg.writeEndElement();
        svg.writeEndElement();
    }

    /** Blue (Black better) through white (50%) to red (White better), full at 50% +- FULL_COLOUR_AT. */
    static String colour(double whiteScore) {
        double t = Math.max(-1, Math.min(1, (whiteScore - 0.5) / FULL_COLOUR_AT));
        int[] neutral = {247, 247, 247};
        int[] end = t >= 0 ? new int[] {178, 24, 43} : new int[] {33, 102, 172};
        double f = Math.abs(t);
        return String.format(Locale.ROOT, "#%02x%02x%02x", mix(neutral[0], end[0], f), mix(neutral[1], end[1], f),
                mix(neutral[2], end[2], f));
    }

    private static int mix(int from, int to, double f) {
        return (int) Math.round(from + (to - from) * f);
    }

    private static void hatchPattern(XMLStreamWriter svg) throws XMLStreamException {
        svg.writeStartElement("defs");
        svg.writeStartElement("pattern");
        attributes(svg, "id", "too-few", "width", 6, "height", 6, "patternUnits", "userSpaceOnUse",
                "patternTransform", "rotate(45)");
        svg.writeEmptyElement("rect");
        attributes(svg, "width", 6, "height", 6, "fill", "#e0e0e0");
        svg.writeEmptyElement("line");
        attributes(svg, "x1", 0, "y1", 0, "x2", 0, "y2", 6, "stroke", "#9e9e9e", "stroke-width", 2);
        svg.writeEndElement();
        svg.writeStartElement("linearGradient");
        attributes(svg, "id", "score-scale");
        for (int i = 0; i <= 4; i++) {
            svg.writeEmptyElement("stop");
            attributes(svg, "offset", i * 25 + "%", "stop-color", colour(0.25 + i * 0.125));
        }
        svg.writeEndElement();
        svg.writeEndElement();
    }

    private static void legend(XMLStreamWriter svg, int y, int minGames) throws XMLStreamException {
        int barWidth = 8 * CELL;
        svg.writeEmptyElement("rect");
        attributes(svg, "x", LEFT, "y", y, "width", barWidth, "height", 14, "fill", "url(#score-scale)");
        for (int i = 0; i <= 2; i++) {
            text(svg, LEFT + i * barWidth / 2, y + 30, 11, "middle",
                    (25 + 25 * i) + "%" + (i == 0 ? " or less" : i == 2 ? " or more" : ""));
        }
        text(svg, LEFT + barWidth / 2, y + 46, 11, "middle", "White's score");
        svg.writeEmptyElement("rect");
        attributes(svg, "x", LEFT + barWidth + 40, "y", y, "width", 14, "height", 14, "fill", "url(#too-few)");
        text(svg, LEFT + barWidth + 60, y + 12, 11, "start", "fewer than " + minGames + " games");
    }

    private static void text(XMLStreamWriter svg, int x, int y, int size, String anchor, String content)
            throws XMLStreamException {
        svg.writeStartElement("text");
        attributes(svg, "x", x, "y", y, "font-size", size, "text-anchor", anchor);
        svg.writeCharacters(content);
        svg.writeEndElement();
    }

    private static void attributes(XMLStreamWriter svg, Object... namesAndValues) throws XMLStreamException {
        for (int i = 0; i < namesAndValues.length; i += 2) {
            svg.writeAttribute((String) namesAndValues[i], String.valueOf(namesAndValues[i + 1]));
        }
    }
}
