package org.rochade.embedding;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The README's quickstart in Java runs, and says what the README says it does. */
class QuickstartTest {
    private static final Path README = Path.of("../README.md");
    private static final Path EXAMPLE = Path.of("src/test/java/org/rochade/embedding/QuickstartExample.java");

    @Test
    void theLinesCastleAsTheirCommentsSay() {
        PrintStream console = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
        try {
            QuickstartExample.castleAtSp288();
        } finally {
            System.setOut(console);
        }
        // After O-O from BBQNRKRN the king is on g1 and the rook on f1; the e1 rook stays.
        assertThat(printed.toString(StandardCharsets.UTF_8).strip())
                .isEqualTo("f1g1 bbqnrkrn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRRKN b kq - 1 1");
    }

    @Test
    void theReadmeShowsTheExampleLineForLine() throws IOException {
        List<String> readme = block(Files.readAllLines(README, StandardCharsets.UTF_8), "**Embed the rules", "```java", "```");
        List<String> example = block(Files.readAllLines(EXAMPLE, StandardCharsets.UTF_8), "        // README: begin", null, "        // README: end");
        assertThat(readme).as("README's block").hasSizeLessThanOrEqualTo(10)
                .isEqualTo(example);
    }

    /** The stripped lines between {@code open} (after the line starting with {@code heading}) and {@code close}. */
    private static List<String> block(List<String> lines, String heading, String open, String close) {
        int at = 0;
        while (!lines.get(at).startsWith(heading)) {
            at++;
        }
        if (open != null) {
            while (!lines.get(at).equals(open)) {
                at++;
            }
        }
        int end = at + 1;
        while (!lines.get(end).equals(close)) {
            end++;
        }
        return lines.subList(at + 1, end).stream().map(String::strip).map(line -> line.replaceAll(" {2,}//", " //")).toList();
    }
}
