package org.rochade.pgn.plugin.write;

import java.util.ArrayList;
import java.util.List;
import org.rochade.rules.api.Color;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.Variant;
import org.rochade.games.api.ExportTags;
import org.rochade.games.api.MoveEvent;
import org.rochade.games.api.PgnVisitor;
import org.rochade.games.api.PgnWriteOptions;
import org.rochade.games.api.Start;
import org.rochade.games.api.Tag;
import org.rochade.games.api.pgn.GameReport;

/**
 * Writes a game in PGN export format (PGN standard, section 8), as a visitor: the tags as
 * {@link ExportTags} lists them (the Seven Tag Roster first and in order, the other tags after in
 * input order) with Variant/SetUp/FEN after the roster whenever the game is not classic chess from
 * the standard array, move text in lines of at most the line length (80) with one space between
 * tokens, each move's SAN as the pipeline rendered it (so 0-0 and king-takes-rook become O-O/O-O-O,
 * check marks and disambiguation are recomputed), comments, NAGs (as $n) and variations kept. Write
 * valid games: a move that was not legal is written as it was written. {@link #endGame} returns the
 * game's text, ending with a blank line.
 *
 * <p>Comments are written exactly as their text is ({@link org.rochade.games.api.Game}'s rule): in
 * braces, never re-wrapped, so the line length yields to a comment's own lines (a comment that does
 * not fit the line starts the next one). A comment holding a '}' (read from a ';' comment) is written
 * as a rest-of-line comment. A starting comment goes between its move's number and the move
 * ({@code 12... {text} Nf6}).
 */
public final class PgnWriter implements PgnVisitor<String> {
    private static final String STANDARD = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final int ROSTER = GameReport.ROSTER.size();

    private final String chess960Spelling;
    private final FenFormat fenFormat;
    private final int width;

    // The game being written.
    private final List<Tag> tags = new ArrayList<>(16);
    private Start start;
    private StringBuilder moveText;
    private Lines lines;
    /** A move number is due even for Black (after comments, variations). */
    private boolean number;
    /** The starting comments of the next move, written after its number. */
    private final List<String> starting = new ArrayList<>(2);
    /** The plies before the start position, so that a move's ply gives its number and side. */
    private int basePly;
    private String marker;
    /** Whether a move that was not legal is refused rather than written as written. */
    private final boolean validOnly;

    public PgnWriter(PgnWriteOptions options) {
        this(options, false);
    }

    private PgnWriter(PgnWriteOptions options, boolean validOnly) {
        this.validOnly = validOnly;
        this.chess960Spelling = options.chess960Spelling();
        this.fenFormat = options.fenFormat();
        this.width = options.lineLength();
    }

    public PgnWriter() {
        this(PgnWriteOptions.defaults());
    }

    /**
     * A writer that refuses a move that was not legal with an {@link IllegalArgumentException}
     * (for games a host hands in; a conversion writes only games it found valid).
     */
    public static PgnWriter validOnly(PgnWriteOptions options) {
        return new PgnWriter(options, true);
    }

    @Override
    public void beginGame(long number, long line) {
        tags.clear();
        start = null;
        moveText = new StringBuilder(1024);
        lines = new Lines(moveText, width);
        this.number = true;
        starting.clear();
        basePly = 0;
        marker = null;
    }

    @Override
    public void tag(String name, String value, long line, int column) {
        tags.add(new Tag(name, value));
    }

    @Override
    public void start(Start start) {
        this.start = start;
        Position p = start.position();
        basePly = p == null ? 0 : 2 * (p.fullmoveNumber() - 1) + (p.sideToMove() == Color.WHITE ? 0 : 1);
    }

    @Override
    public void move(MoveEvent move) {
        int ply = basePly + move.ply() - 1;
        if (ply % 2 == 0) {
            lines.word(moveNumber(ply / 2 + 1, "."));
        } else if (number || !starting.isEmpty()) {
            lines.word(moveNumber(ply / 2 + 1, "..."));
        }
        if (!starting.isEmpty()) {
            for (String text : starting) {
                comment(text, lines);
            }
            starting.clear();
        }
        String san = move.san();
        if (san == null && validOnly) {
            throw new IllegalArgumentException("the move " + move.written() + " (ply " + move.ply()
                    + ") is not legal: only valid games can be written");
        }
        lines.word(san == null ? move.written() : san);
        number = false;
    }

    /** "12." and "12...": the usual numbers made once, not for every move of every game. */
    private static final String[] WHITE_NUMBERS = numbers(".");
    private static final String[] BLACK_NUMBERS = numbers("...");

    private static String[] numbers(String dots) {
        String[] numbers = new String[300];
        for (int i = 1; i < numbers.length; i++) {
            numbers[i] = i + dots;
        }
        return numbers;
    }

    private static String moveNumber(int number, String dots) {
        String[] made = dots.length() == 1 ? WHITE_NUMBERS : BLACK_NUMBERS;
        return number < made.length ? made[number] : number + dots;
    }

