package org.rochade.rules.api;

/** A UCI move that cannot be read or is illegal in the position. */
public class UciException extends RulesException {
    private static final long serialVersionUID = 1L;

    private final String uci;

    public UciException(String uci, String fen, String detail) {
        super("bad UCI move '" + uci + "': " + detail + " in " + fen);
        this.uci = uci;
    }

    public String uci() {
        return uci;
    }
}
