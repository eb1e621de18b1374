package org.rochade.pgn.plugin.read;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.FindingKind;
import org.rochade.games.api.pgn.TagNames;
import org.rochade.rules.api.SanPattern;

/**
 * One game as read: its tags in input order and its move text as a flat list of elements (moves,
 * comments, NAGs, variation brackets) with their locations, plus what the reader found wrong.
 * Nothing here is checked against the rules. Filled by {@link GameReader}, then read-only apart
 * from decoding its texts on first use, so a game can be handed to another thread for validation
 * (two threads decoding the same text at once would store equal Strings: harmless).
 */
public final class PgnGame {
    public static final byte SAN = 1;
    public static final byte NULL_MOVE = 2;
    public static final byte COMMENT = 3;
    public static final byte NAG = 4;
    public static final byte VARIATION_START = 5;
    public static final byte VARIATION_END = 6;
    /** A comment between a move number and its move: the move's starting comment. */
    public static final byte STARTING_COMMENT = 7;
    /**
     * The suffix "e.p." written after a move (its value null): the checker tells whether the move
     * was an en passant capture. No move, and no text.
     */
    public static final byte EN_PASSANT = 8;

    private final long number;
    private final long line;
    // The tags and findings: not final, since a recycled game hands them to the next one (see recycle).
    private List<String> tagNames;
    /** {@link TagNames#hint} of each tag name: a tag is looked up by name as it is added, and more. */
    private int[] tagHints;
    private List<Object> tagValues;
    /** Line and column of each tag, by index (grown with {@link #tagHints}). */
    private long[] tagLines;
    private int[] tagColumns;
    private List<Finding> findings;
    /**
     * The first tag of each name (lower case), once a game has more than {@link #MANY_TAGS}:
     * looking each new tag up by a scan made a game of a thousand tags cost half a million
     * comparisons. Games have a dozen tags; they never build it.
     */
    private Map<String, Integer> tagsByName;
    private static final int MANY_TAGS = 32;

    // Allocated at the first element: a game of tags only (an opening book's position) needs none,
    // and arrays of 128 were over 2 KB per game. Sized by the reader's hint (the game before), so
    // that most games never grow them.
    private byte[] kinds = NO_KINDS;
    private long[] lines = NO_LINES;
    private int[] columns = NO_COLUMNS;
    /** A comment's text (bytes until decoded, null when not kept), a NAG's number; null for the rest. */
    private Object[] values = NO_VALUES;
    /**
     * A move's text (interned by the tokenizer) and its {@link SanPattern}: the checker reads both
     * from arrays of their own types, touching no String per move (each one read was a likely
     * cache miss, and its SAN read again for every one of a text's many moves).
     */
    private String[] moveTexts = NO_TEXTS;
    private int[] patterns = NO_COLUMNS;
    private static final byte[] NO_KINDS = {};
    private static final long[] NO_LINES = {};
    private static final int[] NO_COLUMNS = {};
    private static final Object[] NO_VALUES = {};
    private static final String[] NO_TEXTS = {};
    /** Elements the arrays get at the first one (at least 16). */
    private final int capacity;
    private int size;
    private int moves;

    private String result;
    private long resultLine;
    private int resultColumn;
    private boolean complete = true;
    private boolean latin1;
    /** False once a tag value or comment with a non-ASCII byte was added: only then is the charset in question. */
    private boolean allAscii = true;
    /** A comment added without its text was not UTF-8 ({@link #noteNotUtf8}). */
    private boolean unkeptNotUtf8;
    /** The raw bytes as {@link RawBytes#take} gave them, or null. */
    private List<byte[]> raw;

    PgnGame(long number, long line) {
        this(number, line, 128);
    }

    /** @param capacity how many elements to make room for at the first one (a hint, at least 16) */
    PgnGame(long number, long line, int capacity) {
        this(number, line, capacity, null);
    }

    /**
     * @param capacity how many elements to make room for at the first one (a hint, at least 16)
     * @param reader   the reader to hand the element arrays back to ({@link #recycle}), or null
     */
    PgnGame(long number, long line, int capacity, GameReader reader) {
        this(number, line, capacity, reader, null);
    }

