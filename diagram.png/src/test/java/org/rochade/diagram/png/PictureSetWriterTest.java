package org.rochade.diagram.png;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rochade.diagram.ArrayCard;
import org.rochade.diagram.Diagrams;
import org.rochade.diagram.SheetRound;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.Variant;

/**
 * A draw's picture directory in one call: the layout's names, the sheet's pages, what an earlier draw left;
 * and one picture at a time, as SVG or PNG.
 */
class PictureSetWriterTest {
    private static final PictureSetWriter WRITER = ServiceLoader.load(PictureSetWriter.class).findFirst().orElseThrow();
    private static final Diagrams DIAGRAMS = ServiceLoader.load(Diagrams.class).findFirst().orElseThrow();
    private static final StartArray[] ARRAYS = {
            new StartArray(Variant.CHESS960, 518, 518, "RNBQKBNR"),
            new StartArray(Variant.CHESS960, 0, 0, "BBQNNRKR"),
            new StartArray(Variant.CHESS960, 959, 959, "RKRNNQBB")};

    @TempDir
    Path temp;

    private static List<SheetRound> rounds(int count) {
        return IntStream.rangeClosed(1, count)
                .mapToObj(round -> new SheetRound(round, ArrayCard.of(ARRAYS[round % ARRAYS.length]))).toList();
    }

    private static List<String> names(Path dir) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(file -> file.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void eachRoundHasItsCardAsSvgAndPngAndTheSheetItsPages() throws Exception {
        Path dir = temp.resolve("draw"); // made: its parent exists
        List<SheetRound> rounds = rounds(7); // six rounds a page: two pages
        PictureSet set = WRITER.write(dir, "Draw of 7 chess960 rounds", "seed commitment (SHA-256) 00", rounds);

        List<Path> expected = new ArrayList<>();
        for (int round = 1; round <= 7; round++) {
            expected.add(dir.resolve("round-" + round + ".svg"));
            expected.add(dir.resolve("round-" + round + ".png"));
        }
        expected.add(dir.resolve("sheet-1.svg"));
        expected.add(dir.resolve("sheet-2.svg"));
        assertThat(set.written()).containsExactlyElementsOf(expected);
        assertThat(set.sheetPages()).isEqualTo(2);
        assertThat(set.stale()).isEmpty();
        assertThat(set.directory()).isEqualTo(dir);
        assertThat(names(dir)).containsExactlyInAnyOrderElementsOf(expected.stream().map(p -> p.getFileName().toString()).toList());

        assertThat(Files.readString(dir.resolve("round-3.svg")))
                .isEqualTo(DIAGRAMS.startArray(rounds.get(2).card(), "Round 3"));
        List<String> sheet = DIAGRAMS.eventSheet("Draw of 7 chess960 rounds", "seed commitment (SHA-256) 00", rounds);
        assertThat(Files.readString(dir.resolve("sheet-2.svg"))).isEqualTo(sheet.get(1));
        BufferedImage png = ImageIO.read(dir.resolve("round-3.png").toFile());
        assertThat(png.getWidth()).isEqualTo(PictureLayout.CARD_PNG_PIXELS);
    }

    @Test
    void aShorterDrawNamesWhatTheLongerOneLeftAndDeletesNothing() throws Exception {
        Path dir = temp.resolve("draw");
        WRITER.write(dir, "eleven", "", rounds(11));
        Files.writeString(dir.resolve("notes.txt"), "mine");
        PictureSet shorter = WRITER.write(dir, "three", "", rounds(3));

        List<String> stale = new ArrayList<>();
        for (int round = 4; round <= 11; round++) {
            stale.add("round-" + round + ".png");
            stale.add("round-" + round + ".svg");
        }
        stale.add("sheet-2.svg");
        assertThat(shorter.stale()).containsExactlyElementsOf(stale);
        assertThat(shorter.sheetPages()).isEqualTo(1);
        assertThat(names(dir)).hasSize(2 * 11 + 2 + 1).contains("notes.txt", "round-11.png", "sheet-2.svg");
    }

    @Test
    void theSameDrawAgainLeavesNothingStale() throws Exception {
        WRITER.write(temp, "two", "", rounds(2));
        assertThat(WRITER.write(temp, "two", "", rounds(2)).stale()).isEmpty();
    }

    @Test
    void aDirectoryWithoutItsParentIsRefusedBeforeAnythingIsWritten() {
        Path dir = temp.resolve("missing/draw");
        assertThatThrownBy(() -> WRITER.write(dir, "h", "", rounds(1)))
                .isInstanceOfSatisfying(PictureSetException.class, e -> assertThat(e.directory()).isTrue())
                .hasMessage("cannot write into " + dir + ": directory " + temp.resolve("missing") + " does not exist");
        assertThat(Files.exists(temp.resolve("missing"))).isFalse();
    }

    @Test
    void onePictureIsWrittenAsSvgOrAsPngOfTheGivenWidth() throws Exception {
        String svg = DIAGRAMS.startArray(ArrayCard.of(ARRAYS[0]), "");
        assertThat(WRITER.writeSvg(svg, temp.resolve("a.svg"))).isEqualTo(temp.resolve("a.svg"));
        assertThat(Files.readString(temp.resolve("a.svg"))).isEqualTo(svg);
        assertThat(WRITER.writePng(svg, 300, temp.resolve("a.png"))).isEqualTo(temp.resolve("a.png"));
        BufferedImage png = ImageIO.read(temp.resolve("a.png").toFile());
        assertThat(png.getWidth()).isEqualTo(300);
        assertThat(names(temp)).containsExactly("a.png", "a.svg"); // no part file left
    }

    @Test
    void onePictureThatCannotBeWrittenLeavesTheOldFileAndNamesIt() throws Exception {
        Path target = temp.resolve("a.png");
        Files.writeString(target, "old");
        assertThatThrownBy(() -> WRITER.writePng("<svg not closed", 100, target))
                .isInstanceOfSatisfying(PictureSetException.class, e -> assertThat(e.directory()).isFalse())
                .hasMessageStartingWith("cannot write " + target + ": cannot rasterise the SVG: ");
        assertThatThrownBy(() -> WRITER.writePng("<svg/>", 0, target))
                .hasMessage("cannot write " + target + ": a PNG is at least 1 pixel wide, not 0");
        assertThat(Files.readString(target)).isEqualTo("old");
        assertThat(names(temp)).containsExactly("a.png");
        Path missing = temp.resolve("missing/a.svg");
        assertThatThrownBy(() -> WRITER.writeSvg("<svg/>", missing))
                .isInstanceOfSatisfying(PictureSetException.class, e -> assertThat(e.directory()).isFalse())
                .hasMessage("cannot write " + missing + ": directory " + temp.resolve("missing") + " does not exist");
        Files.createDirectory(temp.resolve("dir.svg"));
        assertThatThrownBy(() -> WRITER.writeSvg("<svg/>", temp.resolve("dir.svg")))
                .hasMessage("cannot write " + temp.resolve("dir.svg") + ": it is a directory");
    }

    @Test
    void aFileThatCannotBeWrittenIsNamedAndTheCardsBeforeItStayWhole() throws Exception {
        Files.createDirectory(temp.resolve("round-2.png"));
        assertThatThrownBy(() -> WRITER.write(temp, "h", "", rounds(3)))
                .isInstanceOfSatisfying(PictureSetException.class, e -> assertThat(e.directory()).isFalse())
                .hasMessage("cannot write " + temp.resolve("round-2.png") + ": it is a directory");
        assertThat(names(temp)).containsExactly("round-1.png", "round-1.svg", "round-2.png", "round-2.svg");
    }
}
