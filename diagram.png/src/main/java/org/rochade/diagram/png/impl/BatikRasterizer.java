package org.rochade.diagram.png.impl;

import java.io.ByteArrayOutputStream;
import java.io.StringReader;
import org.apache.batik.transcoder.TranscoderException;
import org.apache.batik.transcoder.TranscoderInput;
import org.apache.batik.transcoder.TranscoderOutput;
import org.apache.batik.transcoder.image.PNGTranscoder;
import org.osgi.service.component.annotations.Component;
import org.rochade.diagram.png.PngRasterizer;

/**
 * {@link PngRasterizer} by Apache Batik's PNG transcoder: a DS component in OSGi, and the class
 * {@code ServiceLoader} finds on a plain class path (META-INF/services). A transcoder per call: Batik's
 * are not meant to be shared between threads.
 */
@Component(service = PngRasterizer.class)
public final class BatikRasterizer implements PngRasterizer {

    /** For SCR and ServiceLoader. */
    public BatikRasterizer() {
    }

    @Override
    public byte[] png(String svg, int width) {
        if (width < 1) {
            throw new IllegalArgumentException("a PNG is at least 1 pixel wide, not " + width);
        }
        PNGTranscoder transcoder = new PNGTranscoder();
        transcoder.addTranscodingHint(PNGTranscoder.KEY_WIDTH, (float) width);
        ByteArrayOutputStream png = new ByteArrayOutputStream(64 * 1024);
        try {
            transcoder.transcode(new TranscoderInput(new StringReader(svg)), new TranscoderOutput(png));
        } catch (TranscoderException | RuntimeException e) {
            // Batik reports a document it cannot read as TranscoderException, some drawing errors unchecked.
            throw new IllegalArgumentException("cannot rasterise the SVG: " + message(e), e);
        }
        return png.toByteArray();
    }

    private static String message(Exception e) {
        String message = e.getMessage();
        return message == null || message.isBlank() ? e.getClass().getSimpleName() : message.strip();
    }
}
