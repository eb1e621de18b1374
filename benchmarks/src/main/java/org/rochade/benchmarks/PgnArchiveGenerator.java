package org.rochade.benchmarks;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.GameStatus;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.Variant;
import org.rochade.rules.impl.engine.EngineRules;

/**
 * Writes an archive of random legal games for throughput measurements, shaped like the baseline
 * archive of ../shared/data/baselines: 75% Chess960, 10% Fischer168, 15% SP 518 classic, up to 120
 * plies, some variations, comments and NAGs, some Shredder-FEN:
 * {@code java -cp benchmarks/target/benchmarks.jar org.rochade.benchmarks.PgnArchiveGenerator OUT [games] [seed] [engine-comments]}.
 * With {@code engine-comments} every move carries an engine's comment as TCEC's archive does
 * (depth, times, nodes, speed, the principal variation, evaluations: about 250 bytes a move).
 * With {@code positions} it writes an archive of positions, shaped like Stockfish's Chess960 opening
 * book: games of only a FEN and {@code [SetUp "1"]} tag and the result {@code *}, no moves and no
 * Variant tag. The first 960 are the start arrays (SP 0 to 959), the others are reached from a
 * random array by 1 to 16 random legal plies (X-FEN, some Shredder-FEN).
 * With {@code annotated} every game is annotated as in ChessBase collections of annotated games:
 * 60% classic, 40% Chess960; prose comments (some over several lines) after about one move in six,
 * NAGs after about one in eight, and variations after about one in ten, each of 2 to 9 plies with
 * comments and NAGs of its own and variations nested up to three deep.
 */
public final class PgnArchiveGenerator {
    private PgnArchiveGenerator() {
    }

    public static void main(String[] args) throws IOException {
        Path out = Path.of(args[0]);
        int games = args.length > 1 ? Integer.parseInt(args[1]) : 100_000;
        SplittableRandom random = new SplittableRandom(args.length > 2 ? Long.parseLong(args[2]) : 960);
        String mode = args.length > 3 ? args[3] : "";
        boolean engineComments = mode.equals("engine-comments");
        FideCastling fide = new FideCastling();
        ChessRules chess960 = new EngineRules(Variant.CHESS960, fide);
        if (mode.equals("positions")) {
            positions(out, games, chess960, random);
            return;
        }
        if (mode.equals("annotated")) {
            annotated(out, games, chess960, new EngineRules(Variant.CLASSIC, fide), random);
            return;
        }
        if (!mode.isEmpty() && !engineComments) {
            throw new IllegalArgumentException("unknown mode '" + mode + "': engine-comments, positions or annotated");
        }
        ChessRules fischer168 = new EngineRules(Variant.FISCHER168, fide);
        ChessRules classic = new EngineRules(Variant.CLASSIC, fide);
        try (BufferedWriter w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            for (int g = 1; g <= games; g++) {
                int kind = random.nextInt(100);
                ChessRules rules = kind < 75 ? chess960 : kind < 85 ? fischer168 : classic;
                StartArray start = rules.variant() == Variant.CLASSIC ? rules.startArray(518)
                        : rules.startArrays().get(random.nextInt(rules.startArrays().size()));
                game(w, g, rules, start, random, engineComments);
            }
        }
    }

