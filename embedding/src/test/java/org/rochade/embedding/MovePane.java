package org.rochade.embedding;

import org.rochade.rules.api.Color;
import org.rochade.rules.api.Position;
import org.rochade.games.api.Game;
import org.rochade.games.api.MoveEvent;
import org.rochade.games.api.PgnVisitor;
import org.rochade.games.api.Start;
import org.rochade.games.api.pgn.GameReport;

/**
 * The GUI's notation pane: a game's moves as a player reads them, with move numbers, SAN as
 * Rochade renders it, move glyphs (!, ?, !!, ??, !?, ?!) and variations in parentheses. Comments go
 * to the GUI's comment box, not here. A visitor, so the same walk serves a game in memory
 * ({@link Game#accept}) and games streamed from a file ({@code PgnGames.visit}).
 *
 * <p>This class is the example of a host writing its own {@link PgnVisitor} for its own layout (glyphs
 * in place of NAG numbers, no comments). A host content with Rochade's standard move text calls
 * {@link Game#moveList(boolean)} instead and writes no visitor.
 */
public final class MovePane implements PgnVisitor<String> {
    private static final String[] GLYPHS = {"", "!", "?", "!!", "??", "!?", "?!"};

    private final StringBuilder text = new StringBuilder();
    /** Black's move needs its number ("3... ") at the start of a line and after a variation. */
    private boolean numberBlack;
    /** Plies before the first move counted from White's first move, and the first move's number. */
    private int plyOffset;
    private int firstMoveNumber;

    /** The pane's text for a game. */
    public static String of(Game game) {
        return game.accept(new MovePane());
    }

    @Override
    public void beginGame(long number, long line) {
        text.setLength(0);
        numberBlack = true;
    }

    @Override
    public void start(Start start) {
        Position position = start.position();
        plyOffset = position != null && position.sideToMove() == Color.BLACK ? 1 : 0;
        firstMoveNumber = position == null ? 1 : position.fullmoveNumber();
    }

    @Override
    public void move(MoveEvent move) {
        if (!text.isEmpty() && text.charAt(text.length() - 1) != '(') {
            text.append(' ');
        }
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
        text.append(" (");
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
        text.append(text.isEmpty() ? "" : " ").append(marker);
    }

    @Override
    public String endGame(GameReport report) {
        return text.toString();
    }
}
