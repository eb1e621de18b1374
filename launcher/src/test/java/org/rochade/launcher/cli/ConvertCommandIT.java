package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.rochade.launcher.cli.TestGames.CLASSIC_XFEN;
import static org.rochade.launcher.cli.TestGames.ILLEGAL_CASTLING;
import static org.rochade.launcher.cli.TestGames.SP518_960;
import static org.rochade.launcher.cli.TestGames.VALID_960;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.rochade.launcher.cli.Rochade.Result;

/** {@code convert} as a process: clean output, rejects, formats, filters, and never a lost or overwritten file. */
class ConvertCommandIT extends CommandLineTest {
    private Path convertInput() throws IOException {
        return Files.writeString(temp.resolve("in.pgn"), VALID_960 + ILLEGAL_CASTLING + SP518_960);
    }

    @Test
    void convertRefusesAVariantTagThatDoesNotReadBackAsChess960() throws Exception {
        Path in = convertInput();
        Path out = temp.resolve("out.pgn");
        rochade.run("convert", in.toString(), "-o", out.toString(), "--variant-tag", "standard")
                .assertUserError("does not name Chess960", "it names classic");
        assertThat(out).doesNotExist();
    }

    @Test
    void convertWritesCleanGamesAndKeepsInvalidOnesInPlace() throws Exception {
        Path in = convertInput();
        byte[] before = Files.readAllBytes(in);
        Path out = temp.resolve("out.pgn");
        Result r = rochade.run("convert", in.toString(), "-o", out.toString());
        assertThat(r.exit()).as("stderr: %s", r.err()).isEqualTo(1);
        assertThat(r.out()).contains("3 games: 2 written, 1 invalid");
        // Why a game was not written, and where: on stderr, as validate says it.
        assertThat(r.err()).contains(in + ": game 2 (line", "ply 1").doesNotContain("Exception", "valid, ");
        String converted = Files.readString(out);
        assertThat(converted).contains("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"" + CLASSIC_XFEN + "\"]",
                "[Annotator \"me\"]", "{best by test}", "$1", "(1... c5)", "4. O-O O-O *", ILLEGAL_CASTLING.strip())
                .doesNotContain("0-0");
        assertThat(Files.readAllBytes(in)).isEqualTo(before);
        assertThat(rochade.run("validate", out.toString()).out()).contains("3 games: 2 valid, 1 invalid");
    }

    @Test
    void convertWritesStandardOutputForDashAndItsTotalsToStandardError() throws Exception {
        Path in = convertInput();
        Path toFile = temp.resolve("out.pgn");
        rochade.run("convert", in.toString(), "-o", toFile.toString());

        Result r = rochade.run("convert", in.toString(), "-o", "-");

        assertThat(r.exit()).as("stderr: %s", r.err()).isEqualTo(1);
        assertThat(r.out()).isEqualTo(Files.readString(toFile)); // the same games as into a file
        assertThat(r.err()).contains(in + ": game 2 (line", "3 games: 2 written, 1 invalid copied into standard output");
        assertThat(temp.resolve("-")).doesNotExist();
    }

    @Test
    void aReaderThatStopsReadingEndsTheConversionQuietly() throws Exception {
        StringBuilder many = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            many.append(VALID_960).append('\n');
        }
        Path in = Files.writeString(temp.resolve("many.pgn"), many);
        ProcessBuilder builder = new ProcessBuilder(Rochade.JAVA.toString(), "-jar", Rochade.JAR.toString(),
                "convert", in.toString(), "-o", "-").redirectError(temp.resolve("err.txt").toFile());
        Process process = builder.start();
        try (var out = process.getInputStream()) {
            assertThat(out.readNBytes(100)).hasSize(100); // then the pipe is closed, as by | head
        }
        assertThat(process.waitFor(Rochade.TIMEOUT_SECONDS, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).isZero();
        assertThat(Files.readString(temp.resolve("err.txt"))).isEmpty();
    }

    @Test
    void convertCountsTheWarningsOfTheGamesItWrote() throws Exception {
        // One game with a comment in Latin-1 (0xE9, 'é'): written as UTF-8, with a latin1 warning.
        byte[] latin1 = (VALID_960.replaceFirst("\\n\\n1\\.", "\n\n{caf\u00e9} 1.")).getBytes(StandardCharsets.ISO_8859_1);
        Path in = Files.write(temp.resolve("latin1.pgn"), latin1);
        Path out = temp.resolve("out.pgn");
        Result text = rochade.run("convert", in.toString(), "-o", out.toString());
        text.assertOk();
        assertThat(text.out()).contains("1 games: 1 written", "warnings by kind: latin1 1");
        assertThat(Files.readString(out, StandardCharsets.UTF_8)).contains("{caf\u00e9}");
        Result json = rochade.run("convert", in.toString(), "-o", out.toString(), "--json");
        json.assertOk();
        assertThat(Json.object(json.out().strip())).containsEntry("warnings", java.util.Map.of("latin1", 1L));
        Result clean = rochade.run("convert", out.toString(), "-o", temp.resolve("again.pgn").toString(), "--json");
        assertThat(Json.object(clean.out().strip())).containsEntry("warnings", java.util.Map.of());
    }

