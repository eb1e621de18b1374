package org.rochade.event.api.format;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.osgi.annotation.versioning.ProviderType;

/**
 * The event formats kept in one directory, one file {@code org.rochade.format-NAME.cfg} each
 * ({@code java.util.Properties} syntax, UTF-8; the properties are listed on {@link EventFormat}): the
 * same files FileInstall turns into ConfigAdmin configurations in a shell, read here directly, so that a
 * command sees what the file says now.
 *
 * <p>One set of rules decides whether a format is usable, whether it comes from a file, from
 * {@link #create}/{@link #change} or from ConfigAdmin: a known variant and castling convention, a start
 * rule the variant has (a fixed number must be one of its arrays), a name of letters, digits, '_' and '.'
 * (no path separator, no ".."), a commitment of 64 hex digits, exclusions that are array numbers of the
 * variant, and no more rounds than the draw has arrays to give. Two files may not carry one name.
 *
 * <p>Changes are written aside and renamed into place, under the directory's lock that
 * {@link org.rochade.event.api.EventRounds} reveals rounds under: a change and a reveal never interleave,
 * in this process or another. Thread-safe.
 */
@ProviderType
public interface FormatDirectory {

    /** The directory. */
    Path dir();

    /** The file a format of this name is kept in (whether it exists or not). */
    Path file(String name);

    /**
     * Every format file, sorted by name; a file that cannot be read or is not usable is listed with
     * its reason. Reads each file once: time linear in the number of files. Empty when the directory
     * does not exist.
     *
     * @throws FormatException when the directory exists but cannot be listed
     */
    List<FormatEntry> list();

    /**
     * The usable format of this name, as its file says now.
     *
     * @throws FormatException when there is none (the message lists the formats there), or it is not
     *                         usable (the message says why)
     */
    EventFormat get(String name);

    /**
     * Creates a format from these properties (the keys listed on {@link EventFormat}; the others take
     * their defaults).
     *
     * @return the format as it will be read back
     * @throws FormatException when the name is taken or not a format name, or the properties break a
     *                         rule; nothing is written then
     */
    EventFormat create(String name, Map<String, String> properties);

    /**
     * Changes properties of a format: these values replace the file's, the others stay. With rounds
     * revealed, the variant and the commitment stay as they were and the rounds are no fewer than
     * those revealed.
     *
     * @return the format as it will be read back
     * @throws FormatException when there is no such file, or the result breaks a rule; nothing is
     *                         written then
     */
    EventFormat change(String name, Map<String, String> properties);

    /**
     * Deletes a format's file. The record of its revealed rounds is renamed aside (never deleted), so
     * that a format created again under this name is a new event and the old one's rounds are kept.
     *
     * @param force whether to delete a format that has revealed rounds
     * @throws FormatException when there is no such file, or it has revealed rounds and {@code force}
     *                         is false; nothing is changed then
     */
    FormatDeletion delete(String name, boolean force);
}
