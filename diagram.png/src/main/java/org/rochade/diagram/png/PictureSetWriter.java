package org.rochade.diagram.png;

import java.nio.file.Path;
import java.util.List;
import org.osgi.annotation.versioning.ProviderType;
import org.rochade.diagram.SheetRound;

/**
 * Writes a draw's picture directory in one call, as the launcher's {@code draw --out DIR} does: each
 * round's card drawn by the diagram service ({@code Diagrams.startArray}, captioned "Round N") as SVG
 * and as PNG, and the event's sheet ({@code Diagrams.eventSheet}), one SVG per A4 page; the names are
 * {@link PictureLayout}'s. Every file by Rochade's rule for written files: checked by the file system,
 * written aside, synced and renamed, so a file appears only whole. Files of an earlier draw that this
 * one does not replace are named in the result, never deleted.
 *
 * <p>Thread-safe; two calls into one directory at once are the caller's to avoid.
 */
@ProviderType
public interface PictureSetWriter {

    /**
     * Writes the pictures of a draw.
     *
     * @param directory where: made when missing, its parent never
     * @param heading   the sheet's heading (e.g. "Draw of 7 chess960 rounds")
     * @param subline   the line under it (e.g. the seed's commitment); may be empty
     * @param rounds    the rounds drawn, each with its card (the FENs as the event's rules start the array:
     *                  {@code ArrayCard.of(rules, array)})
     * @return what was written and what an earlier draw left
     * @throws PictureSetException naming the directory or the file that could not be written
     */
    PictureSet write(Path directory, String heading, String subline, List<SheetRound> rounds)
            throws PictureSetException;
}
