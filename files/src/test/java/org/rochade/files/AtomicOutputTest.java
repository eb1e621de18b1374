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
        assumeTrue(Files.exists(Path.of("/dev/full")));
        assertThatThrownBy(() -> OutputTarget.of(Path.of("/dev/full"))).hasMessageContaining("not a regular file");
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
}
