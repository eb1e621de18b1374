package org.rochade.pgn.plugin.read;

import java.io.IOException;
import java.io.InputStream;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.FindingKind;
import org.rochade.games.api.pgn.PgnLimits;

/**
 * Assembles games from tokens, one at a time. A game ends at its termination marker, at the tag
 * section of the next game, or at the end of input; after an error the tokenizer resynchronises at
 * the next tag section, so a broken game never hides the ones after it.
 */
public final class GameReader {
    private final PgnTokenizer tokens;
    private final PgnLimits limits;
    private long gameNumber;
    /** The current token belongs to the next game (a tag seen after move text). */
    private boolean pending;
    /** Skipping after an error stopped at the size limit: the next piece is more of the same text. */
    private boolean skipping;
    private final boolean keepRaw;
    /** Whether comments keep their text (else only a non-ASCII one, for the charset: see {@link #forValidation}). */
    private final boolean commentTexts;
    private final int maxElements;
    /** Elements a new game makes room for at its first: the last game's size and some (see finish). */
    private int capacity = 128;

    public GameReader(InputStream in, PgnLimits limits) throws IOException {
        this(in, limits, false);
    }

    /**
     * @param keepRaw whether each game keeps its raw bytes ({@link PgnGame#raw()}), for copying
     *                invalid games through untouched. The game-size limit bounds them: a game is
     *                stopped at the first token past it, and skipping stops there too.
     */
    public GameReader(InputStream in, PgnLimits limits, boolean keepRaw) throws IOException {
        this(in, limits, keepRaw, true);
    }

    /**
     * A reader for validation, which keeps no comment's text: a comment is added to the game
     * without it ({@link PgnGame#text} is null there), and the tokenizer scans it without copying
     * a byte (an archive with engine output in every comment is mostly comments). Each comment is
     * still read whole, so that every finding (nesting, an unclosed comment, the length limit, a
     * tag line ending an unclosed comment, the charset) is the same: the tokenizer tells whether
     * it was ASCII and whether UTF-8.
     */
    public static GameReader forValidation(InputStream in, PgnLimits limits) throws IOException {
        return new GameReader(in, limits, false, false);
    }

    private GameReader(InputStream in, PgnLimits limits, boolean keepRaw, boolean commentTexts) throws IOException {
        this(new PgnTokenizer(in, limits), limits, keepRaw, commentTexts);
    }

    /**
     * A reader of an input from {@code offset} on, where line {@code line} starts and the reader
     * of the whole input would be between games in the state {@link #freshFromHere()} tells: it
     * reads the games after that point as that reader would, numbered from 1, with positions and
     * lines counted from there.
     *
     * @param forValidation whether comments keep no text, as {@link #forValidation} (else as the
     *                      constructors)
     * @param parts         taken over from a reader that is no longer used
     */
    public static GameReader resumedAt(InputStream in, PgnLimits limits, boolean keepRaw, boolean forValidation,
            long offset, long line, PgnTokenizer.Parts parts) throws IOException {
        return new GameReader(new PgnTokenizer(in, limits, offset, line, parts), limits, keepRaw, !forValidation);
    }

    private GameReader(PgnTokenizer tokens, PgnLimits limits, boolean keepRaw, boolean commentTexts) {
        this.commentTexts = commentTexts;
        this.tokens = tokens;
        tokens.keepCommentTexts(commentTexts);
        this.limits = limits;
        if (keepRaw) {
            tokens.recordRaw(rawBound(limits));
        }
        this.keepRaw = keepRaw;
        this.maxElements = (int) Math.min(Integer.MAX_VALUE, limits.maxPlies() * 4L + 1024);
    }

    /**
     * The most raw bytes a piece can have: the game limit, plus the token that crosses it (a line
     * or a comment at most), plus the read buffers the tokenizer hands over whole.
     */
    static int rawBound(PgnLimits limits) {
        long bound = (long) limits.maxGameBytes() + Math.max(limits.maxLineLength(), limits.maxCommentLength())
                + (1 << 18);
        return (int) Math.min(Integer.MAX_VALUE - 64, bound);
    }

    /** Bytes read so far (after decompression). */
    public long position() {
        return tokens.position();
    }

    /** The line of the current position. */
    public long line() {
        return tokens.currentLine();
    }

