package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.rochade.launcher.cli.Rochade.Result;

/**
 * {@code variants}, {@code formats}, {@code format} and {@code --format} of the one-shot commands,
 * as processes: each reads the format directory afresh, so a changed file counts from the next run.
 */
class FormatsIT extends CommandLineTest {
    private Path formats;

    @BeforeEach
    void writeFormats() throws Exception {
        formats = Files.createDirectories(temp.resolve("formats"));
        Files.writeString(formats.resolve("org.rochade.format-open.cfg"), "# an open\nvariant = chess960\nstart = 288\n");
        Files.writeString(formats.resolve("org.rochade.format-dice.cfg"), "start = die\nvariantTag = Fischerandom\n");
        Files.writeString(formats.resolve("org.rochade.format-bad.cfg"), "variant = shogi\n");
        Files.writeString(formats.resolve("org.rochade.format-shuffle.cfg"), "variant = classic\ncastling = none\nstart = 518\n");
        Files.writeString(formats.resolve("notes.txt"), "not a format\n");
    }

    @Test
    void variantsListsTheRulesServicesWithAliasesAndCastling() throws Exception {
        Result result = rochade.run("variants", "--json");

        assertThat(result.exit()).as(result.err()).isZero();
        assertThat(result.out().lines()).containsExactly(
                "{\"variant\":\"chess960\",\"castling\":\"fide\",\"aliases\":[\"chess960\",\"chess 960\",\"960\",\"fischerandom\","
                        + "\"fischerrandom\",\"fischer random\",\"frc\",\"fischer random chess\",\"wild/fr\",\"chess960 (fischer random)\",\"fischer random (chess960)\"]}",
                "{\"variant\":\"classic\",\"castling\":\"fide\",\"aliases\":[\"standard\",\"chess\",\"normal\",\"classical\",\"classic\",\"from position\"]}",
                "{\"variant\":\"dfrc\",\"castling\":\"fide\",\"aliases\":[\"dfrc\",\"double fischer random\","
                        + "\"double fischer random chess\",\"double chess960\",\"double chess 960\",\"double frc\",\"doublefischerrandom\"]}",
                "{\"variant\":\"fischer168\",\"castling\":\"fide\",\"aliases\":[\"fischer168\",\"fischer 168\"]}");
    }

    @Test
    void formatsListsEveryFormatAndWhyABadOneIsNotUsable() throws Exception {
        Result result = rochade.run("formats", "--config", formats.toString(), "--json");

        assertThat(result.exit()).as(result.err()).isZero();
        assertThat(result.err()).isEmpty();
        assertThat(result.out().lines()).containsExactly(
                "{\"name\":\"bad\",\"problem\":\"event format 'bad': variant 'shogi' is not one of chess960, fischer168, classic, dfrc\"}",
                "{\"name\":\"dice\",\"variant\":\"chess960\",\"castling\":\"fide\",\"start\":\"die\",\"variantTag\":\"Fischerandom\"}",
                "{\"name\":\"open\",\"variant\":\"chess960\",\"castling\":\"fide\",\"start\":\"288\",\"variantTag\":\"Chess960\"}",
                "{\"name\":\"shuffle\",\"variant\":\"classic\",\"castling\":\"none\",\"start\":\"518\",\"variantTag\":\"\"}");
        // A directory named and missing is a slip, not an empty directory (only the default may be missing).
        rochade.run("formats", "--config", temp.resolve("nowhere").toString())
                .assertUserError("--config " + temp.resolve("nowhere") + ": no such directory");
        Path empty = Files.createDirectory(temp.resolve("empty"));
        assertThat(rochade.run("formats", "--config", empty.toString()).out()).startsWith("no event formats in ");
    }

    @Test
    void theStartCommandsChooseTheArrayAsTheFormatSays() throws Exception {
        String config = formats.toString();
        assertThat(rochade.run("sp", "--format", "open", "--config", config, "--json").out())
                .contains("\"variant\":\"chess960\",\"number\":288,\"sp\":288,\"backRank\":\"BBQNRKRN\"");
        assertThat(rochade.run("random", "--format", "open", "--config", config, "--count", "2", "--json").out().lines())
                .hasSize(2).allMatch(line -> line.contains("\"sp\":288"));
        // The die format with given throws: 1 1 1 1 1 gives SP 0 (BBQNNRKR).
        assertThat(rochade.run("dice", "1", "1", "1", "1", "1", "--format", "dice", "--config", config, "--json").out())
                .contains("\"sp\":0,\"backRank\":\"BBQNNRKR\"");
        // perft from a fixed-array format's start: 20 moves at depth 1, 400 at depth 2 for any array without
        // a move that attacks ... here simply the chess960 start of SP 288.
        assertThat(rochade.run("perft", "--depth", "1", "--format", "open", "--config", config, "--json").out())
                .contains("\"fen\":\"bbqnrkrn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRKRN w KQkq - 0 1\"");
    }

