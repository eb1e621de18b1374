package org.rochade.diagram.impl;

import java.util.List;
import java.util.Locale;
import org.rochade.diagram.ArrayScore;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.Variant;

/**
 * White's score by start array: one square per array in the order given, row by row, coloured on a
 * diverging scale (blue, white at 50%, red), hatched grey where the games are too few to tell.
 */
final class HeatMapDrawer {
    private static final int CELL = 24;
    private static final int LEFT = 64;
    private static final int TOP = 64;
    /** Scores this far from 50% get the full colour; a start's score rarely strays further. */
    private static final double FULL_COLOUR_AT = 0.25;
    private static final String TOO_FEW = "rochade-too-few";
    private static final String SCALE = "rochade-score-scale";

    private HeatMapDrawer() {
    }

    static String draw(List<ArrayScore> scores, int minGames) {
        if (scores.isEmpty()) {
            throw new IllegalArgumentException("a heat map needs at least one array");
        }
        if (minGames < 1) {
            throw new IllegalArgumentException("the minimum of games is at least 1, not " + minGames);
        }
        Variant variant = scores.get(0).array().variant();
        long games = 0;
        for (ArrayScore score : scores) {
            if (score.array().variant() != variant) {
                throw new IllegalArgumentException("a heat map shows one variant's arrays, not " + variant.id()
                        + " and " + score.array().variant().id());
            }
            games += score.games();
        }
        int columns = columns(variant, scores.size());
        int rows = (scores.size() + columns - 1) / columns;
        int width = LEFT + Math.max(columns * CELL, 10 * CELL + 220) + 16;
        int height = TOP + rows * CELL + 90;

        SvgDocument document = new SvgDocument(256 * scores.size() + 4096);
        Svg svg = document.body;
        definitions(document);
        text(svg, LEFT, 24, 18, "start", String.format(Locale.ROOT, "White's score by start array: %s, %,d games",
                variant.id(), games));
        text(svg, LEFT, 44, 12, "start", "hatched: fewer than " + minGames + " games; hover a square for its figures");
        for (int c = 0; c < columns; c++) {
            text(svg, LEFT + c * CELL + CELL / 2, TOP - 6, 10, "middle", "+" + c);
        }
        for (int i = 0; i < scores.size(); i++) {
            ArrayScore score = scores.get(i);
            int x = LEFT + (i % columns) * CELL;
            int y = TOP + (i / columns) * CELL;
            if (i % columns == 0) {
                text(svg, LEFT - 6, y + CELL / 2 + 4, 10, "end", String.valueOf(score.array().number()));
            }
            cell(svg, x, y, score, minGames);
        }
        legend(svg, TOP + rows * CELL + 24, minGames);
        return document.finish("", "width", width, "height", height, "viewBox", "0 0 " + width + " " + height,
                "font-family", "sans-serif", "class", "heatMap");
    }

    /** 32 a row for Chess960's 960 arrays, 14 for Fischer168's 168, else about as many as rows. */
    private static int columns(Variant variant, int arrays) {
        if (variant == Variant.CHESS960) {
            return 32;
        }
        if (variant == Variant.FISCHER168) {
            return 14;
        }
        return Math.max(1, Math.min(32, (int) Math.ceil(Math.sqrt(arrays))));
    }

    private static void cell(Svg svg, int x, int y, ArrayScore score, int minGames) {
        boolean tooFew = score.games() < minGames || score.finished() == 0;
        svg.open("rect", "class", "score", "x", x, "y", y, "width", CELL - 1, "height", CELL - 1,
                "fill", tooFew ? "url(#" + TOO_FEW + ")" : colour(score.whiteScore()),
                "data-number", score.array().number(), "data-games", score.games());
        String name = name(score.array());
        String figures;
        if (score.games() == 0) {
            figures = name + ": no games";
        } else if (score.finished() == 0) {
            figures = name + ": " + score.games() + " games, none finished";
        } else {
            figures = String.format(Locale.ROOT, "%s: %d games, White %.1f%% (95%%: %.1f-%.1f%%)%s", name,
                    score.games(), 100 * score.whiteScore(), 100 * score.intervalLow(), 100 * score.intervalHigh(),
                    tooFew ? ", too few games to tell" : "");
        }
        svg.element("title", figures);
        svg.close("rect");
    }

    private static String name(StartArray array) {
        if (array.variant() == Variant.CHESS960) {
            return "SP " + array.sp() + " " + array.backRank();
        }
        if (array.variant().mirrored()) {
            return "No. " + array.number() + ", SP " + array.sp() + " " + array.backRank();
        }
        return CardDrawer.name(array) + " " + array.backRank() + " / " + array.blackBackRank();
    }

    /** Blue (Black better) through white (50%) to red (White better), full at 50% +- 25%. */
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

    private static void definitions(SvgDocument document) {
        document.define(TOO_FEW, svg -> {
            svg.open("pattern", "id", TOO_FEW, "width", 6, "height", 6, "patternUnits", "userSpaceOnUse",
                    "patternTransform", "rotate(45)");
            svg.empty("rect", "width", 6, "height", 6, "fill", "#e0e0e0");
            svg.empty("line", "x1", 0, "y1", 0, "x2", 0, "y2", 6, "stroke", "#9e9e9e", "stroke-width", 2);
            svg.close("pattern");
        });
        document.define(SCALE, svg -> {
            svg.open("linearGradient", "id", SCALE);
            for (int i = 0; i <= 4; i++) {
                svg.empty("stop", "offset", i * 25 + "%", "stop-color", colour(0.25 + i * 0.125));
            }
            svg.close("linearGradient");
        });
    }

    private static void legend(Svg svg, int y, int minGames) {
        int barWidth = 8 * CELL;
        svg.empty("rect", "x", LEFT, "y", y, "width", barWidth, "height", 14, "fill", "url(#" + SCALE + ")");
        for (int i = 0; i <= 2; i++) {
            text(svg, LEFT + i * barWidth / 2, y + 30, 11, "middle",
                    (25 + 25 * i) + "%" + (i == 0 ? " or less" : i == 2 ? " or more" : ""));
        }
        text(svg, LEFT + barWidth / 2, y + 46, 11, "middle", "White's score");
        svg.empty("rect", "x", LEFT + barWidth + 40, "y", y, "width", 14, "height", 14, "fill", "url(#" + TOO_FEW + ")");
        text(svg, LEFT + barWidth + 60, y + 12, 11, "start", "fewer than " + minGames + " games");
    }

    private static void text(Svg svg, int x, int y, int size, String anchor, String content) {
        svg.element("text", content, "class", "label", "x", x, "y", y, "font-size", size, "text-anchor", anchor);
    }
}
