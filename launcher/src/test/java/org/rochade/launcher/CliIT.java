package org.rochade.launcher;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line as a process: {@code java -jar target/rochade.jar ...} with the embedded Felix,
 * SCR and bundles, checked by stdout, stderr and exit code.
 */
class CliIT {
    private static final Path JAR = Paths.get(System.getProperty("rochade.jar", "target/rochade.jar"));
    private static final Path JAVA = Paths.get(System.getProperty("java.home"), "bin", "java");
    private static final long TIMEOUT_SECONDS = 60;
    private static final String CLASSIC_XFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final String CLASSIC_SHREDDER = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1";
    private static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    @TempDir
    Path temp;

    private record Result(int exit, String out, String err) {
        List<String> lines() {
            return out.lines().toList();
        }

        /** A user error: exit 2, exactly one line on stderr, no stack trace, nothing on stdout. */
        void assertUserError(String... mentions) {
            assertThat(exit).as("exit code; stderr: %s", err).isEqualTo(2);
            assertThat(err.lines()).as("stderr").hasSize(1);
            assertThat(err).contains(mentions).doesNotContain("Exception", "at org.", "at java.");
            assertThat(out).as("stdout").isEmpty();
        }

        void assertOk() {
            assertThat(exit).as("exit code; stderr: %s", err).isZero();
            assertThat(err).as("stderr").isEmpty();
        }
    }

    private Result run(String... args) throws Exception {
        return runWithStdin("", args);
    }

    private Result runWithStdin(String stdin, String... args) throws Exception {
        return runJava(List.of(), stdin, args);
    }