    /**
     * @param spare a game {@link #recycle recycled} on this reader's thread whose element arrays,
     *              tag lists and findings list this game takes over (then that game has none), or null
     */
    PgnGame(long number, long line, int capacity, GameReader reader, PgnGame spare) {
        this.number = number;
        this.line = line;
        this.capacity = Math.max(16, capacity);
        this.reader = reader;
        if (spare != null && spare.tagsSpare) {
            tagNames = spare.tagNames;
            tagHints = spare.tagHints;
            tagValues = spare.tagValues;
            tagLines = spare.tagLines;
            tagColumns = spare.tagColumns;
            findings = spare.findings;
            spare.noTags();
        } else {
            tagNames = new ArrayList<>(12);
            tagHints = new int[12];
            tagValues = new ArrayList<>(12);
            tagLines = new long[12];
            tagColumns = new int[12];
            findings = new ArrayList<>(0);
        }
        if (spare != null) {
            adoptElements(spare);
        }
    }

    /** Whether this recycled game's tag lists and findings list, emptied, are there for the next game. */
    private boolean tagsSpare;

    /** Leaves this recycled game without tags and findings (they went to the next game). */
    private void noTags() {
        tagNames = List.of();
        tagValues = List.of();
        findings = List.of();
        tagHints = NO_COLUMNS;
        tagLines = NO_LINES;
        tagColumns = NO_COLUMNS;
        tagsSpare = false;
    }

    /** Where {@link #recycle} hands the element arrays back to; null when no reader takes them. */
    private final GameReader reader;

    /** The most elements whose arrays a reader keeps for its next game: a rare huge game's are let go. */
    private static final int MAX_RECYCLED = 4096;

    /**
     * Hands this game's element arrays back to the reader that read it, for its next game: for a
     * caller that reads nothing of this game any more (validation, once the game's report is
     * made). The arrays of each game's elements were over half of what validating an archive
     * allocated (about 4 KB a game; 400 MB a pass over the 100,000-game archive), and writing
     * that much fresh memory a second evicts what the rules' and the tokenizer's tables keep in
     * the cache. Afterwards this game has no elements: reading one is an error, not another
     * game's data. Only on the thread that reads with that reader.
     */
    public void recycle() {
        if (reader == null) {
            dropElements();
            return;
        }
        if (kinds.length <= MAX_RECYCLED) {
            Arrays.fill(values, 0, size, null); // no texts kept alive, and none read as the next game's
            Arrays.fill(moveTexts, 0, size, null);
            size = 0;
            moves = 0;
        } else {
            dropElements();
        }
        // The tag lists, their arrays and the findings list too (a fifth of what validation
        // allocated per game), unless a game of many tags made them large.
        if (tagsByName == null) {
            tagNames.clear();
            tagValues.clear();
            findings.clear();
            tagsSpare = true;
        } else {
            noTags();
        }
        reader.spareElements(this);
    }

    /**
     * Takes over the element arrays of a recycled game ({@link #recycle}; their stale parts are
     * never read: an element is written before it is read), before this game's first element;
     * the recycled game is left without elements.
     */
    private void adoptElements(PgnGame recycled) {
        kinds = recycled.kinds;
        lines = recycled.lines;
        columns = recycled.columns;
        values = recycled.values;
        moveTexts = recycled.moveTexts;
        patterns = recycled.patterns;
        recycled.dropElements();
    }

    private void dropElements() {
        kinds = NO_KINDS;
        lines = NO_LINES;
        columns = NO_COLUMNS;
        values = NO_VALUES;
        moveTexts = NO_TEXTS;
        patterns = NO_COLUMNS;
        size = 0;
        moves = 0;
    }

    // ---- building (GameReader) ----

    /** @param value as {@link PgnTokenizer#tagValue()} gives it: bytes, or a String of ASCII */
    void addTag(String name, Object value, long atLine, int atColumn) {
        if (tagsByName != null) {
            tagsByName.putIfAbsent(name.toLowerCase(Locale.ROOT), tagNames.size());
        } else if (tagNames.size() == MANY_TAGS) {
            tagsByName = new HashMap<>();
            for (int i = tagNames.size() - 1; i >= 0; i--) {
                tagsByName.put(tagNames.get(i).toLowerCase(Locale.ROOT), i);
            }
            tagsByName.putIfAbsent(name.toLowerCase(Locale.ROOT), tagNames.size());
        }
        if (tagHints.length == tagNames.size()) {
            tagHints = Arrays.copyOf(tagHints, tagHints.length * 2);
            tagLines = Arrays.copyOf(tagLines, tagHints.length);
            tagColumns = Arrays.copyOf(tagColumns, tagHints.length);
        }
        tagLines[tagNames.size()] = atLine;
        tagColumns[tagNames.size()] = atColumn;
        tagHints[tagNames.size()] = TagNames.hint(name);
        tagNames.add(name);
        tagValues.add(value);
    }

