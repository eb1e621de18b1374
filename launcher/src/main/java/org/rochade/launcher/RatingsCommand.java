package org.rochade.launcher;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.rochade.games.api.pgn.PgnConverter;
import org.rochade.games.api.pgn.PgnValidator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code ratings FILE... [--k K] [--json | --csv]}: the rating report of an event's games. */
@Command(name = "ratings", mixinStandardHelpOptions = true,
        header = "The rating report of an event: standings with expected score, performance and rating change.",
        description = {
            "Players are matched by name exactly as written (White and Black tags); names that differ only in"
                    + " case or spacing are reported as a warning. A game counts with its result (unfinished games"
                    + " do not count) and is rated with its WhiteElo and BlackElo tags; a game without both is unrated.",
            "Expected score 1 / (1 + 10^((Rb - Ra) / 400)); change K (S - E) per rated game, summed; performance"
                    + " the opponents' average rating plus FIDE's dp (Rating Regulations 8.1) for the score in rated games."
        })
final class RatingsCommand extends Subcommand {

    @Mixin
    CommonOptions common;

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "PGN files (.pgn, .pgn.gz, .pgn.zst).")
    List<Path> files;

    @Option(names = "--k", paramLabel = "K", defaultValue = "fide",
            description = "A number, fide (20 below 2400, 10 from 2400; the default), or steps K1,T1,K2,T2,...,Kn"
                    + " (K1 below rating T1, K2 below T2, ..., Kn from the last threshold).")
    String k;

    @Option(names = "--csv", description = "The standings as CSV.")
    boolean csv;

    @Override
    public Integer call() {
        if (csv && common.json) {
            throw usageError("give --json or --csv, not both");
        }
        KFactor factor = KFactor.parse(k);
        for (Path file : files) {
            if (!Files.isReadable(file) || Files.isDirectory(file)) {
                throw new UserError("cannot read " + file + (Files.exists(file) ? "" : ": no such file"));
            }
        }
        PgnValidator validator = root.framework().pgnValidator();
        PgnConverter converter = root.framework().pgnConverter();
        PrintWriter err = spec.commandLine().getErr();
        List<RatedGame> games = new ArrayList<>();
        for (Path file : files) {
            try {
                for (GameTags.Tagged game : GameTags.read(validator, converter, file)) {
                    String where = file + " game " + game.report().game() + " (line " + game.report().line() + ")";
                    if (!game.report().isValid()) {
                        err.println("rochade: warning: " + where + " is not valid (see 'rochade validate'): not counted");
                    } else {
                        games.add(rated(file.toString(), game, where, err));
                    }
                }
            } catch (java.io.IOException | UncheckedIOException e) {
                throw new UserError("cannot read " + file + ": " + e.getMessage());
            }
        }
        List<Standings.Player> players = Standings.of(games, factor);
        for (List<String> names : Standings.nameVariants(players)) {
            err.println("rochade: warning: the names " + String.join(", ", names.stream().map(n -> "'" + n + "'").toList())
                    + " differ only in case or spacing; they are counted as " + names.size() + " players");
        }
        err.flush();
        PrintWriter out = spec.commandLine().getOut();
        if (common.json) {
            RatingsOutput.json(out, players);
        } else if (csv) {
            RatingsOutput.csv(out, players);
        } else {
            RatingsOutput.text(out, players, games, factor);
        }
        return ExitCodes.OK;
    }

    /** The game's players, ratings and result from its tags. */
    private static RatedGame rated(String file, GameTags.Tagged game, String where, PrintWriter err) {
        Map<String, String> tags = game.tags();
        return new RatedGame(file, game.report().game(), game.report().line(), name(tags.get("White")), name(tags.get("Black")),
                rating(tags.get("WhiteElo"), "WhiteElo", where, err), rating(tags.get("BlackElo"), "BlackElo", where, err),
                result(tags.get("Result"), game.report().result()));
    }

    /** The Result tag when it is a result, else the move text's termination marker, else unfinished. */
    private static String result(String tag, String termination) {
        Set<String> results = Set.of("1-0", "0-1", "1/2-1/2", "*");
        if (tag != null && results.contains(tag.strip())) {
            return tag.strip();
        }
        return termination != null && results.contains(termination) ? termination : "*";
    }

    private static String name(String tag) {
        return tag == null ? "?" : tag;
    }

    /** A rating, or null for none: no tag, empty, "-", "?" or 0 (as unrated players are written). */
    private static Integer rating(String tag, String name, String where, PrintWriter err) {
        String value = tag == null ? "" : tag.strip();
        if (value.isEmpty() || value.equals("-") || value.equals("?") || value.equals("0")) {
            return null;
        }
        try {
            int rating = Integer.parseInt(value);
            if (rating > 0 && rating < 5000) {
                return rating;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        err.println("rochade: warning: " + where + ": " + name + " '" + value + "' is not a rating; the game is unrated");
        return null;
    }
}
