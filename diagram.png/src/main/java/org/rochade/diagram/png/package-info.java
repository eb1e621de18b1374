/**
 * PNG pictures of Rochade's SVG diagrams: a {@link org.rochade.diagram.png.PngRasterizer} service
 * rasterises an SVG document (as the {@code org.rochade.diagram} service draws it) with Apache Batik, and
 * a {@link org.rochade.diagram.png.PictureSetWriter} service writes picture files: a draw's picture
 * directory (each round's card as SVG and PNG, the event's sheet; names and stale pictures by
 * {@link org.rochade.diagram.png.PictureLayout}), and since 1.2.0 one SVG or PNG picture at a time.
 *
 * <p>An optional part: the bundle {@code org.rochade.diagram.png} imports Batik's transcoder packages
 * ({@code org.apache.batik.transcoder}, {@code org.apache.batik.transcoder.image}), which the host
 * provides (the launcher exports them from its class path); a host that draws SVG only deploys neither.
 * On a plain class path, {@code ServiceLoader.load(PngRasterizer.class)} finds it beside Batik's jars.
 */
@Export
@Version("1.2.0")
package org.rochade.diagram.png;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
