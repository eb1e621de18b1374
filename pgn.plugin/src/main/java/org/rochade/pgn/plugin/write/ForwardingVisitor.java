package org.rochade.pgn.plugin.write;

import org.rochade.games.api.MoveEvent;
import org.rochade.games.api.PgnVisitor;
import org.rochade.games.api.Start;

/** A visitor that hands every event but the end of the game to another one; subclasses change what they need. */
public abstract class ForwardingVisitor<R> implements PgnVisitor<R> {
    protected final PgnVisitor<?> next;

    protected ForwardingVisitor(PgnVisitor<?> next) {
        this.next = next;
    }

    @Override
    public void beginGame(long number, long line) {
        next.beginGame(number, line);
    }

    @Override
    public void tag(String name, String value, long line, int column) {
        next.tag(name, value, line, column);
    }

    @Override
    public Flow endTags() {
        return next.endTags();
    }

    @Override
    public void start(Start start) {
        next.start(start);
    }

    @Override
    public void comment(String text, long line, int column) {
        next.comment(text, line, column);
    }

    @Override
    public void startingComment(String text, long line, int column) {
        next.startingComment(text, line, column);
    }

    @Override
    public boolean wantsPositionBefore() {
        return next.wantsPositionBefore();
    }

    @Override
    public void move(MoveEvent move) {
        next.move(move);
    }

    @Override
    public void nag(int nag, long line, int column) {
        next.nag(nag, line, column);
    }

    @Override
    public Flow beginVariation(long line, int column) {
        return next.beginVariation(line, column);
    }

    @Override
    public void endVariation() {
        next.endVariation();
    }

    @Override
    public void outcome(String marker, long line, int column) {
        next.outcome(marker, line, column);
    }
}
