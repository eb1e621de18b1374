package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.rochade.games.api.pgn.ConversionFormat;
import org.rochade.games.api.pgn.ConversionOptions;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.GameReportSink;
import org.rochade.games.api.pgn.Sp518Change;
import org.rochade.games.api.pgn.ValidationSummary;
import org.rochade.pgn.plugin.check.RulesRegistry;

/**
 * A large game (over {@link ConversionRun#LARGE} bytes) is checked first and rendered straight into
 * the output when its turn comes, its bytes as read kept in blocks: the output, the rejects and the
 * reports are byte for byte those of rendering every game into a buffer, on one thread and several,
 * in every format, with comments that hold line breaks, non-ASCII text and '}' (a ';' comment),
 * starting comments, NAGs and variations.
 */
class LargeGameConversionTest {
    private static final RulesRegistry RULES = RulesRegistry.of(TestRules.all());

    @Test
    void largeGamesConvertAsSmallOnesDo() throws IOException {
        String small = "[Event \"small\"]\n[Result \"*\"]\n\n1. e4 e5 *\n\n";
        String large = largeGame("large", "Ng8", "*");
        String largeSp518 = largeGame("sp518", "Ng8", "1/2-1/2").replace("[Result \"1/2-1/2\"]\n",
                "[Result \"1/2-1/2\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
                        + "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n");
        String illegal = largeGame("illegal", "Ke7", "*");
        String input = small + large + "\n \n" + small + illegal + small + largeSp518 + "\r\n" + illegal + "   \n";
        assertThat(large.length()).isGreaterThan(2 * ConversionRun.LARGE);
        byte[] bytes = input.getBytes(StandardCharsets.UTF_8);
        for (ConversionOptions options : List.of(ConversionOptions.defaults(),
                ConversionOptions.defaults().withSp518(Sp518Change.TO_CLASSIC),
                ConversionOptions.defaults().withFormat(ConversionFormat.JSON),
                ConversionOptions.defaults().withFormat(ConversionFormat.JSON_LINES),
                ConversionOptions.defaults().withFormat(ConversionFormat.UCI))) {
            boolean rejectsApart = options.format() != ConversionFormat.PGN;
            for (boolean apart : rejectsApart ? List.of(true) : List.of(false, true)) {
                Run buffered = convert(bytes, options.withThreads(1), apart, Long.MAX_VALUE);
                assertThat(buffered.reports).hasSize(7);
                for (int threads : new int[] {1, 3}) {
                    Run streamed = convert(bytes, options.withThreads(threads), apart, ConversionRun.LARGE);
                    String what = options.format() + " " + options.sp518() + ", rejects apart " + apart + ", threads " + threads;
                    assertThat(streamed.out).as(what).isEqualTo(buffered.out);
                    assertThat(streamed.rejects).as(what).isEqualTo(buffered.rejects);
                    assertThat(streamed.reports).as(what).isEqualTo(buffered.reports);
                }
            }
        }
        Run run = convert(bytes, ConversionOptions.defaults(), true, ConversionRun.LARGE);
        assertThat(run.rejects).as("the invalid games as read").isEqualTo(illegal + illegal + "   \n");
        assertThat(run.out).contains("{a comment of its own\nwith a line break and ä, ✓ and 𝄞 ", "; a rest-of-line comment with } in it\n");
    }

    /**
     * A game of about a megabyte: a knight shuffle with a comment of 10 KB after every move
     * (line breaks, non-ASCII), a starting comment, NAGs, variations, a ';' comment holding '}'.
     *
     * @param last the last move (Ke7 is illegal there)
     */
    static String largeGame(String event, String last, String result) {
        StringBuilder game = new StringBuilder("[Event \"" + event + "\"]\n[Result \"" + result + "\"]\n\n");
        String[] moves = {"Nf3", "Nf6", "Ng1", "Ng8"};
        String words = "a comment of its own\nwith a line break and ä, ✓ and 𝄞 ".repeat(100);
        for (int ply = 0; ply < 100; ply++) {
            if (ply % 2 == 0) {
                game.append(ply / 2 + 1).append(". ");
            }
            if (ply == 10) {
                game.append("{a starting comment} ");
            }
            game.append(ply == 99 ? last : moves[ply % 4]).append(" {").append(words).append(ply).append("} ");
            if (ply % 7 == 0) {
                game.append("$1 (").append(ply / 2 + 1).append(ply % 2 == 0 ? ". Nc3 {in a variation} Nc6) " : "... Nc6 $2) ");
            }
            if (ply == 20) {
                game.append("; a rest-of-line comment with } in it\n");
            }
        }
        return game.append(result).append("\n\n").toString();
    }

    private record Run(List<GameReport> reports, String out, String rejects) {
    }

    private static Run convert(byte[] input, ConversionOptions options, boolean rejectsApart, long large)
            throws IOException {
        List<GameReport> reports = new ArrayList<>();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream rejects = rejectsApart ? new ByteArrayOutputStream() : null;
        ConversionRun run = new ConversionRun(options, () -> RULES, out, rejects,
                new ChunkedReading.Sizes(1 << 12, 1 << 16), large);
        run.run(new ByteArrayInputStream(input), "input", new GameReportSink() {
            @Override
            public void game(GameReport report) {
                reports.add(report);
            }

            @Override
            public void finish(ValidationSummary summary) {
            }
        });
        run.finish(System.nanoTime());
        return new Run(reports, out.toString(StandardCharsets.UTF_8),
                rejects == null ? "" : rejects.toString(StandardCharsets.UTF_8));
    }
}
