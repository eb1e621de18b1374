package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rochade.games.api.pgn.ConversionFormat;
import org.rochade.games.api.pgn.ConversionOptions;
import org.rochade.games.api.pgn.ConversionSummary;
import org.rochade.games.api.pgn.GameReportSink;
import org.rochade.games.api.pgn.PgnSource;
import org.rochade.games.api.pgn.SourceListener;
import org.rochade.games.api.pgn.ValidationOptions;
import org.rochade.games.api.pgn.ValidationSummary;

/** Several inputs, files and streams, validated and converted: what is refused up front, and the totals. */
class SourcesTest {
    private static final String VALID = "[Event \"ok\"]\n\n1. e4 e5 *\n\n";
    private static final String INVALID = "[Event \"bad\"]\n\n1. e5 *\n\n";

    /** Remembers what it heard, in order. */
    private static final class Heard implements SourceListener {
        final List<String> events = new ArrayList<>();

        @Override
        public GameReportSink started(PgnSource source) {
            events.add("started " + source.name());
            return new GameReportSink() {
                @Override
                public void game(org.rochade.games.api.pgn.GameReport report) {
                    events.add(source.name() + " game " + report.game() + (report.isValid() ? " valid" : " invalid"));
                }

                @Override
                public void finish(ValidationSummary summary) {
                    events.add(source.name() + " " + summary.games() + " games");
                }
            };
        }

        @Override
        public void unreadable(PgnSource source, IOException failure) {
            events.add("unreadable " + source.name());
        }
    }

    private static InputStream stream(String pgn) {
        return new ByteArrayInputStream(pgn.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void validatesFilesAndAStreamInOrderAndAddsUpTheirTotals(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("a.pgn"), VALID + INVALID);
        Heard heard = new Heard();
        ValidationSummary total = TestRules.validator().validate(
                List.of(PgnSource.of(file), PgnSource.of("-", stream(VALID))), ValidationOptions.defaults(), heard);
        assertThat(heard.events).containsExactly("started " + file, file + " game 1 valid", file + " game 2 invalid",
                file + " 2 games", "started -", "- game 1 valid", "- 1 games");
        assertThat(total.games()).isEqualTo(3);
        assertThat(total.valid()).isEqualTo(2);
        assertThat(total.invalid()).isEqualTo(1);
        assertThat(total.errorsByKind()).containsOnlyKeys("illegal-move");
    }

    @Test
    void aMissingFileOrAStreamNamedTwiceIsRefusedBeforeAnythingIsRead(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("a.pgn"), VALID);
        Heard heard = new Heard();
        assertThatThrownBy(() -> TestRules.validator().validate(List.of(PgnSource.of(file),
                PgnSource.of(dir.resolve("missing.pgn"))), ValidationOptions.defaults(), heard))
                .isInstanceOf(IOException.class).hasMessage("cannot read " + dir.resolve("missing.pgn") + ": no such file");
        assertThatThrownBy(() -> TestRules.validator().validate(List.of(PgnSource.of(dir)), ValidationOptions.defaults(), heard))
                .hasMessage("cannot read " + dir + ": not a readable file");
        PgnSource stdin = PgnSource.of("-", stream(VALID));
        assertThatThrownBy(() -> TestRules.validator().validate(List.of(stdin, PgnSource.of(file), stdin),
                ValidationOptions.defaults(), heard))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-", "only once");
        assertThat(heard.events).isEmpty();
    }

    @Test
    void anInputThatBreaksIsToldAndTheNextOneIsRead(@TempDir Path dir) throws IOException {
        ByteArrayOutputStream zipped = new ByteArrayOutputStream();
        try (GZIPOutputStream zip = new GZIPOutputStream(zipped)) {
            for (int i = 0; i < 2000; i++) { // distinct games, so that half the bytes hold many
                zip.write(("[Event \"" + Integer.toHexString(i * 0x9E3779B9) + "\"]\n\n1. e4 e5 *\n\n").getBytes(StandardCharsets.UTF_8));
            }
        }
        byte[] whole = zipped.toByteArray();
        Path cut = Files.write(dir.resolve("cut.pgn.gz"), java.util.Arrays.copyOf(whole, whole.length / 2));
        Heard heard = new Heard();
        ValidationSummary total = TestRules.validator().validate(List.of(PgnSource.of(cut), PgnSource.of("-", stream(INVALID))),
                ValidationOptions.defaults(), heard);
        int broke = heard.events.indexOf("unreadable " + cut);
        assertThat(broke).isPositive();
        assertThat(heard.events.get(broke - 1)).matches(java.util.regex.Pattern.quote(cut.toString()) + " \\d+ games");
        assertThat(heard.events.subList(broke + 1, heard.events.size()))
                .containsExactly("started -", "- game 1 invalid", "- 1 games");
        // The games read before the break count.
        assertThat(total.games()).isGreaterThan(1);
        assertThat(total.invalid()).isEqualTo(1);
    }

