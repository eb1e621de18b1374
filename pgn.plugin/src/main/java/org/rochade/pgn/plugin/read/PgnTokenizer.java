package org.rochade.pgn.plugin.read;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import org.rochade.games.api.pgn.FindingKind;
import org.rochade.games.api.pgn.PgnLimits;
import org.rochade.rules.api.SanPattern;

/**
 * Splits PGN bytes into tokens with their line and column, in constant memory: it reads a fixed
 * byte buffer, never a String per character, and collects comments and tag values in buffers
 * bounded by {@link PgnLimits}. It knows nothing about games or legality (like pgn-reader's
 * tokenizer); {@link GameReader} assembles games from its tokens.
 *
 * <p>Line ends may be LF, CRLF or CR. A UTF-8 byte order mark at the very start is skipped.
 * Columns count bytes from 1.
 */
public final class PgnTokenizer {
    private static final int BUFFER = 1 << 16;
    /** Longer move tokens are not SAN of any dialect; refusing them bounds the token buffer. */
    private static final int MAX_SAN = 32;
    private static final int MAX_TAG_NAME = 255;
    /** A line starting with this ends an unclosed comment even without a blank line before it. */
    private static final byte[] EVENT_TAG = "[Event ".getBytes(StandardCharsets.US_ASCII);
    private static final int DOS_END_OF_FILE = 0x1A;
    private static final byte[] UTF8_BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private final InputStream in;
    private final PgnLimits limits;
    private final byte[] buf;
    private int pos;
    private int limit;
    /** Absolute offset of buf[0] in the input. */
    private long base;
    private boolean eof;
    /** Why the input could not be read at the start, thrown by the first read after it (see the constructor). */
    private IOException failure;

    private long line = 1;
    /** Absolute offset of the current line's first byte. */
    private long lineStart;
    /** Absolute offset where the current game's bytes begin (the end of the game before). */
    private long gameStart;
    /** No token of the game {@link #startGame} began has been read yet: the reader is between games. */
    private boolean betweenGames;
    /**
     * The first offset past a limit: the line's ({@code lineStart + maxLineLength}) or the game's
     * ({@code gameStart + maxGameBytes}), whichever comes first. One compare per byte in the token
     * loop covers both.
     */
    private long checkAt;
    // Where skipToNextGame stopped when it ran out of budget, so that the next call goes on from there.
    private boolean skipLineBlank;
    private boolean skipPreviousReady;
    private int skipTail;
    /** Set when an unclosed comment was detected at a tag line: the next game starts right here. */
    private boolean atGameStart;
    private RawBytes raw;
    private int rawFrom;
    private long tokenStart;

    // ---- the current token ----
    private int kind;
    private long tokenLine;
    private int tokenColumn;
    private String text;
    private int pattern;
    private String tagName;
    /** Set with an error token in a tag whose name was read; see {@link #brokenTagName()}. */
    private String brokenTagName;
    private int nag;
    private String errorMessage;
    private int errorColumn;
    private FindingKind errorKind;
    private boolean errorFatal;
    private final BoundedBytes bytes = new BoundedBytes();
    /** See {@link #keepCommentTexts}. */
    private boolean keepComments = true;
    private final byte[] san = new byte[MAX_SAN];
    /**
     * Where the last move token's bytes are: in {@link #buf} from {@link #sanFrom} when
     * {@link #collectSanInBuffer} read it (nearly always: no copy), else in {@link #san} from 0.
     * Valid until the buffer is refilled, which a look at the byte after such a token never does.
     */
    private byte[] sanBytes = san;
    private int sanFrom;
    /** The first 8 bytes of the token packed, as {@link #collectSan} read them. */
    private long sanKey;
    private final byte[] nameBytes = new byte[MAX_TAG_NAME];
    private final SanCache sanCache;
    private final TagValues tagValues;
    /** Finds the ends of comment runs in {@link #buf}; told whenever buf's bytes change. */
    private final CommentRuns commentRuns;
    /** Move numbers read so far (see {@link #moveNumbers()}). */
    private long moveNumbers;
    /** Where the last comment had a '{' that opened a comment inside it (see {@link #nestedCommentLine()}), else 0. */
    private long nestedLine;
    private int nestedColumn;
    /** How far past a comment's first '}' the reader looks for the '}' that a '{' inside it meant. */
    private static final int NESTED_LOOKAHEAD = 4096;

    public PgnTokenizer(InputStream in, PgnLimits limits) throws IOException {
        this(in, limits, 0, 1, new Parts());
    }

    /**
     * What a tokenizer may take over from one that is done, so that reading many pieces of an
     * input one after the other does not allocate (and warm up) them each time: the read buffer,
     * the caches of token texts and tag values, and the last game recycled (its element arrays,
     * see {@link GameReader}). Used by one tokenizer at a time, on one thread at a time.
     */
    public static final class Parts {
        final byte[] buf = new byte[BUFFER];
        final SanCache sanCache = new SanCache();
        final TagValues tagValues = new TagValues();
        /** The comment scan's marks over {@link #buf}. */
        final CommentRuns commentRuns = new CommentRuns(BUFFER);
        /**
         * A game {@link PgnGame#recycle recycled} by a reader on these parts, whose arrays the
         * next game read on them takes over, or null. Kept here rather than by the reader, so that
         * a worker reading chunk after chunk, a new reader each, reuses them too (a new reader's
         * games grew their arrays afresh: about 2% of a worker's time on the 100,000-game archive).
         */
        PgnGame spare;
    }

    private final Parts parts;

    /**
     * A tokenizer that reads an input from {@code offset} on, where line {@code line} starts: it
     * counts positions and lines from there, as a tokenizer reading from the start would have at
     * that point. A byte order mark is skipped only at offset 0 (the input's start).
     *
     * @param parts taken over from a tokenizer that is no longer used
     */
    PgnTokenizer(InputStream in, PgnLimits limits, long offset, long line, Parts parts) throws IOException {
        this.in = in;
        this.limits = limits;
        this.parts = parts;
        this.buf = parts.buf;
        this.sanCache = parts.sanCache;
        this.tagValues = parts.tagValues;
        this.commentRuns = parts.commentRuns;
        commentRuns.forget(); // marks of another tokenizer's bytes
        this.base = offset;
        this.line = line;
        this.lineStart = offset;
        if (offset > 0) {
            startGame(false);
            return;
        }
        try {
            while (limit < 3 && !eof) {
                int n = in.read(buf, limit, buf.length - limit);
                if (n < 0) {
                    eof = true;
                } else {
                    limit += n;
                }
            }
        } catch (IOException e) {
            // A stream broken from its first bytes (a damaged first zstd block): told by the first
            // read of a token, like a failure later on, so that the reader can say where it stopped.
            failure = e;
        }
        if (limit >= 3 && (buf[0] & 0xff) == 0xEF && (buf[1] & 0xff) == 0xBB && (buf[2] & 0xff) == 0xBF) {
            pos = 3;
            lineStart = 3;
        }
        startGame(false);
    }

