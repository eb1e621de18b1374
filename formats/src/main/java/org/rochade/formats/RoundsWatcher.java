package org.rochade.formats;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Notices rounds revealed by any process: polls the format directory every {@value #POLL_MILLIS} ms.
 * A reveal renames a new record into place, which changes the directory's modification time and the
 * record's file identity (a new inode); the directory is listed again when its time changed or changed
 * recently (file times are coarser than two quick reveals), and a record counts as changed when its
 * identity, time or size did.
 */
final class RoundsWatcher implements AutoCloseable {
    static final long POLL_MILLIS = 250;
    /** How long after a change of the directory it is listed on every poll. */
    private static final long RECENT_MILLIS = 2_000;

    /** What identifies one version of a record. */
    private record Stamp(Object key, FileTime modified, long size) {
    }

    private final FormatFiles formats;
    private final Consumer<String> changed;
    private final Thread thread;
    private volatile boolean closed;
    private FileTime dirModified;
    private Map<String, Stamp> seen;

    private RoundsWatcher(FormatFiles formats, Consumer<String> changed) {
        this.formats = formats;
        this.changed = changed;
        this.seen = records(formats);
        this.dirModified = modified(formats.dir());
        this.thread = new Thread(this::run, "rochade-rounds-watch " + formats.dir().getFileName());
        thread.setDaemon(true);
    }

    /** Watches from now on (see {@link org.rochade.event.api.EventRounds#watch}). */
    static RoundsWatcher start(FormatFiles formats, Consumer<String> changed) {
        RoundsWatcher watcher = new RoundsWatcher(formats, Objects.requireNonNull(changed, "changed"));
        watcher.thread.start();
        return watcher;
    }

    /** The format whose record was written last, if any has one. */
    static Optional<String> latest(FormatFiles formats) {
        String latest = null;
        FileTime newest = null;
        for (Map.Entry<String, Stamp> record : records(formats).entrySet()) {
            if (newest == null || record.getValue().modified().compareTo(newest) > 0) {
                newest = record.getValue().modified();
                latest = record.getKey();
            }
        }
        return Optional.ofNullable(latest);
    }

    @Override
    public void close() {
        closed = true;
        thread.interrupt();
    }

    private void run() {
        while (!closed) {
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
            FileTime now = modified(formats.dir());
            boolean recent = now != null && System.currentTimeMillis() - now.toMillis() < RECENT_MILLIS;
            if (Objects.equals(now, dirModified) && !recent) {
                continue;
            }
            dirModified = now;
            Map<String, Stamp> current = records(formats);
            Set<String> names = new HashSet<>(current.keySet());
            names.addAll(seen.keySet());
            Map<String, Stamp> before = seen;
            seen = current;
            for (String name : names) {
                if (!Objects.equals(before.get(name), current.get(name))) {
                    try {
                        changed.accept(name);
                    } catch (RuntimeException e) {
                        // The listener's problem; watching goes on.
                    }
                }
            }
        }
    }

    /** Every record of the directory by format name. */
    private static Map<String, Stamp> records(FormatFiles formats) {
        Map<String, Stamp> records = new HashMap<>();
        Path dir = formats.dir();
        if (!Files.isDirectory(dir)) {
            return records;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, FormatFiles.PREFIX + "*" + FormatFiles.ROUNDS_SUFFIX)) {
            for (Path file : files) {
                try {
                    BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
                    String fileName = file.getFileName().toString();
                    records.put(fileName.substring(FormatFiles.PREFIX.length(), fileName.length() - FormatFiles.ROUNDS_SUFFIX.length()),
                            new Stamp(attributes.fileKey(), attributes.lastModifiedTime(), attributes.size()));
                } catch (IOException gone) {
                    // replaced or removed between listing and reading: the next poll sees it
                }
            }
        } catch (IOException e) {
            // the directory is not readable now: try again at the next poll
        }
        return records;
    }

    private static FileTime modified(Path dir) {
        try {
            return Files.getLastModifiedTime(dir);
        } catch (IOException e) {
            return null;
        }
    }
}
