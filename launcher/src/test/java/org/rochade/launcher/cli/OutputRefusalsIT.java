package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.rochade.launcher.cli.TestGames.ILLEGAL_CASTLING;
import static org.rochade.launcher.cli.TestGames.VALID_960;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.rochade.launcher.cli.Rochade.Result;

/**
 * What the file system refuses, said as the system says it and before any work: a directory or a
 * file Rochade may not write (run as the user nobody, since root may write anywhere), a path below
 * a regular file, a character device as a sink, a format directory that is a file or missing.
 */
class OutputRefusalsIT extends CommandLineTest {
    private Path home;

    @BeforeEach
    void openToNobody() throws Exception {
        // @TempDir is private to its maker: nobody must reach the files and write the run's output files.
        Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString("rwxrwxrwx"));
        home = Files.createDirectory(temp.resolve("home"));
        Files.setPosixFilePermissions(home, PosixFilePermissions.fromString("rwxrwxrwx"));
    }

    @Test
    void drawOutIntoADirectoryNobodyMayWriteFailsFirstSayingPermissionDenied() throws Exception {
        assumeTrue(Rochade.canRunAsNobody(), "needs root and setpriv to run as nobody");
        Path readOnly = Files.createDirectory(temp.resolve("ro"));
        Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("r-xr-xr-x"));

        Result r = rochade.runAsNobody(home, "draw", "--rounds", "3", "--seed", "x", "--out", readOnly.resolve("d").toString());

        // Nothing drawn or printed before the refusal, and the reason, not the path again.
        r.assertUserError("--out: cannot create " + readOnly.resolve("d") + ": Permission denied (directory " + readOnly
                + " is not writable)");
        assertThat(readOnly.resolve("d")).doesNotExist();
    }

    @Test
    void aPathBelowARegularFileNamesThatFile() throws Exception {
        Path file = Files.writeString(temp.resolve("afile"), "");
        rochade.run("draw", "--rounds", "3", "--seed", "x", "--out", file.resolve("sub").toString())
                .assertUserError("cannot write into " + file.resolve("sub") + ": " + file + " is not a directory");
        rochade.run("shell", "--bundles", file.toString(), "--config", temp.resolve("formats").toString())
                .assertUserError("--bundles " + file + ": it exists and is not a directory");
    }

    @Test
    void aWriteProtectedOutIsRefusedAndAReplacedOneKeepsItsModeAndOwner() throws Exception {
        assumeTrue(Rochade.canRunAsNobody(), "needs root and setpriv to run as nobody");
        Path in = Files.writeString(temp.resolve("in.pgn"), VALID_960);
        Path readOnly = Files.writeString(temp.resolve("ro.pgn"), "old");
        Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("r--r--r--"));

        rochade.runAsNobody(home, "convert", in.toString(), "-o", readOnly.toString())
                .assertUserError("cannot write " + readOnly + ": Permission denied");
        assertThat(readOnly).hasContent("old");

        // Root replaces nobody's private file: still nobody's, still rw-r-----, as writing into it would leave it.
        Path private_ = Files.writeString(temp.resolve("private.pgn"), "old");
        UserPrincipal nobody = private_.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody");
        Files.setOwner(private_, nobody);
        Files.setPosixFilePermissions(private_, PosixFilePermissions.fromString("rw-r-----"));
        Result r = rochade.run("convert", in.toString(), "-o", private_.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        PosixFileAttributes replaced = Files.readAttributes(private_, PosixFileAttributes.class);
        assertThat(Files.readString(private_)).contains("[Variant \"Chess960\"]");
        assertThat(PosixFilePermissions.toString(replaced.permissions())).isEqualTo("rw-r-----");
        assertThat(replaced.owner()).isEqualTo(nobody);
    }

    @Test
    void aCharacterDeviceIsASinkAndADirectoryStaysRefused() throws Exception {
        assumeTrue(Files.isWritable(Path.of("/dev/null")) && Files.isWritable(Path.of("/dev/full")));
        Path in = Files.writeString(temp.resolve("in.pgn"), VALID_960 + ILLEGAL_CASTLING);

        Result r = rochade.run("convert", in.toString(), "-o", "/dev/null", "--rejects", "/dev/null");
        assertThat(r.exit()).as(r.err()).isEqualTo(1);
        assertThat(r.out()).contains("2 games: 1 written, 1 invalid copied to /dev/null");
        assertThat(Files.isRegularFile(Path.of("/dev/null"))).isFalse();

        Path valid = Files.writeString(temp.resolve("valid.pgn"), VALID_960);
        rochade.run("convert", valid.toString(), "-o", "/dev/full")
                .assertUserError("cannot write /dev/full: No space left on device");

        rochade.run("convert", valid.toString(), "-o", temp.toString()).assertUserError("cannot write " + temp + ": it is a directory");
    }

    /**
     * A pipe is a sink too: a named one (mkfifo) and the one {@code -o /dev/stdout} leads to when
     * standard output is piped (a link into /proc that names no file), as in
     * {@code rochade convert games.pgn -o /dev/stdout | less} or {@code -o >(gzip > out.gz)}.
     */
    @Test
    void aPipeIsASinkWrittenDirectly() throws Exception {
        Path valid = Files.writeString(temp.resolve("valid.pgn"), VALID_960);
        Path fifo = temp.resolve("fifo");
        assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0);
        Process reader = new ProcessBuilder("cat", fifo.toString()).start();
        Result r = rochade.run("convert", valid.toString(), "-o", fifo.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(new String(reader.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8))
                .contains("[Variant \"Chess960\"]");
        assertThat(Files.isRegularFile(fifo, java.nio.file.LinkOption.NOFOLLOW_LINKS)).as("still the pipe").isFalse();

        Process piped = new ProcessBuilder(Rochade.JAVA.toString(), "-jar", Rochade.JAR.toString(), "convert", valid.toString(),
                "-o", "/dev/stdout").redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String out = new String(piped.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertThat(piped.waitFor()).as(out).isZero();
        assertThat(out).contains("[Variant \"Chess960\"]");
    }

    @Test
    void rejectsToStandardOutputAreRefusedAndNoFileNamedDashIsMade() throws Exception {
        Path in = Files.writeString(temp.resolve("in.pgn"), VALID_960 + ILLEGAL_CASTLING);
        Result r = rochade.run("convert", in.toString(), "-o", "-", "--rejects", "-");
        assertThat(r.exit()).isEqualTo(2);
        assertThat(r.err()).contains("--rejects -: the rejects go into a file").doesNotContain("Exception");
        assertThat(r.out()).isEmpty();
        assertThat(Path.of("-")).doesNotExist();
        assertThat(rochade.run("convert", "--help").out().replaceAll("\\s+", " ")).contains("could not be written, 3 internal error");
    }

    @Test
    void convertToAFullStandardOutputSaysSoOnce() throws Exception {
        assumeTrue(Files.isWritable(Path.of("/dev/full")));
        Path in = Files.writeString(temp.resolve("in.pgn"), VALID_960);
        Path err = temp.resolve("err.txt");
        Process process = new ProcessBuilder(Rochade.JAVA.toString(), "-jar", Rochade.JAR.toString(), "convert",
                in.toString(), "-o", "-").redirectOutput(Path.of("/dev/full").toFile()).redirectError(err.toFile()).start();
        assertThat(process.waitFor(Rochade.TIMEOUT_SECONDS, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).isEqualTo(2);
        assertThat(Files.readAllLines(err)).containsExactly("rochade: cannot write standard output: No space left on device");
    }

    @Test
    void formatsRefusesAConfigThatIsAFileOrMissing() throws Exception {
        Path file = Files.writeString(temp.resolve("good.pgn"), VALID_960);
        rochade.run("formats", "--config", file.toString())
                .assertUserError("the format directory " + file + " is not a directory");
        rochade.run("format", "create", "zz", "--config", file.toString())
                .assertUserError("the format directory " + file + " is not a directory");
        Path missing = temp.resolve("nonexistent/dir");
        rochade.run("formats", "--config", missing.toString()).assertUserError("--config " + missing + ": no such directory");
    }
}
