package org.rochade.games.api.pgn;

import java.io.IOException;
import java.io.InputStream;
import org.osgi.annotation.versioning.ConsumerType;

/**
 * What the caller of {@link PgnValidator#validate(java.util.List, ValidationOptions, SourceListener)}
 * hears about each of several inputs, in their order, on the calling thread.
 *
 * @since 1.7.0
 */
@ConsumerType
public interface SourceListener {

    /** An input is about to be read: the sink for its reports and, at its end, its totals. */
    GameReportSink started(PgnSource source) throws IOException;

    /**
     * The input's raw bytes (compressed if it is) as they will be read; the default reads them as
     * they are. A caller wraps them to count what has been read, e.g. for a progress bar.
     */
    default InputStream reading(PgnSource source, InputStream raw) {
        return raw;
    }

    /**
     * The input could not be read (further): its sink has had the reports of the games before the
     * break and their totals, if it was started at all. The next input is read after this.
     */
    void unreadable(PgnSource source, IOException failure);
}
