package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.rochade.launcher.cli.Rochade.Result;

/** The top-level command as a process: help, version and usage errors. */
class RochadeCommandIT extends CommandLineTest {
    @Test
    void helpListsTheCommandsAndVersionNamesTheRelease() throws Exception {
        Result help = rochade.run("--help");
        help.assertOk();
        assertThat(help.out()).contains("sp ", "random ", "dice ", "perft ", "validate ", "convert ", "Exit codes");
        Result version = rochade.run("--version");
        version.assertOk();
        assertThat(version.out()).contains("rochade 0.1.0", "Felix 7.0.5", "SCR 2.2.18");
        // 'help' lists every command, each with its one-line header.
        Result listed = rochade.run("help");
        listed.assertOk();
        for (String name : RochadeCommand.SUBCOMMANDS) {
            assertThat(listed.out()).as("help lists %s", name).containsPattern("(?m)^  " + name + " ");
        }
        Result drawHelp = rochade.run("help", "draw");
        drawHelp.assertOk();
        assertThat(drawHelp.out()).contains("--throws", "--next");
        Result spHelp = rochade.run("sp", "--help");
        spHelp.assertOk();
        assertThat(spHelp.out()).contains("--variant", "--fen", "--all", "--json");
    }

    @Test
    void usageErrorsAreOneLineWithExitTwo() throws Exception {
        rochade.run().assertUserError("missing command");
        rochade.run("castle").assertUserError("castle");
        rochade.run("sp", "--bogus", "1").assertUserError("--bogus");
        rochade.run("sp", "abc").assertUserError("abc");
        rochade.run("sp", "--variant", "shogi", "1").assertUserError("shogi");
        rochade.run("perft").assertUserError("--depth");
        rochade.run("perft", "--depth", "2", "--threads", "0").assertUserError("--threads");
    }

    /**
     * The commands that read archives take 1 to 64 threads (ValidationOptions.MAX_THREADS): more
     * is refused as a usage error naming the range, not run out of memory (validate --threads 200
     * did, from about 150 threads on, with the launch script's heap); 64 works.
     */
    @Test
    void archiveCommandsTakeOneToSixtyFourThreads() throws Exception {
        java.nio.file.Path pgn = java.nio.file.Files.writeString(temp.resolve("one.pgn"), "[Event \"e\"]\n\n1. e4 e5 *\n");
        String out = temp.resolve("out.pgn").toString();
        for (String threads : new String[] {"0", "-1", "65", "200", "99999999999"}) {
            rochade.run("validate", "--threads", threads, pgn.toString()).assertUserError("--threads", threads);
            rochade.run("stats", "--threads", threads, pgn.toString()).assertUserError("--threads", threads);
            rochade.run("convert", "--threads", threads, pgn.toString(), "-o", out).assertUserError("--threads", threads);
        }
        rochade.run("validate", "--threads", "200", pgn.toString()).assertUserError("threads must be 1 to 64, not 200");
        Result validated = rochade.runJava(java.util.List.of("-Xmx64m"), "", "validate", "--no-progress", "--threads", "64", pgn.toString());
        assertThat(validated.exit()).as(validated.err()).isZero();
        assertThat(validated.out()).contains("1 games: 1 valid, 0 invalid");
        Result converted = rochade.runJava(java.util.List.of("-Xmx64m"), "", "convert", "--threads", "64", pgn.toString(), "-o", out);
        assertThat(converted.exit()).as(converted.err()).isZero();
    }
}
