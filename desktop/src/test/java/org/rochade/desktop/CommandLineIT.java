package org.rochade.desktop;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** {@code java -jar rochade-desktop.jar} as a process: its help and its answer to wrong arguments. */
class CommandLineIT {
    private record Run(int exit, String out, String err) {
    }

    private static Run run(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.awt.headless=true", "-jar", System.getProperty("rochade.desktop.jar")));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).start();
        process.getOutputStream().close();
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("ends").isTrue();
        return new Run(process.exitValue(), new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8),
                new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
    }

    @Test
    void helpNamesTheCommandAndTheBundlesDirectory() throws Exception {
        Run help = run("--help");
        assertThat(help.exit()).isZero();
        assertThat(help.out()).startsWith("usage: java -jar rochade-desktop.jar [--bundles DIR]").contains("castling.none");
    }

    @Test
    void wrongArgumentsAreOneLineAndExitCodeTwo() throws Exception {
        Run unknown = run("--bundle", "x");
        assertThat(unknown.exit()).isEqualTo(2);
        assertThat(unknown.err().lines()).containsExactly("rochade-desktop: unknown argument: --bundle"
                + " (usage: java -jar rochade-desktop.jar [--bundles DIR])");
        Run missing = run("--bundles");
        assertThat(missing.exit()).isEqualTo(2);
        assertThat(missing.err().lines()).containsExactly("rochade-desktop: --bundles needs a directory");
    }

    @Test
    void withoutADisplayItSaysSo() throws Exception {
        Run headless = run("--bundles", System.getProperty("java.io.tmpdir"));
        assertThat(headless.exit()).isEqualTo(2);
        assertThat(headless.err().lines()).containsExactly(
                "rochade-desktop: no display: the window needs one (set DISPLAY, or run under Xvfb)");
    }
}
