package org.rochade.pgn.plugin.check;

import java.util.ArrayList;
import org.rochade.rules.api.CastlingSide;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.GameStatus;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.MoveTextReplay;
import org.rochade.rules.api.MoveTextReplayer;

/**
 * Move text replay through the plain {@link ChessRules} calls (parseSan, play, fromFen), for rules
 * services that do not offer the {@link MoveTextReplay} fast path. Keeps immutable positions: the
 * current one, the one before the last move, and those saved when entering variations.
 */
final class ApiReplayer implements MoveTextReplayer {
    private final ChessRules rules;
    private Position position;
    private Position before;
    /** The move that led from {@code before} to {@code position}, or null (none, or a null move). */
    private Move last;
    private final ArrayList<Saved> saved = new ArrayList<>();

    /** A line's state while a variation interrupts it. */
    private record Saved(Position position, Position before, Move last) {
    }

    ApiReplayer(ChessRules rules, Position start) {
        this.rules = rules;
        this.position = start;
    }

    /** The rules' own fast replayer when they have one, else this one. */
    static MoveTextReplayer of(ChessRules rules, Position start) {
        return of(rules, start, null);
    }

    /**
     * As {@link #of(ChessRules, Position)}, perhaps {@code spare} started over (a replayer the
     * caller no longer uses, or null): see {@link MoveTextReplay#replayer(Position, MoveTextReplayer)}.
     */
    static MoveTextReplayer of(ChessRules rules, Position start, MoveTextReplayer spare) {
        return rules instanceof MoveTextReplay ? ((MoveTextReplay) rules).replayer(start, spare) : new ApiReplayer(rules, start);
    }

    @Override
    public void play(String san) {
        Move move = rules.parseSan(position, san);
        advance(rules.play(position, move));
        last = move;
    }

    @Override
    public void playNull() {
        if (position.isCheck()) {
            throw new RulesException("null move while in check in " + position.fen());
        }
        advance(NullMove.after(rules, position));
        last = null;
    }

    private void advance(Position next) {
        before = position;
        position = next;
    }

    @Override
    public void startVariation() {
        if (before == null) {
            throw new RulesException("a variation needs a move before it to replace");
        }
        saved.add(new Saved(position, before, last));
        position = before;
        before = null;
        last = null;
    }

    @Override
    public void endVariation() {
        Saved s = saved.remove(saved.size() - 1);
        position = s.position();
        before = s.before();
        last = s.last();
    }

    @Override
    public CastlingSide lastCastling() {
        return last instanceof Move.Castle castle ? castle.side() : null;
    }

    @Override
    public Move lastMove() {
        return last;
    }

    @Override
    public String lastSan() {
        return before == null ? null : last == null ? "--" : rules.toSan(before, last);
    }

    @Override
    public String lastUci() {
        return before == null ? null : last == null ? "0000" : rules.toUci(before, last);
    }

    @Override
    public boolean isCheck() {
        return position.isCheck();
    }

    @Override
    public GameStatus status() {
        return rules.status(position);
    }

    @Override
    public Position position() {
        return position;
    }
}
