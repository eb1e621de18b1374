package org.rochade.diagram;

import java.util.List;
import org.osgi.annotation.versioning.ProviderType;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.Setup;

/**
 * Draws boards and the pictures made of them as SVG documents.
 *
 * <p>Every method returns one whole SVG document as text: an {@code <svg>} root element with its
 * namespace and no XML declaration, so that it can be written to a {@code .svg} file as it is (UTF-8)
 * or put into an HTML page. Each piece shape a document uses is defined once in its {@code <defs>} and
 * placed with {@code <use>}; the ids start with {@code rochade-}.
 *
 * <p>Registered as an OSGi service by the bundle {@code org.rochade.diagram}; found with
 * {@code ServiceLoader.load(Diagrams.class)} on a plain class path. Stateless and thread-safe.
 */
@ProviderType
public interface Diagrams {

    /**
     * The board of a set-up position (legal or not: a study, a puzzle, a board being built).
     *
     * @throws NullPointerException when an argument is null
     */
    String board(Setup setup, BoardOptions options);

    /** The board of a position; the same as {@code board(Setup.of(position), options)}. */
    default String board(Position position, BoardOptions options) {
        return board(Setup.of(position), options);
    }

    /**
     * The board of a FEN's piece placement (its first field; the other fields, if any, are not read
     * and need not be there). Any FEN notation will do: X-FEN, Shredder-FEN and standard FEN place the
     * pieces alike.
     *
     * @throws IllegalArgumentException when the first field is no placement of 8 ranks of 8 squares
     */
    String board(String fen, BoardOptions options);

    /**
     * A start array's card: its board (White at the bottom, with coordinates), the array's variant,
     * number and SP (both SPs and the number of the pair for Double Fischer Random), its back rank, and
     * the card's X-FEN and Shredder-FEN.
     *
     * @param caption a line above the card, e.g. "Round 3"; empty for none
     */
    String startArray(ArrayCard card, String caption);

    /**
     * The printable sheet of an event's draw: every round with its card's board, X-FEN and
     * Shredder-FEN, on A4 pages (210 x 297 mm), one SVG document per page. A round is never cut across
     * two pages; every page has the heading, the subline and its page number.
     *
     * @param heading the first line of every page, e.g. the event's name
     * @param subline the second line, e.g. the seed's commitment; empty for none
     * @param rounds  the rounds in the order they are to be printed
     * @return the pages in order; one page with the heading alone when there are no rounds
     */
    List<String> eventSheet(String heading, String subline, List<SheetRound> rounds);

    /**
     * White's score by start array as a heat map: one square per entry in the order given, row by row
     * (32 a row for Chess960's 960 arrays, 14 for Fischer168's 168), blue where Black scores better,
     * white at 50%, red where White does; entries with fewer than {@code minGames} games or no finished
     * game are hatched grey as too few to tell. Each square's tooltip gives the array, its games and the
     * score with its interval; its {@code data-number} and {@code data-games} attributes the figures.
     *
     * @param scores one entry per array of one variant, usually all of them in ascending number
     * @throws IllegalArgumentException when {@code scores} is empty or mixes variants, or
     *                                  {@code minGames} is below 1
     */
    String heatMap(List<ArrayScore> scores, int minGames);
}
