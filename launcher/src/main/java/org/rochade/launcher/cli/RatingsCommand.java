package org.rochade.launcher.cli;

import org.rochade.games.api.pgn.PgnSource;
import org.rochade.launcher.host.UserError;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.rochade.ratings.ExpectedScore;
import org.rochade.ratings.KFactor;
import org.rochade.ratings.RatedGame;
import org.rochade.ratings.RatedGames;
import org.rochade.ratings.RatingOptions;
import org.rochade.ratings.RatingReport;
import org.rochade.ratings.Ratings;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * {@code ratings FILE... [--expected fide|logistic] [--k K] [--k40 NAME]... [--junior NAME]... [--json | --csv]}: the
 * rating report of an event's games, from the ratings bundle's {@link Ratings} service; this
 * command only parses, calls and prints.
 */
final class RatingsCommand extends Subcommand {
    private final CommonOptions common = new CommonOptions(spec);
    private final PositionalParamSpec filesArg = Args.positional(spec, PositionalParamSpec.builder().paramLabel("FILE")
            .arity("1..*").required(true).type(List.class).auxiliaryTypes(Path.class).description("PGN files (.pgn, .pgn.gz, .pgn.zst)."));
    private final OptionSpec expectedOption = Args.option(spec, OptionSpec.builder("--expected").paramLabel("METHOD")
            .type(String.class).defaultValue("fide")
            .description("fide (table 8.1(b) with the 400-point rule; the default) or logistic (Elo's formula"
                    + " 1 / (1 + 10^((Rb - Ra) / 400)), as sites that use it)."));
    private final OptionSpec kOption = Args.option(spec, OptionSpec.builder("--k").paramLabel("K").type(String.class)
            .defaultValue("fide")
            .description("fide (the default: 40 for the players named with --k40, and with --junior below 2300; 20 below 2400,"
                    + " 10 from 2400),"
                    + " a number, or steps K1,T1,K2,T2,...,Kn (K1 below rating T1, K2 below T2, ..., Kn from the"
                    + " last threshold)."));
    private final OptionSpec k40Option = Args.option(spec, OptionSpec.builder("--k40").paramLabel("NAME")
            .type(List.class).auxiliaryTypes(String.class)
            .description("A player the organiser names as new to the rating list (until 30 games), who gets K 40 at any"
                    + " rating (PGN cannot tell); the name as in the White/Black tags. Repeat for more players (one name"
                    + " each, since names such as 'Carlsen, Magnus' hold commas)."));
    private final OptionSpec juniorOption = Args.option(spec, OptionSpec.builder("--junior").paramLabel("NAME")
            .type(List.class).auxiliaryTypes(String.class)
            .description("A player the organiser names as a junior (until the end of the year of the 18th birthday), who"
                    + " gets K 40 while rated below 2300 and the K of the rating from 2300 (FIDE 8.3.3). Repeat for more"
                    + " players."));
    private final OptionSpec csvOption = Args.flag(spec, "--csv", "The standings as CSV.");

    RatingsCommand(RochadeCommand root) {
        super(root, "ratings", "The rating report of an event (FIDE's method, or --expected logistic): standings with expected score, performance and rating change.");
        spec.usageMessage().description(
            "Players are matched by name exactly as written (White and Black tags); names that differ only in"
                    + " case or spacing are reported as a warning. A game counts with its result (unfinished games"
                    + " do not count) and is rated with its WhiteElo and BlackElo tags; a game without both is unrated."
                    + " Games are read in one pass. A game whose moves are not valid (an illegal or unreadable move, a"
                    + " bad FEN) is rated by its recorded result, with a warning; one whose tags or result cannot be"
                    + " read is not counted.",
            "By default FIDE's Rating Regulations (in force since 1 October 2025): expected scores from table"
                    + " 8.1(b), a difference over 400 counted as 400 for a player rated below 2650 (8.3.1); K 40 for"
                    + " the players named with --k40, and with --junior below 2300; 20 below 2400, 10 from 2400; change K (S - PD) per rated game,"
                    + " summed; performance the opponents' average rating plus dp of table 8.1(a).");
    }

    @Override
    public Integer call() {
        List<Path> files = filesArg.getValue();
        boolean csv = Args.isSet(csvOption);
        if (csv && common.json()) {
            throw usageError("give --json or --csv, not both");
        }
        RatingOptions options = options();
        try {
            PgnSource.requireDistinct(files.stream().map(PgnSource::of).toList()); // the PGN services' rule
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        }
        for (Path file : files) {
            if (!Files.isReadable(file) || Files.isDirectory(file)) {
                throw new UserError("cannot read " + file + (Files.exists(file) ? "" : ": no such file"));
            }
        }
        Ratings ratings = root.services().ratings();
        PrintWriter err = spec.commandLine().getErr();
        List<RatedGame> games = new ArrayList<>();
        for (Path file : files) {
            try {
                RatedGames read = ratings.read(file);
                games.addAll(read.games());
                read.warnings().forEach(warning -> err.println("rochade: warning: " + warning));
            } catch (IOException | UncheckedIOException e) {
                throw new UserError("cannot read " + file + ": " + e.getMessage());
            }
        }
        RatingReport report = ratings.report(games, options);
        for (List<String> names : report.similarNames()) {
            err.println("rochade: warning: the names " + String.join(", ", names.stream().map(n -> "'" + n + "'").toList())
                    + " differ only in case or spacing; they are counted as " + names.size() + " players");
        }
        Set<String> playing = new LinkedHashSet<>();
        report.players().forEach(player -> playing.add(player.name()));
        for (String name : options.k40()) {
            if (!playing.contains(name)) {
                err.println("rochade: warning: --k40 '" + name + "' plays in none of the games");
            }
        }
        for (String name : options.juniors()) {
            if (!playing.contains(name)) {
                err.println("rochade: warning: --junior '" + name + "' plays in none of the games");
            }
        }
        err.flush();
        PrintWriter out = spec.commandLine().getOut();
        if (common.json()) {
            RatingsOutput.json(out, report);
        } else if (csv) {
            RatingsOutput.csv(out, report);
        } else {
            RatingsOutput.text(out, report);
        }
        return ExitCodes.OK;
    }

    /** --expected, --k, --k40 and --junior as the service's options. */
    private RatingOptions options() {
        String expected = expectedOption.getValue();
        String k = kOption.getValue();
        List<String> k40 = k40Option.getValue() == null ? List.of() : k40Option.getValue();
        List<String> juniors = juniorOption.getValue() == null ? List.of() : juniorOption.getValue();
        ExpectedScore method = switch (expected.strip().toLowerCase(Locale.ROOT)) {
            case "fide" -> ExpectedScore.FIDE;
            case "logistic" -> ExpectedScore.LOGISTIC;
            default -> throw usageError("--expected '" + expected + "': give fide or logistic");
        };
        KFactor factor;
        try {
            factor = KFactor.parse(k);
        } catch (IllegalArgumentException e) {
            throw new UserError("--k " + e.getMessage());
        }
        try {
            return new RatingOptions(method, factor, Set.copyOf(k40), Set.copyOf(juniors));
        } catch (IllegalArgumentException e) {
            throw new UserError((k40.isEmpty() ? "--junior: " : "--k40: ") + e.getMessage());
        }
    }
}
