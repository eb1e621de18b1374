package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.rochade.launcher.cli.Rochade.Result;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** {@code rochade stats} as a process: results by start as text, JSON, CSV and an SVG heat map. */
class StatsCommandIT extends CommandLineTest {
    /** SP 289, BQNBRKRN: king f1 and rook g1, so O-O is legal at once for both sides. */
    private static final String SP289 = "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1";

    private static String chess960(String result, String moves) {
        return "[Event \"e\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"" + SP289 + "\"]\n[Result \"" + result
                + "\"]\n\n" + moves + " " + result + "\n\n";
    }

    /** Three games from SP 289 (1-0, 1/2, *), one classic 0-1, one illegal, one from a set-up position. */
    private static final String ARCHIVE = chess960("1-0", "1. O-O O-O")
            + chess960("1/2-1/2", "1. O-O Nd6")
            + chess960("*", "1. O-O")
            + "[Event \"classic\"]\n[Result \"0-1\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 0-1\n\n"
            + "[Event \"illegal\"]\n[Result \"1-0\"]\n\n1. e4 Ke7 1-0\n\n"
            + "[Event \"set up\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n[Result \"*\"]\n\n1. Kd2 *\n\n";

    private Path archive() throws Exception {
        return Files.writeString(temp.resolve("games.pgn"), ARCHIVE);
    }

    @Test
    void textTableHasOneRowPerStartMostGamesFirstAndSaysWhatWasLeftOut() throws Exception {
        Result r = rochade.runWithStdin("", "stats", archive().toString());
        assertThat(r.exit()).as(r.err()).isZero();
        List<String> lines = r.out().lines().toList();
        assertThat(lines).hasSize(4);
        assertThat(lines.get(0)).contains("variant", "SP", "games", "White score");
        // SP 289: 3 games, 1-0 / 1/2 / *, White 75% of the two finished, White castled O-O in all 3
        assertThat(lines.get(1).split("\\s+")).startsWith("chess960", "289", "3", "1", "1", "0", "1", "75.0%");
        assertThat(lines.get(1)).contains("100%");
        assertThat(lines.get(2).split("\\s+")).startsWith("classic", "518", "1", "0", "0", "1", "0", "0.0%");
        assertThat(lines.get(3)).isEqualTo("4 valid games from 2 starts; not counted: 1 invalid, 1 from a set-up position");
    }

    @Test
    void jsonHasOneObjectPerStartAndCsvAHeader() throws Exception {
        Result json = rochade.runWithStdin("", "stats", "--json", archive().toString());
        assertThat(json.exit()).as(json.err()).isZero();
        List<Map<String, Object>> starts = json.out().lines().map(Json::object).toList();
        assertThat(starts).hasSize(2);
        assertThat(starts.get(0)).containsEntry("variant", "chess960").containsEntry("sp", 289L)
                .containsEntry("games", 3L).containsEntry("whiteWins", 1L).containsEntry("draws", 1L)
                .containsEntry("blackWins", 0L).containsEntry("unfinished", 1L)
                .containsEntry("whiteCastledShort", 3L).containsEntry("blackCastledShort", 1L)
                .doesNotContainKey("spBlack");
        assertThat(json.err()).contains("4 valid games from 2 starts").doesNotContain("rochade:");

        Result csv = rochade.runWithStdin("", "stats", "--csv", archive().toString());
        List<String> rows = csv.out().lines().toList();
        assertThat(rows.get(0)).startsWith("variant,sp,spBlack,games,whiteWins,draws,blackWins,unfinished,whiteScore");
        assertThat(rows.get(1)).startsWith("chess960,289,,3,1,1,0,1,0.7500,");
        assertThat(rows).hasSize(3);
    }

    @Test
    void readsStandardInputAndGzipLikeValidate() throws Exception {
        Path gz = temp.resolve("games.pgn.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
            out.write(ARCHIVE.getBytes(StandardCharsets.UTF_8));
        }
        Result both = rochade.runWithStdin(ARCHIVE, "stats", "--csv", "-", gz.toString(), "--threads", "2");
        assertThat(both.exit()).as(both.err()).isZero();
        assertThat(both.out().lines().toList().get(1)).startsWith("chess960,289,,6,2,2,0,2,");
        assertThat(both.err()).contains("8 valid games from 2 starts; not counted: 2 invalid, 2 from a set-up position");
    }

    @Test
    void heatMapHasASquarePerArrayColouredByScoreOrHatchedWhenTooFew() throws Exception {
        Path svg = temp.resolve("heat.svg");
        Result r = rochade.runWithStdin("", "stats", archive().toString(), "--svg", svg.toString(), "--min-games", "2");
        assertThat(r.exit()).as(r.err()).isZero();
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
        NodeList rects = doc.getElementsByTagName("rect");
        List<Element> squares = new ArrayList<>();
        for (int i = 0; i < rects.getLength(); i++) {
            Element e = (Element) rects.item(i);
            if (e.hasAttribute("data-number")) {
                squares.add(e);
            }
        }
        assertThat(squares).hasSize(960);
        assertThat(squares).extracting(e -> e.getAttribute("data-number")).startsWith("0", "1", "2").endsWith("959");
        Element sp289 = squares.get(289);
        assertThat(sp289.getAttribute("data-games")).isEqualTo("3");
        assertThat(sp289.getAttribute("fill")).isEqualTo("#b2182b"); // full red: White scores 75% or more
        assertThat(sp289.getTextContent()).contains("SP 289 BQNBRKRN", "3 games", "White 75.0%");
        assertThat(squares.get(518).getAttribute("fill")).as("classic games are not chess960's").isEqualTo("url(#rochade-too-few)");

        Result fischer = rochade.runWithStdin("", "stats", archive().toString(), "--svg", svg.toString(), "--svg-variant", "fischer168");
        assertThat(fischer.exit()).isZero();
        assertThat(Files.readString(svg)).contains("data-number=\"168\"").doesNotContain("data-number=\"169\"");
    }

    @Test
    void badInputsAreOneLineErrorsWithExitTwo() throws Exception {
        Result missing = rochade.runWithStdin("", "stats", temp.resolve("nowhere.pgn").toString());
        assertThat(missing.exit()).isEqualTo(2);
        assertThat(missing.err().lines()).singleElement().asString().contains("cannot read", "nowhere.pgn", "no such file");

        Result classic = rochade.runWithStdin("", "stats", archive().toString(), "--svg", temp.resolve("x.svg").toString(),
                "--svg-variant", "classic");
        assertThat(classic.exit()).isEqualTo(2);
        assertThat(classic.err()).contains("--svg-variant must be chess960 or fischer168").doesNotContain("Exception");
        assertThat(classic.out()).isEmpty();
    }
}