    /**
     * Whether, after {@link #next()} returned a game, this reader is between games in the state a
     * reader {@link #resumedAt} its position and {@link #line()} starts in: nothing of the next
     * game read yet (no tag that ended the game before), not skipping unreadable text, and the
     * tokenizer fresh ({@link PgnTokenizer#freshFromHere()}). Then that reader reads the rest as
     * this one would. False whenever that cannot be told for sure.
     */
    public boolean freshFromHere() {
        return !pending && !skipping && tokens.freshFromHere();
    }

    // The game being assembled and its counters, kept in fields so that each token is one call
    // of accept(): see next().
    private PgnGame game;
    private int depth;
    private int elements;
    private boolean hasEvent;
    private boolean atEnd;
    /** The tokenizer's move numbers at the last element that was no comment. */
    private long numbersBefore;
    /** The first of the comments since a move number, when no other element came after them; else -1. */
    private int numberedComments;

    /**
     * The next game, or null at the end of input.
     *
     * <p>Why one call per token and the state in fields: a loop over a game's ~150 tokens inside
     * one method made the JIT compile it on-stack early in a run, with the whole token switch
     * inlined, which took C2 over a second of a two-core machine's time (and kept it from
     * compiling the rest). A tiny loop calling a method too big to inline compiles in no time.
     */
    public PgnGame next() throws IOException {
        try {
            return readNext();
        } catch (IOException e) {
            // The input broke (a truncated gzip file, a disk error): say where reading stopped.
            throw readingStopped(e, tokens.currentLine(), tokens.position());
        }
    }

    /**
     * The one way a broken input is told: why, and where reading stopped (the line, and the bytes
     * read before it, after decompression), also when it broke at its first byte.
     */
    static IOException readingStopped(IOException e, long line, long bytes) {
        return new IOException(java.util.Objects.toString(e.getMessage(), e.getClass().getSimpleName())
                + " (reading stopped at line " + line + ", after " + bytes + " bytes)", e);
    }

    private PgnGame readNext() throws IOException {
        game = null;
        depth = 0;
        elements = 0;
        hasEvent = false;
        atEnd = false;
        numbersBefore = tokens.moveNumbers();
        numberedComments = -1;
        tokens.startGame(pending);
        if (skipping) {
            return unreadablePiece();
        }
        for (;;) {
            PgnGame done = accept(pending ? tokens.kind() : tokens.next());
            if (done != null || atEnd) {
                return done;
            }
        }
    }

    /**
     * More unreadable text after a piece that reached the size limit while skipping: reported as
     * a piece of its own, so that no piece (and no raw copy of it) grows past the limit.
     */
    private PgnGame unreadablePiece() throws IOException {
        PgnGame piece = new PgnGame(++gameNumber, tokens.currentLine());
        error(piece, FindingKind.JUNK, tokens.currentLine(), tokens.currentColumn(), "no tag section within "
                + limits.maxGameBytes() + " bytes: skipping unreadable text (reported in pieces of that size)");
        piece.incomplete();
        skipping = !tokens.continueSkipping();
        return finish(piece);
    }

