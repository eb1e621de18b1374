package org.rochade.embedding;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Map;
import java.util.ServiceLoader;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.Square;
import org.rochade.rules.api.Variant;
import org.rochade.games.api.Game;
import org.rochade.games.api.GameEditor;
import org.rochade.games.api.GameNode;
import org.rochade.games.api.PgnGames;
import org.rochade.games.api.PgnWriteOptions;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.PgnValidator;
import org.rochade.games.api.pgn.ValidationOptions;
import org.rochade.games.api.pgn.ValidationSummary;
import org.rochade.diagram.BoardOptions;
import org.rochade.diagram.Diagrams;
import org.rochade.ratings.RatedGames;
import org.rochade.ratings.RatingOptions;
import org.rochade.ratings.RatingReport;
import org.rochade.ratings.Ratings;

/**
 * Example host (c): Rochade on a plain class path, without OSGi. Needs exactly rules.api, games.api,
 * rules.impl, castling.plugin, pgn.plugin, jackson-core, diagram and ratings on the class path
 * (PlainClasspathIT runs it so, in its own JVM); everything is found with {@link ServiceLoader} and
 * used through the API types only: the rules, the validator, games read, played from squares and
 * written, a game opened into its move tree, edited in a variation, clocked and saved, a board
 * drawn, and an event's ratings.
 */
public final class PlainClasspathExample {
    private static final String GAMES = """
            [Event "legal"]
            [Variant "Chess960"]
            [SetUp "1"]
            [FEN "bbqnrkrn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRKRN w KQkq - 0 1"]
            [Result "*"]

            1. O-O O-O 2. Ng3 *

            [Event "illegal"]
            [Variant "Chess960"]
            [SetUp "1"]
            [FEN "bbqnrkrn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRKRN w KQkq - 0 1"]
            [Result "*"]

            1. O-O O-O 2. Kh1 *
            """;

    /** A two-game event between a 2700 and a 2200: FIDE counts 500 points for the first, 400 for the second. */
    static final String EVENT = """
            [White "Anna"]
            [Black "Bert"]
            [WhiteElo "2700"]
            [BlackElo "2200"]
            [Result "1-0"]

            1-0

            [White "Bert"]
            [Black "Anna"]
            [WhiteElo "2200"]
            [BlackElo "2700"]
            [Result "1/2-1/2"]

            1/2-1/2
            """;

    private PlainClasspathExample() {
    }

    public static void main(String[] args) throws IOException {
        Map<Variant, ChessRules> rules = new EnumMap<>(Variant.class);
        ServiceLoader.load(ChessRules.class).forEach(found -> rules.put(found.variant(), found));
        System.out.println("variants " + rules.keySet());

        ChessRules chess960 = rules.get(Variant.CHESS960);
        Position start = chess960.startPosition(chess960.startArray(288));
        System.out.println("SP 288 " + chess960.castlingConvention() + " castling O-O is "
                + chess960.toUci(start, chess960.parseSan(start, "O-O")));

        PgnValidator validator = ServiceLoader.load(PgnValidator.class).findFirst()
                .orElseThrow(() -> new IllegalStateException("pgn.plugin is not on the class path"));
        ValidationSummary summary = validator.validate(new ByteArrayInputStream(GAMES.getBytes(StandardCharsets.US_ASCII)),
                "games.pgn", ValidationOptions.defaults(), PlainClasspathExample::print);
        System.out.println(summary.games() + " games, " + summary.valid() + " valid");

        // Games: the calls of the OSGi host (ChessGuiGamesIT), with PgnGames found the same way.
        PgnGames games = ServiceLoader.load(PgnGames.class).findFirst()
                .orElseThrow(() -> new IllegalStateException("pgn.plugin is not on the class path"));
        System.out.println("game 1 moves " + MovePane.of(games.read(GAMES).get(0)));
        GameEditor game = GameEditor.fromArray(chess960, 288);
        game.playFromSquares(Square.F1, Square.G1, null); // the king dropped on its own rook: O-O
        game.playFromSquares(Square.F8, Square.G8, null);
        game.playFromSquares(Square.H1, Square.G3, null);
        Game played = game.toGame();
        System.out.println("played " + MovePane.of(played) + ", " + game.status().termination());
        Game readBack = games.read(games.write(played, PgnWriteOptions.defaults())).get(0);
        System.out.println("written and read back " + (readBack.equals(played) ? "equal" : "different"));

        // The move tree and the annotations, as the OSGi host's analysis pane uses them (ChessGuiGamesIT).
        Game analysed;
        try (InputStream in = PlainClasspathExample.class.getResourceAsStream("/analysed.pgn")) {
            analysed = games.read(new String(in.readAllBytes(), StandardCharsets.UTF_8)).get(0);
        }
        AnalysisPane pane = AnalysisPane.open(analysed);
        System.out.println("evaluations " + pane.evaluationGraph());
        pane.click(pane.game().root().next().next()).choose(1); // into the variation 2. c4
        pane.game().playSan("e5");                               // along the variation inside it
        pane.game().playSan("Ne3");                              // a new move there
        pane.game().clock(Duration.ofSeconds(290));
        pane.game().promoteToMainLine(pane.game().current());
        System.out.println("edited " + pane.game().toGame().moveList(false) + ", clocks " + pane.clocks());
        GameNode saved = games.read(games.write(pane.game().toGame(), PgnWriteOptions.defaults())).get(0).moves().get(4);
        System.out.println("saved and read back " + saved.san() + " clock " + saved.annotations().clock());

        // A board picture and an event's ratings: the diagram and ratings bundles' services.
        Diagrams diagrams = ServiceLoader.load(Diagrams.class).findFirst()
                .orElseThrow(() -> new IllegalStateException("diagram is not on the class path"));
        System.out.println(describe(diagrams.board(start, BoardOptions.defaults())));
        Ratings ratings = ServiceLoader.load(Ratings.class).findFirst()
                .orElseThrow(() -> new IllegalStateException("ratings is not on the class path"));
        RatedGames event = ratings.read(new ByteArrayInputStream(EVENT.getBytes(StandardCharsets.US_ASCII)), "event.pgn");
        for (RatingReport.Player player : ratings.report(event.games(), RatingOptions.fide()).players()) {
            System.out.println(standing(player));
        }
    }

    /** What a host can tell of a diagram without drawing it: an SVG document with one piece per man. */
    static String describe(String svg) {
        int pieces = svg.split("<use ", -1).length - 1;
        return "diagram " + (svg.startsWith("<svg") || svg.startsWith("<?xml") ? "svg" : "not svg") + " with " + pieces + " pieces";
    }

    /** A player's line of the report: rank, name, score, expected score, rating change. */
    static String standing(RatingReport.Player player) {
        return player.rank() + ". " + player.name() + " " + player.score() + " expected " + player.expected().toPlainString()
                + " change " + player.change().toPlainString();
    }

    private static void print(GameReport report) {
        System.out.println("game " + report.game() + " " + report.status());
        for (Finding finding : report.findings()) {
            if (finding.isError()) {
                System.out.println("  line " + finding.line() + " ply " + finding.ply() + ": " + finding.message());
            }
        }
    }
}
