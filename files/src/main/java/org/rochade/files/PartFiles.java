package org.rochade.files;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The names of the files written aside: {@code .NAME.rochade-part-PID-TAG} beside the target
 * {@code NAME}, where PID is the writing process and TAG tells apart the parts of one process. The
 * PID lets a later run recognise the parts of a process that no longer exists (killed with SIGKILL,
 * which no cleanup survives) and remove them: {@link #sweep}.
 */
final class PartFiles {
    static final String MARK = ".rochade-part-";
    private static final Pattern PART = Pattern.compile("\\..*" + Pattern.quote(MARK) + "(\\d+)-[0-9a-z]+(?:-old)?");
    private static final long PID = ProcessHandle.current().pid();

    private PartFiles() {
    }

    /** A fresh name for a part of {@code target} (in its directory), not yet created. */
    static Path partOf(Path target) {
        return target.resolveSibling("." + target.getFileName() + MARK + PID + "-"
                + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36));
    }

    /** Where the old {@code target} is kept (a hard link) while a commit may still have to restore it. */
    static Path backupOf(Path part) {
        return part.resolveSibling(part.getFileName() + "-old");
    }

    /**
     * Removes the parts (and backups) in {@code dir} whose process no longer exists. Best effort: a
     * part that cannot be removed stays (a failure here must not stop the write that asked).
     *
     * @return how many were removed
     */
    static int sweep(Path dir) {
        int removed = 0;
        try (DirectoryStream<Path> parts = Files.newDirectoryStream(dir, ".*" + MARK + "*")) {
            for (Path part : parts) {
                Matcher m = PART.matcher(part.getFileName().toString());
                if (m.matches() && !alive(m.group(1)) && Files.isRegularFile(part, LinkOption.NOFOLLOW_LINKS)) {
                    try {
                        if (Files.deleteIfExists(part)) {
                            removed++;
                        }
                    } catch (IOException e) {
                        // not ours to delete (another user's), or gone meanwhile
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            // an unreadable directory: nothing to sweep
        }
        return removed;
    }

    /** Whether a process with this id runs (our own included); an unparsable id counts as alive. */
    private static boolean alive(String pid) {
        try {
            long id = Long.parseLong(pid);
            return id == PID || ProcessHandle.of(id).map(ProcessHandle::isAlive).orElse(false);
        } catch (NumberFormatException e) {
            return true;
        }
    }
}
