package org.rochade.itest;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.UciCastling;
import org.rochade.rules.api.MoveTextReplay;
import org.rochade.rules.api.MoveTextReplayer;

/**
 * Every operation of a {@link ChessRules} service once, good paths and error paths, written down as
 * text: two rules objects of the same variant and convention must give the same transcript, whichever
 * bundle revision built them and whether or not that revision is still installed.
 */
final class RulesTranscript {
    /** White may castle both ways and take en passant. */
    private static final String BUSY_FEN = "r3k2r/1pp2ppp/8/pP1pP3/8/5p2/P1P3PP/R3K2R w KQkq a6 0 1";
    private static final String MATE_FEN = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1";

    private final List<String> lines = new ArrayList<>();

    private RulesTranscript() {
    }

    static List<String> of(ChessRules rules) {
        RulesTranscript t = new RulesTranscript();
        t.write(rules);
        return t.lines;
    }

    private void write(ChessRules rules) {
        note("variant", rules::variant);
        note("aliases", () -> rules.variant().pgnAliases());
        note("convention", rules::castlingConvention);
        note("arrays", () -> rules.startArrays().size());
        note("first array", () -> rules.startArrays().get(0));
        note("random array", () -> rules.randomStartArray(new SplittableRandom(960)));
        note("start check", () -> rules.checkStart(rules.startArrays().get(0).xfen()));
        note("not a start", () -> rules.checkStart(BUSY_FEN));
        note("dice", () -> rules.rollDice(new SplittableRandom(7).ints(1, 7).iterator()::nextInt));
        note("bad fen", () -> rules.fromFen("rnbqkbnr/pppppppp/8 w KQkq - 0 1"));

        Position busy = rules.fromFen(BUSY_FEN);
        note("busy", busy::fen);
        note("legal moves", () -> rules.legalMoves(busy));
        for (String san : List.of("O-O", "O-O-O", "bxa6", "Kd2", "Qh5", "Nf3")) {
            note("san " + san, () -> {
                Move move = rules.parseSan(busy, san);
                return rules.toSan(busy, move) + " " + rules.toUci(busy, move, UciCastling.KING_TAKES_ROOK) + " "
                        + rules.toUci(busy, move, UciCastling.KING_TWO_SQUARES) + " " + rules.play(busy, move).fen()
                        + " legal=" + rules.isLegal(busy, move);
            });
        }
        note("uci", () -> rules.parseUci(busy, "e1g1"));
        note("bad uci", () -> rules.parseUci(busy, "e1e8"));
        note("status", () -> rules.status(busy));
        note("mate", () -> rules.status(rules.fromFen(MATE_FEN)));
        note("history", () -> rules.status(List.of(busy)));
        note("perft", () -> rules.perft(busy, 3));
        note("divide", () -> stringKeys(rules.divide(busy, 2)));
        if (rules instanceof MoveTextReplay replay) {
            note("replay", () -> {
                MoveTextReplayer replayer = replay.replayer(rules.startPosition(rules.startArrays().get(0)));
                replayer.play("e4");
                replayer.startVariation();
                replayer.play("d4");
                replayer.endVariation();
                replayer.playNull();
                replayer.play("Nf3");
                replayer.play("Ke2");
                return replayer.position().fen() + " check=" + replayer.isCheck();
            });
        }
    }

    private static Map<String, Long> stringKeys(Map<Move, Long> divide) {
        Map<String, Long> byText = new TreeMap<>();
        divide.forEach((move, nodes) -> byText.put(move.toString(), nodes));
        return byText;
    }

    /** One line: the value, or the message of a documented exception (anything else fails the test). */
    private void note(String what, Supplier<Object> value) {
        try {
            lines.add(what + ": " + value.get());
        } catch (RulesException | UnsupportedOperationException e) {
            lines.add(what + ": " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
    }
}
