package org.rochade.diagram.png;

import java.nio.file.Path;
import java.util.List;
import org.osgi.annotation.versioning.ProviderType;
import org.rochade.diagram.SheetRound;

/**
 * Writes picture files, the one place that does: a draw's picture directory in one call, as the
 * launcher's {@code draw --out DIR} does (each round's card drawn by the diagram service
 * ({@code Diagrams.startArray}, captioned "Round N") as SVG and as PNG, and the event's sheet
 * ({@code Diagrams.eventSheet}), one SVG per A4 page; the names are {@link PictureLayout}'s), and since
 * 1.2.0 one picture at a time, an SVG document as SVG or as PNG ({@link #writeSvg}, {@link #writePng}:
 * the launcher's {@code sp}/{@code diagram --svg/--png} and {@code stats --svg}). Every file by Rochade's
 * rule for written files: checked by the file system, written aside, synced and renamed, so a file
 * appears only whole, and an existing file stays as it was when anything fails. Files of an earlier
 * draw that this one does not replace are named in the result, never deleted.
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

    /**
     * Writes one SVG document to a file, as UTF-8.
     *
     * @param svg    the document (as the diagram service draws it)
     * @param target the file; its directory must exist
     * @return {@code target}
     * @throws PictureSetException naming the file and why ("cannot write x.svg: it is a directory");
     *                             {@link PictureSetException#directory()} is false
     * @since 1.2.0
     */
    Path writeSvg(String svg, Path target) throws PictureSetException;

    /**
     * Rasterises an SVG document to a PNG {@code widthPixels} wide (the height follows the document's
     * proportions; {@link PngRasterizer#png}) and writes it to a file. A document that cannot be drawn
     * leaves the file as it was: "cannot write x.png: cannot rasterise the SVG: ...".
     *
     * @param svg         the document
     * @param widthPixels the PNG's width, at least 1 ({@link PictureLayout#CARD_PNG_PIXELS} for a card)
     * @param target      the file; its directory must exist
     * @return {@code target}
     * @throws PictureSetException naming the file and why; {@link PictureSetException#directory()} is false
     * @since 1.2.0
     */
    Path writePng(String svg, int widthPixels, Path target) throws PictureSetException;
}
