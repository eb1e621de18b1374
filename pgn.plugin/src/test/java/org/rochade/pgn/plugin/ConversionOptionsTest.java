package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.Variant;
import org.rochade.games.api.pgn.ConversionFormat;
import org.rochade.games.api.pgn.ConversionOptions;
import org.rochade.games.api.pgn.PgnSource;
import org.rochade.games.api.pgn.ConversionSummary;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.Sp518Change;
import org.rochade.games.api.pgn.ValidationOptions;

/** Each conversion option on small games whose clean form is known. */
class ConversionOptionsTest {
    private static final String STANDARD = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final String SP0 = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1";
    private static final String CHESS960_518 = "[Event \"a\"]\n[Variant \"chess 960\"]\n[FEN \"" + STANDARD
            + "\"]\n\n1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. 0-0 0-0 *\n\n";
    private static final String CHESS960_0 = "[Event \"b\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"" + SP0
            + "\"]\n\n1. g3 g6 *\n\n";
    private static final String CLASSIC = "[Event \"c\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7 1-0\n\n";
    private static final String FISCHER168 = "[Event \"d\"]\n[Variant \"Fischer168\"]\n[SetUp \"1\"]\n"
            + "[FEN \"bqnnrbkr/pppppppp/8/8/8/8/PPPPPPPP/BQNNRBKR w KQkq - 0 1\"]\n\n1. e4 *\n\n";
    private static final String ILLEGAL = "[Event \"bad\"]\n[Variant \"Chess960\"]\n[FEN \"" + SP0
            + "\"]\n\n1. e5 *\n\n";
    private static final String UNKNOWN_VARIANT = "[Event \"shogi\"]\n[Variant \"shogi\"]\n\n1. e4 *\n\n";

    private static String convert(String pgn, ConversionOptions options) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream rejects = new ByteArrayOutputStream();
        TestRules.validator().convert(new ByteArrayInputStream(pgn.getBytes(StandardCharsets.UTF_8)), options, out,
                options.format().holdsRawPgn() ? null : rejects);
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void setUpIsAddedWhereTheInputLacksIt() throws IOException {
        String out = convert(CHESS960_518, ConversionOptions.defaults());
        assertThat(out).contains("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"" + STANDARD + "\"]");
        assertThat(TestRules.validate(out)).singleElement().satisfies(r -> assertThat(r.findings()).isEmpty());
    }

    @Test
    void castlingIsNormalisedAndSanReRenderedFromThePosition() throws IOException {
        // 0-0, king takes rook, a redundant disambiguation and missing check and mate marks.
        String pgn = "[Variant \"Chess960\"]\n[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1\"]\n\n"
                + "1. Kxg1 0-0 2. Ng3 Nhg6 *\n\n"
                + CLASSIC.replace("Qxf7", "Qxf7+");
        String out = convert(pgn, ConversionOptions.defaults());
        assertThat(out).contains("1. O-O O-O 2. Ng3 Ng6 *", "4. Qxf7# 1-0").doesNotContain("0-0");
    }

    @Test
    void shredderFenOnRequest() throws IOException {
        String out = convert(CHESS960_0, ConversionOptions.defaults().withCastlingFen(FenFormat.SHREDDER));
        assertThat(out).contains("[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\"]");
    }

    @Test
    void variantSpellingOnRequest() throws IOException {
        String out = convert(CHESS960_0 + FISCHER168, ConversionOptions.defaults().withChess960Spelling("Fischerandom"));
        assertThat(out).contains("[Variant \"Fischerandom\"]", "[Variant \"Fischer168\"]");
    }

    @Test
    void toClassicTurnsOnlySp518Chess960GamesIntoClassicGames() throws IOException {
        String out = convert(CHESS960_518 + CHESS960_0 + "[Variant \"Chess960\"]\n\n1. e4 *\n\n",
                ConversionOptions.defaults().withSp518(Sp518Change.TO_CLASSIC));
        List<String> games = List.of(out.split("\n\n(?=\\[Event)"));
        assertThat(games).hasSize(3);
        assertThat(games.get(0)).doesNotContain("Variant", "FEN", "SetUp").contains("4. O-O O-O *");
        assertThat(games.get(1)).contains("[Variant \"Chess960\"]", SP0);
        assertThat(games.get(2)).doesNotContain("Variant", "FEN");
        assertThat(TestRules.validate(out)).extracting(GameReport::variant)
                .containsExactly("classic", "chess960", "classic");
    }

