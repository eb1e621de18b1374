package org.rochade.pgn.plugin.game;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.rochade.pgn.plugin.check.GameChecker;
import org.rochade.pgn.plugin.check.RulesRegistry;
import org.rochade.pgn.plugin.read.GameReader;
import org.rochade.pgn.plugin.read.PgnGame;
import org.rochade.games.api.PgnVisitor;
import org.rochade.games.api.pgn.ValidationOptions;

/**
 * An input's games through a visitor, one game at a time as the stream is consumed: read, checked
 * as validate checks them (same options, same findings) and visited in one pass. Constant memory:
 * only the game being read is held, and its element arrays are handed on to the next game. The stream closes the input when closed.
 */
public final class GameStream {
    private GameStream() {
    }

    /**
     * @param visitor makes the visitor for the next game's snapshot of the rules (a game keeps the
     *                rules it was started with)
     */
    public static <R> Stream<R> of(InputStream in, ValidationOptions options, Supplier<RulesRegistry> registry,
                                   java.util.function.Function<RulesRegistry, PgnVisitor<R>> visitor) {
        GameChecker checker = new GameChecker(options.variations(), options.finalFen(), options.defaultVariant());
        Spliterator<R> games = new Spliterators.AbstractSpliterator<>(Long.MAX_VALUE,
                Spliterator.ORDERED) {
            private GameReader reader;

            @Override
            public boolean tryAdvance(Consumer<? super R> action) {
                try {
                    if (reader == null) {
                        reader = new GameReader(in, options.limits());
                    }
                    PgnGame game = reader.next();
                    if (game == null) {
                        return false;
                    }
                    RulesRegistry rules = registry.get();
                    R visited = checker.visit(game, rules, visitor.apply(rules));
                    // Nothing reads the game after its visit (a MoveEvent is valid only during its
                    // call): its element arrays go to the next game, as validation hands them on.
                    game.recycle();
                    action.accept(visited);
                    return true;
                } catch (IOException e) {
                    throw new UncheckedIOException(e.getMessage(), e);
                }
            }
        };
        return StreamSupport.stream(games, false).onClose(() -> {
            try {
                in.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }
}
