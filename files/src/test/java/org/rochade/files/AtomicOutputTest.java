package org.rochade.files;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicOutputTest {
    @TempDir
    Path temp;

    private static void write(Path target, String text) throws IOException {
        AtomicOutput.write(OutputTarget.of(target), out -> out.write(text.getBytes(UTF_8)));
    }

    private long parts(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(f -> f.getFileName().toString().contains(PartFiles.MARK)).count();
        }
    }

    @Test
    void aDirectoryLinkFollowedByDotDotIsResolvedByTheFileSystemNotAsText() throws IOException {
        // F1: link -> a/b; "link/../x.pgn" is a/x.pgn for the kernel, temp/x.pgn as text.
        Path b = Files.createDirectories(temp.resolve("a/b"));
        Files.createSymbolicLink(temp.resolve("link"), b);
        Path unrelated = Files.writeString(temp.resolve("x.pgn"), "unrelated");
        Path given = temp.resolve("link/../x.pgn");

        OutputTarget target = OutputTarget.of(given);
        assertThat(target.file()).isEqualTo(temp.toRealPath().resolve("a/x.pgn"));
        write(given, "converted");

        assertThat(Files.readString(temp.resolve("a/x.pgn"))).isEqualTo("converted");
        assertThat(Files.readString(unrelated)).isEqualTo("unrelated");
        assertThat(parts(temp.resolve("a"))).isZero();
    }

    @Test
    void aLinkToAFileIsWrittenThroughAndStays() throws IOException {
        Path real = Files.writeString(temp.resolve("real.pgn"), "old");
        Path link = Files.createSymbolicLink(temp.resolve("link.pgn"), Path.of("real.pgn"));
        Path dangling = Files.createSymbolicLink(temp.resolve("dangling.pgn"), Path.of("new.pgn"));

        write(link, "new");
        write(dangling, "made");

        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(real)).isEqualTo("new");
        assertThat(Files.readString(temp.resolve("new.pgn"))).isEqualTo("made");
    }

    @Test
    void anInputIsRefusedByIdentityThroughSymbolicAndHardLinks() throws IOException {
        Path input = Files.writeString(temp.resolve("in.pgn"), "games");
        Path hard = Files.createLink(temp.resolve("hard.pgn"), input);
        Path dir = Files.createDirectories(temp.resolve("d"));
        Files.createSymbolicLink(temp.resolve("dlink"), dir);

        assertThatThrownBy(() -> OutputTarget.of(hard).refuseInput(input, "output"))
                .isInstanceOf(OutputFailure.class).hasMessageContaining("refusing to overwrite the input");
        assertThatThrownBy(() -> OutputTarget.of(temp.resolve("dlink/../in.pgn")).refuseInput(input, "output"))
                .hasMessageContaining("refusing to overwrite the input");
        OutputTarget.of(temp.resolve("other.pgn")).refuseInput(input, "output"); // not yet there: not the input

        OutputTarget a = OutputTarget.of(temp.resolve("d/out.pgn"));
        OutputTarget b = OutputTarget.of(temp.resolve("dlink/out.pgn"));
        assertThatThrownBy(() -> a.refuseSame(b, "output", "rejects file")).hasMessageContaining("must not be the output");
        assertThat(Files.readString(input)).isEqualTo("games");
    }

    @Test
    void whatARenameWouldDestroyOrCannotHoldIsRefusedBeforeWriting() throws IOException {
        Path dir = Files.createDirectories(temp.resolve("dir"));
        assertThatThrownBy(() -> OutputTarget.of(dir)).hasMessageContaining("it is a directory");
        assertThatThrownBy(() -> OutputTarget.of(temp.resolve("missing/x.pgn")))
                .hasMessageContaining("does not exist").hasMessageContaining("missing");
        assertThat(temp.resolve("missing")).doesNotExist();
        Path fifo = temp.resolve("fifo");
        assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().onExit().join().exitValue() == 0);
        assertThat(OutputTarget.of(fifo).device()).as("a pipe is a sink, written directly").isTrue();
        Path socketLike = Files.createSymbolicLink(temp.resolve("to-dir"), dir);
        assertThatThrownBy(() -> OutputTarget.of(socketLike)).hasMessageContaining("it is a directory");
    }

    @Test
    void aCharacterDeviceIsASinkWrittenDirectlyAndItsFailuresNamed() throws IOException {
        assumeTrue(Files.isWritable(Path.of("/dev/null")) && Files.isWritable(Path.of("/dev/full")));
        OutputTarget sink = OutputTarget.of(Path.of("/dev/null"));
        assertThat(sink.device()).isTrue();
        write(Path.of("/dev/null"), "discarded");
        assertThat(Path.of("/dev/null")).exists();
        assertThat(Files.isRegularFile(Path.of("/dev/null"))).isFalse();
        // Two sinks are no conflict; a device is no input to protect.
        sink.refuseSame(OutputTarget.of(Path.of("/dev/null")), "output", "rejects file");
        sink.refuseInput(Path.of("/dev/null"), "output");
        // Still checked: a full device's failure names it, through the same rule as a file's.
        assertThatThrownBy(() -> write(Path.of("/dev/full"), "x".repeat(1 << 17))).isInstanceOf(OutputFailure.class)
                .hasMessage("cannot write /dev/full: No space left on device");
        // A link to a device is written through to it.
        Path link = Files.createSymbolicLink(temp.resolve("null.pgn"), Path.of("/dev/null"));
        write(link, "discarded");
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(parts(temp)).isZero();
        Files.delete(link);
    }

    @Test
    void aReasonIsTheSystemsWordsNeverThePathAgain() {
        assertThat(OutputFailure.reason(new java.nio.file.AccessDeniedException("/x/ro/d"))).isEqualTo("Permission denied");
        assertThat(OutputFailure.reason(new java.nio.file.NoSuchFileException("/x/d"))).isEqualTo("No such file or directory");
        assertThat(OutputFailure.reason(new java.nio.file.NotDirectoryException("/x/f"))).isEqualTo("Not a directory");
        assertThat(OutputFailure.reason(new java.nio.file.FileSystemException("/x/f", null, "Read-only file system")))
                .isEqualTo("Read-only file system");
        assertThat(OutputFailure.reason(new IOException("No space left on device"))).isEqualTo("No space left on device");
        assertThat(OutputFailure.reason(new IOException())).isEqualTo("IOException");
    }

    @Test
    void aFailedRenameLeavesEveryExistingFileAsItWas() throws IOException {
        // F2: OUT is committed first; when its rename fails, the old rejects are untouched.
        Path out = Files.writeString(temp.resolve("out.pgn"), "old out");
        Path rejects = Files.writeString(temp.resolve("rejects.pgn"), "old rejects");
        try (AtomicOutput output = new AtomicOutput()) {
            OutputStream o = output.create(OutputTarget.of(out));
            OutputStream r = output.create(OutputTarget.of(rejects));
            o.write("new out".getBytes(UTF_8));
            r.write("new rejects".getBytes(UTF_8));
            Files.delete(out); // OUT becomes a non-empty directory after the checks: its rename fails
            Files.createDirectories(out.resolve("inside"));
            assertThatThrownBy(output::commit).isInstanceOf(OutputFailure.class).hasMessageContaining("out.pgn");
        }
        assertThat(Files.readString(rejects)).isEqualTo("old rejects");
        assertThat(parts(temp)).isZero();
    }

    @Test
    void aRenameFailingAfterAnotherRestoresTheOneAlreadyRenamed() throws IOException {
        Path out = Files.writeString(temp.resolve("out.pgn"), "old out");
        Path fresh = temp.resolve("fresh.pgn");
        Path rejects = Files.writeString(temp.resolve("rejects.pgn"), "old rejects");
        try (AtomicOutput output = new AtomicOutput()) {
            output.create(OutputTarget.of(out)).write("new out".getBytes(UTF_8));
            output.create(OutputTarget.of(fresh)).write("new".getBytes(UTF_8));
            output.create(OutputTarget.of(rejects)).write("new rejects".getBytes(UTF_8));
            Files.delete(rejects);
            Files.createDirectories(rejects.resolve("inside"));
            assertThatThrownBy(output::commit).hasMessageContaining("rejects.pgn").hasMessageContaining("nothing was changed");
        }
        assertThat(Files.readString(out)).isEqualTo("old out");
        assertThat(fresh).doesNotExist();
        assertThat(parts(temp)).isZero();
    }

    @Test
    void aNewFileFollowsTheUmaskAndAReplacedOneKeepsItsPermissions() throws IOException {
        assumeTrue(temp.getFileSystem().supportedFileAttributeViews().contains("posix"));
        Set<PosixFilePermission> umasked = Files.getPosixFilePermissions(Files.createFile(temp.resolve("probe")));
        Path made = temp.resolve("made.pgn");
        write(made, "x");
        assertThat(Files.getPosixFilePermissions(made)).isEqualTo(umasked);

        Path kept = Files.writeString(temp.resolve("kept.pgn"), "old");
        Files.setPosixFilePermissions(kept, PosixFilePermissions.fromString("rw-r-----"));
        write(kept, "new");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(kept))).isEqualTo("rw-r-----");
    }

    @Test
    void partsOfDeadProcessesAreSweptAndLiveOnesKept() throws Exception {
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        Path stale = Files.writeString(temp.resolve(".out.pgn" + PartFiles.MARK + gone.pid() + "-k1"), "half");
        Path staleBackup = Files.writeString(temp.resolve(".out.pgn" + PartFiles.MARK + gone.pid() + "-k1-old"), "old");
        Path live = Files.writeString(temp.resolve(".other.pgn" + PartFiles.MARK + ProcessHandle.current().pid() + "-k2"), "busy");
        Path lookalike = Files.writeString(temp.resolve(".notes.rochade-part-txt"), "mine");

        write(temp.resolve("out.pgn"), "whole");

        assertThat(stale).doesNotExist();
        assertThat(staleBackup).doesNotExist();
        assertThat(live).exists();
        assertThat(lookalike).exists();
        assertThat(Files.readString(temp.resolve("out.pgn"))).isEqualTo("whole");
    }

    @Test
    void aFailedWriteDeletesItsPartAndKeepsTheOldFile() throws IOException {
        Path out = Files.writeString(temp.resolve("out.svg"), "old picture");
        assertThatThrownBy(() -> AtomicOutput.write(OutputTarget.of(out), o -> {
            o.write("<svg".getBytes(UTF_8));
            throw new IOException("No space left on device");
        })).isInstanceOf(OutputFailure.class).hasMessage("cannot write " + out + ": No space left on device");
        assertThat(Files.readString(out)).isEqualTo("old picture");
        assertThat(parts(temp)).isZero();
    }

    @Test
    void aCheckedStreamNamesWhatItWritesAndRemembersTheFailureAPrintStreamSwallows() throws IOException {
        assumeTrue(Files.isWritable(Path.of("/dev/full")));
        CheckedOutputStream full = new CheckedOutputStream(new FileOutputStream("/dev/full"), "standard output");
        PrintStream print = new PrintStream(full, true, UTF_8);
        print.println("a line");
        assertThat(print.checkError()).isTrue();
        assertThat(full.failure()).hasMessageStartingWith("cannot write standard output: ")
                .hasMessageContaining("No space left on device");
        assertThatThrownBy(full::check).isInstanceOf(OutputFailure.class).hasMessage(full.failure().getMessage());
    }

    @Test
    void aFailureSeenAgainWhileClosingKeepsItsMessage() {
        // Every layer of a try-with-resources closes the failing stream again: the failure must
        // reach the caller as itself, not as "Self-suppression not permitted".
        OutputStream full = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("No space left on device");
            }
        };
        assertThatThrownBy(() -> {
            try (OutputStream out = new java.io.BufferedOutputStream(new CheckedOutputStream(full, "out.pgn"), 4)) {
                out.write(new byte[16]);
            }
        }).isInstanceOf(OutputFailure.class).hasMessage("cannot write out.pgn: No space left on device");
    }

    @Test
    void anOutputDirectoryIsMadeButNeverItsParent() throws IOException {
        Path nested = temp.resolve("nonexistent/dir");
        assertThatThrownBy(() -> OutputDirectory.prepare(nested)).isInstanceOf(OutputFailure.class)
                .hasMessageContaining(temp.resolve("nonexistent").toString()).hasMessageContaining("does not exist");
        assertThatThrownBy(() -> OutputDirectory.check(nested)).hasMessageContaining("does not exist");
        assertThat(temp.resolve("nonexistent")).doesNotExist();
        OutputDirectory.check(temp.resolve("made"));
        assertThat(temp.resolve("made")).doesNotExist();
        assertThat(OutputDirectory.prepare(temp.resolve("made"))).isDirectory();
        Path file = Files.writeString(temp.resolve("file"), "");
        assertThatThrownBy(() -> OutputDirectory.prepare(file)).hasMessageContaining("not a directory");
    }

    @Test
    void anOutputDirectoryRefusedSaysWhyBeforeAnythingIsMade() throws IOException {
        Path file = Files.writeString(temp.resolve("afile"), "");
        // Below a regular file: that file is named, not "does not exist".
        assertThatThrownBy(() -> OutputDirectory.check(file.resolve("sub")))
                .hasMessage("cannot write into " + file.resolve("sub") + ": " + file + " is not a directory");
        assertThatThrownBy(() -> OutputDirectory.prepare(file.resolve("sub/deeper")))
                .hasMessage("cannot write into " + file.resolve("sub/deeper") + ": " + file + " is not a directory");
        assertThat(Files.readString(file)).isEmpty();
        // A directory the system refuses to make one in: its reason, not the path again
        // (sysfs refuses even root: "Operation not permitted").
        Path sys = Path.of("/sys/rochade-test");
        assumeTrue(Files.isDirectory(Path.of("/sys")) && !Files.exists(sys));
        assertThatThrownBy(() -> OutputDirectory.prepare(sys)).isInstanceOf(OutputFailure.class)
                .hasMessageStartingWith("cannot create " + sys + ": ").hasMessageNotContaining(sys + ": " + sys);
    }

    @Test
    void aDirectoryNotWritableIsRefusedByCheckAsPermissionDenied() throws IOException {
        assumeTrue(temp.getFileSystem().supportedFileAttributeViews().contains("posix"));
        Path readOnly = Files.createDirectory(temp.resolve("ro"));
        Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            assumeTrue(!Files.isWritable(readOnly), "root may write anywhere: see ShellIT/ConvertCommandIT as nobody");
            assertThatThrownBy(() -> OutputDirectory.check(readOnly.resolve("d")))
                    .hasMessage("cannot create " + readOnly.resolve("d") + ": Permission denied (directory " + readOnly
                            + " is not writable)");
            assertThatThrownBy(() -> OutputDirectory.check(readOnly)).hasMessageContaining("Permission denied");
            Path existing = Files.writeString(temp.resolve("protected.pgn"), "old");
            Files.setPosixFilePermissions(existing, PosixFilePermissions.fromString("r--r--r--"));
            assertThatThrownBy(() -> OutputTarget.of(existing))
                    .hasMessage("cannot write " + existing + ": Permission denied (the file is write-protected)");
        } finally {
            Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }
}
