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
}
