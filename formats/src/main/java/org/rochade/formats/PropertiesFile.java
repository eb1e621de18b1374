package org.rochade.formats;

import java.io.IOException;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import org.rochade.event.api.format.FormatException;
import org.rochade.files.AtomicOutput;
import org.rochade.files.OutputFailure;
import org.rochade.files.OutputTarget;

/**
 * The files of a format directory as text: {@code key = value} lines ({@link Properties} syntax, as
 * FileInstall reads {@code .cfg} files), UTF-8 only. A file is written whole into a hidden part file
 * beside it, flushed to disk, and renamed over the old one, so that a reader (FileInstall, another
 * process) never sees half a file and a failed write leaves the old file as it was. The part file is
 * made with the process's umask like any other file. Writers hold the directory's lock
 * ({@link DirectoryLock}), under which part files left by a killed run are removed.
 */
final class PropertiesFile {
    /** Part files: hidden, and ending in neither .cfg nor .jar, so that FileInstall never reads one. */

    private PropertiesFile() {
    }

    /**
     * A file's entries, values without surrounding blanks.
     *
     * @throws FormatException naming the file when it cannot be read or is not UTF-8 text
     */
    static Map<String, String> read(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new FormatException(file + ": no such file");
        } catch (IOException e) {
            throw new FormatException("cannot read " + file + ": " + OutputFailure.reason(e));
        }
        return parse(bytes, file);
    }

    /** Entries of a file's bytes (see {@link #read}). */
    static Map<String, String> parse(byte[] bytes, Path file) {
        Properties properties = new Properties();
        try {
            properties.load(new StringReader(utf8(bytes, file)));
        } catch (IOException | IllegalArgumentException e) {
            throw new FormatException("cannot read " + file + ": " + e.getMessage());
        }
        Map<String, String> map = new TreeMap<>();
        properties.forEach((key, value) -> map.put(String.valueOf(key), String.valueOf(value).strip()));
        return map;
    }

    /**
     * The bytes as UTF-8 text, without a leading byte order mark; a byte sequence UTF-8 does not have
     * is an error naming its offset.
     */
    private static String utf8(byte[] bytes, Path file) {
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            throw new FormatException(file + " is not UTF-8 text (byte 0x" + HexFormat.of().toHexDigits(bytes[in.position()])
                    + " at offset " + in.position() + ")");
        }
        decoder.flush(out);
        String text = out.flip().toString();
        // A byte order mark, as Windows editors write "UTF-8 with BOM": not part of the first key.
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    /**
     * Writes a file whole (see the class comment), its entries sorted by key after a comment line.
     *
     * @throws FormatException naming the file when it cannot be written; the old file is then as it was
     */
    static void write(Path target, String comment, Map<String, String> properties) {
        StringBuilder text = new StringBuilder(256);
        text.append("# ").append(comment.replace('\n', ' ')).append('\n');
        for (Map.Entry<String, String> entry : new TreeMap<>(properties).entrySet()) {
            text.append(escape(entry.getKey())).append(" = ").append(escape(entry.getValue())).append('\n');
        }
        writeAtomically(target, text.toString().getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Writes the bytes by the one rule for every file Rochade writes (module files: aside, synced,
     * renamed over {@code target}; parts of killed writers removed by the next write there).
     */
    static void writeAtomically(Path target, byte[] bytes) {
        try {
            Files.createDirectories(target.toAbsolutePath().getParent());
            AtomicOutput.write(OutputTarget.of(target), out -> out.write(bytes));
        } catch (IOException e) {
            throw new FormatException(e instanceof OutputFailure ? e.getMessage() : "cannot write " + target + ": " + OutputFailure.reason(e));
        }
    }

    /** Properties syntax for a key or value: escape what load() would read otherwise. */
    private static String escape(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                sb.append("\\n");
                continue;
            }
            if (c == '\r') {
                sb.append("\\r");
                continue;
            }
            if (c == '\\' || c == '=' || c == ':' || c == '#' || c == '!' || (c == ' ' && i == 0)) {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.toString();
    }
}