    @Test
    void toChess960TurnsClassicGamesFromTheStandardArrayIntoSp518Games() throws IOException {
        String setUp = "[Event \"e\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n\n1. O-O *\n\n";
        String out = convert(CLASSIC + setUp, ConversionOptions.defaults().withSp518(Sp518Change.TO_CHESS960));
        assertThat(out).contains("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"" + STANDARD + "\"]");
        List<GameReport> reports = TestRules.validate(out);
        assertThat(reports).extracting(GameReport::variant).containsExactly("chess960", "classic");
        assertThat(reports).extracting(GameReport::sp).containsExactly(518, null);
        assertThat(reports).allMatch(GameReport::isValid);
    }

    @Test
    void onlyVariantKeepsThatVariantAndCountsTheRestAsSkipped() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ConversionSummary s = TestRules.validator().convert(
                new ByteArrayInputStream((CHESS960_0 + CLASSIC + FISCHER168 + UNKNOWN_VARIANT).getBytes(StandardCharsets.UTF_8)),
                ConversionOptions.defaults().withOnlyVariants(Set.of(Variant.CLASSIC)), out, null);
        assertThat(s.games()).isEqualTo(4);
        assertThat(s.written()).isEqualTo(1);
        assertThat(s.skipped()).isEqualTo(2);
        // The game whose variant cannot be told is not hidden by the filter.
        assertThat(s.rejected()).isEqualTo(1);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("[Event \"c\"]", "[Event \"shogi\"]")
                .doesNotContain("[Event \"b\"]", "[Event \"d\"]");
    }

    @Test
    void onlySpKeepsTheNamedArraysAndDropsBrokenGamesFromOthers() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ConversionSummary s = TestRules.validator().convert(
                new ByteArrayInputStream((CHESS960_518 + CHESS960_0 + CLASSIC + ILLEGAL).getBytes(StandardCharsets.UTF_8)),
                ConversionOptions.defaults().withOnlySps(Set.of(0)), out, null);
        assertThat(s.written()).isEqualTo(1);
        // The illegal game starts from SP 0 as well: it is kept, as a reject.
        assertThat(s.rejected()).isEqualTo(1);
        assertThat(s.skipped()).isEqualTo(2);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("[Event \"b\"]", "[Event \"bad\"]")
                .doesNotContain("[Event \"a\"]", "[Event \"c\"]");
    }

    @Test
    void jsonLinesHoldTagsStartSanUciAndFinalPosition() throws IOException {
        String out = convert(CHESS960_518 + CLASSIC, ConversionOptions.defaults().withFormat(ConversionFormat.JSON_LINES));
        assertThat(out).endsWith("}\n");
        List<Map<String, Object>> lines = new ArrayList<>();
        for (String line : out.split("\n")) {
            lines.add(parse(line));
        }
        assertThat(lines).hasSize(2);
        Map<String, Object> first = lines.get(0);
        assertThat(first).containsEntry("startFen", STANDARD);
        @SuppressWarnings("unchecked")
        Map<String, Object> tags = (Map<String, Object>) first.get("tags");
        assertThat(tags).containsEntry("Event", "a").containsEntry("Variant", "Chess960").containsEntry("SetUp", "1")
                .containsEntry("Result", "*");
        assertThat(List.copyOf(tags.keySet()).subList(0, 7))
                .containsExactly("Event", "Site", "Date", "Round", "White", "Black", "Result");
        assertThat(first.get("san")).isEqualTo(List.of("e4", "e5", "Nf3", "Nf6", "Bc4", "Bc5", "O-O", "O-O"));
        // Chess960 castles king takes rook in UCI.
        assertThat(first.get("uci")).isEqualTo(List.of("e2e4", "e7e5", "g1f3", "g8f6", "f1c4", "f8c5", "e1h1", "e8h8"));
        assertThat((String) first.get("finalFen")).startsWith("rnbq1rk1/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 w - -");
        assertThat(lines.get(1).get("san")).isEqualTo(List.of("e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"));
    }

    @Test
    void uciLinesUseTheVariantsCastlingEncoding() throws IOException {
        ConversionOptions uci = ConversionOptions.defaults().withFormat(ConversionFormat.UCI);
        assertThat(convert(CHESS960_518 + CHESS960_0, uci)).isEqualTo(
                "position fen " + STANDARD + " moves e2e4 e7e5 g1f3 g8f6 f1c4 f8c5 e1h1 e8h8\n"
                        + "position fen " + SP0 + " moves g2g3 g7g6\n");
        // The same game as classic chess castles with the king's two squares.
        assertThat(convert(CHESS960_518, uci.withSp518(Sp518Change.TO_CLASSIC))).endsWith(" e1g1 e8g8\n");
        assertThat(convert("[Event \"x\"]\n\n*\n\n", uci)).isEqualTo("position fen " + STANDARD + "\n");
    }

    @Test
    void jsonAndUciNeedARejectsOutput() {
        for (ConversionFormat format : List.of(ConversionFormat.JSON_LINES, ConversionFormat.UCI)) {
            assertThatThrownBy(() -> TestRules.validator().convert(new ByteArrayInputStream(new byte[0]),
                    ConversionOptions.defaults().withFormat(format), new ByteArrayOutputStream(), null))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("rejects");
        }
    }

    @Test
    void invalidGamesGoToRejectsByteForByteWhateverTheFormat() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream rejects = new ByteArrayOutputStream();
        ConversionSummary s = TestRules.validator().convert(
                new ByteArrayInputStream((CLASSIC + ILLEGAL).getBytes(StandardCharsets.UTF_8)),
                ConversionOptions.defaults().withFormat(ConversionFormat.UCI), out, rejects);
        assertThat(s.allValid()).isFalse();
        assertThat(rejects.toString(StandardCharsets.UTF_8)).isEqualTo(ILLEGAL);
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("position fen ").hasLineCount(1);
    }

    @Test
    void severalFilesGoIntoOneOutputThatAppearsOnlyWhenAllAreRead(@TempDir Path dir) throws IOException {
        Path a = Files.writeString(dir.resolve("a.pgn"), CHESS960_0);
        Path b = Files.writeString(dir.resolve("b.pgn"), CLASSIC + ILLEGAL);
        Path out = dir.resolve("out.pgn");
        Path rejects = dir.resolve("rejects.pgn");
        ConversionSummary s = TestRules.validator().convert(List.of(PgnSource.of(a), PgnSource.of(b)), ConversionOptions.defaults(), out, rejects);
        assertThat(s.games()).isEqualTo(3);
        assertThat(TestRules.validate(Files.readAllBytes(out), ValidationOptions.defaults())).hasSize(2)
                .allMatch(GameReport::isValid);
        assertThat(Files.readString(rejects)).isEqualTo(ILLEGAL);

        Path missing = dir.resolve("missing.pgn");
        Path out2 = dir.resolve("out2.pgn");
        assertThatThrownBy(() -> TestRules.validator().convert(List.of(PgnSource.of(a), PgnSource.of(missing)), ConversionOptions.defaults(), out2, null))
                .isInstanceOf(IOException.class);
        assertThat(out2).doesNotExist();
        assertThatThrownBy(() -> TestRules.validator().convert(List.of(PgnSource.of(a), PgnSource.of(b)), ConversionOptions.defaults(), b, null))
                .hasMessageContaining("refusing to overwrite");
        assertThatThrownBy(() -> TestRules.validator().convert(List.of(PgnSource.of(a)), ConversionOptions.defaults(), out, out))
                .hasMessageContaining("rejects");
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString()))
                    .containsExactlyInAnyOrder("a.pgn", "b.pgn", "out.pgn", "rejects.pgn");
        }
    }

    @Test
    void everyCorpusGameConvertedWithEveryPgnOptionIsValidAgain() throws IOException {
        byte[] corpus = TestRules.resource("corpus-bad.pgn").readAllBytes();
        ConversionOptions options = ConversionOptions.defaults().withCastlingFen(FenFormat.SHREDDER)
                .withChess960Spelling("chess 960").withSp518(Sp518Change.TO_CHESS960);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        TestRules.validator().convert(new ByteArrayInputStream(corpus), options, out, new ByteArrayOutputStream());
        List<GameReport> again = TestRules.validate(out.toByteArray(), ValidationOptions.defaults());
        assertThat(again).hasSize(906).allMatch(r -> r.findings().isEmpty());
        assertThat(again).noneMatch(r -> r.variant().equals("classic") && Integer.valueOf(518).equals(r.sp()));
    }

    /** A flat JSON object of strings, string arrays and nested string objects. */
    private static Map<String, Object> parse(String line) throws IOException {
        try (JsonParser p = new JsonFactory().createParser(line)) {
            assertThat(p.nextToken()).isEqualTo(JsonToken.START_OBJECT);
            return object(p);
        }
    }

    private static Map<String, Object> object(JsonParser p) throws IOException {
        Map<String, Object> map = new LinkedHashMap<>();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            JsonToken value = p.nextToken();
            if (value == JsonToken.START_OBJECT) {
                map.put(name, object(p));
            } else if (value == JsonToken.START_ARRAY) {
                List<String> list = new ArrayList<>();
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    list.add(p.getText());
                }
                map.put(name, list);
            } else {
                map.put(name, p.getText());
            }
        }
        return map;
    }
}