    /**
     * Marks the start of the next game's bytes: at the current token when {@code atToken} (a tag
     * that ended the game before), else at the current position. The game-size limit counts from here.
     */
    void startGame(boolean atToken) {
        gameStart = atToken ? tokenStart : base + pos;
        betweenGames = !atToken;
        updateCheckAt();
    }

    private void updateCheckAt() {
        checkAt = Math.min(lineStart + limits.maxLineLength(), gameStart + limits.maxGameBytes());
    }

    /** The parts this tokenizer took over (its reader keeps its recycled game there too). */
    Parts parts() {
        return parts;
    }

    // ---- raw bytes, for copying games through untouched ----

    /** Starts keeping the raw bytes of the input (bounded), from the current position on. */
    void recordRaw(int maxBytes) {
        raw = new RawBytes(maxBytes, base + pos);
        rawFrom = pos;
    }

    /**
     * The raw bytes since the last call (or {@link #recordRaw}) up to the start of the current
     * token when {@code beforeToken}, else up to the current position; recording goes on from there.
     * Null when the bytes overflowed the bound; else in order, in one array or, for a large piece,
     * in blocks ({@link RawBytes#take}).
     */
    java.util.List<byte[]> takeRaw(boolean beforeToken) {
        raw.append(buf, rawFrom, pos);
        rawFrom = pos;
        return raw.take(beforeToken ? tokenStart : base + pos);
    }

    // ---- accessors for the current token ----

    int kind() {
        return kind;
    }

    long line() {
        return tokenLine;
    }

    int column() {
        return tokenColumn;
    }

    /** SAN or termination marker text. */
    String text() {
        return text;
    }

    /** For a SAN or null-move token: {@link SanPattern#read SanPattern.read(text())}, read once per distinct text. */
    int pattern() {
        return pattern;
    }

    String tagName() {
        return tagName;
    }

    /** For an error token: the name of the tag it broke (after its name was read), else null. */
    String brokenTagName() {
        return brokenTagName;
    }

    /**
     * Tag value (unescaped) or comment text, as raw bytes: the game decides the charset. A comment's
     * text is every byte between its braces (after ';' up to the line end), each line end as LF.
     */
    byte[] textBytes() {
        return bytes.copy();
    }

    /**
     * A kept comment's text as a game keeps it: an ASCII comment (most are) as its String at once,
     * which reads the same whatever charset the game is decided to have and takes one copy of its
     * bytes instead of two (the bytes kept, then the String made of them when a visitor gets it);
     * else its bytes ({@link #textBytes()}), whose charset the game decides.
     */
    Object commentText() {
        return bytes.isAscii() ? bytes.latin1() : bytes.copy();
    }

    /**
     * A tag value as a game keeps it: a short ASCII value ({@link TagValues}: most of an archive of
     * positions' values) as one String shared by equal values, which reads the same whatever
     * charset the game is decided to have; else its bytes ({@link #textBytes()}), whose charset the
     * game decides.
     */
    Object tagValue() {
        int n = bytes.length();
        if (n == 0) {
            return "";
        }
        if (TagValues.takes(bytes.array(), n, bytes.isAscii())) {
            return tagValues.get(bytes.array(), n);
        }
        return bytes.copy();
    }

    /**
     * For a comment token: the line of a '{' inside it that a later '}' shows was meant to open a
     * comment within it (then the comment was read up to that '}'), else 0. Comments do not nest.
     */
    long nestedCommentLine() {
        return nestedLine;
    }

    /** The column of that '{'. */
    int nestedCommentColumn() {
        return nestedColumn;
    }

    /**
     * How many move numbers were read so far: a comment read while this differs from its value at
     * the element before stands between a move number and the next move.
     */
    long moveNumbers() {
        return moveNumbers;
    }

    /** Whether {@link #textBytes()} are all ASCII (known while reading them, so nobody scans them again). */
    boolean textIsAscii() {
        return bytes.isAscii();
    }

    /**
     * Whether comments keep their text ({@link #textBytes()}); else a comment is scanned, not
     * copied, and only its length, {@link #textIsAscii()} and {@link #commentIsUtf8()} are known,
     * with the same findings. Tag values are always kept.
     */
    void keepCommentTexts(boolean keep) {
        keepComments = keep;
    }

    /** For a comment whose text was not kept: whether it is well-formed UTF-8 (ASCII is). */
    boolean commentIsUtf8() {
        return bytes.isUtf8();
    }

    int nag() {
        return nag;
    }

    String errorMessage() {
        return errorMessage;
    }

    /**
     * For an error token: the column of the fault itself, on the token's line. The token's column
     * for most errors; for a broken tag pair the byte where it breaks (the character that is not a
     * quote or ']', the line end in a value, the byte past a limit), while {@link #column()} stays
     * at the tag's '[' (where a game that runs into it ends).
     */
    int errorColumn() {
        return errorColumn;
    }

    FindingKind errorKind() {
        return errorKind;
    }

    boolean errorIsFatal() {
        return errorFatal;
    }

    /** The line of the current position (not of the current token). */
    long currentLine() {
        return line;
    }

    /**
     * The column of the current position, saturated at {@link Integer#MAX_VALUE}: a column past it
     * (on a line over 2 GiB, allowed only with the line limit at its maximum) is reported as
     * 2147483647, which the reports print as "2147483647+" (see {@code Finding}).
     */
    int currentColumn() {
        return (int) Math.min(Integer.MAX_VALUE, base + pos - lineStart + 1);
    }

    /** Bytes consumed so far. */
    public long position() {
        return base + pos;
    }

    /**
     * Whether this tokenizer, between two games (after {@link GameReader} finished one, no token
     * pending), is in the state of one started at the current position and line: at a line's
     * start, with nothing left over from the game before that a later token would see (an unclosed
     * comment's tag line, a nested comment's place, a broken tag's name). Then reading on and
     * reading with a new tokenizer from here give the same tokens.
     */
    boolean freshFromHere() {
        return lineStart == base + pos && !atGameStart && nestedLine == 0 && brokenTagName == null && !eof;
    }

    // ---- byte access ----

    private int peek() throws IOException {
        if (pos < limit) {
            return buf[pos] & 0xff;
        }
        return fill() ? buf[pos] & 0xff : -1;
    }

    private boolean fill() throws IOException {
        if (eof) {
            return false;
        }
        if (raw != null) {
            raw.append(buf, rawFrom, limit);
            rawFrom = 0;
        }
        base += limit;
        pos = 0;
        limit = 0;
        commentRuns.forget();
        if (failure != null) {
            throw failure;
        }
        int n;
        do {
            n = in.read(buf, 0, buf.length);
        } while (n == 0);
        if (n < 0) {
            eof = true;
            return false;
        }
        limit = n;
        return true;
    }

