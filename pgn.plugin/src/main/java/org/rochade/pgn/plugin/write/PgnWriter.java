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
    /** The move text as written, then (at the end) the tag section. */
    private final TextBytes moveText = new TextBytes(4096);
    private final TextBytes tagText = new TextBytes(1024);
    private final Lines lines;
    /** A move number is due even for Black (after comments, variations). */
    private boolean number;
    /** The starting comments of the next move, written after its number. */
    private final List<String> starting = new ArrayList<>(2);
    /** The plies before the start position, so that a move's ply gives its number and side. */
    private int basePly;
    private String marker;
    /** Scratch for a move's SAN ({@link MoveEvent#san(byte[], int)}) or number. */
    private final byte[] sanBytes = new byte[32];
    /** Whether a move that was not legal is refused rather than written as written. */
    private final boolean validOnly;
    /**
     * Where a streamed game goes as it is written ({@link #streaming}), else null: the game's text
     * is held whole until {@link #writeTo} or {@link #endGame}.
     */
    private final java.io.OutputStream sink;
    /** The termination marker a streamed game was announced to end with (null: none). */
    private final String streamedMarker;
    /** Whether a streamed game's tag section went to the sink already. */
    private boolean tagsWritten;
    /** Move text a streamed game holds at most before it goes to the sink (besides one word: a comment). */
    private static final int DRAIN_AT = 1 << 16;

    public PgnWriter(PgnWriteOptions options) {
        this(options, false, null, null);
    }

    private PgnWriter(PgnWriteOptions options, boolean validOnly, java.io.OutputStream sink, String streamedMarker) {
        this.validOnly = validOnly;
        this.chess960Spelling = options.chess960Spelling();
        this.fenFormat = options.fenFormat();
        this.width = options.lineLength();
        this.sink = sink;
        this.streamedMarker = streamedMarker;
        this.lines = new Lines(moveText, width, sink == null ? null : this::drain);
    }

    /**
     * A writer for one game too large to hold whole (PGN's largest games are 16 MiB): the same
     * bytes as {@link #writeTo} would write go to {@code out} as the game is visited, the tag
     * section first, then the move text whenever more than 64 KiB of it is placed; {@link #writeTo}
     * writes the rest. The tag section names the termination marker, which comes at the game's end,
     * so it is announced here: the marker the visit's {@link #outcome} then gives (the game's own).
     * Write errors are thrown as {@link java.io.UncheckedIOException}.
     *
     * @param marker the game's termination marker, or null when it has none
     * @throws IllegalStateException at the game's end when the outcome was another marker
     */
    static PgnWriter streaming(PgnWriteOptions options, java.io.OutputStream out, String marker) {
        return new PgnWriter(options, false, java.util.Objects.requireNonNull(out, "out"), marker);
    }

    /** A streamed game's placed text to the sink: first the tag section, with the announced marker. */
    private void drain() {
        try {
            if (!tagsWritten) {
                tagSection(streamedMarker);
                tagText.writeTo(sink);
                tagText.clear();
                tagsWritten = true;
            }
            moveText.writeTo(sink);
            moveText.clear();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    public PgnWriter() {
        this(PgnWriteOptions.defaults());
    }

    /**
     * A writer that refuses a move that was not legal with an {@link IllegalArgumentException}
     * (for games a host hands in; a conversion writes only games it found valid).
     */
    public static PgnWriter validOnly(PgnWriteOptions options) {
        return new PgnWriter(options, true, null, null);
    }

    @Override
    public void beginGame(long number, long line) {
        tags.clear();
        start = null;
        moveText.clear();
        tagText.clear();
        lines.clear();
        this.number = true;
        starting.clear();
        basePly = 0;
        marker = null;
        tagsWritten = false;
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
            moveNumber(ply / 2 + 1, 1);
        } else if (number || !starting.isEmpty()) {
            moveNumber(ply / 2 + 1, 3);
        }
        if (!starting.isEmpty()) {
            for (String text : starting) {
                comment(text, lines);
            }
            starting.clear();
        }
        int end = move.san(sanBytes, 0);
        if (end >= 0) {
            lines.word(sanBytes, end);
            number = false;
            return;
        }
        String san = move.san();
        if (san == null && validOnly) {
            throw new IllegalArgumentException("the move " + move.written() + " (ply " + move.ply()
                    + ") is not legal: only valid games can be written");
        }
        lines.word(san == null ? move.written() : san);
        number = false;
    }

    /** "12." and "12...", the usual numbers made once, in bytes: not for every move of every game. */
    private static final byte[][] WHITE_NUMBERS = numbers(1);
    private static final byte[][] BLACK_NUMBERS = numbers(3);

    private static byte[][] numbers(int dots) {
        byte[][] numbers = new byte[300][];
        for (int i = 1; i < numbers.length; i++) {
            numbers[i] = (i + ".".repeat(dots)).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        }
        return numbers;
    }

    /** "12." (one dot) and "12..." (three) as a word. */
    private void moveNumber(int number, int dots) {
        if (number > 0 && number < WHITE_NUMBERS.length) {
            byte[] made = (dots == 1 ? WHITE_NUMBERS : BLACK_NUMBERS)[number];
            lines.word(made, made.length);
            return;
        }
        if (number <= 0) { // not from a FEN the rules accept: written as Java writes the number
            lines.word(number + (dots == 1 ? "." : "..."));
            return;
        }
        byte[] b = sanBytes;
        int digits = 1;
        for (int n = number; n >= 10; n /= 10) {
            digits++;
        }
        for (int i = digits - 1, n = number; i >= 0; i--, n /= 10) {
            b[i] = (byte) ('0' + n % 10);
        }
        for (int i = 0; i < dots; i++) {
            b[digits + i] = '.';
        }
        lines.word(b, digits + dots);
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
        finishGame();
        TextBytes whole = new TextBytes(tagText.size() + moveText.size());
        whole.append(tagText);
        whole.append(moveText);
        return whole.text();
    }

    /**
     * Ends the game as {@link #endGame} does, keeping its text for {@link #writeTo} instead of
     * returning it as a String.
     */
    void finishGame() {
        lines.word(marker == null ? "*" : marker);
        lines.end();
        moveText.ascii('\n');
        if (tagsWritten) { // streamed: the tag section went out with the announced marker
            if (!java.util.Objects.equals(marker, streamedMarker)) {
                throw new IllegalStateException("the game ended with " + marker + ", not the announced " + streamedMarker);
            }
            return;
        }
        tagSection(marker);
    }

    private void tagSection(String marker) {
        for (Tag t : exportTags(tags, start, marker)) {
            tag(tagText, t.name(), t.value());
        }
        tagText.ascii('\n');
    }

    /**
     * Writes the game {@link #finishGame} ended, in UTF-8, as {@link #endGame} returns it (for a
     * streamed game, what did not go to the sink yet).
     */
    void writeTo(java.io.OutputStream out) throws java.io.IOException {
        if (!tagsWritten) {
            tagText.writeTo(out);
        }
        moveText.writeTo(out);
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

    private static void tag(TextBytes out, String name, String value) {
        out.ascii('[');
        out.utf8(name);
        out.ascii(' ');
        out.ascii('"');
        out.utf8Escaped(value);
        out.ascii('"');
        out.ascii(']');
        out.ascii('\n');
    }

    private static void comment(String text, Lines lines) {
        // A '}' cannot appear in a brace comment; such a (rest-of-line) comment keeps its text
        // as a rest-of-line comment instead.
        if (text.indexOf('}') >= 0) {
            lines.restOfLineComment(text);
        } else {
            lines.braceComment(text);
        }
    }

    /**
     * Words into lines of at most the line length, as UTF-8 bytes (each word encoded once, as it
     * comes). A word is held back until the next one arrives, so that ")" can be glued to it and "("
     * to the word after. A comment is one word, which may hold line breaks: it goes on the current
     * line when its first line fits there, else it starts the next one, and the line goes on after its
     * last line; its lines are its own and may be longer. Lengths are counted in chars (UTF-16 units),
     * as a String's length counts them, not in bytes.
     *
     * <p>The held word is already in the output, after one byte that separates it from the word
     * before: whether that byte is a space or a line break is decided when the word is placed (the
     * next word comes or the text ends), when its length with any glued ")" is known.
     */
    private static final class Lines {
        private final TextBytes out;
        private final int width;
        /** The column after the last placed word. */
        private int column;
        private boolean holding;
        /** Where the held word's separator is in the output, or -1 when it starts a line. */
        private int separator;
        /** The held word's chars up to its first line break, or all of them when it has none. */
        private int heldFirst;
        /** The held word's chars after its last line break, or all of them when it has none. */
        private int heldLast;
        private boolean heldBreaks;
        /** The "(" waiting for the next word. */
        private int opens;
        /** Called whenever no word is held and the text has reached DRAIN_AT bytes; null: never. */
        private final Runnable drain;

        Lines(TextBytes out, int width, Runnable drain) {
            this.out = out;
            this.width = width;
            this.drain = drain;
        }

        void clear() {
            column = 0;
            holding = false;
            opens = 0;
        }

        /** Starts holding a word: its separator, then the waiting "(". */
        private void hold() {
            place();
            if (drain != null && out.size() >= DRAIN_AT) {
                drain.run(); // nothing is held: every byte so far is final
            }
            if (column > 0) {
                separator = out.size();
                out.ascii(' ');
            } else {
                separator = -1;
            }
            for (int i = 0; i < opens; i++) {
                out.ascii('(');
            }
            heldFirst = opens;
            heldLast = opens;
            heldBreaks = false;
            holding = true;
            opens = 0;
        }

        /** A word without line breaks (SAN, move number, NAG, a move as written). */
        void word(String w) {
            hold();
            out.utf8(w);
            heldFirst += w.length();
            heldLast += w.length();
        }

        /** An ASCII word without line breaks, the first {@code n} bytes of {@code b}. */
        void word(byte[] b, int n) {
            hold();
            out.append(b, 0, n);
            heldFirst += n;
            heldLast += n;
        }

        /** A comment in braces; its text has no '}' and may hold line breaks. */
        void braceComment(String text) {
            hold();
            out.ascii('{');
            out.utf8(text);
            out.ascii('}');
            int first = text.indexOf('\n');
            if (first < 0) {
                heldFirst += text.length() + 2;
                heldLast = heldFirst;
            } else {
                heldFirst += 1 + first;
                heldLast = text.length() - text.lastIndexOf('\n') - 1 + 1;
                heldBreaks = true;
            }
        }

        void open() {
            opens++;
        }

        void close() {
            if (opens > 0) { // an empty variation: written as "()", not lost or garbled
                opens--;
                word("()");
                return;
            }
            if (!holding) {
                hold();
            }
            out.ascii(')');
            if (!heldBreaks) {
                heldFirst++;
            }
            heldLast++;
        }

        /** A comment from ';' to the end of the line (its text has no line break). */
        void restOfLineComment(String text) {
            place();
            int length = opens + 1 + text.length();
            if (column > 0 && column + 1 + length > width) {
                newLine();
            }
            if (column > 0) {
                out.ascii(' ');
            }
            for (int i = 0; i < opens; i++) {
                out.ascii('(');
            }
            out.ascii(';');
            out.utf8(text);
            out.ascii('\n');
            opens = 0;
            column = 0;
        }

        /** Decides the held word's separator: a line break when the word's first line does not fit. */
        private void place() {
            if (!holding) {
                return;
            }
            if (separator >= 0) {
                if (column + 1 + heldFirst > width) {
                    out.set(separator, '\n');
                    column = 0;
                } else {
                    column++;
                }
            }
            column = heldBreaks ? heldLast : column + heldFirst;
            holding = false;
        }

        private void newLine() {
            out.ascii('\n');
            column = 0;
        }

        void end() {
            place();
            out.ascii('\n');
        }
    }
}
