package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.rochade.rules.api.ChessRules;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.ValidationOptions;

/** corpus-bad.pgn: exactly the games corpus-bad.json lists are invalid, and every other game is valid. */
class CorpusTest {

    @Test
    void exactlyTheListedGamesAreInvalid() throws IOException {
        List<GameReport> reports = TestRules.validate(TestRules.resource("corpus-bad.pgn"), ValidationOptions.defaults());
        assertThat(reports).hasSize(1000);
        TreeSet<Long> invalid = reports.stream().filter(r -> !r.isValid()).map(GameReport::game)
                .collect(Collectors.toCollection(TreeSet::new));
        assertThat(invalid).containsExactlyElementsOf(expectedInvalid());
    }

    @Test
    void validGamesEndInTheManifestsFinalPositionAndStartArray() throws IOException {
        List<GameReport> reports = TestRules.validate(TestRules.resource("corpus-bad.pgn"), ValidationOptions.defaults());
        Map<Long, String[]> manifest = manifest();
        for (GameReport r : reports) {
            if (!r.isValid()) {
                continue;
            }
            String[] m = manifest.get(r.game());
            assertThat(r.finalFen()).as("game %d", r.game()).isEqualTo(m[0]);
            assertThat(String.valueOf(r.sp())).as("game %d", r.game()).isEqualTo(m[1]);
            assertThat(r.plies()).as("game %d", r.game()).isEqualTo(Integer.parseInt(m[2]));
        }
    }

    @Test
    void threadsGiveTheSameReportsInTheSameOrder() {
        List<GameReport> one = TestRules.validate(TestRules.resource("corpus-bad.pgn"), ValidationOptions.defaults());
        List<GameReport> four = TestRules.validate(TestRules.resource("corpus-bad.pgn"),
                ValidationOptions.defaults().withThreads(4));
        assertThat(four).isEqualTo(one);
    }

    @Test
    void plainChessRulesGiveTheSameReportsAsTheFastPath() throws IOException {
        List<GameReport> fast = TestRules.validate(TestRules.resource("corpus-bad.pgn"), ValidationOptions.defaults());
        ChessRules[] apiOnly = Arrays.stream(TestRules.all()).map(ApiOnlyRules::new).toArray(ChessRules[]::new);
        List<GameReport> plain = new ArrayList<>();
        new PgnValidatorComponent(apiOnly).validate(TestRules.resource("corpus-bad.pgn"), "corpus",
                ValidationOptions.defaults(), plain::add);
        assertThat(plain).isEqualTo(fast);
    }

    static TreeSet<Long> expectedInvalid() throws IOException {
        String json = new String(TestRules.resource("corpus-bad.json").readAllBytes(), StandardCharsets.UTF_8);
        TreeSet<Long> games = new TreeSet<>();
        Matcher m = Pattern.compile("\"game\":\\s*(\\d+)").matcher(json);
        while (m.find()) {
            games.add(Long.parseLong(m.group(1)));
        }
        return games;
    }

    /** game -> {finalFen, sp, plies} from the generator's manifest. */
    private static Map<Long, String[]> manifest() throws IOException {
        Map<Long, String[]> map = new TreeMap<>();
        Pattern p = Pattern.compile("\"game\":(\\d+).*?\"sp\":(\\d+).*?\"plies\":(\\d+).*?\"finalFen\":\"([^\"]*)\"");
        try (BufferedReader r = new BufferedReader(new InputStreamReader(TestRules.resource("corpus-bad.manifest.jsonl"),
                StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                Matcher m = p.matcher(line);
                if (m.find()) {
                    map.put(Long.parseLong(m.group(1)), new String[] {m.group(4), m.group(2), m.group(3)});
                }
            }
        }
        return map;
    }
}