    /** Consumes a line end whose first byte ({@code b}) is at pos. */
    private void newline(int b) throws IOException {
        pos++;
        if (b == '\r' && peek() == '\n') {
            pos++;
        }
        line++;
        lineStart = base + pos;
        updateCheckAt();
    }

    /**
     * Makes at least {@code n} bytes available from pos, moving the unread bytes to the front of
     * the buffer when needed; false when the input ends sooner. For short looks ahead only.
     */
    private boolean ahead(int n) throws IOException {
        if (limit - pos >= n) {
            return true;
        }
        if (eof) {
            return false;
        }
        if (failure != null) {
            throw failure;
        }
        if (raw != null) {
            raw.append(buf, rawFrom, pos);
            rawFrom = 0;
        }
        System.arraycopy(buf, pos, buf, 0, limit - pos);
        commentRuns.forget();
        base += pos;
        limit -= pos;
        pos = 0;
        while (limit < n) {
            int r = in.read(buf, limit, buf.length - limit);
            if (r < 0) {
                eof = true;
                return false;
            }
            limit += r;
        }
        return true;
    }

    private boolean bytesAhead(byte[] expected) throws IOException {
        if (!ahead(expected.length)) {
            return false;
        }
        for (int i = 0; i < expected.length; i++) {
            if (buf[pos + i] != expected[i]) {
                return false;
            }
        }
        return true;
    }

    private void start(int tokenKind) {
        brokenTagName = null;
        betweenGames = false;
        tokenStart = base + pos;
        kind = tokenKind;
        tokenLine = line;
        tokenColumn = currentColumn();
    }

    // ---- tokens ----

