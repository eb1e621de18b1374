package org.rochade.diagram.png;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The layout of a draw's picture directory, the one place that names its files: per round a card
 * {@code round-N.svg} and the same card as {@code round-N.png} ({@value #CARD_PNG_PIXELS} pixels wide),
 * and the event's sheet as {@code sheet-1.svg}, {@code sheet-2.svg}, ... (one A4 page each). Also the
 * rule for pictures an earlier, longer draw left in the directory ({@link #stale}).
 */
public final class PictureLayout {
    /** Width of a card's PNG: sharp on a projector or a 1080p screen. */
    public static final int CARD_PNG_PIXELS = 1200;

    private static final Pattern PICTURE = Pattern.compile("(round|sheet)-([1-9][0-9]{0,8})\\.(svg|png)");

    private PictureLayout() {
    }

    /** {@code round-N.svg}: the card of round {@code round}. */
    public static String cardSvg(int round) {
        return "round-" + round + ".svg";
    }

    /** {@code round-N.png}: the card of round {@code round} as PNG. */
    public static String cardPng(int round) {
        return "round-" + round + ".png";
    }

    /** {@code sheet-K.svg}: page {@code page} of the event's sheet, 1 for the first. */
    public static String sheetPage(int page) {
        return "sheet-" + page + ".svg";
    }

    /** The caption of a round's card: "Round N". */
    public static String cardCaption(int round) {
        return "Round " + round;
    }

    /**
     * The pictures among a directory's file names that a draw just written there does not have: cards
     * ({@code round-N.svg}, {@code round-N.png}) of rounds it did not draw and sheet pages
     * ({@code sheet-K.svg}) past its last. Other names, {@code sheet-K.png} and numbers with a leading
     * zero are not this layout's and never stale.
     *
     * @param names  the file names in the directory
     * @param rounds the rounds whose cards were written
     * @param pages  how many sheet pages were written
     * @return the stale names: cards first, then pages, each in numeric order
     */
    public static List<String> stale(Collection<String> names, Set<Integer> rounds, int pages) {
        List<String> stale = new ArrayList<>();
        for (String name : names) {
            Matcher m = PICTURE.matcher(name);
            if (!m.matches()) {
                continue;
            }
            int n = Integer.parseInt(m.group(2));
            boolean card = m.group(1).equals("round");
            if (card ? !rounds.contains(n) : m.group(3).equals("svg") && n > pages) {
                stale.add(name);
            }
        }
        stale.sort(Comparator.comparing((String name) -> name.startsWith("sheet"))
                .thenComparingInt(name -> Integer.parseInt(name.replaceAll("\\D", "")))
                .thenComparing(Comparator.naturalOrder()));
        return stale;
    }
}
