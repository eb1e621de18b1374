package org.rochade.pgn.plugin;

import java.util.List;
import org.rochade.pgn.plugin.check.RulesRegistry;
import org.rochade.pgn.plugin.write.ForwardingVisitor;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.UciCastling;
import org.rochade.rules.api.Variant;
import org.rochade.games.api.MoveEvent;
import org.rochade.games.api.PgnVisitor;
import org.rochade.games.api.Start;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.Sp518Change;

/**
 * Moves a game that starts from SP 518 between Chess960 and classic chess on its way to the output:
 * the start event names the other variant (and its position, made by that variant's rules), and
 * castling moves are written in UCI as that variant writes them. The moves stay legal: from
 * RNBQKBNR, Chess960 castling is classic castling. A game from another array or a set-up position,
 * or one whose target rules are not bound, keeps its start.
 */
final class Sp518Switch extends ForwardingVisitor<GameReport> {
    private static final String STANDARD_PLACEMENT = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -";

    private final Variant from;
    private final Variant to;
    private final PgnVisitor<GameReport> output;
    private RulesRegistry registry;
    private boolean switched;
    private final SwitchedMove switchedMove = new SwitchedMove();

    private Sp518Switch(Variant from, Variant to, PgnVisitor<GameReport> output) {
        super(output);
        this.from = from;
        this.to = to;
        this.output = output;
    }

    /**
     * The output as the conversion feeds it: itself without a change, else behind a switch.
     */
    static Sp518Switch around(Sp518Change change, PgnVisitor<GameReport> output) {
        if (change == Sp518Change.TO_CLASSIC) {
            return new Sp518Switch(Variant.CHESS960, Variant.CLASSIC, output);
        } else if (change == Sp518Change.TO_CHESS960) {
            return new Sp518Switch(Variant.CLASSIC, Variant.CHESS960, output);
        }
        return null;
    }

    /** The rules to take the target variant's from, for the next game. */
    void use(RulesRegistry rules) {
        this.registry = rules;
    }

    @Override
    public void start(Start start) {
        switched = false;
        if (start.variant().equals(from.id()) && isSp518Start(start)) {
            ChessRules target = registry.rules(to);
            if (target != null) {
                switched = true;
                Position position = target.fromFen(start.position().fen(FenFormat.XFEN));
                next.start(new Start(to.id(), position, List.of(518)));
                return;
            }
        }
        next.start(start);
    }

    @Override
    public void move(MoveEvent move) {
        if (switched) {
            switchedMove.event = move;
            next.move(switchedMove);
        } else {
            next.move(move);
        }
    }

    @Override
    public GameReport endGame(GameReport report) {
        return output.endGame(report);
    }

    /**
     * SP 518 with every castling right and White to move; the move counters may differ. A game
     * from SP 518 after some moves (a set-up position) is not a start and is left alone.
     */
    private static boolean isSp518Start(Start start) {
        return start.sp().equals(List.of(518)) && start.position().fen(FenFormat.XFEN).startsWith(STANDARD_PLACEMENT);
    }

    /** A move of a switched game: castling in UCI as the target variant writes it. */
    private final class SwitchedMove implements MoveEvent {
        MoveEvent event;

        @Override
        public String uci() {
            String uci = event.uci();
            if (uci != null && event.san() != null && event.san().startsWith("O-O")
                    && event.move() instanceof Move.Castle castle) {
                return castle.king().toString()
                        + (to.defaultUciCastling() == UciCastling.KING_TAKES_ROOK ? castle.rook() : castle.kingTo());
            }
            return uci;
        }

        @Override
        public String written() {
            return event.written();
        }

        @Override
        public org.rochade.rules.api.Color mover() {
            return event.mover();
        }

        @Override
        public org.rochade.rules.api.Position before() {
            return event.before();
        }

        @Override
        public boolean isNullMove() {
            return event.isNullMove();
        }

        @Override
        public long line() {
            return event.line();
        }

        @Override
        public int column() {
            return event.column();
        }

        @Override
        public int ply() {
            return event.ply();
        }

        @Override
        public int depth() {
            return event.depth();
        }

        @Override
        public boolean isPlayed() {
            return event.isPlayed();
        }

        @Override
        public Move move() {
            return event.move();
        }

        @Override
        public String san() {
            return event.san();
        }

        @Override
        public Position after() {
            return event.after();
        }
    }
}
