package org.rochade.desktop.game;

import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.rochade.games.api.GameEditor;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.DiceResult;
import org.rochade.rules.api.StartArray;

/**
 * New games from a {@link StartRequest}, each made by the rules service of its variant (start
 * arrays, the die procedure, FEN): nothing about arrays is worked out here.
 */
public final class GameStarts {
    private GameStarts() {
    }

    /**
     * A new game and how it was started where its start does not say it: at random, by the die
     * (the throws and what each did), from FEN; empty for a start chosen by its number.
     */
    public record Started(GameEditor editor, StartRecipe recipe, String how) {
    }

    /**
     * @throws org.rochade.rules.api.RulesException with the rules' own message when the request
     *                                               names no start (a number out of range, a bad FEN,
     *                                               too few throws)
     */
    public static Started start(ChessRules rules, StartRequest request) {
        if (request instanceof StartRequest.Numbered numbered) {
            StartArray array = rules.startArray(numbered.number());
            return fromArray(rules, array, "");
        }
        if (request instanceof StartRequest.Random) {
            StartArray array = rules.randomStartArray(new SplittableRandom());
            return fromArray(rules, array, "at random: " + name(array));
        }
        if (request instanceof StartRequest.Dice dice) {
            Iterator<Integer> faces = dice.faces().iterator();
            DiceResult result = rules.rollDice(() -> {
                if (!faces.hasNext()) {
                    throw new NoSuchElementException("the die needs more throws");
                }
                return faces.next();
            });
            String throwsMade = result.rolls().stream().map(r -> r.value() + ": " + r.meaning())
                    .collect(Collectors.joining("; "));
            return fromArray(rules, result.array(), "by the die: " + name(result.array()) + " (" + throwsMade + ")");
        }
        if (request instanceof StartRequest.DfrcPair pair) {
            StartArray array = rules.startArray(pair.sp(), pair.spBlack());
            return fromArray(rules, array, "");
        }
        String fen = ((StartRequest.Fen) request).fen().strip();
        return new Started(GameEditor.fromFen(rules, fen), new StartRecipe.Fen(fen), "from FEN");
    }

    private static Started fromArray(ChessRules rules, StartArray array, String how) {
        return new Started(GameEditor.fromArray(rules, array.number()), new StartRecipe.Array(array.number()), how);
    }

    private static String name(StartArray array) {
        switch (array.variant()) {
            case FISCHER168:
                return "Fischer168 no. " + array.number() + " (SP " + array.sp() + ")";
            case DFRC:
                return "DFRC " + array.label();
            case CLASSIC:
                return "classic (SP 518)";
            default:
                return "SP " + array.sp();
        }
    }
}