    @Test
    void convertCopiesInvalidGamesToRejectsByteForByte() throws Exception {
        Path in = convertInput();
        Path out = temp.resolve("out.pgn");
        Path rejects = temp.resolve("rejects.pgn");
        Result r = rochade.run("convert", in.toString(), "-o", out.toString(), "--rejects", rejects.toString(), "--json");
        assertThat(r.exit()).as("stderr: %s", r.err()).isEqualTo(1);
        assertThat(Json.object(r.out().strip())).containsEntry("games", 3L).containsEntry("written", 2L)
                .containsEntry("rejected", 1L);
        assertThat(Files.readString(rejects)).isEqualTo(ILLEGAL_CASTLING);
        Result clean = rochade.run("validate", out.toString());
        assertThat(clean.exit()).as("stdout: %s", clean.out()).isZero();

        Path good = Files.writeString(temp.resolve("good.pgn"), VALID_960);
        rochade.run("convert", good.toString(), "-o", out.toString()).assertOk();
    }

    @Test
    void convertReadsStandardInputAmongFilesAndLeavesNoSpool() throws Exception {
        Path first = Files.writeString(temp.resolve("first.pgn"), SP518_960);
        Path dir = Files.createDirectory(temp.resolve("outdir"));
        Path out = dir.resolve("out.pgn");
        Path rejects = dir.resolve("rejects.pgn");
        Result r = rochade.runWithStdin(VALID_960 + ILLEGAL_CASTLING, "convert", first.toString(), "-", "-o", out.toString(),
                "--rejects", rejects.toString());
        assertThat(r.exit()).as("stderr: %s", r.err()).isEqualTo(1);
        assertThat(r.out()).contains("3 games: 2 written, 1 invalid");
        // In order: the file's game, then the one from stdin.
        String converted = Files.readString(out);
        assertThat(converted.indexOf("[Event \"sp518\"]")).isGreaterThanOrEqualTo(0)
                .isLessThan(converted.indexOf("[Event \"ok\"]"));
        assertThat(Files.readString(rejects)).isEqualTo(ILLEGAL_CASTLING);
        // The temporary copy of stdin beside OUT is gone.
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("out.pgn", "rejects.pgn");
        }