    @Test
    void convertsAStreamAmongFilesIntoOneOutput(@TempDir Path dir) throws IOException {
        Path first = Files.writeString(dir.resolve("first.pgn"), VALID);
        Path out = dir.resolve("out.pgn");
        Path rejects = dir.resolve("rejects.pgn");
        List<String> reported = new ArrayList<>();
        ConversionSummary summary = TestRules.validator().convert(List.of(PgnSource.of(first), PgnSource.of("-", stream(INVALID + VALID))),
                ConversionOptions.defaults(), out, rejects, source -> report -> reported.add(source.name() + " " + report.game()));
        assertThat(summary.games()).isEqualTo(3);
        assertThat(summary.written()).isEqualTo(2);
        assertThat(summary.rejected()).isEqualTo(1);
        assertThat(reported).containsExactly(first + " 1", "- 1", "- 2");
        assertThat(Files.readString(rejects)).isEqualTo(INVALID);
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("first.pgn", "out.pgn", "rejects.pgn");
        }
    }

    @Test
    void gamesOfInputsWithoutAFinalNewlineAreSeparatedByABlankLineInTheRejectsAndInOut(@TempDir Path dir)
            throws IOException {
        String a = "[Event \"a\"]\n[Result \"*\"]\n\n1. e4 Ke7 Kd1 *";
        String b = "[Event \"b\"]\n[Result \"*\"]\n\n1. e4 Ke7 *";
        Path first = Files.writeString(dir.resolve("noeol1.pgn"), a);
        Path second = Files.writeString(dir.resolve("noeol2.pgn"), b);
        Path third = Files.writeString(dir.resolve("third.pgn"), a + "\n");
        Path rejects = dir.resolve("rejects.pgn");
        ConversionSummary summary = TestRules.validator().convert(
                List.of(PgnSource.of(first), PgnSource.of(second), PgnSource.of(third)), ConversionOptions.defaults(),
                dir.resolve("out.pgn"), rejects);
        assertThat(summary.rejected()).isEqualTo(3);
        // A newline and a blank line between games; nothing added at the end (the input's last byte stays last).
        assertThat(Files.readString(rejects)).isEqualTo(a + "\n\n" + b + "\n\n" + a + "\n");

        Path out = dir.resolve("in-place.pgn");
        TestRules.validator().convert(List.of(PgnSource.of(first), PgnSource.of(second)), ConversionOptions.defaults(),
                out, null);
        assertThat(Files.readString(out)).isEqualTo(a + "\n\n" + b + "\n\n");
    }

    /**
     * A comment after a game's result is that game's, in its raw bytes too; a game that ends on its
     * line (the next game's move text follows it there) is parted from the next reject by a blank
     * line when the game between them is written.
     */
    @Test
    void rejectsAroundAWrittenGameNeverShareALine(@TempDir Path dir) throws IOException {
        String g1 = "[Event \"g1\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Ke3 1-0 {note on g1}\n\n";
        String g2 = "[Event \"g2\"]\n[Result \"*\"]\n\n1. d4 d5 *\n\n";
        String g3 = "[Event \"g3\"]\n[Result \"*\"]\n\n1. e4 Ke7 Kd1 *\n";
        Path in = Files.writeString(dir.resolve("in.pgn"), g1 + g2 + g3);
        Path rejects = dir.resolve("rejects.pgn");
        Path out = dir.resolve("out.pgn");
        ConversionSummary summary = TestRules.validator().convert(List.of(PgnSource.of(in)), ConversionOptions.defaults(),
                out, rejects);
        assertThat(summary.written()).isEqualTo(1);
        assertThat(Files.readString(rejects)).isEqualTo(g1 + g3);
        assertThat(Files.readString(out)).doesNotContain("note on g1");

        String onItsLine = "[Event \"a\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Ke3 1-0 ";
        String untagged = "1. d4 d5 *\n\n";
        Path shared = Files.writeString(dir.resolve("shared.pgn"), onItsLine + untagged + g3);
        summary = TestRules.validator().convert(List.of(PgnSource.of(shared)), ConversionOptions.defaults(), out, rejects);
        assertThat(summary.written()).isEqualTo(1);
        assertThat(Files.readString(rejects)).isEqualTo(onItsLine + "\n\n" + g3);

        // Rejects that follow each other in the input stay exactly as read.
        Path both = Files.writeString(dir.resolve("both.pgn"), onItsLine + g3);
        TestRules.validator().convert(List.of(PgnSource.of(both)), ConversionOptions.defaults(), out, rejects);
        assertThat(Files.readString(rejects)).isEqualTo(onItsLine + g3);
    }

    @Test
    void aConversionRefusesBeforeTouchingAnyFile(@TempDir Path dir) throws IOException {
        Path in = Files.writeString(dir.resolve("in.pgn"), VALID);
        Path out = dir.resolve("out.pgn");
        PgnValidatorComponent converter = TestRules.validator();
        ConversionOptions uci = ConversionOptions.defaults().withFormat(ConversionFormat.UCI);
        assertThatThrownBy(() -> converter.convert(List.of(PgnSource.of(in)), uci, out, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("rejects file");
        assertThatThrownBy(() -> converter.convert(List.of(PgnSource.of(in)),
                ConversionOptions.defaults().withChess960Spelling("standard"), out, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("does not name Chess960");
        assertThatThrownBy(() -> converter.convert(List.of(PgnSource.of(in), PgnSource.of(dir.resolve("no.pgn"))),
                ConversionOptions.defaults(), out, null))
                .isInstanceOf(IOException.class).hasMessageContaining("no.pgn", "no such file");
        assertThatThrownBy(() -> converter.convert(List.of(PgnSource.of(in)), ConversionOptions.defaults(), out, in))
                .isInstanceOf(IOException.class).hasMessageContaining("refusing to overwrite the input", "rejects file");
        InputStream stdin = stream(VALID);
        assertThatThrownBy(() -> converter.convert(List.of(PgnSource.of("-", stdin), PgnSource.of("-", stdin)),
                ConversionOptions.defaults(), out, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("only once");
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("in.pgn");
        }
        assertThat(stdin.available()).as("the stream was not read").isEqualTo(VALID.length());
    }
}