    private static void game(BufferedWriter w, int number, ChessRules rules, StartArray start, SplittableRandom random,
                             boolean engineComments) throws IOException {
        StringBuilder moves = new StringBuilder();
        Position p = rules.startPosition(start);
        int plies = 20 + random.nextInt(101);
        boolean annotated = random.nextInt(100) < 20;
        String result = "*";
        int column = 0;
        for (int ply = 0; ply < plies; ply++) {
            List<Move> legal = rules.legalMoves(p);
            if (legal.isEmpty()) {
                GameStatus s = rules.status(p);
                result = s.termination() == GameStatus.Termination.CHECKMATE
                        ? (s.winner() == org.rochade.rules.api.Color.WHITE ? "1-0" : "0-1") : "1/2-1/2";
                break;
            }
            Move m = legal.get(random.nextInt(legal.size()));
            StringBuilder token = new StringBuilder();
            if (p.sideToMove() == org.rochade.rules.api.Color.WHITE) {
                token.append(p.fullmoveNumber()).append(". ");
            }
            token.append(rules.toSan(p, m));
            if (annotated && random.nextInt(10) == 0) {
                token.append(" $").append(1 + random.nextInt(6));
            }
            if (engineComments) {
                token.append(' ').append(engineComment(rules, p, m, random));
            } else if (annotated && random.nextInt(12) == 0) {
                token.append(" {a comment about move ").append(ply + 1).append('}');
            }
            if (annotated && random.nextInt(15) == 0 && legal.size() > 1) {
                Move alt = legal.get(random.nextInt(legal.size()));
                if (!alt.equals(m)) {
                    token.append(" (").append(p.fullmoveNumber())
                            .append(p.sideToMove() == org.rochade.rules.api.Color.WHITE ? ". " : "... ")
                            .append(rules.toSan(p, alt)).append(')');
                }
            }
            if (column + token.length() + 1 > 79) {
                moves.append('\n');
                column = 0;
            } else if (column > 0) {
                moves.append(' ');
                column++;
            }
            moves.append(token);
            column += token.length();
            p = rules.play(p, m);
        }
        if (result.equals("*")) {
            // The last ply may have ended the game even when the ply budget ran out first.
            GameStatus s = rules.status(p);
            if (s.termination() == GameStatus.Termination.CHECKMATE) {
                result = s.winner() == org.rochade.rules.api.Color.WHITE ? "1-0" : "0-1";
            } else if (s.termination() == GameStatus.Termination.STALEMATE) {
                result = "1/2-1/2";
            }
        }
        if (result.equals("*") && random.nextInt(3) == 0) {
            result = random.nextBoolean() ? "1-0" : "0-1"; // a resignation
        }
        w.write("[Event \"Random " + rules.variant() + " game\"]\n[Site \"?\"]\n[Date \"2026.11.21\"]\n[Round \""
                + number + "\"]\n[White \"Player A\"]\n[Black \"Player B\"]\n[Result \"" + result + "\"]\n");
        if (rules.variant() != Variant.CLASSIC) {
            FenFormat format = random.nextInt(100) < 18 ? FenFormat.SHREDDER : FenFormat.XFEN;
            w.write("[Variant \"" + rules.variant().pgnTag() + "\"]\n[SetUp \"1\"]\n[FEN \""
                    + start.fen(format) + "\"]\n");
        }
        w.write('\n');
        w.write(moves.toString());
        w.write(' ');
        w.write(result);
        w.write("\n\n");
    }

    /** The archive of positions: see the class comment. */
    private static void positions(Path out, int games, ChessRules rules, SplittableRandom random) throws IOException {
        List<StartArray> arrays = rules.startArrays();
        try (BufferedWriter w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            for (int g = 0; g < games; g++) {
                Position p;
                if (g < arrays.size()) {
                    p = rules.startPosition(arrays.get(g));
                } else {
                    p = rules.startPosition(arrays.get(random.nextInt(arrays.size())));
                    int plies = 1 + random.nextInt(16);
                    for (int ply = 0; ply < plies; ply++) {
                        List<Move> legal = rules.legalMoves(p);
                        if (legal.isEmpty()) {
                            break;
                        }
                        p = rules.play(p, legal.get(random.nextInt(legal.size())));
                    }
                }
                FenFormat format = random.nextInt(100) < 18 ? FenFormat.SHREDDER : FenFormat.XFEN;
                w.write("[FEN \"" + p.fen(format) + "\"]\n[SetUp \"1\"]\n\n*\n\n");
            }
        }
    }

    private static final String[] PROSE = {
        "A natural developing move.", "White keeps the tension in the centre.",
        "Black had to reckon with the pawn break on the queen side.", "The critical position of the game.",
        "After this the initiative passes to Black.", "Perhaps not the most precise, but it keeps the balance.",
        "An interesting idea: the knight heads for the outpost.", "Both kings are safe; the fight is on the wings.",
        "The only move.", "Here the engine prefers the quiet retreat.",
        "This pawn sacrifice was prepared in the previous game.", "Time trouble begins to tell.",
    };

    /** The archive of annotated games: see the class comment. */
    private static void annotated(Path out, int games, ChessRules chess960, ChessRules classic, SplittableRandom random)
            throws IOException {
        try (BufferedWriter w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            for (int g = 1; g <= games; g++) {
                boolean is960 = random.nextInt(100) < 40;
                ChessRules rules = is960 ? chess960 : classic;
                StartArray start = is960 ? rules.startArrays().get(random.nextInt(960)) : rules.startArray(518);
                Position p = rules.startPosition(start);
                StringBuilder moves = new StringBuilder();
                String result = line(moves, rules, p, 30 + random.nextInt(90), 0, true, random);
                w.write("[Event \"Annotated games\"]\n[Site \"?\"]\n[Date \"2026.11.25\"]\n[Round \"" + g
                        + "\"]\n[White \"Player A\"]\n[Black \"Player B\"]\n[Result \"" + result + "\"]\n"
                        + "[Annotator \"Generator\"]\n");
                if (is960) {
                    w.write("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"" + start.fen(FenFormat.XFEN) + "\"]\n");
                }
                w.write("\n{" + PROSE[random.nextInt(PROSE.length)] + "}\n");
                w.write(wrap(moves.append(' ').append(result).toString()));
                w.write("\n\n");
            }
        }
    }