        Result only = rochade.runWithStdin(VALID_960, "convert", "-", "-o", out.toString());
        only.assertOk();
        assertThat(Files.readString(out)).contains("[Event \"ok\"]").doesNotContain("sp518");
        rochade.run("convert", "-", "-", "-o", out.toString()).assertUserError("only once");
    }

    @Test
    void convertSpellsTheVariantAndWritesShredderFen() throws Exception {
        Path in = Files.writeString(temp.resolve("in.pgn"), VALID_960);
        Path out = temp.resolve("out.pgn");
        rochade.run("convert", in.toString(), "-o", out.toString(), "--variant-tag", "Fischerandom", "--castling-fen", "shredder")
                .assertOk();
        assertThat(Files.readString(out)).contains("[Variant \"Fischerandom\"]",
                "[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1\"]");
    }

    @Test
    void convertMovesSp518GamesBetweenChess960AndClassic() throws Exception {
        Path in = Files.writeString(temp.resolve("in.pgn"), SP518_960 + VALID_960);
        Path classic = temp.resolve("classic.pgn");
        rochade.run("convert", in.toString(), "-o", classic.toString(), "--to-classic").assertOk();
        String[] games = Files.readString(classic).split("\n\n(?=\\[Event)");
        assertThat(games[0]).doesNotContain("Variant", "FEN", "SetUp").contains("[Annotator \"me\"]");
        assertThat(games[1]).contains("[Variant \"Chess960\"]");

        Path back = temp.resolve("back.pgn");
        rochade.run("convert", classic.toString(), "-o", back.toString(), "--to-chess960").assertOk();
        assertThat(Files.readString(back).split("\n\n(?=\\[Event)")[0])
                .contains("[Variant \"Chess960\"]", "[FEN \"" + CLASSIC_XFEN + "\"]");
        rochade.run("convert", in.toString(), "-o", back.toString(), "--to-classic", "--to-chess960").assertUserError("exclude");
    }

    @Test
    void convertFiltersByVariantAndStartArray() throws Exception {
        Path in = Files.writeString(temp.resolve("in.pgn"), SP518_960 + VALID_960 + "[Event \"classic\"]\n\n1. e4 *\n\n");
        Path out = temp.resolve("out.pgn");
        Result variant = rochade.run("convert", in.toString(), "-o", out.toString(), "--only-variant", "classic");
        variant.assertOk();
        assertThat(variant.out()).contains("1 written", "2 skipped");
        assertThat(Files.readString(out)).contains("[Event \"classic\"]").doesNotContain("Variant");
        // bqnbrkrn is SP 289.
        Result sp = rochade.run("convert", in.toString(), "-o", out.toString(), "--only-sp", "289,518", "--only-variant", "chess960");
        sp.assertOk();
        assertThat(Files.readString(out)).contains("[Event \"sp518\"]", "[Event \"ok\"]").doesNotContain("[Event \"classic\"]");
        rochade.run("convert", in.toString(), "-o", out.toString(), "--only-sp", "961").assertUserError("961");
        // 960 is SP 0, as everywhere: none of these games starts from it.
        Result zero = rochade.run("convert", in.toString(), "-o", out.toString(), "--only-sp", "960");
        zero.assertOk();
        assertThat(zero.out()).contains("0 written", "3 skipped");
        rochade.run("convert", in.toString(), "-o", out.toString(), "--only-variant", "shogi").assertUserError("shogi");
    }

    @Test
    void convertWritesJsonLinesAndUciLines() throws Exception {
        Path in = convertInput();
        Path jsonl = temp.resolve("out.jsonl");
        Path rejects = temp.resolve("rejects.pgn");
        Result r = rochade.run("convert", in.toString(), "-o", jsonl.toString(), "--format", "jsonl", "--rejects", rejects.toString());
        assertThat(r.exit()).as("stderr: %s", r.err()).isEqualTo(1);
        List<String> lines = Files.readAllLines(jsonl);
        assertThat(lines).hasSize(2);
        Map<String, Object> first = Json.object(lines.get(0));
        assertThat(first).containsKeys("tags", "startFen", "san", "uci", "finalFen");
        assertThat(first.get("san")).isEqualTo(List.of("O-O", "O-O", "Ng3", "Ng6"));
        assertThat(first.get("uci")).isEqualTo(List.of("f1g1", "f8g8", "h1g3", "h8g6"));
        assertThat(Files.readString(rejects)).isEqualTo(ILLEGAL_CASTLING);

        Path uci = temp.resolve("out.uci");
        Result u = rochade.run("convert", in.toString(), "-o", uci.toString(), "--format", "uci", "--rejects", rejects.toString());
        assertThat(u.exit()).isEqualTo(1);
        assertThat(Files.readAllLines(uci)).containsExactly(
                "position fen bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1 moves f1g1 f8g8 h1g3 h8g6",
                "position fen " + CLASSIC_XFEN + " moves e2e4 e7e5 g1f3 g8f6 f1c4 f8c5 e1h1 e8h8");
        rochade.run("convert", in.toString(), "-o", uci.toString(), "--format", "uci")
                .assertUserError("UCI output cannot hold invalid games", "rejects file", "convert --help");
        rochade.run("convert", in.toString(), "-o", uci.toString(), "--format", "xml").assertUserError("xml");
    }

    @Test
    void convertNeverOverwritesItsInput() throws Exception {
        Path in = convertInput();
        byte[] before = Files.readAllBytes(in);
        rochade.run("convert", in.toString(), "-o", in.toString()).assertUserError("refusing to overwrite");
        Path out = temp.resolve("out.pgn");
        rochade.run("convert", in.toString(), "-o", out.toString(), "--rejects", in.toString()).assertUserError("refusing to overwrite");
        rochade.run("convert", in.toString(), "-o", out.toString(), "--rejects", out.toString())
                .assertUserError("the rejects file must not be the output");
        assertThat(Files.readAllBytes(in)).isEqualTo(before);
        assertThat(out).doesNotExist();
    }

    @Test
    void convertWritesNothingWhenAnInputIsUnreadable() throws Exception {
        Path in = convertInput();
        Path out = temp.resolve("out.pgn");
        rochade.run("convert", in.toString(), temp.resolve("missing.pgn").toString(), "-o", out.toString())
                .assertUserError("missing.pgn", "no such file");
        // A gzip file broken in the middle fails while converting: still no OUT, and no temp file left.
        Path gz = temp.resolve("broken.pgn.gz");
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (java.io.OutputStream zip = new java.util.zip.GZIPOutputStream(bytes)) {
            for (int i = 0; i < 200; i++) {
                zip.write(VALID_960.getBytes(StandardCharsets.UTF_8));
            }
        }
        byte[] whole = bytes.toByteArray();
        Files.write(gz, java.util.Arrays.copyOf(whole, whole.length / 2));
        Result broken = rochade.run("convert", in.toString(), gz.toString(), "-o", out.toString());
        assertThat(broken.exit()).isEqualTo(2);
        // The invalid game of the first input is said, then why the conversion stopped, and where.
        List<String> err = broken.err().lines().toList();
        assertThat(err.get(0)).startsWith(in + ": game 2 (line 14, chess960): invalid");
        assertThat(err.get(err.size() - 1)).startsWith("rochade: cannot convert: " + gz + ": ")
                .contains("reading stopped at line");
        assertThat(broken.err()).doesNotContain("Exception", "at org.");
        assertThat(out).doesNotExist();
        try (var files = Files.list(temp)) {
            assertThat(files.map(p -> p.getFileName().toString())).noneMatch(name -> name.endsWith(".part"));
        }
        rochade.run("convert", in.toString()).assertUserError("--output");
    }
}