    /** Adds an element that is no move: a comment (its text), a NAG (its number), a bracket (null). */
    void add(byte kind, long atLine, int atColumn, Object value) {
        int i = place(kind, atLine, atColumn);
        values[i] = value;
    }

    /**
     * Adds a move (SAN or NULL_MOVE) with its text and the text's pattern.
     *
     * @param pattern {@link SanPattern#read SanPattern.read(text)}
     */
    void addMove(byte kind, long atLine, int atColumn, String text, int pattern) {
        int i = place(kind, atLine, atColumn);
        moveTexts[i] = text;
        patterns[i] = pattern;
        moves++;
    }

    /** The index of a new element with this kind and place. */
    private int place(byte kind, long atLine, int atColumn) {
        if (size == kinds.length) {
            grow();
        }
        kinds[size] = kind;
        lines[size] = atLine;
        columns[size] = atColumn;
        return size++;
    }

    private void grow() {
        int n = size == 0 ? capacity : size * 2;
        kinds = Arrays.copyOf(kinds, n);
        lines = Arrays.copyOf(lines, n);
        columns = Arrays.copyOf(columns, n);
        values = Arrays.copyOf(values, n);
        moveTexts = Arrays.copyOf(moveTexts, n);
        patterns = Arrays.copyOf(patterns, n);
    }

    /**
     * Makes the comments from element {@code from} to the last one starting comments (the reader
     * knows only at the move after them that they stood between a move number and that move).
     */
    void startingComments(int from) {
        for (int i = from; i < size; i++) {
            kinds[i] = STARTING_COMMENT;
        }
    }

    /** What the reader saw of the text it just added. */
    void noteAscii(boolean ascii) {
        allAscii &= ascii;
    }

    /** A comment added without its text was not well-formed UTF-8: for {@link #decideCharset}, as its bytes would tell. */
    void noteNotUtf8() {
        unkeptNotUtf8 = true;
    }

    void finding(Finding finding) {
        findings.add(finding);
    }

    void result(String marker, long atLine, int atColumn) {
        result = marker;
        resultLine = atLine;
        resultColumn = atColumn;
    }

    /** Marks the game as cut short by a read error: its move text is incomplete. */
    void incomplete() {
        complete = false;
    }

    /**
     * Decides how the game's texts are decoded: UTF-8 when every text is valid UTF-8; otherwise
     * each text that is not valid UTF-8 is read as windows-1252 ({@link Texts#windows1252}, which
     * reads any bytes), the others still as UTF-8, with a warning (kind {@code latin1}, WHATWG's
     * label of windows-1252). Per text, because one such byte in a tag (a name typed
     * on an old system) must not turn the game's UTF-8 comments into mojibake when they are
     * written again. The texts stay bytes until asked for
     * ({@link #text}, {@link #tag}): validation reads only a few tags and the moves, so most
     * comments and tag values are never turned into Strings.
     */
    void decideCharset() {
        latin1 = !allAscii && (unkeptNotUtf8 || !Texts.allUtf8(tagValues)
                || !Texts.allUtf8(Arrays.asList(values).subList(0, size)));
        if (latin1) {
            findings.add(0, new Finding(FindingKind.LATIN1, line, 0, 0, null,
                    "a text of the game is not valid UTF-8: read as windows-1252 (its other texts as UTF-8)"));
        }
    }

    /** A text as a String, decoded with the game's charset on first use (confined to one thread at a time). */
    private String decoded(List<Object> list, int i) {
        String s = decoded(list.get(i));
        list.set(i, s);
        return s;
    }

    /** A text kept as bytes, decoded as {@link #decideCharset} says; a String as it is. */
    private String decoded(Object text) {
        if (!(text instanceof byte[])) {
            return (String) text;
        }
        byte[] bytes = (byte[]) text;
        // A game of ASCII only decodes with a plain copy, with no need to look for other bytes.
        return allAscii ? Texts.ascii(bytes) : Texts.decode(bytes, latin1 && !Texts.isUtf8(bytes));
    }

    void raw(List<byte[]> parts) {
        raw = parts;
    }

    /**
     * The game's input bytes as read (with the text between it and the game before), when the
     * reader keeps them; null otherwise or when they exceeded the bound. One array: a large
     * game's bytes are copied together here; {@link #rawParts()} gives them as kept.
     */
    public byte[] raw() {
        if (raw == null || raw.size() == 1) {
            return raw == null ? null : raw.get(0);
        }
        byte[] all = new byte[Math.toIntExact(rawLength())];
        int at = 0;
        for (byte[] part : raw) {
            System.arraycopy(part, 0, all, at, part.length);
            at += part.length;
        }
        return all;
    }

