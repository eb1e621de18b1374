/**
 * Rochade's board pictures: a {@link org.rochade.diagram.Diagrams} service draws any position as SVG
 * (size, coordinates, orientation, highlighted squares, arrows: {@link org.rochade.diagram.BoardOptions}),
 * a start array's card with its number, X-FEN and Shredder-FEN, the event's sheet paged for A4 and the
 * heat map of White's score by start array.
 *
 * <p>In OSGi the service is a DS component of the bundle {@code org.rochade.diagram}; on a plain class
 * path {@code ServiceLoader.load(Diagrams.class)} finds the same implementation. PNG is an optional
 * second bundle, {@code org.rochade.diagram.png}, which rasterises these SVG documents.
 *
 * <p>Pieces are vector shapes drawn by the project, never font characters: White's are white with a
 * dark outline, Black's black with light detail lines. Every square and piece names its square in a
 * {@code data-square} attribute, so that a program can read a diagram back.
 */
@Export
@Version("2.1.0")
package org.rochade.diagram;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