    /** Takes one token: the finished game when it ends one, else null (atEnd: null for good). */
    private PgnGame accept(int kind) throws IOException {
        pending = false;
        if (game == null) {
            if (kind == Token.EOF) {
                atEnd = true;
                return null;
            }
            PgnTokenizer.Parts parts = tokens.parts();
            game = new PgnGame(++gameNumber, tokens.line(), capacity, this, parts.spare);
            parts.spare = null;
        }
        PgnGame game = this.game;
        if (kind != Token.COMMENT) {
            afterComments(kind);
        }
        switch (kind) {
            case Token.EOF:
                if (game.isEmpty()) {
                    atEnd = true;
                    return null;
                }
                error(game, FindingKind.TRUNCATED, tokens.line(), tokens.column(),
                        "the input ends inside the game (no termination marker)");
                return finish(game);
            case Token.TAG:
                // A second Event tag starts another game: the one before had tags only and no marker.
                boolean event = isEvent(tokens.tagName());
                if (game.moveCount() > 0 || depth > 0 || (event && hasEvent)) {
                    return runsIntoNextGame(game);
                }
                if (game.tagCount() == limits.maxTags()) {
                    fatal(game, FindingKind.LIMIT, "more than " + limits.maxTags() + " tags");
                    return finish(game);
                }
                hasEvent |= event;
                Object value = tokens.tagValue();
                duplicateTag(game, tokens.tagName(), value);
                game.addTag(tokens.tagName(), value, tokens.line(), tokens.column());
                game.noteAscii(tokens.textIsAscii());
                break;
            case Token.SAN:
                if (game.moveCount() == limits.maxPlies()) {
                    fatal(game, FindingKind.LIMIT, "more than " + limits.maxPlies() + " moves");
                    return finish(game);
                }
                game.addMove(PgnGame.SAN, tokens.line(), tokens.column(), tokens.text(), tokens.pattern());
                if (++elements > maxElements) {
                    fatal(game, FindingKind.LIMIT, "more than " + maxElements + " move text elements");
                    return finish(game);
                }
                moveRun(game);
                return null;
            case Token.NULL_MOVE:
                game.addMove(PgnGame.NULL_MOVE, tokens.line(), tokens.column(), tokens.text(), tokens.pattern());
                break;
            case Token.COMMENT:
                if (numberedComments < 0 && tokens.moveNumbers() != numbersBefore) {
                    numberedComments = game.size();
                }
                comment(game);
                break;
            case Token.NAG:
                game.add(PgnGame.NAG, tokens.line(), tokens.column(), tokens.nag());
                break;
            case Token.EN_PASSANT:
                game.add(PgnGame.EN_PASSANT, tokens.line(), tokens.column(), null);
                break;
            case Token.VARIATION_START:
                if (depth == limits.maxVariationDepth()) {
                    fatal(game, FindingKind.LIMIT, "variations nested deeper than " + limits.maxVariationDepth());
                    return finish(game);
                }
                depth++;
                game.add(PgnGame.VARIATION_START, tokens.line(), tokens.column(), null);
                break;
            case Token.VARIATION_END:
                if (depth == 0) {
                    error(game, FindingKind.MOVETEXT_SYNTAX, tokens.line(), tokens.column(),
                            "')' without a variation to close");
                } else {
                    depth--;
                    game.add(PgnGame.VARIATION_END, tokens.line(), tokens.column(), null);
                }
                break;
            case Token.RESULT:
                while (depth > 0) { // close what is open, so that the move text stays well nested
                    depth--;
                    game.add(PgnGame.VARIATION_END, tokens.line(), tokens.column(), null);
                    error(game, FindingKind.MOVETEXT_SYNTAX, tokens.line(), tokens.column(),
                            "termination marker inside an unclosed variation");
                }
                game.result(tokens.text(), tokens.line(), tokens.column());
                return finishAfterResult(game);
            case Token.ERROR:
                if (tokens.brokenTagName() != null && (game.moveCount() > 0 || depth > 0)) {
                    // A broken tag after move text is the next game's tag section all the same.
                    return runsIntoNextGame(game);
                }
                // An Event tag broken in its value ([Event "x, then other tags) still began this tag
                // section: the next [Event line starts the next game instead of joining this one.
                hasEvent |= game.moveCount() == 0 && tokens.brokenTagName() != null && isEvent(tokens.brokenTagName());
                error(game, tokens.errorKind(), tokens.line(), tokens.errorColumn(), tokens.errorMessage());
                if (tokens.errorIsFatal()) {
                    game.incomplete();
                    skipping = !tokens.skipToNextGame();
                    return finish(game);
                }
                break;
            default:
                throw new IllegalStateException("token kind " + kind);
        }
        if (++elements > maxElements) {
            fatal(game, FindingKind.LIMIT, "more than " + maxElements + " move text elements");
            return finish(game);
        }
        return null;
    }

    /**
     * After a move: the plain move text after it read at once ({@link PgnTokenizer#moveRun}), as
     * a token each would have been taken here, within the game's limits on moves and elements
     * (the move past a limit is left to {@link #accept}, which reports it).
     */
    private void moveRun(PgnGame game) {
        int added = tokens.moveRun(game, Math.min(limits.maxPlies() - game.moveCount(), maxElements - elements));
        if (added > 0) {
            elements += added;
            numbersBefore = tokens.runNumbers(); // as afterComments left it at the last of them
        }
    }

    /**
     * Keeps a recycled game's element arrays for the next game (called by {@link PgnGame#recycle}):
     * in the tokenizer's parts, for the next game of this reader or of the next reader that takes
     * them over.
     */
    void spareElements(PgnGame recycled) {
        tokens.parts().spare = recycled;
    }

    /**
     * Any element but a comment: comments between a move number and a move become the move's
     * starting comments ({@code 12. {text} Nf3}); followed by anything else they stay comments.
     */
    private void afterComments(int kind) {
        if (numberedComments >= 0 && (kind == Token.SAN || kind == Token.NULL_MOVE)) {
            game.startingComments(numberedComments);
        }
        numberedComments = -1;
        numbersBefore = tokens.moveNumbers();
    }

