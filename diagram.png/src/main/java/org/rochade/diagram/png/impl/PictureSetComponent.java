package org.rochade.diagram.png.impl;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.rochade.diagram.Diagrams;
import org.rochade.diagram.SheetRound;
import org.rochade.diagram.png.PictureLayout;
import org.rochade.diagram.png.PictureSet;
import org.rochade.diagram.png.PictureSetException;
import org.rochade.diagram.png.PictureSetWriter;
import org.rochade.diagram.png.PngRasterizer;
import org.rochade.files.AtomicOutput;
import org.rochade.files.OutputDirectory;
import org.rochade.files.OutputFailure;
import org.rochade.files.OutputTarget;

/**
 * {@link PictureSetWriter} over the diagram service (cards, sheet) and the PNG service, writing by the
 * files module's rule ({@link AtomicOutput}): the one place where Rochade writes a picture file. A DS
 * component; {@link ClasspathPictureSetWriter} is its plain class-path face.
 *
 * <p>Not final only for {@link ClasspathPictureSetWriter}.
 */
@Component(service = PictureSetWriter.class)
public class PictureSetComponent implements PictureSetWriter {
    private final Diagrams diagrams;
    private final PngRasterizer rasterizer;

    @Activate
    public PictureSetComponent(@Reference(name = "diagrams") Diagrams diagrams,
            @Reference(name = "rasterizer") PngRasterizer rasterizer) {
        this.diagrams = Objects.requireNonNull(diagrams, "diagrams");
        this.rasterizer = Objects.requireNonNull(rasterizer, "rasterizer");
    }

    @Override
    public PictureSet write(Path directory, String heading, String subline, List<SheetRound> rounds)
            throws PictureSetException {
        try {
            OutputDirectory.prepare(directory);
        } catch (OutputFailure e) {
            throw new PictureSetException(e.getMessage(), true, e);
        }
        List<Path> written = new ArrayList<>(2 * rounds.size() + 1);
        for (SheetRound round : rounds) {
            String svg = diagrams.startArray(round.card(), PictureLayout.cardCaption(round.round()));
            written.add(writeSvg(svg, directory.resolve(PictureLayout.cardSvg(round.round()))));
            Path png = directory.resolve(PictureLayout.cardPng(round.round()));
            written.add(writePng(svg, PictureLayout.CARD_PNG_PIXELS, png));
        }
        List<String> pages = diagrams.eventSheet(heading, subline, rounds);
        for (int page = 1; page <= pages.size(); page++) {
            written.add(writeSvg(pages.get(page - 1), directory.resolve(PictureLayout.sheetPage(page))));
        }
        Set<Integer> numbers = rounds.stream().map(SheetRound::round).collect(Collectors.toSet());
        return new PictureSet(directory, written, pages.size(), PictureLayout.stale(names(directory), numbers, pages.size()));
    }

    @Override
    public Path writeSvg(String svg, Path target) throws PictureSetException {
        byte[] bytes = svg.getBytes(StandardCharsets.UTF_8);
        return write(target, bytes);
    }

    /** Rasterised first: an SVG that cannot be drawn leaves the file as it was. */
    @Override
    public Path writePng(String svg, int widthPixels, Path target) throws PictureSetException {
        byte[] png;
        try {
            png = rasterizer.png(svg, widthPixels);
        } catch (IllegalArgumentException e) {
            throw new PictureSetException("cannot write " + target + ": " + e.getMessage(), false, e);
        }
        return write(target, png);
    }

    private static Path write(Path target, byte[] bytes) throws PictureSetException {
        try {
            AtomicOutput.write(OutputTarget.of(target), out -> out.write(bytes));
        } catch (OutputFailure e) {
            throw new PictureSetException(e.getMessage(), false, e);
        }
        return target;
    }

    /** The directory's file names; none when it cannot be listed (the draw itself was written and checked). */
    private static List<String> names(Path directory) {
        try (Stream<Path> files = Files.list(directory)) {
            return files.map(file -> file.getFileName().toString()).toList();
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }
}
