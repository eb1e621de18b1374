package org.rochade.desktop.game;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.rochade.games.api.Game;
import org.rochade.games.api.GameEditor;
import org.rochade.games.api.GameNode;
import org.rochade.games.api.Tag;
import org.rochade.rules.api.ChessRules;

/**
 * A game read from PGN made editable: a {@link GameEditor} with the game's tags, comments, moves,
 * NAGs and variations, by playing its moves again with the rules it was read with (the moves are
 * the reader's; nothing is judged here). A move the reader found illegal ends its line.
 *
 * <p>Stands in for {@code GameEditor.fromGame} until the games API has it.
 */
public final class GameLoader {
    private static final Set<String> START_TAGS = Set.of("variant", "setup", "fen");

    private GameLoader() {
    }

    /**
     * @throws IllegalArgumentException when the game's start is not known (nothing can be played)
     */
    public static GameEditor edit(Game game) {
        ChessRules rules = game.rules();
        if (rules == null || !game.start().isKnown()) {
            throw new IllegalArgumentException("the game's start is not known: it cannot be played through");
        }
        GameEditor editor = GameEditor.fromPosition(rules, game.start().position());
        for (Tag tag : game.tags()) {
            if (!START_TAGS.contains(tag.name().toLowerCase(Locale.ROOT))) {
                editor.tag(tag.name(), tag.value());
            }
        }
        editor.gameComments().addAll(game.comments());
        line(editor, game.moves());
        while (editor.back()) {
            // back to the start
        }
        String result = game.result();
        if (List.of("1-0", "0-1", "1/2-1/2", "*").contains(result)) {
            editor.result(result);
        }
        return editor;
    }

    /** Plays a line and its variations; returns how many of its moves were played (the editor is after them). */
    private static int line(GameEditor editor, List<GameNode> line) {
        int played = 0;
        for (GameNode node : line) {
            if (!node.isPlayed()) {
                break;
            }
            play(editor, node);
            played++;
            if (!node.variations().isEmpty()) {
                editor.back();
                for (List<GameNode> variation : node.variations()) {
                    int depth = line(editor, variation);
                    for (int i = 0; i < depth; i++) {
                        editor.back();
                    }
                }
                replay(editor, node);
            }
        }
        return played;
    }

    private static void play(GameEditor editor, GameNode node) {
        replay(editor, node);
        editor.startingComments().addAll(node.startingComments());
        editor.comments().addAll(node.comments());
        editor.nags().addAll(node.nags());
    }

    /** Plays a node's move, or goes along it where it is there already. */
    private static void replay(GameEditor editor, GameNode node) {
        if (node.isNullMove()) {
            editor.playNull();
        } else {
            editor.play(node.move());
        }
    }
}
