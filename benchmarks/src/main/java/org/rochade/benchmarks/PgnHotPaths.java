package org.rochade.benchmarks;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.games.api.Game;
import org.rochade.games.api.PgnWriteOptions;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.ValidationOptions;
import org.rochade.pgn.plugin.PgnValidatorComponent;
import org.rochade.pgn.plugin.read.GameReader;
import org.rochade.pgn.plugin.read.PgnGame;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.MoveTextReplay;
import org.rochade.rules.api.MoveTextReplayer;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.SanPattern;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.Variant;
import org.rochade.rules.impl.engine.EngineRules;

/**
 * The hot paths of reading PGN, each alone, on inputs made in memory by the same random games as
 * {@link PgnArchiveGenerator}: the tokenizer (games read, nothing checked; and games with an
 * engine's comment after every move, read for validation), SAN reading (through the rules service,
 * and replayed as validation replays it), FEN reading
 * and start resolution, validation with its reports (all of it; the engine-comment games too; and
 * 2,000 games on two threads, cut into chunks), the same games read into games (and the
 * engine-comment games), validation of tags-and-FEN games (an archive of positions), and the
 * writer. Short runs by default (about three minutes for all):
 * {@code java -jar benchmarks/target/benchmarks.jar PgnHotPaths}; more with {@code -wi 5 -i 10}.
 * Each figure is the time for one operation over the whole set (200 games, 960 FENs, ...).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class PgnHotPaths {
    private static final int GAMES = 200;

    private ChessRules chess960;
    private PgnValidatorComponent validator;
    private ValidationOptions options;
    private byte[] archive;
    private byte[] positions;
    /** Games with an engine's comment after every move, as TCEC's archive has them. */
    private byte[] engineComments;
    /** 2,000 games (about 1.3 MB: twenty chunks), for validation on two threads. */
    private byte[] chunked;
    private ValidationOptions twoThreads;
    private List<String> fens;
    private List<String> startFens;
    /** Each game's start and its moves as SAN, for SAN reading alone. */
    private List<Position> sanStarts;
    private List<List<String>> sans;
    /** Each move's {@link SanPattern}, by game. */
    private List<int[]> sanPatterns;
    private List<Game> games;
    private PgnWriteOptions writeOptions;

    @Setup
    public void setUp() throws IOException {
        FideCastling fide = new FideCastling();
        chess960 = new EngineRules(Variant.CHESS960, fide);
        validator = new PgnValidatorComponent(new ChessRules[] {chess960, new EngineRules(Variant.FISCHER168, fide),
                new EngineRules(Variant.CLASSIC, fide)});
        options = ValidationOptions.defaults().withFinalFen(false);
        twoThreads = options.withThreads(2);
        java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("rochade-hot-paths");
        try {
            java.nio.file.Path games = dir.resolve("games.pgn");
            PgnArchiveGenerator.main(new String[] {games.toString(), Integer.toString(GAMES), "960"});
            archive = java.nio.file.Files.readAllBytes(games);
            java.nio.file.Path book = dir.resolve("positions.pgn");
            PgnArchiveGenerator.main(new String[] {book.toString(), "2000", "960", "positions"});
            positions = java.nio.file.Files.readAllBytes(book);
            java.nio.file.Path engine = dir.resolve("engine.pgn");
            PgnArchiveGenerator.main(new String[] {engine.toString(), Integer.toString(GAMES), "960", "engine-comments"});
            engineComments = java.nio.file.Files.readAllBytes(engine);
            java.nio.file.Path more = dir.resolve("chunked.pgn");
            PgnArchiveGenerator.main(new String[] {more.toString(), "2000", "518"});
            chunked = java.nio.file.Files.readAllBytes(more);
            java.nio.file.Files.delete(more);
            java.nio.file.Files.delete(games);
            java.nio.file.Files.delete(book);
            java.nio.file.Files.delete(engine);
        } finally {
            java.nio.file.Files.delete(dir);
        }
        SplittableRandom random = new SplittableRandom(960);
        fens = new ArrayList<>();
        startFens = new ArrayList<>();
        sanStarts = new ArrayList<>();
        sans = new ArrayList<>();
        for (StartArray array : chess960.startArrays()) {
            startFens.add(array.fen(random.nextBoolean() ? FenFormat.XFEN : FenFormat.SHREDDER));
            Position p = chess960.startPosition(array);
            List<String> line = new ArrayList<>();
            sanStarts.add(p);
            for (int ply = 0; ply < 40; ply++) {
                List<Move> legal = chess960.legalMoves(p);
                if (legal.isEmpty()) {
                    break;
                }
                Move m = legal.get(random.nextInt(legal.size()));
                line.add(chess960.toSan(p, m));
                p = chess960.play(p, m);
                if (ply == 10) {
                    fens.add(p.fen());
                }
            }
            sans.add(line);
        }
        sanPatterns = new ArrayList<>();
        for (List<String> line : sans) {
            sanPatterns.add(line.stream().mapToInt(SanPattern::read).toArray());
        }
        try (var stream = validator.stream(new ByteArrayInputStream(archive), options)) {
            this.games = stream.toList();
        }
        writeOptions = PgnWriteOptions.defaults();
    }

    /** The tokenizer and game reader alone: every game read, nothing checked. */
    @Benchmark
    public void tokenize(Blackhole bh) throws IOException {
        GameReader reader = new GameReader(new ByteArrayInputStream(archive), options.limits());
        PgnGame game;
        while ((game = reader.next()) != null) {
            bh.consume(game);
        }
    }

    /**
     * The tokenizer and game reader for validation alone, on 200 games with an engine's comment
     * after every move: mostly the comment scan (comments are skipped, not kept, when validating).
     */
    @Benchmark
    public void tokenizeEngineComments(Blackhole bh) throws IOException {
        GameReader reader = GameReader.forValidation(new ByteArrayInputStream(engineComments), options.limits());
        PgnGame game;
        while ((game = reader.next()) != null) {
            bh.consume(game);
        }
    }

    /** SAN read into moves and played, 960 games of 40 plies, through the rules service. */
    @Benchmark
    public void sanReading(Blackhole bh) {
        for (int g = 0; g < sans.size(); g++) {
            Position p = sanStarts.get(g);
            for (String san : sans.get(g)) {
                p = chess960.play(p, chess960.parseSan(p, san));
            }
            bh.consume(p);
        }
    }

    /**
     * SAN replayed as validation replays it: the same 960 games of 40 plies on the engine's working
     * board ({@link MoveTextReplay}, one replayer started over per game), each move handed with its
     * {@link SanPattern} read once beforehand, as the tokenizer's cache of move texts hands it. What
     * is measured is finding each move on the board and making it.
     */
    @Benchmark
    public void sanReplay(Blackhole bh) {
        MoveTextReplay replay = (MoveTextReplay) chess960;
        MoveTextReplayer replayer = null;
        for (int g = 0; g < sans.size(); g++) {
            replayer = replay.replayer(sanStarts.get(g), replayer);
            List<String> line = sans.get(g);
            int[] patterns = sanPatterns.get(g);
            for (int i = 0; i < patterns.length; i++) {
                replayer.play(line.get(i), patterns[i]);
            }
            bh.consume(replayer.isCheck());
        }
    }

    /** 960 middle-game FENs read into positions. */
    @Benchmark
    public void fenReading(Blackhole bh) {
        for (String fen : fens) {
            bh.consume(chess960.fromFen(fen));
        }
    }

    /** The 960 start FENs checked as starts (X-FEN or Shredder-FEN). */
    @Benchmark
    public void startResolution(Blackhole bh) {
        for (String fen : startFens) {
            bh.consume(chess960.checkStart(fen));
        }
    }

    /** Validation of 200 games with their reports: tokenizer, start, SAN, result, report building. */
    @Benchmark
    public long validate() throws IOException {
        long[] plies = new long[1];
        validator.validate(new ByteArrayInputStream(archive), "games", options, (GameReport r) -> plies[0] += r.plies());
        return plies[0];
    }

    /**
     * Validation of the 200 games with an engine's comment after every move, with their reports:
     * issue 24 item 3's path (the comment scan, the read buffer, the move-text cache).
     */
    @Benchmark
    public long validateEngineComments() throws IOException {
        long[] plies = new long[1];
        validator.validate(new ByteArrayInputStream(engineComments), "engine", options,
                (GameReport r) -> plies[0] += r.plies());
        return plies[0];
    }

    /**
     * Validation of 2,000 games on two threads (the calling thread cuts chunks and hands the
     * reports on in order, two workers read and check them): issue 24 item 5's path. On two
     * cores its time over {@link #validate}'s per game shows what chunking costs.
     */
    @Benchmark
    public long validateTwoThreads() throws IOException {
        long[] plies = new long[1];
        validator.validate(new ByteArrayInputStream(chunked), "chunked", twoThreads,
                (GameReport r) -> plies[0] += r.plies());
        return plies[0];
    }

    /**
     * The same 200 games read into {@link Game}s, as a host's {@code PgnGames.stream} reads them
     * (checked as validation checks them, every node, comment and variation built): its time over
     * {@link #validate}'s is issue 24 item 6's ratio of reading into games to validation.
     */
    @Benchmark
    public long readGames() throws IOException {
        long nodes = 0;
        try (var stream = validator.stream(new ByteArrayInputStream(archive), options)) {
            for (Game game : (Iterable<Game>) stream::iterator) {
                nodes += game.moves().size();
            }
        }
        return nodes;
    }

    /** 200 games with an engine's comment after every move read into {@link Game}s (every comment a String). */
    @Benchmark
    public long readGamesEngineComments() throws IOException {
        long comments = 0;
        try (var stream = validator.stream(new ByteArrayInputStream(engineComments), options)) {
            for (Game game : (Iterable<Game>) stream::iterator) {
                comments += game.moves().isEmpty() ? 0 : game.moves().get(0).comments().size();
            }
        }
        return comments;
    }

    /** Validation of 2,000 games that are only a FEN and a SetUp tag (an archive of positions). */
    @Benchmark
    public long validatePositions() throws IOException {
        long[] valid = new long[1];
        validator.validate(new ByteArrayInputStream(positions), "positions", options,
                (GameReport r) -> valid[0] += r.isValid() ? 1 : 0);
        return valid[0];
    }

    /** The writer: 200 games written as PGN text. */
    @Benchmark
    public long write() {
        long chars = 0;
        for (Game game : games) {
            chars += game.accept(validator.writer(writeOptions)).length();
        }
        return chars;
    }
}
