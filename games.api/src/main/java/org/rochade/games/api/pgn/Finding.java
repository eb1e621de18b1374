package org.rochade.games.api.pgn;

import java.util.Objects;

/**
 * One thing wrong (or worth knowing) about a game.
 *
 * @param kind     what is wrong, which decides the finding's {@link #severity()}
 * @param line     1-based input line, or 0 when the finding is about the game as a whole
 * @param column   1-based byte column in that line, or 0; a column past {@link Integer#MAX_VALUE} (a line
 *                 over 2 GiB) is given as {@code Integer.MAX_VALUE}, meaning "this column or later"
 * @param ply      1-based ply of the move concerned (counted from the game's start position), or 0
 * @param move     the move text as written, or {@code null} when no move is concerned
 * @param message  what is wrong, for a person
 */
public record Finding(FindingKind kind, long line, int column, int ply, String move, String message) {

    public enum Severity {
        ERROR, WARNING;

        /** The lower-case name used in reports: {@code error} or {@code warning}. */
        public String label() {
            return this == ERROR ? "error" : "warning";
        }
    }

    public Finding {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(message, "message");
    }

    /** The severity of its {@link #kind()}: {@link Severity#ERROR} makes the game invalid. */
    public Severity severity() {
        return kind.severity();
    }

    public boolean isError() {
        return kind.severity() == Severity.ERROR;
    }
}
