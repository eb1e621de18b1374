package org.rochade.formats;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.rochade.event.api.format.EventFormat;
import org.rochade.event.api.format.FormatDeletion;
import org.rochade.event.api.format.FormatDirectory;
import org.rochade.event.api.format.FormatEntry;
import org.rochade.event.api.format.FormatException;
import org.rochade.files.OutputFailure;

/**
 * The format files of one directory ({@link FormatDirectory}): {@code org.rochade.format-NAME.cfg},
 * checked by {@link FormatDefinition}, each format's rounds in {@code org.rochade.format-NAME.rounds}
 * ({@link RoundsRecord}). Changes hold the directory's {@link DirectoryLock}.
 *
 * <p>A name belongs to one file: when two files give the same name, the file named after it
 * ({@code org.rochade.format-NAME.cfg}) keeps it and the others are not usable; when neither is named
 * after it, none of them is.
 */
final class FormatFiles implements FormatDirectory {
    static final String PREFIX = EventFormat.FACTORY_PID + "-";
    static final String SUFFIX = ".cfg";
    /** Beside the format's file; FileInstall reads only .cfg and .jar. */
    static final String ROUNDS_SUFFIX = ".rounds";
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("uuuuMMdd'T'HHmmss'Z'");

    private final Path dir;
    private final DirectoryLock lock;

    FormatFiles(Path dir, DirectoryLock lock) {
        this.dir = dir;
        this.lock = lock;
    }

    @Override
    public Path dir() {
        return dir;
    }

    @Override
    public Path file(String name) {
        return dir.resolve(PREFIX + checkName(name) + SUFFIX);
    }

    DirectoryLock lock() {
        return lock;
    }

    /** The record of a format's revealed rounds (whether it exists or not). */
    Path roundsFile(String name) {
        return dir.resolve(PREFIX + checkName(name) + ROUNDS_SUFFIX);
    }

    @Override
    public List<FormatEntry> list() {
        List<FormatEntry> entries = new ArrayList<>();
        for (Path file : formatFiles()) {
            entries.add(entry(file));
        }
        List<FormatEntry> checked = withoutDuplicates(entries);
        checked.sort(Comparator.comparing(FormatEntry::name).thenComparing(FormatEntry::file));
        return checked;
    }

    @Override
    public EventFormat get(String name) {
        // The file named after it holds the name whatever other files say: read it alone.
        if (isName(name)) {
            Path own = dir.resolve(PREFIX + name + SUFFIX);
            if (Files.isRegularFile(own)) {
                FormatEntry entry = entry(own);
                if (entry.name().equals(name)) {
                    return usable(entry);
                }
            }
        }
        List<FormatEntry> entries = list();
        for (FormatEntry entry : entries) {
            if (entry.name().equals(name)) {
                return usable(entry);
            }
        }
        throw new FormatException("no event format '" + name + "' in " + dir + " (formats there: "
                + (entries.isEmpty() ? "none" : entries.stream().map(FormatEntry::name).distinct().collect(Collectors.joining(", "))) + ")");
    }

    @Override
    public EventFormat create(String name, Map<String, String> properties) {
        Path file = file(name);
        return lock.call(() -> {
            if (Files.exists(file)) {
                throw new FormatException("event format '" + name + "' exists already (" + file + "); use 'format change'");
            }
            for (FormatEntry entry : list()) {
                if (entry.name().equals(name)) {
                    throw new FormatException("event format '" + name + "': the name is taken by " + entry.file());
                }
            }
            Map<String, String> written = new LinkedHashMap<>(properties);
            FormatDefinition format = check(name, file, written);
            // Rounds of an earlier event of this name (deleted by hand) are no part of the new one.
            keepAside(roundsFile(name));
            PropertiesFile.write(file, "Rochade event format '" + name + "' (written by 'rochade format')", written);
            return format;
        });
    }

    @Override
    public EventFormat change(String name, Map<String, String> properties) {
        Path file = file(name);
        return lock.call(() -> {
            if (!Files.isRegularFile(file)) {
                throw new FormatException("no event format '" + name + "' in " + dir + "; use 'format create'");
            }
            Map<String, String> written = new LinkedHashMap<>(PropertiesFile.read(file));
            written.putAll(properties);
            FormatDefinition format = check(name, file, written);
            RoundsRecord record = RoundsRecord.read(roundsFile(name));
            if (record.size() > 0) {
                String where = "event format '" + name + "'";
                if (!record.variant().equals(format.variant().id())) {
                    throw new FormatException(where + ": " + record.revealedText() + " revealed as " + record.variant()
                            + ": its variant stays (delete the format with --force to start a new event)");
                }
                if (!record.commitment().equals(format.commitment().orElse(""))) {
                    throw new FormatException(where + ": " + record.revealedText() + " revealed with commitment "
                            + (record.commitment().isEmpty() ? "(none)" : record.commitment())
                            + ": its commitment stays (delete the format with --force to start a new event)");
                }
                if (format.rounds() < record.size()) {
                    throw new FormatException(where + ": " + record.revealedText() + " revealed already: rounds cannot be "
                            + (format.rounds() == 0 ? "left out" : "" + format.rounds()));
                }
            }
            PropertiesFile.write(file, "Rochade event format '" + name + "' (written by 'rochade format')", written);
            return format;
        });
    }