    /**
     * The bytes {@link #raw()} gives, in order, as the reader kept them: one array, or for a large
     * game blocks of a quarter MiB, so that its bytes are never held twice. Null as for raw().
     */
    public List<byte[]> rawParts() {
        return raw;
    }

    /** The number of bytes {@link #raw()} gives; 0 when none are kept. */
    public long rawLength() {
        if (raw == null) {
            return 0;
        }
        long n = 0;
        for (byte[] part : raw) {
            n += part.length;
        }
        return n;
    }

    /** Lets the raw bytes go (a caller that will not copy them through). */
    public void releaseRaw() {
        raw = null;
    }

    boolean isEmpty() {
        return tagNames.isEmpty() && size == 0 && findings.isEmpty() && result == null;
    }

    // ---- reading ----

    public long number() {
        return number;
    }

    public long line() {
        return line;
    }

    public int tagCount() {
        return tagNames.size();
    }

    public String tagName(int i) {
        return tagNames.get(i);
    }

    public String tagValue(int i) {
        return decoded(tagValues, i);
    }

    /** The first tag with this name (ignoring case, as several writers vary it), or null. */
    public String tag(String name) {
        int i = tagIndex(name);
        return i < 0 ? null : decoded(tagValues, i);
    }

    /** The line of the first tag with this name (ignoring case), or the game's first line. */
    public long tagLine(String name) {
        int i = tagIndex(name);
        return i < 0 ? line : tagLines[i];
    }

    /** The column of the first tag with this name (ignoring case), or 0. */
    public int tagColumn(String name) {
        int i = tagIndex(name);
        return i < 0 ? 0 : tagColumns[i];
    }

    /**
     * Whether tag {@code i} has this value, as {@link PgnTokenizer#tagValue()} gave it (for the
     * reader: values are not decoded yet then). Equal bytes are given alike, as bytes or as a String.
     */
    boolean sameTagValue(int i, Object value) {
        Object v = tagValues.get(i);
        return v instanceof byte[] b ? value instanceof byte[] c && Arrays.equals(b, c) : v.equals(value);
    }

    /** The line of tag {@code i}. */
    public long tagLineAt(int i) {
        return tagLines[i];
    }

    /** The column of tag {@code i}. */
    public int tagColumnAt(int i) {
        return tagColumns[i];
    }

    /** The index of the first tag with this name (ignoring case, as {@link #tag} does), or -1. */
    int tagIndex(String name) {
        if (tagsByName != null) {
            return tagsByName.getOrDefault(name.toLowerCase(Locale.ROOT), -1);
        }
        int hint = TagNames.hint(name);
        for (int i = 0; i < tagNames.size(); i++) {
            if (tagHints[i] == hint && TagNames.same(tagNames.get(i), name)) {
                return i;
            }
        }
        return -1;
    }

    /** Number of move text elements. */
    public int size() {
        return size;
    }

    public int moveCount() {
        return moves;
    }

    public byte kind(int i) {
        return kinds[i];
    }

    public long line(int i) {
        return lines[i];
    }

    public int column(int i) {
        return columns[i];
    }

    /**
     * SAN text of a move, text of a comment (also a starting comment); null for a comment whose
     * text a reader for validation did not keep ({@link GameReader#forValidation}).
     */
    public String text(int i) {
        if (kinds[i] == SAN || kinds[i] == NULL_MOVE) {
            return moveTexts[i];
        }
        if (values[i] instanceof String s) {
            return s; // moves always, comments once decoded: no store, which would dirty a card
        }
        String s = decoded(values[i]);
        values[i] = s;
        return s;
    }

    /**
     * The text of a move (SAN or NULL_MOVE element), as {@link #text}: the checker's read, from an
     * array of Strings (no type check of the text per move).
     */
    public String moveText(int i) {
        return moveTexts[i];
    }

    /** A SAN element's {@link SanPattern} (what its text names, read once per distinct text). */
    public int pattern(int i) {
        return patterns[i];
    }

    public int nag(int i) {
        return (Integer) values[i];
    }

    /** The termination marker, or null when the game has none. */
    public String result() {
        return result;
    }

    public long resultLine() {
        return resultLine;
    }

    public int resultColumn() {
        return resultColumn;
    }

    /** False when a read error cut the game short. */
    public boolean isComplete() {
        return complete;
    }

    public boolean isLatin1() {
        return latin1;
    }

    /** What the reader found: tag syntax, limits, junk, missing termination. */
    public List<Finding> findings() {
        return Collections.unmodifiableList(findings);
    }
}
