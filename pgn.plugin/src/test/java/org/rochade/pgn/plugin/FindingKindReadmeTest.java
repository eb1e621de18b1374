package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.rochade.games.api.pgn.FindingKind;

/**
 * The README's table of finding kinds is {@link FindingKind}, row for row: a kind added without a
 * row, a row naming no kind, or a severity or meaning that differs fails here.
 */
class FindingKindReadmeTest {
    private static final Path README = Path.of("README.md");
    private static final String HEADER = "| kind | severity | meaning |";

    /** One row of the table, or one kind as the table would show it. */
    record Row(String kind, String severity, String meaning) {
        static Row of(FindingKind kind) {
            return new Row(kind.label(), kind.severity().label(), kind.meaning());
        }
    }

    @Test
    void theReadmeListsEveryKindWithItsSeverityAndMeaning() throws IOException {
        List<Row> expected = Arrays.stream(FindingKind.values()).map(Row::of).toList();
        assertThat(readmeRows()).containsExactlyInAnyOrderElementsOf(expected);
    }

    @Test
    void kindsSharingANameDifferInSeverity() {
        // A name's kinds are told apart in reports only by their severity.
        assertThat(Arrays.stream(FindingKind.values()).map(k -> k.label() + " " + k.severity()))
                .doesNotHaveDuplicates();
    }

    /** The rows of the table under {@link #HEADER}, up to the first line that is not a table row. */
    private static List<Row> readmeRows() throws IOException {
        List<String> lines = Files.readAllLines(README, StandardCharsets.UTF_8);
        int header = lines.indexOf(HEADER);
        assertThat(header).as("the line %s in %s", HEADER, README.toAbsolutePath()).isNotNegative();
        List<Row> rows = new ArrayList<>();
        for (String line : lines.subList(header + 2, lines.size())) {
            if (!line.startsWith("|")) {
                break;
            }
            String[] cells = line.substring(1, line.length() - 1).split("\\|", -1);
            assertThat(cells).as("cells of %s", line).hasSize(3);
            rows.add(new Row(cells[0].strip(), cells[1].strip(), cells[2].strip()));
        }
        return rows;
    }
}
