package org.rochade.games.api;

import org.rochade.rules.api.Color;
import org.rochade.rules.api.Position;
import org.rochade.games.api.pgn.GameReport;

/**
 * A game's moves on one line as a player reads them ({@link Game#moveList}): move numbers, SAN,
 * glyphs, variations in parentheses and, when asked, comments in braces. Black's move carries its
 * number ("3...") where the reader lost count: first, and after a comment or a variation.
 */
final class MoveListText implements PgnVisitor<String> {
    private static final String[] GLYPHS = {"", "!", "?", "!!", "??", "!?", "?!"};

    private final boolean comments;
    private final StringBuilder text = new StringBuilder();
    /** Black's move needs its number: at the start, after a comment, after a variation. */
    private boolean numberBlack = true;
    /** Plies before the first move counted from White's first move, and the first move's number. */
    private int plyOffset;
    private int firstMoveNumber = 1;

    MoveListText(boolean comments) {
        this.comments = comments;
    }

    @Override
    public void start(Start start) {
        Position position = start.position();
        plyOffset = position != null && position.sideToMove() == Color.BLACK ? 1 : 0;
        firstMoveNumber = position == null ? 1 : position.fullmoveNumber();
    }

    @Override
    public void comment(String comment, long line, int column) {
        if (comments) {
            space();
            text.append('{').append(comment).append('}');
            numberBlack = true;
        }
    }

    @Override
    public void move(MoveEvent move) {
        space();
        int index = move.ply() - 1 + plyOffset;
        int number = firstMoveNumber + index / 2;
        if (index % 2 == 0) {
            text.append(number).append(". ");
        } else if (numberBlack) {
            text.append(number).append("... ");
        }
        text.append(move.isPlayed() ? move.san() : move.written());
        numberBlack = false;
    }

    @Override
    public void nag(int nag, long line, int column) {
        if (nag > 0 && nag < GLYPHS.length) {
            text.append(GLYPHS[nag]);
        } else {
            text.append(" $").append(nag);
        }
    }

    @Override
    public Flow beginVariation(long line, int column) {
        space();
        text.append('(');
        numberBlack = true;
        return Flow.CONTINUE;
    }

    @Override
    public void endVariation() {
        text.append(')');
        numberBlack = true;
    }

    @Override
    public void outcome(String marker, long line, int column) {
        space();
        text.append(marker);
    }

    private void space() {
        if (!text.isEmpty() && text.charAt(text.length() - 1) != '(') {
            text.append(' ');
        }
    }

    @Override
    public String endGame(GameReport report) {
        return text.toString();
    }
}
