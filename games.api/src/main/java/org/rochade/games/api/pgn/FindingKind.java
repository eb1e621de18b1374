package org.rochade.games.api.pgn;

import org.rochade.games.api.pgn.Finding.Severity;

/**
 * Every kind of {@link Finding}: the name reports use for it, its severity and what it means. The
 * only place a kind is defined; pgn.plugin's README lists the same rows (a test compares them).
 *
 * <p>A name is a public contract: summaries count findings by it ({@code errors by kind:
 * illegal-move 1}). Four names come with two severities, so they are two kinds each:
 * {@code duplicate-tag} is an error only when a tag that decides the check is given again with
 * another value, {@code result-vs-mate} and {@code result-vs-stalemate} are warnings when the
 * game ends with {@code *} (not wrong, but the game is over), and {@code en-passant-suffix} is an
 * error when it follows no en passant capture.
 *
 * @since 1.6.0
 */
public enum FindingKind {
    // ---- reading the text ----
    TAG_SYNTAX("tag-syntax", Severity.ERROR,
            "a tag pair that is not [Name \"value\"]: reading goes on after it"),
    JUNK("junk", Severity.ERROR,
            "text that is not PGN (an unexpected character or byte, an overlong move token, no tag section): "
            + "the rest of the game is skipped"),
    UNCLOSED_COMMENT("unclosed-comment", Severity.ERROR,
            "a comment never closed, or not before the next game"),
    LIMIT("limit", Severity.ERROR,
            "the game passes a reading limit (bytes, line length, tags, tag value, comment, moves, variation "
            + "depth, move text elements): the rest of the game is skipped"),
    TRUNCATED("truncated", Severity.ERROR,
            "the input ends inside the game"),
    NO_TERMINATION("no-termination", Severity.ERROR,
            "the game has no termination marker before the next tag section"),
    MOVETEXT_SYNTAX("movetext-syntax", Severity.ERROR,
            "a ')' without a variation to close, a termination marker inside an open variation, or a "
            + "variation before any move it could replace"),
    NAG("nag", Severity.ERROR,
            "a '$' without a number, a NAG over 255 or an unknown annotation glyph"),
    /** @since 1.1.0 */
    NESTED_COMMENT("nested-comment", Severity.ERROR,
            "a '{' inside a comment that a second '}' shows was meant to open a comment within it: comments do "
            + "not nest (read as one comment up to that '}')"),
    DUPLICATE_TAG("duplicate-tag", Severity.WARNING,
            "a tag name given twice (ignoring case) with the same value, or a tag that does not decide the "
            + "check given with another value: the first one counts"),
    DUPLICATE_TAG_CONFLICT("duplicate-tag", Severity.ERROR,
            "a tag that decides the check (Result, Variant, FEN, SetUp) given twice with different values"),
    LATIN1("latin1", Severity.WARNING,
            "a text of the game (tag value or comment) is not valid UTF-8 and was read as windows-1252 (which WHATWG "
            + "reads for the label latin1; ChessBase-style exports); its other texts as UTF-8"),

    // ---- the start: variant, FEN, SetUp ----
    UNKNOWN_VARIANT("unknown-variant", Severity.ERROR,
            "the Variant tag names no known variant"),
    NO_RULES("no-rules", Severity.ERROR,
            "no rules service is bound for the game's variant"),
    BAD_FEN("bad-fen", Severity.ERROR,
            "the FEN cannot be read, or is [FEN \"?\"] or empty"),
    BAD_START("bad-start", Severity.ERROR,
            "a start array not legal for the variant (e.g. a Fischer168 game from a non-168 array)"),
    SETUP_MISSING("setup-missing", Severity.WARNING,
            "a FEN without [SetUp \"1\"]"),
    FEN_MISSING("fen-missing", Severity.WARNING,
            "[SetUp \"1\"] without a FEN, or a Chess960/Fischer168 game without a FEN: replayed from SP 518"),
    VARIANT_INFERRED("variant-inferred", Severity.WARNING,
            "no Variant tag, but castling rights only Chess960 can have: checked as Chess960"),
    VARIANT_DFRC("variant-dfrc", Severity.WARNING,
            "a game tagged as Chess960 (any spelling) whose arrays differ: checked as Double Fischer Random"),
    CASTLING_MISSING("castling-missing", Severity.WARNING,
            "a start array whose FEN gives fewer castling rights than the array has: moves are judged with "
            + "the FEN's rights"),
    OPENING_MISMATCH("opening-mismatch", Severity.WARNING,
            "TCEC's Opening label (FRC 518, DFRC 502:532) names another start than the FEN shows"),

    // ---- the moves ----
    ILLEGAL_MOVE("illegal-move", Severity.ERROR,
            "a well-formed move of the main line or a variation that no legal move fits "
            + "(a null move in check too)"),
    AMBIGUOUS_MOVE("ambiguous-move", Severity.ERROR,
            "a well-formed move that several legal moves fit"),
    SAN_SYNTAX("san-syntax", Severity.ERROR,
            "a move token that is not SAN (nor UCI), e.g. Kz9"),
    /** @since 1.1.0 */
    NULL_MOVE("null-move", Severity.ERROR,
            "a null move (--, Z0) on the main line: no move was played there (in a variation it is allowed, "
            + "as analysis notes a threat)"),
    /** @since 2.1.0 */
    EN_PASSANT_SUFFIX("en-passant-suffix", Severity.WARNING,
            "an en passant capture written with the old suffix e.p. (exd6 e.p.), which SAN leaves out: read as the capture"),
    /** @since 2.1.0 */
    EN_PASSANT_SUFFIX_MISPLACED("en-passant-suffix", Severity.ERROR,
            "the suffix e.p. after a move that is not an en passant capture, or after no move"),
    UCI_MOVES("uci-moves", Severity.WARNING,
            "the move text is in UCI (python-chess's dialect: e1g1 classic castling, king takes rook in "
            + "Chess960): read, and noted once"),

    // ---- the result ----
    RESULT_MISSING("result-missing", Severity.WARNING,
            "no Result tag"),
    RESULT_TAG("result-tag", Severity.ERROR,
            "the Result tag is not 1-0, 0-1, 1/2-1/2 or *"),
    RESULT_MISMATCH("result-mismatch", Severity.ERROR,
            "the Result tag and the termination marker differ"),
    RESULT_VS_MATE("result-vs-mate", Severity.ERROR,
            "the game ends in checkmate, but the result gives another winner or a draw"),
    RESULT_VS_MATE_UNFINISHED("result-vs-mate", Severity.WARNING,
            "the game ends in checkmate, but with *"),
    RESULT_VS_STALEMATE("result-vs-stalemate", Severity.ERROR,
            "the game ends in stalemate, but the result is a win"),
    RESULT_VS_STALEMATE_UNFINISHED("result-vs-stalemate", Severity.WARNING,
            "the game ends in stalemate, but with *");

    private final String label;
    private final Severity severity;
    private final String meaning;

    FindingKind(String label, Severity severity, String meaning) {
        this.label = label;
        this.severity = severity;
        this.meaning = meaning;
    }

    /** The name reports and summaries use, e.g. {@code illegal-move}; two kinds may share one. */
    public String label() {
        return label;
    }

    /** {@link Severity#ERROR} makes the game invalid; a {@link Severity#WARNING} does not. */
    public Severity severity() {
        return severity;
    }

    /** When a game has a finding of this kind, in one line for a person. */
    public String meaning() {
        return meaning;
    }
}