    @Override
    public FormatDeletion delete(String name, boolean force) {
        Path file = file(name);
        return lock.call(() -> {
            if (!Files.isRegularFile(file)) {
                throw new FormatException("no event format '" + name + "' in " + dir);
            }
            Path rounds = roundsFile(name);
            RoundsRecord record = RoundsRecord.read(rounds);
            if (record.size() > 0 && !force) {
                throw new FormatException("event format '" + name + "' has " + record.size() + " revealed round"
                        + (record.size() == 1 ? "" : "s") + " (" + rounds + "): delete it with --force, which keeps that record aside");
            }
            Optional<Path> kept = keepAside(rounds);
            try {
                Files.delete(file);
            } catch (NoSuchFileException gone) {
                // deleted meanwhile by hand: the result is the same
            } catch (IOException e) {
                putBack(kept, rounds);
                throw new FormatException("cannot delete " + file + ": " + OutputFailure.reason(e));
            }
            return new FormatDeletion(file, kept);
        });
    }

    /** The format files of the directory, in the order the directory lists them. */
    List<Path> formatFiles() {
        List<Path> files = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            if (Files.exists(dir)) {
                throw new FormatException("the format directory " + dir + " is not a directory");
            }
            return files; // none yet: made by the first write
        }
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(dir, PREFIX + "*" + SUFFIX)) {
            for (Path file : stream) {
                if (Files.isRegularFile(file)) {
                    files.add(file);
                }
            }
        } catch (IOException e) {
            throw new FormatException("cannot read the format directory " + dir + ": " + OutputFailure.reason(e));
        }
        return files;
    }

    /** One file read and checked; a file that cannot be is an entry with the reason, under the file's NAME. */
    private static FormatEntry entry(Path file) {
        String fileName = file.getFileName().toString();
        String ownName = fileName.substring(PREFIX.length(), fileName.length() - SUFFIX.length());
        try {
            return FormatEntry.usable(file, FormatDefinition.parse(ownName, PropertiesFile.read(file), file.toString()));
        } catch (FormatException | IllegalArgumentException e) {
            String problem = e.getMessage();
            return FormatEntry.broken(ownName, file, problem.startsWith("event format ") ? problem : "event format '" + ownName + "': " + problem);
        }
    }

    /** The entries with each name held by one file only (see the class comment). */
    private static List<FormatEntry> withoutDuplicates(List<FormatEntry> entries) {
        Map<String, List<FormatEntry>> byName = new HashMap<>();
        for (FormatEntry entry : entries) {
            byName.computeIfAbsent(entry.name(), key -> new ArrayList<>(1)).add(entry);
        }
        List<FormatEntry> checked = new ArrayList<>(entries.size());
        for (Map.Entry<String, List<FormatEntry>> named : byName.entrySet()) {
            List<FormatEntry> holders = named.getValue();
            if (holders.size() == 1) {
                checked.add(holders.get(0));
                continue;
            }
            String name = named.getKey();
            Optional<FormatEntry> owner = holders.stream().filter(entry -> entry.file().getFileName().toString().equals(PREFIX + name + SUFFIX)).findFirst();
            for (FormatEntry entry : holders) {
                if (owner.isPresent() && owner.get() == entry) {
                    checked.add(entry);
                } else {
                    String others = holders.stream().filter(other -> other != entry).map(other -> other.file().getFileName().toString())
                            .collect(Collectors.joining(", "));
                    checked.add(FormatEntry.broken(name, entry.file(), "event format '" + name + "': the name is given in "
                            + entry.file().getFileName() + " and in " + others + (owner.isPresent()
                            ? ", and belongs to " + owner.get().file().getFileName() : ": rename all but one")));
                }
            }
        }
        return checked;
    }

    private static EventFormat usable(FormatEntry entry) {
        return entry.format().orElseThrow(() -> new FormatException(entry.problem().startsWith("event format '" + entry.name() + "'")
                ? entry.problem() : "event format '" + entry.name() + "' is not usable: " + entry.problem()));
    }

    /**
     * Checks what a file would hold; its name property, if any, must be the file's NAME.
     *
     * @throws FormatException with the rule it breaks
     */
    private static FormatDefinition check(String name, Path file, Map<String, String> properties) {
        String given = properties.getOrDefault("name", "").strip();
        if (!given.isEmpty() && !given.equals(name)) {
            throw new FormatException("event format '" + name + "': the file " + file.getFileName() + " cannot name another format ('" + given + "')");
        }
        try {
            return FormatDefinition.parse(name, properties, file.toString());
        } catch (IllegalArgumentException e) {
            throw new FormatException(e.getMessage());
        }
    }

    /** Renames a rounds record aside (never deleted): {@code ....rounds.deleted-20261125T171500Z}; empty when there is none. */
    private static Optional<Path> keepAside(Path rounds) {
        if (!Files.exists(rounds)) {
            return Optional.empty();
        }
        String stamp = STAMP.format(ZonedDateTime.now(ZoneOffset.UTC));
        Path aside = rounds.resolveSibling(rounds.getFileName() + ".deleted-" + stamp);
        for (int n = 2; Files.exists(aside); n++) {
            aside = rounds.resolveSibling(rounds.getFileName() + ".deleted-" + stamp + "-" + n);
        }
        try {
            Files.move(rounds, aside);
        } catch (IOException e) {
            throw new FormatException("cannot keep " + rounds + " aside as " + aside + ": " + OutputFailure.reason(e));
        }
        return Optional.of(aside);
    }

    /** Undoes {@link #keepAside} after a failed delete, so that the format keeps its rounds. */
    private static void putBack(Optional<Path> kept, Path rounds) {
        if (kept.isPresent()) {
            try {
                Files.move(kept.get(), rounds);
            } catch (IOException e) {
                throw new FormatException("cannot move " + kept.get() + " back to " + rounds + ": " + OutputFailure.reason(e));
            }
        }
    }

    private static boolean isName(String name) {
        try {
            FormatDefinition.checkName(name, "");
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    private static String checkName(String name) {
        try {
            return FormatDefinition.checkName(name, "event format '" + name + "'");
        } catch (IllegalArgumentException e) {
            throw new FormatException(e.getMessage());
        }
    }
}
