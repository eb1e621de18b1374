package org.rochade.launcher;

import java.io.IOException;
import java.io.Reader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.rochade.event.api.format.EventFormat;
import org.rochade.files.AtomicOutput;
import org.rochade.files.OutputFailure;
import org.rochade.files.OutputTarget;

/**
 * The event format files of a configuration directory: {@code org.rochade.format-NAME.cfg}, one
 * {@code key = value} line per property ({@link Properties} syntax, as FileInstall reads {@code .cfg}
 * files; no {@code ${...}} substitution). The same files feed FileInstall in the shell and the
 * one-shot commands.
 */
final class FormatFiles {
    /** Where formats live unless {@code --config DIR} says otherwise. */
    static final Path DEFAULT_DIR = Path.of(System.getProperty("user.home"), ".rochade", "formats");

    private static final String PREFIX = EventFormat.FACTORY_PID + "-";
    private static final String SUFFIX = ".cfg";
    /** The file of an event's revealed rounds, beside its format's; FileInstall reads only .cfg and .jar. */
    private static final String ROUNDS_SUFFIX = ".rounds";
    /** A name FileInstall maps to the PID "org.rochade.format~NAME" and a file system keeps as it is. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.]*");

    private final Path dir;

    FormatFiles(Path dir) {
        this.dir = dir;
    }

    Path dir() {
        return dir;
    }

    Path file(String name) {
        return dir.resolve(PREFIX + name + SUFFIX);
    }

    /** Where the rounds of the event format {@code name} revealed so far are kept. */
    Path roundsFile(String name) {
        return dir.resolve(PREFIX + name + ROUNDS_SUFFIX);
    }

    /** @throws UserError when the name cannot be a file name FileInstall reads back as this name */
    static String checkName(String name) {
        if (!NAME.matcher(name).matches()) {
            throw new UserError("format name '" + name + "': use letters, digits, '_' and '.', starting with a letter or digit");
        }
        return name;
    }

    /** Every format file's properties by format name (sorted); none when the directory is missing. */
    Map<String, Map<String, String>> readAll() {
        Map<String, Map<String, String>> formats = new TreeMap<>();
        if (!Files.isDirectory(dir)) {
            return formats;
        }
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : (Iterable<Path>) files::iterator) {
                String fileName = file.getFileName().toString();
                if (fileName.startsWith(PREFIX) && fileName.endsWith(SUFFIX) && Files.isRegularFile(file)) {
                    formats.put(fileName.substring(PREFIX.length(), fileName.length() - SUFFIX.length()), read(file));
                }
            }
        } catch (IOException e) {
            throw new UserError("cannot read the format directory " + dir + ": " + e.getMessage());
        }
        return formats;
    }

    /** A properties file's entries, values stripped. */
    static Map<String, String> read(Path file) {
        Properties properties = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(in);
        } catch (IOException | IllegalArgumentException e) {
            throw new UserError("cannot read " + file + ": " + e.getMessage());
        }
        Map<String, String> map = new TreeMap<>();
        properties.forEach((key, value) -> map.put(String.valueOf(key), String.valueOf(value).strip()));
        return map;
    }

    /**
     * Writes a format's file whole: into a hidden temporary file that FileInstall ignores, then
     * renamed over the old one, so that a watcher never reads half a file.
     */
    void write(String name, Map<String, String> properties) {
        write(file(checkName(name)), "Rochade event format '" + name + "' (written by 'rochade format')", properties);
    }

    /**
     * Writes a properties file whole (see {@link #write(String, Map)}), with a comment line first, by
     * the rule for output files (org.rochade.files): a part file FileInstall ignores (it reads only
     * .cfg and .jar), synced and renamed; the mode follows the umask, a replaced file keeps its own.
     */
    void write(Path target, String comment, Map<String, String> properties) {
        try {
            Files.createDirectories(dir);
            AtomicOutput.write(OutputTarget.of(target), bytes -> {
                Writer out = new OutputStreamWriter(bytes, StandardCharsets.UTF_8);
                out.write("# " + comment + "\n");
                for (Map.Entry<String, String> entry : new TreeMap<>(properties).entrySet()) {
                    out.write(escape(entry.getKey()) + " = " + escape(entry.getValue()) + "\n");
                }
                out.flush();
            });
        } catch (OutputFailure e) {
            throw new UserError(e.getMessage());
        } catch (IOException e) {
            throw new UserError("cannot write " + target + ": " + e.getMessage());
        }
    }

    /** @return whether there was a file to delete */
    boolean delete(String name) {
        Path target = file(checkName(name));
        try {
            return Files.deleteIfExists(target);
        } catch (IOException e) {
            throw new UserError("cannot delete " + target + ": " + e.getMessage());
        }
    }

    /** Properties syntax for a key or value made of printable characters: escape what load() would read otherwise. */
    private static String escape(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            if (c == '\n') {
                sb.append("\\n");
                continue;
            }
            if (c == '\\' || c == '=' || c == ':' || c == '#' || c == '!') {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.toString();
    }

}
