package org.rochade.diagram.png.impl;

import java.util.ServiceLoader;
import org.rochade.diagram.Diagrams;
import org.rochade.diagram.png.PictureSetWriter;

/**
 * The picture set writer on a plain class path, without OSGi: {@code ServiceLoader.load(PictureSetWriter.class)}
 * finds it through META-INF/services, with the {@link Diagrams} service {@code ServiceLoader} finds
 * (the diagram bundle's jar) and this bundle's Batik rasteriser (Batik's jars on the class path).
 *
 * <p>A subclass only to have the public no-argument constructor ServiceLoader needs (the component's
 * is SCR's, with the references); not a DS component itself.
 */
public final class ClasspathPictureSetWriter extends PictureSetComponent {

    public ClasspathPictureSetWriter() {
        super(ServiceLoader.load(Diagrams.class, ClasspathPictureSetWriter.class.getClassLoader()).findFirst()
                .orElseThrow(() -> new IllegalStateException("no Diagrams service on the class path (the diagram jar)")),
                new BatikRasterizer());
    }
}