    private Result runJava(List<String> jvmOptions, String stdin, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(JAVA.toString()));
        command.addAll(jvmOptions);
        command.addAll(List.of("-jar", JAR.toString()));
        command.addAll(List.of(args));
        Path in = Files.writeString(temp.resolve("stdin.txt"), stdin);
        Path out = temp.resolve("stdout.txt");
        Path err = temp.resolve("stderr.txt");
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectInput(in.toFile())
                .redirectOutput(out.toFile())
                .redirectError(err.toFile());
        builder.environment().remove("ROCHADE_DEBUG");
        Process process = builder.start();
        if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
            throw new AssertionError("rochade " + String.join(" ", args) + " did not end within "
                    + TIMEOUT_SECONDS + " s (Felix threads left running?); stderr: " + read(err));
        }
        return new Result(process.exitValue(), read(out), read(err));
    }

    private static String read(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.UTF_8);
    }

    // ---- plumbing ----------------------------------------------------------------------------

    @Test
    void theFrameworkStartsAndEveryVariantHasRulesWithFideCastling() throws Exception {
        Result r = run("info");
        r.assertOk();
        assertThat(r.out()).contains("org.apache.felix.scr 2.2.18 ACTIVE", "org.rochade.rules.impl",
                "org.rochade.castling.plugin", "org.rochade.pgn.plugin");
        assertThat(r.out()).doesNotContain("INSTALLED", "RESOLVED");
        assertThat(r.out()).contains("chess960 castling=fide", "fischer168 castling=fide", "classic castling=fide");
    }

    @Test
    void theApiPackagesAreProvidedAtTheVersionsRulesApisManifestExports() throws Exception {
        Path rulesApi = Paths.get(System.getProperty("rules.api.jar", "../rules.api/target/rules.api-0.1.0-SNAPSHOT.jar"));
        String exports;
        try (JarFile jar = new JarFile(rulesApi.toFile())) {
            exports = jar.getManifest().getMainAttributes().getValue("Export-Package");
        }
        List<String> expected = new ArrayList<>();
        Matcher clause = Pattern.compile("(org\\.rochade\\.rules\\.api[\\w.]*);version=\"([^\"]+)\"").matcher(exports);
        while (clause.find()) {
            expected.add("  " + clause.group(1) + " " + clause.group(2));
        }
        assertThat(expected).as("rules.api's exports: %s", exports).hasSizeGreaterThanOrEqualTo(4);

        Result r = run("info");
        r.assertOk();
        List<String> lines = r.lines();
        int from = lines.indexOf("API packages from the launcher:") + 1;
        assertThat(lines.subList(from, from + expected.size())).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(lines.get(from + expected.size())).isEqualTo("rules services:");
    }

    @Test
    void theLaunchScriptRunsTheJarWithTheSerialCollectorUnlessToldOtherwise() throws Exception {
        Path script = JAR.resolveSibling("rochade");
        assertThat(Files.isExecutable(script)).as("%s is executable", script).isTrue();
        ProcessBuilder builder = new ProcessBuilder(script.toString(), "sp", "518", "--json")
                .redirectError(ProcessBuilder.Redirect.INHERIT);
        builder.environment().put("JAVA_HOME", JAVA.getParent().getParent().toString());
        builder.environment().put("JAVA_TOOL_OPTIONS", "-Xlog:gc:stdout");
        builder.environment().remove("ROCHADE_JAVA_OPTS");
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).isZero();
        assertThat(out).contains("Using Serial", "\"sp\":518");

        builder.environment().put("ROCHADE_JAVA_OPTS", "-XX:+UseParallelGC");
        process = builder.start();
        out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).isZero();
        assertThat(out).contains("Using Parallel").doesNotContain("Using Serial");
    }

    @Test
    void theLaunchScriptNarrowsInliningForThePgnCommandsOnly() throws Exception {
        Path script = JAR.resolveSibling("rochade");
        Path pgn = temp.resolve("one.pgn");
        Files.writeString(pgn, "[Event \"e\"]\n\n1. e4 e5 *\n");
        ProcessBuilder validate = new ProcessBuilder(script.toString(), "validate", "--no-progress", pgn.toString());
        ProcessBuilder sp = new ProcessBuilder(script.toString(), "sp", "518");
        for (ProcessBuilder builder : List.of(validate, sp)) {
            builder.redirectError(ProcessBuilder.Redirect.INHERIT);
            builder.environment().put("JAVA_HOME", JAVA.getParent().getParent().toString());
            builder.environment().put("JAVA_TOOL_OPTIONS", "-XX:+PrintFlagsFinal");
            builder.environment().remove("ROCHADE_JAVA_OPTS");
        }
        assertThat(outputOfSuccessfulRun(validate)).containsPattern("FreqInlineSize\\s+= 80\\s").containsPattern("UseSerialGC\\s+= true")
                .containsPattern("MaxNewSize\\s+= 16777216\\s");
        assertThat(outputOfSuccessfulRun(sp)).containsPattern("FreqInlineSize\\s+= 325\\s").containsPattern("UseSerialGC\\s+= true")
                .doesNotContainPattern("MaxNewSize\\s+= 16777216\\s");
    }

    private static String outputOfSuccessfulRun(ProcessBuilder builder) throws Exception {
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).as(out).isZero();
        return out;
    }

    @Test
    void theLaunchScriptMapsTheBuildsClassDataArchive() throws Exception {
        Path script = JAR.resolveSibling("rochade");
        assertThat(JAR.resolveSibling("rochade.jsa")).as("the build's class-data archive").isRegularFile();
        // -Xshare:on makes an archive the JVM cannot map fatal, so success proves it was used.
        Result mapped = runScript(script, "-XX:+UseSerialGC -Xshare:on");
        assertThat(mapped.exit()).as(mapped.err()).isZero();
        assertThat(mapped.out()).startsWith("{\"variant\":\"chess960\"").contains("\"sp\":518");

        // A copy elsewhere no longer matches the archive's class path: it runs without it, and
        // the JVM's complaint stays off standard output.
        Path moved = temp.resolve("moved");
        Files.createDirectories(moved);
        for (String name : List.of("rochade", "rochade.jar", "rochade.jsa")) {
            Files.copy(JAR.resolveSibling(name), moved.resolve(name), java.nio.file.StandardCopyOption.COPY_ATTRIBUTES);
        }
        Result unmapped = runScript(moved.resolve("rochade"), null);
        assertThat(unmapped.exit()).as(unmapped.err()).isZero();
        assertThat(unmapped.out()).startsWith("{\"variant\":\"chess960\"").contains("\"sp\":518");

        // Called by a relative path with CDPATH set (cd would print the directory it found).
        ProcessBuilder relative = new ProcessBuilder("moved/rochade", "sp", "518", "--json").directory(temp.toFile());
        relative.environment().put("JAVA_HOME", JAVA.getParent().getParent().toString());
        relative.environment().put("CDPATH", temp.toString());
        relative.environment().remove("ROCHADE_JAVA_OPTS");
        relative.environment().remove("JAVA_TOOL_OPTIONS");
        Process process = relative.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).as(out).isZero();
        assertThat(out).contains("\"sp\":518");
    }

    @Test
    void theClassDataArchiveLeavesTheHotPathToTheJitCompiler() throws Exception {
        // JDK 17 archives a method that is queued for compilation when the training run ends with
        // its "queued" flag set (JDK-8306460), and then never compiles it: one build ran
        // GameChecker.play in the interpreter. The build trains in the interpreter; this checks
        // that the methods every move goes through reach C2 (tier 4) with the archive mapped.
        String training = Files.readString(Paths.get("src/cds/training.pgn"), StandardCharsets.ISO_8859_1);
        Path pgn = temp.resolve("many.pgn");
        Files.writeString(pgn, training.repeat(250), StandardCharsets.ISO_8859_1);
        ProcessBuilder builder = new ProcessBuilder(JAR.resolveSibling("rochade").toString(),
                "validate", "--no-progress", pgn.toString());
        builder.environment().put("JAVA_HOME", JAVA.getParent().getParent().toString());
        builder.environment().put("ROCHADE_JAVA_OPTS", "-XX:+UseSerialGC -Xshare:on -XX:+PrintCompilation");
        builder.environment().remove("JAVA_TOOL_OPTIONS");
        builder.redirectError(ProcessBuilder.Redirect.INHERIT);
        String out = outputOfSuccessfulRun(builder);
        for (String method : List.of("org.rochade.pgn.plugin.check.GameChecker::play",
                "org.rochade.pgn.plugin.check.GameChecker$Replay::step",
                "org.rochade.pgn.plugin.read.PgnTokenizer::next")) {
            assertThat(out).as("compiled by C2: " + method).containsPattern("\\s4\\s+" + java.util.regex.Pattern.quote(method) + " ");
        }
    }

    private Result runScript(Path script, String javaOpts) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(script.toString(), "sp", "518", "--json");
        builder.environment().put("JAVA_HOME", JAVA.getParent().getParent().toString());
        builder.environment().remove("JAVA_TOOL_OPTIONS");
        if (javaOpts == null) {
            builder.environment().remove("ROCHADE_JAVA_OPTS");
        } else {
            builder.environment().put("ROCHADE_JAVA_OPTS", javaOpts);
        }
        Process process = builder.start();
        byte[] err = process.getErrorStream().readAllBytes();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Result(process.waitFor(), out, new String(err, StandardCharsets.UTF_8));
    }

    @Test
    void helpListsTheCommandsAndVersionNamesTheRelease() throws Exception {
        Result help = run("--help");
        help.assertOk();
        assertThat(help.out()).contains("sp ", "random ", "dice ", "perft ", "validate ", "convert ", "Exit codes");
        Result version = run("--version");
        version.assertOk();
        assertThat(version.out()).contains("rochade 0.1.0", "Felix 7.0.5", "SCR 2.2.18");
        Result spHelp = run("sp", "--help");
        spHelp.assertOk();
        assertThat(spHelp.out()).contains("--variant", "--fen", "--all", "--json");
    }

    @Test
    void usageErrorsAreOneLineWithExitTwo() throws Exception {
        run().assertUserError("missing command");
        run("castle").assertUserError("castle");
        run("sp", "--bogus", "1").assertUserError("--bogus");
        run("sp", "abc").assertUserError("abc");
        run("sp", "--variant", "shogi", "1").assertUserError("shogi");
        run("perft").assertUserError("--depth");
        run("perft", "--depth", "2", "--threads", "0").assertUserError("--threads");
    }

    // ---- sp ----------------------------------------------------------------------------------

    @Test
    void sp518IsTheClassicArray() throws Exception {
        Result r = run("sp", "518");
        r.assertOk();
        assertThat(r.out()).contains("RNBQKBNR", CLASSIC_XFEN, CLASSIC_SHREDDER);
        assertThat(r.lines()).contains("8  r n b q k b n r", "2  P P P P P P P P", "1  R N B Q K B N R",
                "   a b c d e f g h");
        Map<String, Object> json = Json.object(run("sp", "518", "--json").out().strip());
        assertThat(json).containsEntry("variant", "chess960").containsEntry("number", 518L)
                .containsEntry("sp", 518L).containsEntry("backRank", "RNBQKBNR")
                .containsEntry("xfen", CLASSIC_XFEN).containsEntry("shredderFen", CLASSIC_SHREDDER);
    }

    @Test
    void spAtBothEndsOfTheTableAnd960IsZero() throws Exception {
        Result zero = run("sp", "0");
        zero.assertOk();
        assertThat(zero.out()).contains("BBQNNRKR", "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
        Result last = run("sp", "959");
        last.assertOk();
        assertThat(last.out()).contains("RKRNNQBB");
        Result alias = run("sp", "960");
        alias.assertOk();
        assertThat(alias.out()).isEqualTo(zero.out());
    }

    @Test
    void spOutOfRangeIsAUserError() throws Exception {
        run("sp", "1000").assertUserError("1000");
        run("sp", "--variant", "fischer168", "169").assertUserError("169");
    }

    @Test
    void fischer168NumbersItsOwnArrays() throws Exception {
        Result r = run("sp", "--variant", "fischer168", "1");
        r.assertOk();
        assertThat(r.out()).contains("SP:           2", "BQNNRBKR");
        assertThat(Json.object(run("sp", "--variant", "fischer168", "1", "--json").out().strip()))
                .containsEntry("number", 1L).containsEntry("sp", 2L).containsEntry("backRank", "BQNNRBKR");
    }

    @Test
    void spFenLooksUpTheArrayOfAShredderFen() throws Exception {
        Result r = run("sp", "--fen", "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1", "--json");
        r.assertOk();
        assertThat(Json.object(r.out().strip())).containsEntry("sp", 0L).containsEntry("backRank", "BBQNNRKR");
        run("sp", "--fen", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").assertUserError("not a chess960 start");
        run("sp", "--fen", "no fen at all").assertUserError("not a chess960 start");
    }

    @Test
    void spAllListsEveryArray() throws Exception {
        Result all = run("sp", "--all", "--json");
        all.assertOk();
        assertThat(all.lines()).hasSize(960);
        assertThat(Json.object(all.lines().get(518))).containsEntry("backRank", "RNBQKBNR");
        Result fischer = run("sp", "--all", "--variant", "fischer168");
        fischer.assertOk();
        assertThat(fischer.lines()).hasSize(168);
        assertThat(fischer.lines().get(0)).contains("BQNNRBKR");
    }

    // ---- random and dice ---------------------------------------------------------------------

    @Test
    void theSameSeedGivesTheSameArrays() throws Exception {
        Result first = run("random", "--seed", "42", "--count", "3");
        Result second = run("random", "--seed", "42", "--count", "3");
        first.assertOk();
        assertThat(second.out()).isEqualTo(first.out());
        Result json = run("random", "--seed", "42", "--count", "3", "--json");
        json.assertOk();
        assertThat(json.lines()).hasSize(3).allSatisfy(line -> assertThat(Json.object(line)).containsKeys(
                "variant", "number", "sp", "backRank", "xfen", "shredderFen"));
    }

    @Test
    void diceShowsEveryThrowAndRerollsTheSecondKnightsFive() throws Exception {
        Result text = run("dice", "1", "2", "3", "4", "5", "1");
        text.assertOk();
        assertThat(text.out()).contains("dark-square bishop on a1", "light-square bishop on d1", "[re-roll]",
                "BNRBQKNR");
        Map<String, Object> json = Json.object(run("dice", "1", "2", "3", "4", "5", "1", "--json").out().strip());
        assertThat(json).containsEntry("backRank", "BNRBQKNR").containsEntry("sp", 225L)
                .containsEntry("variant", "chess960");
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> rolls = (List<Map<String, Object>>) json.get("rolls");
        assertThat(rolls).extracting(roll -> roll.get("value")).containsExactly(1L, 2L, 3L, 4L, 5L, 1L);
        assertThat(rolls).extracting(roll -> roll.get("used")).containsExactly(true, true, true, true, false, true);
        assertThat(rolls).allSatisfy(roll -> assertThat((String) roll.get("meaning")).isNotBlank());
        // the dice's array is the table's array
        assertThat(Json.object(run("sp", "225", "--json").out().strip())).containsEntry("backRank", "BNRBQKNR");
    }

    @Test
    void tooFewOrBadThrowsAreUserErrors() throws Exception {
        run("dice", "1", "2").assertUserError("ran out");
        run("dice", "7").assertUserError("7");
    }

    @Test
    void aRealDieGivesAnArray() throws Exception {
        Result r = run("dice", "--json");
        r.assertOk();
        assertThat(Json.object(r.out().strip())).containsKeys("sp", "backRank", "rolls");
    }

    // ---- perft -------------------------------------------------------------------------------

    @Test
    void perftOfTheClassicStart() throws Exception {
        Result text = run("perft", "--depth", "3");
        text.assertOk();
        assertThat(text.lines()).contains("nodes:   8902", "depth:   3", "fen:     " + CLASSIC_XFEN);
        assertThat(text.out()).contains("nodes/s:", "time:");
        Map<String, Object> json = Json.object(run("perft", "--depth", "3", "--json").out().strip());
        assertThat(json).containsEntry("fen", CLASSIC_XFEN).containsEntry("depth", 3L).containsEntry("nodes", 8902L);
        assertThat((Long) json.get("nanos")).isPositive();
    }

    @Test
    void perftDivide() throws Exception {
        Result text = run("perft", "--depth", "2", "--divide");
        text.assertOk();
        assertThat(text.lines()).contains("e2e4: 20", "g1f3: 20", "nodes:   400");
        Map<String, Object> json = Json.object(run("perft", "--depth", "2", "--divide", "--json").out().strip());
        @SuppressWarnings("unchecked")
        Map<String, Object> divide = (Map<String, Object>) json.get("divide");
        assertThat(divide).hasSize(20).containsEntry("e2e4", 20L);
    }

    @Test
    void perftReadsFensFromStdin() throws Exception {
        Result r = runWithStdin("# start and kiwipete\n\n" + CLASSIC_XFEN + "\n" + KIWIPETE + "\n",
                "perft", "--depth", "3", "--fen", "-", "--json");
        r.assertOk();
        assertThat(r.lines()).hasSize(2);
        assertThat(Json.object(r.lines().get(0))).containsEntry("fen", CLASSIC_XFEN).containsEntry("nodes", 8902L);
        assertThat(Json.object(r.lines().get(1))).containsEntry("fen", KIWIPETE).containsEntry("nodes", 97862L);
    }

    @Test
    void threadsDoNotChangeTheCount() throws Exception {
        Map<String, Object> one = Json.object(run("perft", "--depth", "3", "--fen", KIWIPETE, "--threads", "1",
                "--json", "--divide").out().strip());
        Map<String, Object> two = Json.object(run("perft", "--depth", "3", "--fen", KIWIPETE, "--threads", "2",
                "--json", "--divide").out().strip());
        assertThat(one.get("nodes")).isEqualTo(97862L);
        assertThat(two.get("nodes")).isEqualTo(97862L);
        assertThat(two.get("divide")).isEqualTo(one.get("divide"));
    }

    @Test
    void aBadFenIsAUserError() throws Exception {
        run("perft", "--depth", "1", "--fen", "rnbqkbnr/pppppppp/8/8 w KQkq - 0 1").assertUserError("invalid FEN");
        Result stdin = runWithStdin(CLASSIC_XFEN + "\nnot a fen\n", "perft", "--depth", "1", "--fen", "-");
        assertThat(stdin.exit()).isEqualTo(2);
        assertThat(stdin.err().lines()).hasSize(1);
        assertThat(stdin.err()).contains("stdin line 2", "invalid FEN").doesNotContain("Exception");
        assertThat(stdin.out()).contains("nodes:   20");
    }

    // ---- validate -----------------------------------------------------------------------------

    private static final String VALID_960 = String.join("\n",
            "[Event \"ok\"]", "[Site \"?\"]", "[Date \"????.??.??\"]", "[Round \"-\"]", "[White \"a\"]",
            "[Black \"b\"]", "[Result \"*\"]", "[Variant \"Chess960\"]", "[SetUp \"1\"]",
            "[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1\"]", "",
            "1. O-O O-O 2. Ng3 Ng6 *", "", "");
    private static final String ILLEGAL_CASTLING = String.join("\n",
            "[Event \"bad\"]", "[Site \"?\"]", "[Date \"????.??.??\"]", "[Round \"-\"]", "[White \"a\"]",
            "[Black \"b\"]", "[Result \"*\"]", "[Variant \"Chess960\"]", "[SetUp \"1\"]",
            "[FEN \"4kr2/8/8/8/8/8/8/3K3R w K - 0 1\"]", "",
            "1. O-O *", "", "");

    @Test
    void validateExitsZeroWhenEveryGameIsValidAndOneOtherwise() throws Exception {
        Path good = Files.writeString(temp.resolve("good.pgn"), VALID_960 + VALID_960);
        Result ok = run("validate", good.toString());
        assertThat(ok.exit()).as("stderr: %s", ok.err()).isZero();
        assertThat(ok.out()).contains("2 games: 2 valid, 0 invalid");

        Path mixed = Files.writeString(temp.resolve("mixed.pgn"), VALID_960 + ILLEGAL_CASTLING + VALID_960);
        Result bad = run("validate", mixed.toString());
        assertThat(bad.exit()).as("stderr: %s", bad.err()).isEqualTo(1);
        assertThat(bad.out()).contains("3 games: 2 valid, 1 invalid", "game 2", "O-O");
    }

    @Test
    void validateJsonIsOneObjectPerGameInInputOrder() throws Exception {
        Path mixed = Files.writeString(temp.resolve("mixed.pgn"), VALID_960 + ILLEGAL_CASTLING + VALID_960);
        for (String threads : List.of("1", "2")) {
            Result r = run("validate", "--json", "--threads", threads, mixed.toString());
            assertThat(r.exit()).as("stderr: %s", r.err()).isEqualTo(1);
            assertThat(r.lines()).hasSize(3);
            Map<String, Object> first = Json.object(r.lines().get(0));
            assertThat(first).containsEntry("game", 1L).containsEntry("status", "valid").containsEntry("variant", "chess960")
                    .containsEntry("plies", 4L).containsKeys("line", "sp", "finalFen", "errors");
            Map<String, Object> second = Json.object(r.lines().get(1));
            assertThat(second).containsEntry("game", 2L).containsEntry("status", "invalid");
            assertThat(second.get("errors").toString()).contains("O-O", "ply");
            assertThat(Json.object(r.lines().get(2))).containsEntry("game", 3L).containsEntry("status", "valid");
        }
    }

    @Test
    void validateReadsStandardInputAndGzip() throws Exception {
        Result stdin = runWithStdin(VALID_960, "validate", "--json", "-");
        assertThat(stdin.exit()).as("stderr: %s", stdin.err()).isZero();
        assertThat(stdin.lines()).hasSize(1);

        Path gz = temp.resolve("games.pgn.gz");
        try (java.io.OutputStream out = new java.util.zip.GZIPOutputStream(Files.newOutputStream(gz))) {
            out.write((VALID_960 + ILLEGAL_CASTLING).getBytes(StandardCharsets.UTF_8));
        }
        Result zipped = run("validate", "--json", gz.toString());
        assertThat(zipped.exit()).isEqualTo(1);
        assertThat(zipped.lines()).hasSize(2);
    }

    @Test
    void reportsOfSeveralInputsNameTheirFile() throws Exception {
        Path a = Files.writeString(temp.resolve("a.pgn"), VALID_960 + ILLEGAL_CASTLING);
        Path b = Files.writeString(temp.resolve("b.pgn"), ILLEGAL_CASTLING);
        Result json = run("validate", "--json", a.toString(), b.toString());
        assertThat(json.exit()).isEqualTo(1);
        assertThat(json.lines()).hasSize(3);
        assertThat(json.lines().get(1)).startsWith("{\"file\":\"" + a + "\",\"game\":2,");
        assertThat(json.lines().get(2)).startsWith("{\"file\":\"" + b + "\",\"game\":1,");
        Result human = run("validate", a.toString(), b.toString());
        assertThat(human.out()).contains(a + ": game 2 (line", b + ": game 1 (line", a + ": 2 games: 1 valid, 1 invalid",
                b + ": 1 games: 0 valid, 1 invalid", "all 2 inputs: 3 games: 1 valid, 2 invalid");
    }

    @Test
    void validateReadsAPipeNamedAsAFile() throws Exception {
        // /dev/stdin on a pipe, like a shell's <(...) or a named pipe: not seekable.
        Process process = new ProcessBuilder(JAVA.toString(), "-jar", JAR.toString(), "validate", "--json", "/dev/stdin")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (java.io.OutputStream in = process.getOutputStream()) {
            in.write((VALID_960 + ILLEGAL_CASTLING).getBytes(StandardCharsets.UTF_8));
        }
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(out).isEqualTo(1);
        assertThat(out.lines()).hasSize(2);
    }

    @Test
    void aCompressedFileThatBreaksMidwayKeepsTheReportsBeforeAndExitsTwo() throws Exception {
        StringBuilder games = new StringBuilder();
        for (int i = 0; i < 2000; i++) {
            games.append(i % 2 == 0 ? VALID_960 : ILLEGAL_CASTLING);
        }
        java.io.ByteArrayOutputStream gz = new java.io.ByteArrayOutputStream();
        try (java.io.OutputStream out = new java.util.zip.GZIPOutputStream(gz)) {
            out.write(games.toString().getBytes(StandardCharsets.UTF_8));
        }
        Path cut = Files.write(temp.resolve("cut.pgn.gz"), java.util.Arrays.copyOf(gz.toByteArray(), gz.size() * 2 / 3));
        for (String threads : List.of("1", "2")) {
            Result json = run("validate", "--json", "--threads", threads, cut.toString());
            assertThat(json.exit()).isEqualTo(2);
            assertThat(json.err()).contains("cut.pgn.gz", "reading stopped at line").doesNotContain("Exception");
            // Whole reports only, in order, for the games before the break.
            List<String> lines = json.lines();
            String file = "{\"file\":\"" + cut + "\",";
            assertThat(lines).hasSizeGreaterThan(10).allMatch(l -> l.startsWith(file) && l.endsWith("}"));
            assertThat(lines.get(lines.size() - 1)).startsWith(file + "\"game\":" + lines.size() + ",");
        }
        Result human = run("validate", cut.toString());
        assertThat(human.exit()).isEqualTo(2);
        assertThat(human.out()).contains("invalid", " games: ");
    }

    @Test
    void aProgressBarOnlyWhenAskedForOrOnATerminal() throws Exception {
        Path mixed = Files.writeString(temp.resolve("mixed.pgn"), VALID_960 + ILLEGAL_CASTLING + VALID_960);
        Result quiet = run("validate", "--json", mixed.toString());
        assertThat(quiet.err()).as("stderr is a pipe here: no bar").isEmpty();

        for (String threads : List.of("1", "2")) {
            Result drawn = run("validate", "--json", "--progress", "--threads", threads, mixed.toString());
            assertThat(drawn.exit()).isEqualTo(1);
            assertThat(drawn.lines()).as("stdout keeps only the reports").hasSize(3);
            assertThat(drawn.err()).contains("mixed.pgn", "100%", "3 games (1 invalid)");
        }
        Result stdin = runWithStdin(VALID_960, "validate", "--progress", "-");
        assertThat(stdin.exit()).isZero();
        assertThat(stdin.err()).contains("stdin", "1 games (0 invalid)");
    }

    @Test
    void validateOfAMissingFileIsAUserError() throws Exception {
        run("validate", temp.resolve("missing.pgn").toString()).assertUserError("missing.pgn", "no such file");
        run("validate").assertUserError("FILE");
    }
    // ---- convert ------------------------------------------------------------------------------

    private static final String SP518_960 = String.join("\n",
            "[Event \"sp518\"]", "[Variant \"chess 960\"]", "[FEN \"" + CLASSIC_XFEN + "\"]", "[Annotator \"me\"]", "",
            "1. e4 {best by test} e5 $1 (1... c5) 2. Nf3 Nf6 3. Bc4 Bc5 4. 0-0 0-0 *", "", "");

    private Path convertInput() throws IOException {
        return Files.writeString(temp.resolve("in.pgn"), VALID_960 + ILLEGAL_CASTLING + SP518_960);
    }

    @Test
    void convertRefusesAVariantTagThatDoesNotReadBackAsChess960() throws Exception {
        Path in = convertInput();
        Path out = temp.resolve("out.pgn");
        run("convert", in.toString(), "-o", out.toString(), "--variant-tag", "standard")
                .assertUserError("does not name Chess960", "it names classic");
        assertThat(out).doesNotExist();
    }

    @Test
    void convertWritesCleanGamesAndKeepsInvalidOnesInPlace() throws Exception {
        Path in = convertInput();
        byte[] before = Files.readAllBytes(in);
        Path out = temp.resolve("out.pgn");
        Result r = run("convert", in.toString(), "-o", out.toString());
        assertThat(r.exit()).as("stderr: %s", r.err()).isEqualTo(1);
        assertThat(r.out()).contains("3 games: 2 written, 1 invalid");
        // Why a game was not written, and where: on stderr, as validate says it.
        assertThat(r.err()).contains(in + ": game 2 (line", "ply 1").doesNotContain("Exception", "valid, ");
        String converted = Files.readString(out);
        assertThat(converted).contains("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"" + CLASSIC_XFEN + "\"]",
                "[Annotator \"me\"]", "{best by test}", "$1", "(1... c5)", "4. O-O O-O *", ILLEGAL_CASTLING.strip())
                .doesNotContain("0-0");
        assertThat(Files.readAllBytes(in)).isEqualTo(before);
        assertThat(run("validate", out.toString()).out()).contains("3 games: 2 valid, 1 invalid");
    }

    @Test
    void convertCopiesInvalidGamesToRejectsByteForByte() throws Exception {
        Path in = convertInput();
        Path out = temp.resolve("out.pgn");
        Path rejects = temp.resolve("rejects.pgn");
        Result r = run("convert", in.toString(), "-o", out.toString(), "--rejects", rejects.toString(), "--json");
        assertThat(r.exit()).as("stderr: %s", r.err()).isEqualTo(1);
        assertThat(Json.object(r.out().strip())).containsEntry("games", 3L).containsEntry("written", 2L)
                .containsEntry("rejected", 1L);
        assertThat(Files.readString(rejects)).isEqualTo(ILLEGAL_CASTLING);
        Result clean = run("validate", out.toString());
        assertThat(clean.exit()).as("stdout: %s", clean.out()).isZero();

        Path good = Files.writeString(temp.resolve("good.pgn"), VALID_960);
        run("convert", good.toString(), "-o", out.toString()).assertOk();
    }

    @Test
    void convertReadsStandardInputAmongFilesAndLeavesNoSpool() throws Exception {
        Path first = Files.writeString(temp.resolve("first.pgn"), SP518_960);
        Path dir = Files.createDirectory(temp.resolve("outdir"));
        Path out = dir.resolve("out.pgn");
        Path rejects = dir.resolve("rejects.pgn");
        Result r = runWithStdin(VALID_960 + ILLEGAL_CASTLING, "convert", first.toString(), "-", "-o", out.toString(),
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

        Result only = runWithStdin(VALID_960, "convert", "-", "-o", out.toString());
        only.assertOk();
        assertThat(Files.readString(out)).contains("[Event \"ok\"]").doesNotContain("sp518");
        run("convert", "-", "-", "-o", out.toString()).assertUserError("only once");
    }

    @Test
    void convertSpellsTheVariantAndWritesShredderFen() throws Exception {
        Path in = Files.writeString(temp.resolve("in.pgn"), VALID_960);
        Path out = temp.resolve("out.pgn");
        run("convert", in.toString(), "-o", out.toString(), "--variant-tag", "Fischerandom", "--castling-fen", "shredder")
                .assertOk();
        assertThat(Files.readString(out)).contains("[Variant \"Fischerandom\"]",
                "[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1\"]");
    }

    @Test
    void convertMovesSp518GamesBetweenChess960AndClassic() throws Exception {
        Path in = Files.writeString(temp.resolve("in.pgn"), SP518_960 + VALID_960);
        Path classic = temp.resolve("classic.pgn");
        run("convert", in.toString(), "-o", classic.toString(), "--to-classic").assertOk();
        String[] games = Files.readString(classic).split("\n\n(?=\\[Event)");
        assertThat(games[0]).doesNotContain("Variant", "FEN", "SetUp").contains("[Annotator \"me\"]");
        assertThat(games[1]).contains("[Variant \"Chess960\"]");

        Path back = temp.resolve("back.pgn");
        run("convert", classic.toString(), "-o", back.toString(), "--to-chess960").assertOk();
        assertThat(Files.readString(back).split("\n\n(?=\\[Event)")[0])
                .contains("[Variant \"Chess960\"]", "[FEN \"" + CLASSIC_XFEN + "\"]");
        run("convert", in.toString(), "-o", back.toString(), "--to-classic", "--to-chess960").assertUserError("exclude");
    }

    @Test
    void convertFiltersByVariantAndStartArray() throws Exception {
        Path in = Files.writeString(temp.resolve("in.pgn"), SP518_960 + VALID_960 + "[Event \"classic\"]\n\n1. e4 *\n\n");
        Path out = temp.resolve("out.pgn");
        Result variant = run("convert", in.toString(), "-o", out.toString(), "--only-variant", "classic");
        variant.assertOk();
        assertThat(variant.out()).contains("1 written", "2 skipped");
        assertThat(Files.readString(out)).contains("[Event \"classic\"]").doesNotContain("Variant");
        // bqnbrkrn is SP 289.
        Result sp = run("convert", in.toString(), "-o", out.toString(), "--only-sp", "289,518", "--only-variant", "chess960");
        sp.assertOk();
        assertThat(Files.readString(out)).contains("[Event \"sp518\"]", "[Event \"ok\"]").doesNotContain("[Event \"classic\"]");
        run("convert", in.toString(), "-o", out.toString(), "--only-sp", "961").assertUserError("961");
        // 960 is SP 0, as everywhere: none of these games starts from it.
        Result zero = run("convert", in.toString(), "-o", out.toString(), "--only-sp", "960");
        zero.assertOk();
        assertThat(zero.out()).contains("0 written", "3 skipped");
        run("convert", in.toString(), "-o", out.toString(), "--only-variant", "shogi").assertUserError("shogi");
    }

    @Test
    void convertWritesJsonLinesAndUciLines() throws Exception {
        Path in = convertInput();
        Path jsonl = temp.resolve("out.jsonl");
        Path rejects = temp.resolve("rejects.pgn");
        Result r = run("convert", in.toString(), "-o", jsonl.toString(), "--format", "jsonl", "--rejects", rejects.toString());
        assertThat(r.exit()).as("stderr: %s", r.err()).isEqualTo(1);
        List<String> lines = Files.readAllLines(jsonl);
        assertThat(lines).hasSize(2);
        Map<String, Object> first = Json.object(lines.get(0));
        assertThat(first).containsKeys("tags", "startFen", "san", "uci", "finalFen");
        assertThat(first.get("san")).isEqualTo(List.of("O-O", "O-O", "Ng3", "Ng6"));
        assertThat(first.get("uci")).isEqualTo(List.of("f1g1", "f8g8", "h1g3", "h8g6"));
        assertThat(Files.readString(rejects)).isEqualTo(ILLEGAL_CASTLING);

        Path uci = temp.resolve("out.uci");
        Result u = run("convert", in.toString(), "-o", uci.toString(), "--format", "uci", "--rejects", rejects.toString());
        assertThat(u.exit()).isEqualTo(1);
        assertThat(Files.readAllLines(uci)).containsExactly(
                "position fen bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1 moves f1g1 f8g8 h1g3 h8g6",
                "position fen " + CLASSIC_XFEN + " moves e2e4 e7e5 g1f3 g8f6 f1c4 f8c5 e1h1 e8h8");
        run("convert", in.toString(), "-o", uci.toString(), "--format", "uci").assertUserError("--rejects");
        run("convert", in.toString(), "-o", uci.toString(), "--format", "xml").assertUserError("xml");
    }

    @Test
    void convertNeverOverwritesItsInput() throws Exception {
        Path in = convertInput();
        byte[] before = Files.readAllBytes(in);
        run("convert", in.toString(), "-o", in.toString()).assertUserError("refusing to overwrite");
        Path out = temp.resolve("out.pgn");
        run("convert", in.toString(), "-o", out.toString(), "--rejects", in.toString()).assertUserError("refusing to overwrite");
        run("convert", in.toString(), "-o", out.toString(), "--rejects", out.toString()).assertUserError("--rejects");
        assertThat(Files.readAllBytes(in)).isEqualTo(before);
        assertThat(out).doesNotExist();
    }

    @Test
    void convertWritesNothingWhenAnInputIsUnreadable() throws Exception {
        Path in = convertInput();
        Path out = temp.resolve("out.pgn");
        run("convert", in.toString(), temp.resolve("missing.pgn").toString(), "-o", out.toString())
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
        Result broken = run("convert", in.toString(), gz.toString(), "-o", out.toString());
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
        run("convert", in.toString()).assertUserError("--output");
    }

    // ---- hostile input -----------------------------------------------------------------------

    @Test
    void limitsAreSetWithLimitOptions() throws Exception {
        Path deep = Files.writeString(temp.resolve("deep.pgn"),
                "[Event \"d\"]\n\n1. e4 (1. d4 (1. c4 (1. Nf3))) *\n\n" + VALID_960);
        Result defaults = run("validate", "--json", deep.toString());
        assertThat(defaults.exit()).as("stderr: %s", defaults.err()).isZero();
        Result limited = run("validate", "--json", "--limit", "depth=2", "--limit", "game=64K", deep.toString());
        assertThat(limited.exit()).as("stderr: %s", limited.err()).isEqualTo(1);
        assertThat(Json.object(limited.lines().get(0)).get("errors").toString()).contains("nested deeper than 2");
        assertThat(Json.object(limited.lines().get(1))).containsEntry("status", "valid");
        Path out = temp.resolve("out.pgn");
        Result converted = run("convert", deep.toString(), "-o", out.toString(), "--limit", "depth=2", "--json");
        assertThat(Json.object(converted.out().strip())).containsEntry("written", 1L).containsEntry("rejected", 1L);
        run("validate", "--limit", "width=3", deep.toString()).assertUserError("width");
        run("validate", "--limit", "line=10", deep.toString()).assertUserError("line=10");
        run("convert", deep.toString(), "-o", out.toString(), "--limit", "plies=lots").assertUserError("plies=lots");
    }

    /**
     * Megabytes of hostile input between good games, validated and converted with a 256 MB heap:
     * every good game valid at its line, every other report invalid with an error inside a hostile
     * part, and the rejects exactly the input without the good games.
     */
    @Test
    void hostileMegabyteArchivesAreReadInSmallMemoryAndNothingIsLost() throws Exception {
        HostileFile f = new HostileFile(temp.resolve("hostile.pgn"));
        java.util.Random random = new java.util.Random(960);
        f.good();
        byte[] noise = new byte[8 << 20];
        random.nextBytes(noise);
        f.hostile(noise).good();
        f.hostile(("[Event \"open comment\"]\n\n1. e4 {" + "words and words\n".repeat(200_000)).getBytes(StandardCharsets.US_ASCII)).good();
        f.hostile(("[Event \"deep\"]\n\n1. e4 " + "(1. d4\n".repeat(300_000)).getBytes(StandardCharsets.US_ASCII)).good();
        StringBuilder tags = new StringBuilder();
        for (int i = 0; i < 100_000; i++) {
            tags.append("[T").append(i).append(" \"v\"]\n");
        }
        f.hostile((tags + "\n1. e4 *").getBytes(StandardCharsets.US_ASCII)).good();
        f.hostile(("[Event \"giant\"]\n[White \"" + "x".repeat(5 << 20) + "\"]\n\n1. e4 *").getBytes(StandardCharsets.US_ASCII)).good();
        f.hostile(("[Event \"flood\"]\n" + "\n".repeat(18 << 20) + "1. e4 *").getBytes(StandardCharsets.US_ASCII)).good();
        byte[] line = new byte[24 << 20];
        for (int i = 0; i < line.length; i++) {
            line[i] = (byte) ('a' + random.nextInt(26)); // one line of 24 MB
        }
        f.hostile(line).good();
        f.hostile("[Event \"ctl\"]\n\n1. e4 \u0000\u001b[2J e5 99999999999999999999999999999999999999. Nf3 *".getBytes(StandardCharsets.ISO_8859_1)).good();
        for (int i = 0; i < 5_000; i++) {
            f.good("[Event \"no moves " + i + "\"]\n[Result \"*\"]\n\n*");
        }
        f.good();
        f.close();

        List<String> heap = List.of("-Xmx256m");
        Result validated = runJava(heap, "", "validate", "--json", f.path.toString());
        assertThat(validated.exit()).as("stderr: %s", validated.err()).isEqualTo(1);
        assertThat(validated.err()).isEmpty();
        List<Map<String, Object>> reports = validated.out().lines().map(Json::object).toList();
        Map<Object, Object> statusByLine = new java.util.HashMap<>();
        for (Map<String, Object> r : reports) {
            statusByLine.put(r.get("line"), r.get("status"));
        }
        for (long goodLine : f.goodLines) {
            assertThat(statusByLine.get(goodLine)).as("good game at line %d", goodLine).isEqualTo("valid");
        }
        for (Map<String, Object> r : reports) {
            if (!f.goodLines.contains((Long) r.get("line"))) {
                assertThat(r).containsEntry("status", "invalid");
                @SuppressWarnings("unchecked")
                List<Map<String, Object>> errors = (List<Map<String, Object>>) r.get("errors");
                assertThat(errors).as("report %s", r).anySatisfy(e -> {
                    assertThat(e).containsEntry("severity", "error");
                    assertThat(f.insideHostilePart((Long) e.get("line"))).as("error %s inside a hostile part", e).isTrue();
                });
            }
        }
        assertThat(reports.size()).isGreaterThan(f.goodLines.size() + 8);

        Path out = temp.resolve("clean.pgn");
        Path rejects = temp.resolve("rejects.pgn");
        Result converted = runJava(heap, "", "convert", f.path.toString(), "-o", out.toString(), "--rejects",
                rejects.toString(), "--json");
        assertThat(converted.exit()).as("stderr: %s", converted.err()).isEqualTo(1);
        assertThat(Json.object(converted.out().strip())).containsEntry("written", (long) f.goodLines.size())
                .containsEntry("rejected", (long) (reports.size() - f.goodLines.size()));
        f.assertIsInputWithoutGoodGames(rejects);
    }

    /** A hostile archive written to a file, remembering where the good games and hostile parts are. */
    private static final class HostileFile {
        final Path path;
        private final java.io.OutputStream out;
        private long offset;
        private long line = 1;
        private boolean lastWasCr;
        private int good;
        final java.util.Set<Long> goodLines = new java.util.HashSet<>();
        private final List<long[]> goodRanges = new ArrayList<>(); // offset, length
        private final List<long[]> hostileLines = new ArrayList<>(); // first line, last line

        HostileFile(Path path) throws IOException {
            this.path = path;
            this.out = new java.io.BufferedOutputStream(Files.newOutputStream(path), 1 << 16);
        }

        HostileFile good() throws IOException {
            return good(VALID_960.strip().replace("\"ok\"", "\"good " + ++good + "\""));
        }

        HostileFile good(String game) throws IOException {
            goodLines.add(line);
            goodRanges.add(new long[] {offset, game.length()});
            write(game.getBytes(StandardCharsets.US_ASCII));
            write(new byte[] {'\n', '\n'});
            return this;
        }

        HostileFile hostile(byte[] part) throws IOException {
            long first = line;
            write(part);
            write(new byte[] {'\n', '\n'});
            hostileLines.add(new long[] {first, line}); // up to the next game's line: a missing marker is found there
            return this;
        }

        private void write(byte[] bytes) throws IOException {
            out.write(bytes);
            offset += bytes.length;
            for (byte b : bytes) { // LF, CRLF and CR end lines, as the reader counts them
                if (b == '\n') {
                    if (!lastWasCr) {
                        line++;
                    }
                } else if (b == '\r') {
                    line++;
                }
                lastWasCr = b == '\r';
            }
        }

        void close() throws IOException {
            out.close();
        }

        boolean insideHostilePart(long at) {
            return hostileLines.stream().anyMatch(h -> at >= h[0] && at <= h[1]);
        }

        /** Each good game goes with the white space after it; every other byte must be in the rejects, in order. */
        void assertIsInputWithoutGoodGames(Path rejects) throws IOException {
            byte[] input = Files.readAllBytes(path);
            java.io.ByteArrayOutputStream expected = new java.io.ByteArrayOutputStream(input.length);
            int from = 0;
            for (long[] g : goodRanges) {
                expected.write(input, from, (int) g[0] - from);
                int end = (int) (g[0] + g[1]);
                while (end < input.length && (input[end] == '\n' || input[end] == '\r' || input[end] == ' ')) {
                    end++;
                }
                from = end;
            }
            expected.write(input, from, input.length - from);
            byte[] actual = Files.readAllBytes(rejects);
            assertThat(actual.length).isEqualTo(expected.size());
            assertThat(java.util.Arrays.equals(actual, expected.toByteArray())).as("rejects are the input without the good games").isTrue();
        }
    }
}