    /** Reads the next token; see {@link Token} for the kinds. */
    int next() throws IOException {
        for (;;) {
            int b = peek();
            if (base + pos > checkAt) {
                if (b < 0) {
                    // Skipping after an error can end past a limit at the end of the input:
                    // reported already, and an error here would repeat without end.
                    start(Token.EOF);
                    return kind;
                }
                return limitError();
            }
            switch (b) {
                case -1:
                    start(Token.EOF);
                    return kind;
                case ' ': case '\t': case '\f': case 0x0B:
                    pos++;
                    continue;
                case '\n': case '\r':
                    newline(b);
                    continue;
                case '.':
                    pos++; // dots of "1..." after a move number written apart, or "1. ... e5"
                    continue;
                case '[':
                    return readTag();
                case '{':
                    return readBraceComment();
                case ';':
                    return readLineComment();
                case '%':
                    if (currentColumn() == 1) { // escape line: ignored by the standard
                        skipRestOfLine();
                        continue;
                    }
                    return fatal(FindingKind.JUNK, "unexpected '%' (escape lines must start in column 1)");
                case '(':
                    start(Token.VARIATION_START);
                    pos++;
                    return kind;
                case ')':
                    start(Token.VARIATION_END);
                    pos++;
                    return kind;
                case '$':
                    return readNag();
                case '!': case '?':
                    return readGlyph();
                case '*':
                    start(Token.RESULT);
                    pos++;
                    text = "*";
                    return kind;
                default:
                    if (b >= '0' && b <= '9') {
                        int k = readNumberish();
                        if (k >= 0) {
                            return k;
                        }
                        moveNumbers++;
                        continue; // a move number
                    }
                    if ((b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') || b == '-') {
                        return readSan();
                    }
                    if (b == 0xEF && skipByteOrderMark()) {
                        continue;
                    }
                    if (b == DOS_END_OF_FILE && betweenGames) {
                        skipDosEndOfFile();
                        continue;
                    }
                    return fatal(FindingKind.JUNK, b >= 0x7F || b < 0x20
                            ? String.format("unexpected byte 0x%02X in the move text", b)
                            : "unexpected character '" + (char) b + "' in the move text");
            }
        }
    }

    /**
     * Skips a DOS end-of-file mark (Ctrl-Z, 0x1A) between games: editors and {@code copy /b} of the
     * DOS era leave one after a file's last game, also inside files joined since. White space there,
     * as pgn-extract reads it, not a game of junk; inside a game it stays junk. At the start of a
     * line, columns then count from after it.
     */
    private void skipDosEndOfFile() {
        skipUnseen(1);
    }

    /**
     * Skips a UTF-8 byte order mark inside the input, which files joined with {@code cat} have at
     * the start of each one after the first: white space, not junk that would cost the game after
     * it. At the start of a line, columns then count from after it, as for the input's first line.
     */
    private boolean skipByteOrderMark() throws IOException {
        if (!bytesAhead(UTF8_BOM)) {
            return false;
        }
        skipUnseen(UTF8_BOM.length);
        return true;
    }

    /**
     * Skips {@code n} bytes at pos that are no text (a byte order mark, an end-of-file mark): at the
     * start of a line, its columns then count from after them.
     */
    private void skipUnseen(int n) {
        boolean lineStarts = base + pos == lineStart;
        pos += n;
        if (lineStarts) {
            lineStart = base + pos;
        }
    }

    /** The line or the game has grown past its limit. */
    private int limitError() {
        if (lineTooLong()) {
            return lineTooLongError();
        }
        fatal(FindingKind.LIMIT, "the game (with the text before it) is longer than " + limits.maxGameBytes() + " bytes");
        return kind;
    }

    private int lineTooLongError() {
        kind = Token.ERROR;
        tokenLine = line;
        tokenColumn = (int) Math.min(Integer.MAX_VALUE, limits.maxLineLength() + 1L); // saturated, see currentColumn
        errorKind = FindingKind.LIMIT;
        errorMessage = "line longer than " + limits.maxLineLength() + " bytes";
        errorFatal = true;
        errorColumn = tokenColumn;
        return kind;
    }

    private int fatal(FindingKind errKind, String message) {
        start(Token.ERROR);
        errorKind = errKind;
        errorMessage = message;
        errorFatal = true;
        errorColumn = tokenColumn;
        return kind;
    }

    /** An error the tokenizer recovered from by skipping to the end of the line. */
    private int recoverable(FindingKind errKind, String message) throws IOException {
        badToken(errKind, message);
        skipRestOfLine();
        return kind;
    }

    /**
     * An error in one token, which was consumed whole: reading goes on right after it (a bad NAG
     * between two moves must not cost the move after it, as skipping its line would).
     */
    private int badToken(FindingKind errKind, String message) {
        kind = Token.ERROR;
        errorKind = errKind;
        errorMessage = message;
        errorFatal = false;
        errorColumn = tokenColumn;
        return kind;
    }

    /** Skips white space and says whether a comment ({@code {} or {@code ;}) comes next. */
    boolean commentFollows() throws IOException {
        skipWhitespace();
        int b = peek();
        return base + pos <= checkAt && (b == '{' || b == ';');
    }

    /**
     * Consumes the white space after a game, so that a game's raw bytes end where the next piece's
     * text begins (for exact copies). Stops at a limit like the token loop, which then reports it.
     */
    void skipWhitespace() throws IOException {
        for (;;) {
            int b = peek();
            if (base + pos > checkAt) {
                return;
            }
            if (b == '\n' || b == '\r') {
                newline(b);
            } else if (b == ' ' || b == '\t' || b == '\f' || b == 0x0B) {
                pos++;
            } else if (b != 0xEF || !skipByteOrderMark()) { // a mark of joined files is white space too
                return;
            }
        }
    }

    // The skipping loops below stop at a line past its limit (lineTooLong()) so that the next token
    // reports it: no loop runs through input without a bound.

    /**
     * Whether the current position is past the line's limit. Exact to the byte (never decided by
     * where a read buffer happens to end), so that reading from any offset where the reader is
     * between games gives the same findings as reading from the start (see ChunkedReading).
     */
    private boolean lineTooLong() {
        return base + pos - lineStart > limits.maxLineLength();
    }

    /**
     * The end (an index in buf) for a run of bytes read without a test per byte: the buffer's end,
     * or the first byte past the line's limit, whichever comes first (then the next test of
     * {@link #lineTooLong()} is true exactly there).
     */
    private int lineRunLimit() {
        return (int) Math.min(limit, lineStart + limits.maxLineLength() + 1 - base);
    }

    private void skipRestOfLine() throws IOException {
        for (int b = peek(); b >= 0 && b != '\n' && b != '\r' && !lineTooLong(); b = peek()) {
            pos++;
        }
    }

    private void skipSpaces() throws IOException {
        for (int b = peek(); (b == ' ' || b == '\t') && !lineTooLong(); b = peek()) {
            pos++;
        }
    }

    private int readTag() throws IOException {
        start(Token.TAG);
        pos++;
        skipSpaces();
        int n = 0;
        int b;
        for (b = peek(); isTagNameByte(b); b = peek()) {
            if (n == MAX_TAG_NAME) {
                return tagError(FindingKind.TAG_SYNTAX, "tag name longer than " + MAX_TAG_NAME + " characters",
                        currentColumn());
            }
            nameBytes[n++] = (byte) b;
            pos++;
        }
        if (n == 0) {
            return tagError(FindingKind.TAG_SYNTAX, "tag pair without a name", currentColumn());
        }
        tagName = sanCache.get(nameBytes, 0, n);
        skipSpaces();
        if (peek() != '"') {
            return brokenTag(FindingKind.TAG_SYNTAX, "tag " + tagName + ": value must be in double quotes", currentColumn());
        }
        pos++;
        bytes.reset(limits.maxTagValueLength());
        for (;;) {
            if (pos < limit && !TAG_VALUE_STOPS[buf[pos] & 0xFF]) {
                // A run of plain bytes at once (an archive of positions is mostly tag values),
                // taken as the byte-by-byte loop below would take each of them.
                int from = pos;
                int end = tagValueRunEnd(from);
                int added = bytes.addRun(buf, from, end - from, runIsAscii);
                if (added < end - from) {
                    pos = from + added;
                    int column = currentColumn(); // of the byte that did not fit
                    pos++; // past it, as below
                    return brokenTag(FindingKind.LIMIT, "tag " + tagName + ": value longer than "
                            + limits.maxTagValueLength() + " bytes", column);
                }
                pos = end;
                continue;
            }
            b = peek();
            if (b < 0 || b == '\n' || b == '\r') {
                return brokenTag(FindingKind.TAG_SYNTAX, "tag " + tagName + ": value is not closed with '\"'",
                        currentColumn());
            }
            pos++;
            if (b == '"') {
                break;
            }
            if (b == '\\') {
                int e = peek();
                if (e == '"' || e == '\\') {
                    pos++;
                    b = e;
                }
            }
            if (!bytes.add(b)) {
                return brokenTag(FindingKind.LIMIT, "tag " + tagName + ": value longer than "
                        + limits.maxTagValueLength() + " bytes", currentColumn() - 1); // the byte just read
            }
        }
        skipSpaces();
        if (peek() != ']') {
            return brokenTag(FindingKind.TAG_SYNTAX, "tag " + tagName + ": pair is not closed with ']'", currentColumn());
        }
        pos++;
        return kind;
    }

    /** An error in a tag whose name was read: the reader needs to know which tag broke. */
    private int brokenTag(FindingKind errKind, String message, int column) throws IOException {
        tagError(errKind, message, column);
        brokenTagName = tagName;
        return kind;
    }

    /** A tag pair that breaks at {@code column} (see {@link #errorColumn()}): the rest of its line is skipped. */
    private int tagError(FindingKind errKind, String message, int column) throws IOException {
        recoverable(errKind, message);
        errorColumn = column;
        return kind;
    }

    /** The bytes a tag value's run of plain bytes ends at: its closing quote, an escape, a line end. */
    private static final boolean[] TAG_VALUE_STOPS = new boolean[256];

    static {
        for (char c : new char[] {'"', '\\', '\n', '\r'}) {
            TAG_VALUE_STOPS[c] = true;
        }
    }

    /**
     * The end of the run of plain tag value bytes from {@code from} (the first stop byte, or the
     * buffer's end); notes in {@link #runIsAscii} whether the run was ASCII.
     */
    private int tagValueRunEnd(int from) {
        int bits = 0;
        int i = from;
        for (; i < limit && !TAG_VALUE_STOPS[buf[i] & 0xFF]; i++) {
            bits |= buf[i]; // a byte over 0x7F sets bit 7 (sign extension)
        }
        runIsAscii = (bits & 0x80) == 0;
        return i;
    }

    private static boolean isTagNameByte(int b) {
        return (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') || (b >= '0' && b <= '9') || b == '_'
                || b == '+' || b == '#' || b == '=' || b == ':' || b == '-';
    }

    private int readBraceComment() throws IOException {
        start(Token.COMMENT);
        long openLine = tokenLine;
        int openColumn = tokenColumn;
        pos++;
        bytes.reset(limits.maxCommentLength(), keepComments);
        boolean lineBlank = false;
        boolean previousBlank = false;
        nestedLine = 0;
        int inner = 0; // '{' inside the comment
        long innerLine = 0;
        int innerColumn = 0;
        for (;;) {
            int b = peek();
            if (lineTooLong()) {
                return lineTooLongError();
            }
            if (b < 0) {
                tokenLine = openLine;
                tokenColumn = openColumn;
                return fatalAt(FindingKind.UNCLOSED_COMMENT, "comment opened here is never closed");
            }
            if (b == '}') {
                if (inner > 0 && nestedCommentEnds(inner)) {
                    nestedLine = innerLine;
                    nestedColumn = innerColumn;
                    return readNestedRest(openLine, openColumn);
                }
                pos++;
                return kind;
            }
            if (b == '\n' || b == '\r') {
                newline(b);
                previousBlank = lineBlank;
                lineBlank = true;
                b = '\n';
            } else {
                if (b == '[' && base + pos == lineStart && (previousBlank || bytesAhead(EVENT_TAG)) && tagPairAhead()
                        && !closedAhead()) {
                    // A tag pair after a blank line, or an Event tag pair, at a line's start: the
                    // comment was never closed and a new game begins. Stop here so that the game is
                    // read, and blame the comment's opening. Only a real tag pair: a comment's own
                    // lines in brackets ("[%cal Ge2e4]", "[%clk 0:03:00]") are text, and so is a tag
                    // pair the comment quotes before its '}' (closedAhead).
                    atGameStart = true;
                    tokenLine = openLine;
                    tokenColumn = openColumn;
                    return fatalAt(FindingKind.UNCLOSED_COMMENT, "comment opened here is not closed before the next game");
                }
                if (b == '{' && inner++ == 0) {
                    innerLine = line;
                    innerColumn = currentColumn();
                }
                if (b != '[' && b != '{') {
                    // The common case: a run of ordinary bytes, scanned and copied as a whole
                    // (byte by byte, comments cost a tenth of validating an annotated archive).
                    int end = pos;
                    int runLimit = lineRunLimit();
                    if (lineBlank) { // only a line's first bytes can tell whether it is blank
                        while (end < runLimit && (buf[end] == ' ' || buf[end] == '\t')) {
                            end++;
                        }
                        lineBlank = end == runLimit || CommentRuns.isStop(buf[end]);
                    }
                    end = plainRunEnd(end, runLimit);
                    int run = end - pos;
                    int added = bytes.addRun(buf, pos, run, runIsAscii); // a blank line start is ASCII
                    pos += added;
                    if (added < run) {
                        pos++; // past the byte that did not fit, as reading byte by byte would be
                        return commentTooLong(openLine, openColumn);
                    }
                    continue;
                }
                lineBlank = false;
                pos++;
            }
            if (!bytes.add(b)) {
                return commentTooLong(openLine, openColumn);
            }
        }
    }

    /**
     * Whether, from a tag pair's line inside a comment, a '}' comes before any '{' within the
     * look-ahead window ({@link #TAG_PAIR_LOOKAHEAD}, read by {@link #tagPairAhead}): then the
     * comment quotes the tag pair and is closed there, as chessops and pgn-extract read it. A next
     * game after a comment left open shows no '}' before its own first '{' (or none at all).
     */
    private boolean closedAhead() {
        int end = Math.min(limit, pos + TAG_PAIR_LOOKAHEAD);
        for (int i = pos; i < end; i++) {
            if (buf[i] == '}') {
                return true;
            }
            if (buf[i] == '{') {
                return false;
            }
        }
        return false;
    }

    /** How far a line is looked at to tell a tag pair: a tag value still open there is taken on trust. */
    private static final int TAG_PAIR_LOOKAHEAD = 4096;

    /**
     * Whether the line at pos, a '[' at its start, begins with a tag pair as {@link #readTag} reads
     * one: '[', spaces, a name of up to {@link #MAX_TAG_NAME} name bytes, spaces, a value in double
     * quotes on that line (with its escapes), spaces, ']'. Looks without consuming. The one test of
     * whether a line inside an unclosed comment starts the next game (see {@link #tagPairAt}).
     */
    private boolean tagPairAhead() throws IOException {
        ahead(TAG_PAIR_LOOKAHEAD); // at the end of the input fewer bytes are there: look at those
        int end = Math.min(limit, pos + TAG_PAIR_LOOKAHEAD);
        return tagPairAt(buf, pos, end, end == pos + TAG_PAIR_LOOKAHEAD);
    }

    /**
     * Whether {@code b[from..end)}, from a '[', begins with a tag pair (see {@link #tagPairAhead}).
     * {@code more}: the input goes on past {@code end}, so a value still open there may close later
     * (it counts as a tag pair); else the input ends there.
     */
    static boolean tagPairAt(byte[] b, int from, int end, boolean more) {
        int i = tagSpaces(b, from + 1, end);
        int name = i;
        while (i < end && isTagNameByte(b[i] & 0xff)) {
            i++;
        }
        if (i == name || i - name > MAX_TAG_NAME) {
            return false;
        }
        i = tagSpaces(b, i, end);
        if (i == end || b[i] != '"') {
            return false;
        }
        for (i++; i < end && b[i] != '"'; i++) {
            if (b[i] == '\n' || b[i] == '\r') {
                return false;
            }
            if (b[i] == '\\' && i + 1 < end && (b[i + 1] == '"' || b[i + 1] == '\\')) {
                i++;
            }
        }
        if (i >= end) {
            return more;
        }
        i = tagSpaces(b, i + 1, end);
        return i < end && b[i] == ']';
    }

    private static int tagSpaces(byte[] b, int i, int end) {
        while (i < end && (b[i] == ' ' || b[i] == '\t')) {
            i++;
        }
        return i;
    }

    /**
     * A '}' ends a comment that holds {@code inner} '{': whether, within the next
     * {@link #NESTED_LOOKAHEAD} bytes, as many more '}' follow before any '{' or a line starting
     * with a tag pair (the next tag section) -- then the writer meant the '{' to open comments
     * inside it. The text looked at is move text as the standard reads it (comments do not nest: the
     * first '}' ended the comment), so a '}' in a ';' comment there is that comment's text and does
     * not count. Looks without consuming; pos stays on the '}'.
     */
    private boolean nestedCommentEnds(int inner) throws IOException {
        ahead(NESTED_LOOKAHEAD); // at the end of the input fewer bytes are there: look at those
        int end = Math.min(limit, pos + NESTED_LOOKAHEAD);
        boolean more = end == pos + NESTED_LOOKAHEAD;
        int closers = inner;
        boolean lineStart = false;
        for (int i = pos + 1; i < end; i++) {
            int c = buf[i];
            if (c == '}' && --closers == 0) {
                nestedEnd = i;
                return true;
            }
            if (c == '{' || (lineStart && c == '[' && tagPairAt(buf, i, end, more))) {
                return false;
            }
            if (c == ';') { // to the line end: the line end itself is looked at next
                while (i + 1 < end && buf[i + 1] != '\n' && buf[i + 1] != '\r') {
                    i++;
                }
            }
            lineStart = c == '\n' || c == '\r';
        }
        return false;
    }

    /** Where {@link #nestedCommentEnds} found the last '}' (an index in buf). */
    private int nestedEnd;

    /**
     * Reads a comment on from its first '}' (at pos) to the '}' that {@link #nestedCommentEnds}
     * found, all of it as the comment's text but that last '}'.
     */
    private int readNestedRest(long openLine, int openColumn) throws IOException {
        while (pos < nestedEnd) {
            int c = buf[pos] & 0xff;
            if (c == '\n' || c == '\r') {
                newline(c); // a CR's LF is before nestedEnd: no refill
                c = '\n';
            } else {
                pos++;
            }
            if (!bytes.add(c)) {
                return commentTooLong(openLine, openColumn);
            }
        }
        pos++;
        return kind;
    }

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /** Whether the run that {@link #plainRunEnd} or {@link #tagValueRunEnd} last found had only ASCII bytes. */
    private boolean runIsAscii;

    /**
     * The end of the run of plain comment bytes from {@code from} (the first stop byte, or
     * {@code to}), read eight bytes at a time, then through marks ({@link CommentRuns#runEnd}). Notes in {@link #runIsAscii}
     * whether the run was ASCII.
     */
    private int plainRunEnd(int from, int to) {
        int end = commentRuns.runEnd(buf, from, to);
        runIsAscii = end >= 0;
        return end >= 0 ? end : ~end;
    }

    private int commentTooLong(long openLine, int openColumn) {
        return fatal(FindingKind.LIMIT, LineMessages.COMMENT_TOO_LONG + openLine + ", column " + openColumn
                + " is longer than " + limits.maxCommentLength() + " bytes (not closed?)");
    }

    /** A fatal error at the location already set in tokenLine/tokenColumn. */
    private int fatalAt(FindingKind errKind, String message) {
        kind = Token.ERROR;
        errorKind = errKind;
        errorMessage = message;
        errorFatal = true;
        errorColumn = tokenColumn;
        return kind;
    }

    private int readLineComment() throws IOException {
        start(Token.COMMENT);
        nestedLine = 0; // a ';' comment has no nested one: the last brace comment's is not this one's
        pos++;
        bytes.reset(limits.maxCommentLength(), keepComments);
        for (int b = peek(); b >= 0 && b != '\n' && b != '\r'; b = peek()) {
            if (lineTooLong()) {
                return lineTooLongError();
            }
            if (!bytes.add(b)) {
                return fatal(FindingKind.LIMIT, "comment longer than " + limits.maxCommentLength() + " bytes");
            }
            pos++;
        }
        return kind;
    }

    private int readNag() throws IOException {
        start(Token.NAG);
        pos++;
        // Exact while it fits a long with room for one more digit; past that only its length is
        // told (a NAG is one byte: anything that long is simply too big). Leading zeros add nothing.
        long value = 0;
        boolean huge = false;
        int digits = 0;
        for (int b = peek(); b >= '0' && b <= '9' && !lineTooLong(); b = peek()) {
            pos++;
            if (value < 100_000_000_000_000_000L) {
                value = value * 10 + (b - '0');
            } else {
                huge = true;
            }
            digits++;
        }
        if (digits == 0 || huge || value > 255) {
            return badToken(FindingKind.NAG, digits == 0 ? "'$' without a number"
                    : huge ? "NAG of " + digits + " digits is over 255" : "NAG $" + value + " is over 255");
        }
        nag = (int) value;
        return kind;
    }

    private int readGlyph() throws IOException {
        start(Token.NAG);
        int first = peek();
        pos++;
        int second = peek();
        if (second == '!' || second == '?') {
            pos++;
            int third = peek();
            if (third == '!' || third == '?') {
                for (int b = third; (b == '!' || b == '?') && !lineTooLong(); b = peek()) {
                    pos++;
                }
                return badToken(FindingKind.NAG, "unknown annotation glyph");
            }
            nag = first == '!' ? (second == '!' ? 3 : 5) : (second == '?' ? 4 : 6);
        } else {
            nag = first == '!' ? 1 : 2;
        }
        return kind;
    }

    /**
     * A token starting with a digit: a move number (returns -1 after consuming it), a termination
     * marker, digit-zero castling, the null move {@code 0000} (no dot after it), or something else
     * handed on as SAN for the rules to reject.
     */
    private int readNumberish() throws IOException {
        start(Token.SAN);
        int n = collectSan();
        if (n > MAX_SAN && allDigits(MAX_SAN)) {
            // An absurd move number (readers ignore move numbers): skip the rest of its digits.
            while (peek() >= '0' && peek() <= '9' && !lineTooLong()) {
                pos++;
            }
            return moveNumberDots();
        } else if (n > MAX_SAN) {
            return tooLongMoveToken();
        }
        if (is(n, "0000") && peek() != '.') {
            kind = Token.NULL_MOVE; // UCI's null move, as python-chess and engines' GUIs write it
            text = sanCache.get(sanBytes, sanFrom, n, sanKey);
            pattern = sanCache.pattern;
            return kind;
        }
        if (allDigits(n)) {
            return moveNumberDots();
        }
        if (is(n, "1-0") || is(n, "0-1") || is(n, "1/2-1/2")) {
            kind = Token.RESULT;
        }
        text = sanCache.get(sanBytes, sanFrom, n, sanKey);
        pattern = sanCache.pattern;
        return kind;
    }

    /** Skips the dots after a move number (with or without them): -1, a move number was read. */
    private int moveNumberDots() throws IOException {
        while (peek() == '.' && !lineTooLong()) {
            pos++;
        }
        return -1;
    }

    private int readSan() throws IOException {
        start(Token.SAN);
        int n = collectSan();
        if (n > MAX_SAN) {
            return tooLongMoveToken();
        }
        if (is(n, "--") || is(n, "Z0")) {
            kind = Token.NULL_MOVE;
        } else if (n == 1 && sanBytes[sanFrom] == 'e') {
            return enPassantSuffix();
        }
        text = sanCache.get(sanBytes, sanFrom, n, sanKey);
        pattern = sanCache.pattern;
        return kind;
    }

    /**
     * How far before the buffer's end and before {@link #checkAt} a {@link #moveRun} stops: the
     * longest token it reads whole (a move token and the byte after it, or a move number's digits and
     * the byte after them) fits in it, so that no refill and no limit can fall inside one.
     */
    private static final int RUN_MARGIN = MAX_SAN + 8;

    /** The move numbers read when {@link #moveRun} added its last move. */
    private long runNumbers;

    /**
     * After a move token, reads on through plain move text as {@link #next} would, adding each move
     * token to {@code game} as {@link GameReader} adds one: white space, line ends, dots, move
     * numbers and move tokens of two or more bytes starting with a letter. Stops (before it) at
     * anything else -- a comment, NAG, variation, termination marker, tag, a token the tokenizer
     * reads otherwise ("e", "Z0", "0000", "0-0", a too long token) -- and near the buffer's end or a
     * limit, where {@link #next} takes over; then the tokenizer is where reading token by token
     * would have left it. Why: every move token passed through {@link #next}'s dispatch, the
     * token's fields, {@link GameReader#next}'s dispatch and their calls, a fifth of reading an
     * archive of plain games.
     *
     * @param budget the most moves to add (the game's limits)
     * @return the moves added; {@link #runNumbers()} then tells the move numbers read up to the last
     */
    int moveRun(PgnGame game, int budget) {
        byte[] b = buf;
        int p = pos;
        int stop = runStop();
        long numbers = moveNumbers;
        int added = 0;
        int lastFrom = -1;
        int lastColumn = 0;
        while (added < budget && p < stop) {
            int c = b[p];
            if (c == ' ' || c == '.' || c == '\t' || c == '\f' || c == 0x0B) {
                p++;
            } else if (c == '\n' || c == '\r') {
                p++;
                if (c == '\r' && b[p] == '\n') { // p < limit: the run stops RUN_MARGIN before it
                    p++;
                }
                line++;
                lineStart = base + p;
                updateCheckAt();
                stop = runStop();
            } else if (c >= '0' && c <= '9') {
                // A move number as readNumberish reads one: digits only, up to MAX_SAN of them.
                int q = p + 1;
                while (q < p + MAX_SAN && b[q] >= '0' && b[q] <= '9') {
                    q++;
                }
                int after = b[q] & 0xff;
                if (isSanByte(after) || q - p == 4 && after != '.' && b[p] == '0' && b[p + 1] == '0'
                        && b[p + 2] == '0' && b[p + 3] == '0') {
                    break; // a result, castling with zeros, a null move, a longer token: next() reads it
                }
                p = q;
                numbers++;
            } else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
                int end = p + MAX_SAN;
                int q = p + 1;
                while (q < end && isSanByte(b[q] & 0xff)) {
                    q++;
                }
                int n = q - p;
                if (n == 1 || (q == end && isSanByte(b[end] & 0xff)) || (n == 2 && c == 'Z' && b[p + 1] == '0')) {
                    break; // "e" (perhaps "e.p."), a too long token, the null move "Z0": next() reads it
                }
                long word = (long) LONGS.get(b, p);
                String san = sanCache.get(b, p, n, n >= 8 ? word : word & ((1L << (8 * n)) - 1));
                int column = (int) Math.min(Integer.MAX_VALUE, base + p - lineStart + 1);
                game.addMove(PgnGame.SAN, line, column, san, sanCache.pattern);
                added++;
                lastFrom = p;
                lastColumn = column;
                runNumbers = numbers;
                p = q;
            } else {
                break;
            }
        }
        pos = p;
        moveNumbers = numbers;
        if (lastFrom >= 0) {
            // The current token is the last move added, as if next() had read it.
            brokenTagName = null;
            tokenStart = base + lastFrom;
            kind = Token.SAN;
            tokenLine = game.line(game.size() - 1);
            tokenColumn = lastColumn;
            text = game.moveText(game.size() - 1);
            pattern = game.pattern(game.size() - 1);
            sanBytes = b;
            sanFrom = lastFrom;
        }
        return added;
    }

    /** {@link #runNumbers} for the reader. */
    long runNumbers() {
        return runNumbers;
    }

    /** The index in buf that a {@link #moveRun} reads up to: RUN_MARGIN before the buffer's end and past checkAt. */
    private int runStop() {
        return (int) Math.max(-1, Math.min(limit - RUN_MARGIN, checkAt - base + 1 - RUN_MARGIN));
    }

    private static final byte[] EN_PASSANT_REST = {'.', 'p', '.'};
    private static final byte[] E = {'e'};

    /**
     * After a move token "e": the suffix "e.p." (pgn-extract and chessops read it too), or the
     * token "e" as it is (then not a move: the rules say so).
     */
    private int enPassantSuffix() throws IOException {
        if (bytesAhead(EN_PASSANT_REST)) {
            pos += EN_PASSANT_REST.length;
            kind = Token.EN_PASSANT;
            text = "e.p.";
            return kind;
        }
        text = sanCache.get(E, 0, 1); // the look ahead may have moved the buffer under sanFrom
        pattern = sanCache.pattern;
        return kind;
    }

    /**
     * Collects move-token bytes into {@link #san}, and their first 8 packed into {@link #sanKey}
     * (the {@link SanCache}'s key, made here rather than by a second pass over the bytes); MAX_SAN + 1
     * when the token is longer.
     */
    private int collectSan() throws IOException {
        if (limit - pos > MAX_SAN) {
            return collectSanInBuffer();
        }
        sanBytes = san; // near the buffer's end: copied, since reading on may refill the buffer
        sanFrom = 0;
        int n = 0;
        long key = 0;
        for (int b = peek(); isSanByte(b); b = peek()) {
            if (n == MAX_SAN) {
                return MAX_SAN + 1;
            }
            san[n] = (byte) b;
            key |= n < 8 ? (long) b << (8 * n) : 0;
            n++;
            pos++;
        }
        sanKey = key;
        return n;
    }

    /**
     * {@link #collectSan} when the longest token and the byte after it are in the buffer (nearly
     * always): no refill to check per byte, and the key is one 8-byte read.
     */
    private int collectSanInBuffer() {
        int start = pos;
        int end = start + MAX_SAN;
        int p = start;
        while (p < end && isSanByte(buf[p] & 0xff)) {
            p++;
        }
        int n = p - start;
        sanBytes = buf; // a too long token too: its first bytes tell a move number
        sanFrom = start;
        if (p == end && isSanByte(buf[end] & 0xff)) {
            pos = end;
            return MAX_SAN + 1;
        }
        long word = (long) LONGS.get(buf, start); // 8 bytes are there: MAX_SAN + 1 are
        sanKey = n >= 8 ? word : word & ((1L << (8 * n)) - 1);
        pos = p;
        return n;
    }

    private int tooLongMoveToken() {
        return fatal(FindingKind.JUNK, "a move token longer than " + MAX_SAN + " characters");
    }

    /** Bytes 0-63 and 64-127 that can be part of a move token, as bit sets (one test per byte). */
    private static final long SAN_LOW = bits("0123456789-=+#/:");
    private static final long SAN_HIGH = bits("@ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");

    private static long bits(String chars) {
        long set = 0;
        for (int i = 0; i < chars.length(); i++) {
            set |= 1L << (chars.charAt(i) & 63);
        }
        return set;
    }

    private static boolean isSanByte(int b) {
        if (b < 64) {
            return b >= 0 && (SAN_LOW >>> b & 1) != 0;
        }
        return b < 128 && (SAN_HIGH >>> (b - 64) & 1) != 0;
    }

    private boolean allDigits(int n) {
        for (int i = sanFrom; i < sanFrom + n; i++) {
            if (sanBytes[i] < '0' || sanBytes[i] > '9') {
                return false;
            }
        }
        return true;
    }

    private boolean is(int n, String s) {
        if (n != s.length()) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (sanBytes[sanFrom + i] != s.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Skips to the next tag section after an error: a '[' at the start of a line that follows a
     * blank line or a line ending in a termination marker. Reads in constant memory, and at most
     * up to the game's size limit: false when it stopped there (the caller reports the rest as
     * another piece and calls {@link #continueSkipping()}), true at a tag section or the end.
     */
    boolean skipToNextGame() throws IOException {
        if (atGameStart) {
            atGameStart = false;
            return true;
        }
        skipLineBlank = currentColumn() == 1;
        skipPreviousReady = false;
        skipTail = 0;
        return continueSkipping();
    }

    /** Goes on skipping where {@link #skipToNextGame()} stopped for the size limit. */
    boolean continueSkipping() throws IOException {
        long stop = gameStart + limits.maxGameBytes();
        boolean lineBlank = skipLineBlank;
        boolean previousReady = skipPreviousReady;
        int tail = skipTail; // the last non-space bytes of the line, packed, to spot a termination marker
        for (;;) {
            int b = peek();
            if (b < 0) {
                return true;
            }
            if (base + pos >= stop) {
                skipLineBlank = lineBlank;
                skipPreviousReady = previousReady;
                skipTail = tail;
                return false;
            }
            if (b == '\n' || b == '\r') {
                newline(b);
                previousReady = lineBlank || endsWithResult(tail);
                lineBlank = true;
                tail = 0;
                continue;
            }
            if (base + pos == lineStart) {
                // A tag section: after a blank line or a termination marker, or an Event tag
                // line, the first tag of every exported game, even right after the junk (as
                // unclosed comments end), so that no game is lost in the skipping.
                if (b == '[' && (previousReady || bytesAhead(EVENT_TAG))) {
                    return true;
                }
                if (b == 0xEF && skipByteOrderMark()) {
                    continue;
                }
            }
            if (b != ' ' && b != '\t') {
                lineBlank = false;
                tail = (tail << 8) | b;
            }
            pos++;
        }
    }

    private static boolean endsWithResult(int tail) {
        return (tail & 0xff) == '*' || (tail & 0xffffff) == ('1' << 16 | '-' << 8 | '0')
                || (tail & 0xffffff) == ('0' << 16 | '-' << 8 | '1')
                || (tail & 0xffffffff) == ('-' << 24 | '1' << 16 | '/' << 8 | '2');
    }

    /**
     * Interns short ASCII tokens (SAN, tag names) so the common ones cost no allocation, and so
     * that equal move texts are one String, which the rules' SAN cache compares by identity.
     * Direct-mapped tables, several times larger than the distinct texts of a large archive
     * (about 6,000), else colliding texts evict each other and every eviction costs a new String
     * and, downstream, a new SAN parse. Tokens of up to 8 bytes (nearly every move) are looked up
     * by their bytes packed into a long: one compare, no String read (reading the cached Strings
     * back cost a tenth of validation time in cache misses); longer ones by their characters.
     * Beside each text its {@link SanPattern}, read when the text is made: a move's SAN is read
     * once per distinct text rather than once per move (then from the String, a cache miss each).
     */
    private static final class SanCache {
        private static final int PACKED_BITS = 14;
        /**
         * Per slot (on the key's hash) the index of its text in {@link #entries} and {@link #texts},
         * 0 for an empty slot: 2 bytes a slot, 32 KB for 16,384 slots, where a table of the keys
         * themselves (16 bytes a slot, 256 KB) was a cache miss per move. A slot keeps its index
         * when another text takes it over, so there are at most as many texts as slots.
         */
        private final char[] slots = new char[1 << PACKED_BITS];
        /**
         * Per index its key, then its text's pattern: in the order the texts were first seen, so
         * that the frequent texts (seen first) lie side by side in a few kilobytes. Index 0 is no
         * text: its key 0 matches no token (tokens hold no zero byte).
         */
        private long[] entries = new long[2 * 256];
        /** Per index its text, in the same order. */
        private String[] texts = new String[256];
        private int count = 1;
        private final String[] longTexts = new String[1 << 12];
        private final int[] longPatterns = new int[1 << 12];
        /** The pattern of the text the last {@link #get} returned. */
        int pattern;

        /** The text of the {@code n} bytes of {@code b} from {@code from}. */
        String get(byte[] b, int from, int n) {
            long key = 0;
            for (int i = 0; i < n && i < 8; i++) {
                key |= (b[from + i] & 0xffL) << (8 * i);
            }
            return get(b, from, n, key);
        }

        /** @param key the first 8 bytes packed, the first in the lowest byte */
        String get(byte[] b, int from, int n, long key) {
            if (n == 0 || n > 8) {
                return getLong(b, from, n);
            }
            // Tokens hold no zero byte, so a key also tells the length.
            int slot = (int) ((key * 0x9E3779B97F4A7C15L) >>> (64 - PACKED_BITS));
            int index = slots[slot];
            long[] e = entries;
            if (e[2 * index] == key) {
                pattern = (int) e[2 * index + 1];
                return texts[index];
            }
            String s = new String(b, from, n, StandardCharsets.ISO_8859_1);
            pattern = SanPattern.read(s);
            if (index == 0) { // a new slot: a new index
                if (count == texts.length) {
                    texts = java.util.Arrays.copyOf(texts, 2 * count); // at most a text per slot
                    entries = java.util.Arrays.copyOf(entries, 4 * count);
                }
                index = count++;
                slots[slot] = (char) index;
            }
            texts[index] = s;
            entries[2 * index] = key;
            entries[2 * index + 1] = pattern;
            return s;
        }

        private String getLong(byte[] b, int from, int n) {
            int h = 0;
            for (int i = from; i < from + n; i++) {
                h = 31 * h + b[i];
            }
            int slot = (h ^ (h >>> 15)) & (longTexts.length - 1);
            String s = longTexts[slot];
            if (s != null && same(s, b, from, n)) {
                pattern = longPatterns[slot];
                return s;
            }
            s = new String(b, from, n, StandardCharsets.ISO_8859_1);
            pattern = SanPattern.read(s);
            longTexts[slot] = s;
            longPatterns[slot] = pattern;
            return s;
        }

        private static boolean same(String s, byte[] b, int from, int n) {
            if (s.length() != n) {
                return false;
            }
            for (int i = 0; i < n; i++) {
                if (s.charAt(i) != b[from + i]) {
                    return false;
                }
            }
            return true;
        }
    }
}
