package org.rochade.felix.host;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FrameworkStorageTest {
    @TempDir
    Path temp;

    @Test
    void aStorageIsTheUsersOnlyNamedByProgramAndProcessAndGoneWhenDeleted() throws Exception {
        FrameworkStorage storage = FrameworkStorage.create("storage-test");
        try {
            String name = storage.dir().getFileName().toString();
            assertThat(name).startsWith("storage-test-felix-" + ProcessHandle.current().pid() + "-");
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(storage.dir()))).isEqualTo("rwx------");
            Files.writeString(Files.createDirectories(storage.dir().resolve("bundle1")).resolve("data"), "x");
        } finally {
            ByteArrayOutputStream warnings = new ByteArrayOutputStream();
            storage.delete(new PrintStream(warnings, true, StandardCharsets.UTF_8));
            assertThat(warnings.toString(StandardCharsets.UTF_8)).isEmpty();
        }
        assertThat(storage.dir()).doesNotExist();
    }

    @Test
    void theStorageOfADeadProcessIsReclaimedAndALiveOnesOrAnotherProgramsIsNot() throws Exception {
        Process finished = new ProcessBuilder("true").start();
        finished.waitFor();
        long dead = finished.pid();
        Path stale = Files.createDirectories(temp.resolve("p-felix-" + dead + "-abc").resolve("cache"));
        Path live = Files.createDirectories(temp.resolve("p-felix-" + ProcessHandle.current().pid() + "-def"));
        Path other = Files.createDirectories(temp.resolve("q-felix-" + dead + "-ghi"));
        Path unnumbered = Files.createDirectories(temp.resolve("p-felix-x-1"));

        assertThat(FrameworkStorage.reclaimStale(temp, "p")).isEqualTo(1);
        assertThat(stale.getParent()).doesNotExist();
        assertThat(live).exists();
        assertThat(other).exists();
        assertThat(unnumbered).exists();
    }

    @Test
    void theOwnerIsReadFromTheName() {
        assertThat(FrameworkStorage.owner("rochade-felix-1234-zz", "rochade-felix-")).isEqualTo(1234);
        assertThat(FrameworkStorage.owner("rochade-felix-zz", "rochade-felix-")).isEqualTo(-1);
        assertThat(FrameworkStorage.owner("other-1234-zz", "rochade-felix-")).isEqualTo(-1);
    }
}