    /** The current token, a comment, as the game's next element. */
    private void comment(PgnGame game) {
        game.add(PgnGame.COMMENT, tokens.line(), tokens.column(), commentTexts ? tokens.commentText() : null);
        game.noteAscii(tokens.textIsAscii());
        if (!commentTexts && !tokens.commentIsUtf8()) {
            game.noteNotUtf8();
        }
        if (tokens.nestedCommentLine() > 0) {
            error(game, FindingKind.NESTED_COMMENT, tokens.nestedCommentLine(), tokens.nestedCommentColumn(),
                    LineMessages.NESTED_COMMENT + tokens.line()
                            + ", column " + tokens.column() + ", which its first '}' ends (read as one comment up to"
                            + " the '}' this one was meant to be closed by)");
        }
    }

    /**
     * Comments after the termination marker, up to the next game's first token, are this game's,
     * after its last element ({@code 1-0 {a note}}, a comment closing the file), as chessops and
     * python-chess read them: not the start of the next game, nor a game of their own. What
     * follows them begins the next game (or is the end of the input); a comment the tokenizer
     * cannot read (unclosed, too long) is left to the next game, as before.
     */
    private PgnGame finishAfterResult(PgnGame game) throws IOException {
        tokens.startGame(false); // the limits count on from here: the game's bytes are read
        while (tokens.commentFollows()) {
            int kind = tokens.next();
            if (kind != Token.COMMENT) { // an unclosed or over-long comment: the next game's to report
                pending = true;
                break;
            }
            comment(game);
        }
        return finish(game);
    }

    /**
     * The current token, a tag (perhaps a broken one), begins the next game's tag section while
     * this game has no termination marker: said so at that tag, and the tag goes to the next game.
     */
    private PgnGame runsIntoNextGame(PgnGame game) throws IOException {
        error(game, FindingKind.NO_TERMINATION, tokens.line(), tokens.column(),
                "the game has no termination marker: it runs into the next game's tag section, which starts here");
        pending = true;
        return finish(game);
    }

    private PgnGame finish(PgnGame game) throws IOException {
        capacity = Math.min(game.size() + (game.size() >> 2) + 16, 4096); // the next game is likely alike

        // The white space after a game is part of it (also when raw bytes are not kept, so that
        // the game-size limit counts the same bytes either way): pieces of raw bytes follow each
        // other without a gap, each from where the one before ended up to where the next one's
        // text begins. A game cut at the next game's tag keeps none of that tag's bytes.
        if (!pending) {
            tokens.skipWhitespace();
        }
        if (keepRaw) {
            game.raw(tokens.takeRaw(pending));
        }
        game.decideCharset();
        return game;
    }

    private void fatal(PgnGame game, FindingKind kind, String message) throws IOException {
        error(game, kind, tokens.line(), tokens.column(), message);
        game.incomplete();
        skipping = !tokens.skipToNextGame();
    }

    /** Tags whose value decides how the game is checked: a second, different one makes it ambiguous. */
    private static final java.util.Set<String> DECIDING_TAGS = java.util.Set.of("result", "variant", "fen", "setup");

    /**
     * A tag name given twice (ignoring case, as tags are looked up): the first one counts. A
     * different second value of a tag that decides the check (Result, Variant, FEN, SetUp) is an
     * error, since which one the writer meant cannot be told; otherwise a warning.
     */
    private void duplicateTag(PgnGame game, String name, Object value) {
        int earlier = game.tagIndex(name);
        if (earlier < 0) {
            return;
        }
        boolean same = game.sameTagValue(earlier, value);
        boolean deciding = DECIDING_TAGS.contains(name.toLowerCase(java.util.Locale.ROOT));
        String message = LineMessages.TAG + name + LineMessages.TAG_GIVEN_AGAIN + game.tagLineAt(earlier) + ")"
                + (same ? " with the same value" : deciding ? " with another value: the first one would count"
                        : " with another value: the first one counts");
        FindingKind kind = deciding && !same ? FindingKind.DUPLICATE_TAG_CONFLICT : FindingKind.DUPLICATE_TAG;
        game.finding(new Finding(kind, tokens.line(), tokens.column(), 0, null, message));
    }

    private static boolean isEvent(String tagName) {
        return tagName.length() == 5 && tagName.equals("Event");
    }

    private static void error(PgnGame game, FindingKind kind, long line, int column, String message) {
        game.finding(new Finding(kind, line, column, 0, null, message));
    }
}
