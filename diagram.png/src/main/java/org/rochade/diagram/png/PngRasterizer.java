package org.rochade.diagram.png;

import org.osgi.annotation.versioning.ProviderType;

/**
 * Turns an SVG document into a PNG image. Stateless and thread-safe.
 */
@ProviderType
public interface PngRasterizer {

    /**
     * The PNG of an SVG document.
     *
     * @param svg   a whole SVG document (with its namespace), as the diagram service draws it
     * @param width the image's width in pixels; its height follows the document's proportions
     * @return the PNG file's bytes
     * @throws IllegalArgumentException when {@code width} is below 1 or the document cannot be read or
     *                                  drawn (the message says why)
     */
    byte[] png(String svg, int width);
}