    @Test
    void aFormatThatCannotBePlayedIsAUserError() throws Exception {
        String config = formats.toString();
        Result bad = rochade.run("sp", "--format", "bad", "--config", config);
        assertThat(bad.exit()).isEqualTo(2);
        assertThat(bad.err().strip()).isEqualTo("rochade: event format 'bad': variant 'shogi' is not one of chess960, fischer168, classic, dfrc");

        Result shuffle = rochade.run("sp", "--format", "shuffle", "--config", config);
        assertThat(shuffle.exit()).isEqualTo(2);
        assertThat(shuffle.err()).contains("castling convention 'none', but the classic rules in force use 'fide'",
                "use the format in the shell, with the bundle of convention 'none' in its bundles directory");

        Result missing = rochade.run("random", "--format", "blitz", "--config", config);
        assertThat(missing.exit()).isEqualTo(2);
        assertThat(missing.err()).contains("no event format 'blitz'", "bad, dice, open, shuffle");
    }

    @Test
    void validateJudgesGamesWithoutAVariantTagByTheFormatsVariant() throws Exception {
        String config = formats.toString();
        Files.writeString(formats.resolve("org.rochade.format-club168.cfg"), "variant = fischer168\n");
        Path games = Files.writeString(temp.resolve("untagged.pgn"), "[Event \"e\"]\n[Result \"*\"]\n[SetUp \"1\"]\n"
                + "[FEN \"bqnnrbkr/pppppppp/8/8/8/8/PPPPPPPP/BQNNRBKR w KQkq - 0 1\"]\n\n1. e4 e5 *\n");
        assertThat(rochade.run("validate", "--json", games.toString()).out()).contains("\"variant\":\"chess960\"");
        Result byFormat = rochade.run("validate", "--json", "--format", "club168", "--config", config, games.toString());
        assertThat(byFormat.exit()).as(byFormat.err()).isZero();
        assertThat(byFormat.out()).contains("\"variant\":\"fischer168\",\"sp\":2,\"status\":\"valid\"");
    }

    @Test
    void theFormatCommandWritesFilesThatTheNextRunReads() throws Exception {
        String config = formats.toString();
        assertThat(rochade.run("format", "create", "club", "--variant", "fischer168", "--start", "17", "--config", config).exit()).isZero();
        assertThat(rochade.run("sp", "--format", "club", "--config", config, "--json").out()).contains("\"variant\":\"fischer168\",\"number\":17");

        assertThat(rochade.run("format", "change", "club", "--start", "random", "--config", config).exit()).isZero();
        assertThat(Files.readString(formats.resolve("org.rochade.format-club.cfg"))).contains("start = random", "variant = fischer168");

        Files.writeString(formats.resolve("org.rochade.format-club.cfg"), "variant = classic\nstart = 518\n");
        assertThat(rochade.run("sp", "--format", "club", "--config", config, "--json").out()).contains("\"variant\":\"classic\"");

        Result again = rochade.run("format", "create", "club", "--config", config);
        assertThat(again.exit()).isEqualTo(2);
        assertThat(again.err()).contains("exists already");
        Result dieForClassic = rochade.run("format", "change", "club", "--start", "die", "--config", config);
        assertThat(dieForClassic.exit()).isEqualTo(2);
        assertThat(dieForClassic.err()).contains("the die procedure is for chess960 and dfrc only");

        assertThat(rochade.run("format", "delete", "club", "--config", config).exit()).isZero();
        assertThat(formats.resolve("org.rochade.format-club.cfg")).doesNotExist();
    }

    @Test
    void convertKeepsTheFormatsVariantAndWritesItsTag() throws Exception {
        Path pgn = Files.writeString(temp.resolve("in.pgn"), String.join("\n",
                "[Event \"a\"]", "[Variant \"Chess960\"]", "[SetUp \"1\"]",
                "[FEN \"bbqnrkrn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRKRN w KQkq - 0 1\"]", "", "1. g3 g6 *", "",
                "[Event \"b\"]", "", "1. e4 e5 *", ""));
        Path out = temp.resolve("out.pgn");

        Result result = rochade.run("convert", pgn.toString(), "-o", out.toString(), "--event-format", "dice", "--config", formats.toString());

        assertThat(result.exit()).as(result.err()).isZero();
        String written = Files.readString(out);
        assertThat(written).contains("[Variant \"Fischerandom\"]", "[Event \"a\"]").doesNotContain("[Event \"b\"]");
    }
}
