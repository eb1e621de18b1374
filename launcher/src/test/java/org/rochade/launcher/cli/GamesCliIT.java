package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.rochade.launcher.cli.Rochade.Result;

/** Games on the command line: the tags in validate's JSON reports and convert's JSON move trees. */
class GamesCliIT extends CommandLineTest {

    private static final String ANNOTATED = """
            [Event "Open"]
            [Site "Zürich"]
            [Date "2026.11.24"]
            [Round "3"]
            [White "A"]
            [Black "B"]
            [Result "*"]
            [Variant "Chess960"]
            [FEN "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1"]
            [Annotator "C"]

            {start} 1. O-O {castles} (1. Ng3 {also} (1. c4 $1) 1... O-O) 1... O-O 2. Ng3 *

            """;

    @Test
    void validateJsonNamesTheGameWithItsRosterTags() throws Exception {
        Path pgn = Files.writeString(temp.resolve("a.pgn"), ANNOTATED, StandardCharsets.UTF_8);
        Result r = rochade.run("validate", "--json", pgn.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        Map<String, Object> report = Json.object(r.out().lines().findFirst().orElseThrow());
        assertThat(report.get("tags")).isEqualTo(Map.of("Event", "Open", "Site", "Zürich", "Date", "2026.11.24",
                "Round", "3", "White", "A", "Black", "B", "Result", "*"));
        assertThat(r.out()).contains("\"tags\":{\"Event\":\"Open\",\"Site\":\"Zürich\",\"Date\":\"2026.11.24\","
                + "\"Round\":\"3\",\"White\":\"A\",\"Black\":\"B\",\"Result\":\"*\"}");
    }

    @Test
    @SuppressWarnings("unchecked")
    void convertJsonWritesEachGameWithItsMoveTree() throws Exception {
        Path pgn = Files.writeString(temp.resolve("a.pgn"), ANNOTATED + "[Event \"bad\"]\n\n1. Ke2 *\n",
                StandardCharsets.UTF_8);
        Path out = temp.resolve("out.jsonl");
        Path rejects = temp.resolve("rejects.pgn");
        Result r = rochade.run("convert", pgn.toString(), "-o", out.toString(), "--format", "json", "--rejects", rejects.toString());
        assertThat(r.exit()).as(r.err()).isEqualTo(1);
        List<String> lines = Files.readAllLines(out);
        assertThat(lines).hasSize(1);
        assertThat(Files.readString(rejects)).contains("1. Ke2 *");
        Map<String, Object> game = Json.object(lines.get(0));
        assertThat((List<Object>) game.get("tags")).hasSize(10).startsWith(List.of("Event", "Open"))
                .contains(List.of("Annotator", "C"), List.of("Variant", "Chess960"));
        assertThat(game.get("start")).isEqualTo(Map.of("variant", "chess960",
                "fen", "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1", "sp", 289L));
        assertThat(game.get("comments")).isEqualTo(List.of("start"));
        assertThat(game.get("result")).isEqualTo("*");
        List<Map<String, Object>> moves = (List<Map<String, Object>>) game.get("moves");
        assertThat(moves).extracting(m -> m.get("san")).containsExactly("O-O", "O-O", "Ng3");
        assertThat(moves).extracting(m -> m.get("uci")).containsExactly("f1g1", "f8g8", "h1g3");
        Map<String, Object> first = moves.get(0);
        assertThat(first.get("comments")).isEqualTo(List.of("castles"));
        List<List<Map<String, Object>>> variations = (List<List<Map<String, Object>>>) first.get("variations");
        assertThat(variations).hasSize(1);
        assertThat(variations.get(0)).extracting(m -> m.get("san")).containsExactly("Ng3", "O-O");
        Map<String, Object> ng3 = variations.get(0).get(0);
        assertThat(ng3.get("comments")).isEqualTo(List.of("also"));
        List<List<Map<String, Object>>> inner = (List<List<Map<String, Object>>>) ng3.get("variations");
        assertThat(inner.get(0).get(0)).containsEntry("san", "c4").containsEntry("nags", List.of(1L));
    }
}
