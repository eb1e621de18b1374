package org.rochade.event.api;

import java.nio.file.Path;
import org.osgi.annotation.versioning.ProviderType;
import org.rochade.event.api.format.FormatDirectory;

/**
 * Where a host finds an event's formats and its revealed rounds: a directory of format files, with
 * each format's rounds kept beside its file. Registered as an OSGi service by the formats bundle, and
 * found on a plain class path with {@link java.util.ServiceLoader}.
 *
 * <p>Rounds are revealed under a lock on a file of the directory, so that two processes (two shells, a
 * shell and {@code rochade draw}) never reveal one round twice. Java's file locks belong to a whole
 * process: within one process, use one {@code EventStore} (the OSGi service, or one instance loaded
 * once), whose directories share an in-process lock too. Thread-safe.
 */
@ProviderType
public interface EventStore {

    /** The formats kept in {@code dir} (which need not exist yet: it is created on the first write). */
    FormatDirectory formats(Path dir);

    /** The rounds revealed of the formats kept in {@code dir}. */
    EventRounds rounds(Path dir);
}
