package org.rochade.diagram;

import java.util.Objects;
import java.util.regex.Pattern;
import org.rochade.rules.api.Square;

/**
 * An arrow from the middle of one square to the middle of another, drawn over the pieces; from a square
 * to itself, a ring around the square.
 *
 * @param from   where the arrow starts
 * @param to     where its head points
 * @param colour an RGB colour as {@code #rrggbb}, e.g. {@link #GREEN}; drawn a little transparent so
 *               that the pieces under it show
 */
public record Arrow(Square from, Square to, String colour) {
    /** The colours lichess users know: green for a plan, red for a threat, blue and yellow for others. */
    public static final String GREEN = "#15781b";
    public static final String RED = "#882020";
    public static final String BLUE = "#003088";
    public static final String YELLOW = "#e68f00";

    private static final Pattern RGB = Pattern.compile("#[0-9a-fA-F]{6}");

    public Arrow {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        if (colour == null || !RGB.matcher(colour).matches()) {
            throw new IllegalArgumentException("an arrow's colour is #rrggbb, not " + colour);
        }
    }

    /** A green arrow. */
    public Arrow(Square from, Square to) {
        this(from, to, GREEN);
    }
}
