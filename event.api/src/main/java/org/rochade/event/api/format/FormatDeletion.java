package org.rochade.event.api.format;

import java.nio.file.Path;
import java.util.Optional;

/**
 * What {@link FormatDirectory#delete} did.
 *
 * @param file       the format file, now gone
 * @param roundsKept where the record of the format's revealed rounds was moved (renamed aside, never
 *                   deleted); empty when no round had been revealed
 */
public record FormatDeletion(Path file, Optional<Path> roundsKept) {
}