    @Override
    public void comment(String text, long line, int column) {
        comment(text, lines);
        number = true;
    }

    @Override
    public void startingComment(String text, long line, int column) {
        starting.add(text);
    }

    @Override
    public void nag(int nag, long line, int column) {
        lines.word("$" + nag);
    }

    @Override
    public Flow beginVariation(long line, int column) {
        lines.open();
        number = true;
        return Flow.CONTINUE;
    }

    @Override
    public void endVariation() {
        lines.close();
        number = true;
    }

    @Override
    public void outcome(String marker, long line, int column) {
        this.marker = marker;
    }

    @Override
    public String endGame(GameReport report) {
        lines.word(marker == null ? "*" : marker);
        lines.end();
        StringBuilder sb = new StringBuilder(moveText.length() + 64 * tags.size() + 200);
        for (Tag t : exportTags(tags, start, marker)) {
            tag(sb, t.name(), t.value());
        }
        sb.append('\n').append(moveText).append('\n');
        return sb.toString();
    }

    /**
     * The tag section as written: {@link ExportTags}'s list with Variant/SetUp/FEN as the start
     * needs them right after the roster. The JSON Lines summary uses the same list, so both forms
     * agree on the tags.
     *
     * @param marker the game's termination marker, or null
     */
    public List<Tag> exportTags(List<Tag> input, Start start, String marker) {
        List<Tag> tags = ExportTags.of(input, marker);
        List<Tag> startTags = new ArrayList<>(3);
        String variant = start == null ? Variant.CLASSIC.id() : start.variant();
        Variant known = Variant.fromId(variant).orElse(null);
        String tag = known == null ? "" : known.pgnTag();
        if (!tag.isEmpty()) {
            // The spelling asked for Chess960 games goes to every variant written as Chess960 (dfrc).
            startTags.add(new Tag("Variant", tag.equals(Variant.CHESS960.pgnTag()) ? chess960Spelling : tag));
        }
        // SetUp is written with every FEN, also where the input lacked it.
        Position position = start == null ? null : start.position();
        if (position != null && (!variant.equals(Variant.CLASSIC.id()) || !position.fen(FenFormat.XFEN).equals(STANDARD))) {
            startTags.add(new Tag("SetUp", "1"));
            startTags.add(new Tag("FEN", position.fen(fenFormat)));
        }
        if (!startTags.isEmpty()) {
            tags.addAll(ROSTER, startTags);
        }
        return tags;
    }

    private static void tag(StringBuilder sb, String name, String value) {
        sb.append('[').append(name).append(" \"");
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '"' || c == '\\') {
                sb.append('\\');
            }
            sb.append(c);
        }
        sb.append("\"]\n");
    }

    private static void comment(String text, Lines lines) {
        // A '}' cannot appear in a brace comment; such a (rest-of-line) comment keeps its text
        // as a rest-of-line comment instead.
        if (text.indexOf('}') >= 0) {
            lines.restOfLineComment(text);
        } else {
            lines.word("{" + text + "}");
        }
    }

    /**
     * Words into lines of at most the line length. A word is held back until the next one arrives,
     * so that ")" can be glued to it and "(" to the word after. A comment is one word, which may hold
     * line breaks: it goes on the current line when its first line fits there, else it starts the next
     * one, and the line goes on after its last line; its lines are its own and may be longer.
     */
    private static final class Lines {
        private final StringBuilder sb;
        private final int width;
        private int column;
        private String held;
        private String prefix = "";

        Lines(StringBuilder sb, int width) {
            this.sb = sb;
            this.width = width;
        }

        void word(String w) {
            place();
            held = prefix.isEmpty() ? w : prefix + w;
            prefix = "";
        }

        void open() {
            prefix = prefix + "(";
        }

        void close() {
            if (prefix.endsWith("(")) { // an empty variation: written as "()", not lost or garbled
                prefix = prefix.substring(0, prefix.length() - 1);
                word("()");
                return;
            }
            held = held == null ? ")" : held + ")";
        }

        /** A comment from ';' to the end of the line (its text has no line break). */
        void restOfLineComment(String text) {
            place();
            String comment = prefix + ';' + text;
            if (column > 0 && column + 1 + comment.length() > width) {
                newLine();
            }
            if (column > 0) {
                sb.append(' ');
            }
            sb.append(comment).append('\n');
            prefix = "";
            column = 0;
        }

        private void place() {
            if (held == null) {
                return;
            }
            int lineEnd = held.indexOf('\n');
            int firstLine = lineEnd < 0 ? held.length() : lineEnd;
            if (column > 0 && column + 1 + firstLine > width) {
                newLine();
            }
            if (column > 0) {
                sb.append(' ');
                column++;
            }
            sb.append(held);
            column = lineEnd < 0 ? column + held.length() : held.length() - held.lastIndexOf('\n') - 1;
            held = null;
        }

        private void newLine() {
            sb.append('\n');
            column = 0;
        }

        void end() {
            place();
            sb.append('\n');
        }
    }
}
