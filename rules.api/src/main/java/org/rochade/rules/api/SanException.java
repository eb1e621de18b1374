package org.rochade.rules.api;

/** A SAN move that cannot be read, is illegal, or fits more than one legal move. */
public class SanException extends RulesException {
    private static final long serialVersionUID = 1L;

    public enum Kind {
        /** Not SAN at all, e.g. "Kz9" or "hello". */
        SYNTAX,
        /** Well-formed, but no legal move fits. */
        ILLEGAL,
        /** Well-formed, but several legal moves fit. */
        AMBIGUOUS
    }

    private final Kind kind;
    private final String san;

    public SanException(Kind kind, String san, String fen, String detail) {
        super(switch (kind) {
            case SYNTAX -> "not a SAN move";
            case ILLEGAL -> "illegal move";
            case AMBIGUOUS -> "ambiguous move";
        } + " '" + san + "'" + (detail == null ? "" : ": " + detail) + " in " + fen);
        this.kind = kind;
        this.san = san;
    }

    public Kind kind() {
        return kind;
    }

    public String san() {
        return san;
    }
}