    /**
     * Appends a line of up to {@code plies} random legal plies from {@code p}, annotated, with
     * variations nested below {@code depth} 3; its first move carries Black's move number only when
     * {@code numberFirst}.
     *
     * @return the result the line ends with on the main line ({@code *} unless mate or stalemate)
     */
    private static String line(StringBuilder out, ChessRules rules, Position p, int plies, int depth, boolean numberFirst,
                               SplittableRandom random) {
        boolean numberNext = numberFirst;
        for (int ply = 0; ply < plies; ply++) {
            List<Move> legal = rules.legalMoves(p);
            if (legal.isEmpty()) {
                GameStatus s = rules.status(p);
                return s.termination() == GameStatus.Termination.CHECKMATE
                        ? (s.winner() == org.rochade.rules.api.Color.WHITE ? "1-0" : "0-1") : "1/2-1/2";
            }
            Move m = legal.get(random.nextInt(legal.size()));
            boolean white = p.sideToMove() == org.rochade.rules.api.Color.WHITE;
            if (out.length() > 0 && out.charAt(out.length() - 1) != '(') {
                out.append(' ');
            }
            if (white) {
                out.append(p.fullmoveNumber()).append(". ");
            } else if (numberNext) {
                out.append(p.fullmoveNumber()).append("... ");
            }
            out.append(rules.toSan(p, m));
            numberNext = false;
            if (random.nextInt(8) == 0) {
                out.append(" $").append(random.nextInt(10) < 7 ? 1 + random.nextInt(6) : 10 + random.nextInt(130));
            }
            if (random.nextInt(6) == 0) {
                out.append(" {").append(PROSE[random.nextInt(PROSE.length)]);
                if (random.nextInt(4) == 0) {
                    out.append('\n').append(PROSE[random.nextInt(PROSE.length)]);
                }
                out.append('}');
                numberNext = true;
            }
            if (depth < 3 && legal.size() > 1 && random.nextInt(depth == 0 ? 10 : 6) == 0) {
                Move alt = legal.get(random.nextInt(legal.size()));
                if (!alt.equals(m)) {
                    out.append(" (");
                    StringBuilder variation = new StringBuilder();
                    boolean altWhite = white;
                    variation.append(p.fullmoveNumber()).append(altWhite ? ". " : "... ").append(rules.toSan(p, alt));
                    line(variation, rules, rules.play(p, alt), 1 + random.nextInt(8), depth + 1, false, random);
                    out.append(variation).append(')');
                    numberNext = true;
                }
            }
            p = rules.play(p, m);
        }
        GameStatus s = rules.status(p); // the last ply may have ended the game
        if (s.termination() == GameStatus.Termination.CHECKMATE) {
            return s.winner() == org.rochade.rules.api.Color.WHITE ? "1-0" : "0-1";
        }
        return s.termination() == GameStatus.Termination.STALEMATE ? "1/2-1/2" : "*";
    }

    /** Breaks text into lines of at most 79 characters at spaces (a comment's own line breaks are kept). */
    private static String wrap(String text) {
        StringBuilder out = new StringBuilder(text.length() + text.length() / 70);
        int column = 0;
        for (String word : text.split(" ")) {
            int newline = word.lastIndexOf('\n');
            if (column > 0 && column + 1 + (newline < 0 ? word.length() : word.indexOf('\n')) > 79) {
                out.append('\n');
                column = 0;
            } else if (column > 0) {
                out.append(' ');
                column++;
            }
            out.append(word);
            column = newline < 0 ? column + word.length() : word.length() - newline - 1;
        }
        return out.toString();
    }

    /** A comment in the shape TCEC's GUI writes after every engine move, with a legal principal variation. */
    private static String engineComment(ChessRules rules, Position before, Move played, SplittableRandom random) {
        StringBuilder pv = new StringBuilder();
        Position p = before;
        Move next = played;
        for (int i = 0; i < 8 && next != null; i++) {
            pv.append(i == 0 ? "" : " ").append(rules.toSan(p, next));
            p = rules.play(p, next);
            List<Move> legal = rules.legalMoves(p);
            next = legal.isEmpty() ? null : legal.get(random.nextInt(legal.size()));
        }
        int depth = 18 + random.nextInt(20);
        long nodes = 1_000_000L + random.nextLong(900_000_000L);
        return String.format(java.util.Locale.ROOT,
                "{d=%d, sd=%d, mt=%d, tl=%d, s=%d, n=%d, pv=%s, tb=%d, h=%.1f, ph=%.1f, wv=%.2f, R50=%d, Rd=-11, Rr=-1000,"
                        + " mb=+0+0+0+0+0,}",
                depth, depth + 10 + random.nextInt(20), 1000 + random.nextInt(60_000), 1_000_000 + random.nextInt(5_000_000),
                nodes / (1 + random.nextInt(60)), nodes, pv, random.nextInt(1000), random.nextDouble() * 100,
                random.nextDouble() * 20, random.nextDouble() * 4 - 2, 50 - random.nextInt(50));
    }
}
