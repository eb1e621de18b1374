package org.rochade.diagram.png;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * A draw's picture directory as {@link PictureSetWriter#write} left it.
 *
 * @param directory  the directory, as the caller gave it
 * @param written    the files written, in the order written: per round its card's SVG and PNG, then
 *                   the sheet's pages (names by {@link PictureLayout})
 * @param sheetPages how many sheet pages were written ({@code sheet-1.svg} to {@code sheet-K.svg})
 * @param stale      the names of pictures in the directory that are not this draw's, left by an
 *                   earlier, longer draw ({@link PictureLayout#stale}); never deleted: whoever prints
 *                   the directory must be told. Empty when the directory could not be listed
 */
public record PictureSet(Path directory, List<Path> written, int sheetPages, List<String> stale) {

    public PictureSet {
        Objects.requireNonNull(directory, "directory");
        written = List.copyOf(written);
        stale = List.copyOf(stale);
    }
}
