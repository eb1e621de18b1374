package org.rochade.pgn.plugin;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.function.Supplier;
import org.rochade.pgn.plugin.check.GameChecker;
import org.rochade.pgn.plugin.check.RulesRegistry;
import org.rochade.pgn.plugin.read.GameReader;
import org.rochade.pgn.plugin.read.PgnGame;
import org.rochade.pgn.plugin.write.PgnWriter;
import org.rochade.rules.api.pgn.ConversionOptions;
import org.rochade.rules.api.pgn.ConversionSummary;

/**
 * One conversion: each game is checked; a valid one is written by {@link PgnWriter}, an invalid
 * one is copied through from its raw bytes.
 */
final class ConversionRun {
    private final ConversionOptions options;
    private final Supplier<RulesRegistry> registry;

    ConversionRun(ConversionOptions options, Supplier<RulesRegistry> registry) {
        this.options = options;
        this.registry = registry;
    }

    ConversionSummary run(InputStream in, OutputStream out, OutputStream rejects) throws IOException {
        long start = System.nanoTime();
        GameReader reader = new GameReader(in, options.limits(), true);
        GameChecker checker = new GameChecker(true);
        PgnWriter writer = new PgnWriter(options.chess960Spelling(), options.castlingFen());
        long games = 0;
        long written = 0;
        for (PgnGame game = reader.next(); game != null; game = reader.next()) {
            games++;
            RulesRegistry rules = registry.get();
            if (checker.check(game, rules).isValid()) {
                out.write(writer.write(game, GameChecker.start(game, rules, new ArrayList<>()))
                        .getBytes(StandardCharsets.UTF_8));
                written++;
            } else {
                byte[] raw = game.raw();
                if (raw == null) {
                    throw new IOException("game " + game.number() + " (line " + game.line()
                            + ") is invalid and too large to copy through");
                }
                copyThrough(raw, rejects == null ? out : rejects);
            }
        }
        out.flush();
        if (rejects != null) {
            rejects.flush();
        }
        return new ConversionSummary(games, written, games - written, System.nanoTime() - start);
    }

    /**
     * Writes a game's bytes as read. Only the white space around it changes: the raw bytes of a
     * game begin after the previous game's marker, so the line ends between games are trimmed and
     * one blank line follows the game, as between written games.
     */
    private static void copyThrough(byte[] raw, OutputStream out) throws IOException {
        int from = 0;
        int to = raw.length;
        while (from < to && isSpace(raw[from])) {
            from++;
        }
        while (to > from && isSpace(raw[to - 1])) {
            to--;
        }
        out.write(raw, from, to - from);
        out.write(new byte[] {'\n', '\n'});
    }

    private static boolean isSpace(byte b) {
        return b == ' ' || b == '\t' || b == '\n' || b == '\r';
    }
}
