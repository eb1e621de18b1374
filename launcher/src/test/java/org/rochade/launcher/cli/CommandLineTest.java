package org.rochade.launcher.cli;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** What every test of the command line as a process has: a temporary directory, and the jar run in it. */
abstract class CommandLineTest {
    @TempDir
    Path temp;

    Rochade rochade;

    @BeforeEach
    final void runInTemp() {
        rochade = new Rochade(temp);
    }
}
