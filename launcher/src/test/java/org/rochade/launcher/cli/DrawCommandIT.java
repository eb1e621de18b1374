package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.rochade.launcher.cli.Rochade.Result;

/** {@code draw} and {@code rochade:draw} as processes: the whole draw, the commitment, and one round at a time. */
class DrawCommandIT extends CommandLineTest {
    private static final String SEED = "Hoogeveen 2026, round draw";
    /** printf '%s' 'Hoogeveen 2026, round draw' | sha256sum */
    private static final String COMMITMENT = "a4ad7cd8fc652c45eab8f7d07ed584b1777551073a324186ef5332af5469c864";

    /** One field of every JSON line (in the shell's output, after its prompt). */
    private static List<Long> numbers(String jsonLines, String field) {
        return jsonLines.lines().filter(line -> line.contains("{"))
                .map(line -> (Long) Json.object(line.substring(line.indexOf('{'))).get(field)).toList();
    }

    @Test
    void drawsOneArrayPerRoundAsTheDocumentedAlgorithmDoes() throws Exception {
        Result result = rochade.run("draw", "--rounds", "9", "--seed", SEED, "--exclude", "518", "--json");

        assertThat(result.exit()).as(result.err()).isZero();
        // formats/src/test/resources/draw-reference.py printed these numbers for this seed and exclusion
        assertThat(numbers(result.out(), "number")).containsExactly(740L, 668L, 756L, 877L, 931L, 506L, 793L, 153L, 257L);
        assertThat(result.out().lines().findFirst().orElseThrow()).isEqualTo("{\"round\":1,\"variant\":\"chess960\",\"number\":740,"
                + "\"sp\":740,\"backRank\":\"RBBKNNQR\",\"xfen\":\"rbbknnqr/pppppppp/8/8/8/8/PPPPPPPP/RBBKNNQR w KQkq - 0 1\","
                + "\"shredderFen\":\"rbbknnqr/pppppppp/8/8/8/8/PPPPPPPP/RBBKNNQR w HAha - 0 1\"}");
    }

    @Test
    void outWritesADiagramPerRoundAndThePrintableSheet() throws Exception {
        Path out = temp.resolve("pictures");
        Result result = rochade.run("draw", "--rounds", "3", "--seed", SEED, "--exclude", "518", "--out", out.toString());

        assertThat(result.exit()).as(result.err()).isZero();
        try (var files = Files.list(out)) {
            assertThat(files.map(file -> file.getFileName().toString())).containsExactlyInAnyOrder(
                    "round-1.svg", "round-1.png", "round-2.svg", "round-2.png", "round-3.svg", "round-3.png", "sheet-1.svg");
        }
        // round 1 plays SP 740, RBBKNNQR: the queen on g1 and g8
        Map<String, String> pieces = Svgs.pieces(Svgs.parse(Files.readString(out.resolve("round-1.svg"))));
        assertThat(pieces).containsEntry("g1", "Q").containsEntry("g8", "q").containsEntry("a1", "R").hasSize(32);
        assertThat(ImageIO.read(out.resolve("round-1.png").toFile()).getWidth()).isEqualTo(Pictures.PNG_PIXELS);
        String sheet = Files.readString(out.resolve("sheet-1.svg"));
        assertThat(Svgs.withClass(Svgs.parse(sheet), "board")).hasSize(3);
        assertThat(sheet).contains("seed commitment (SHA-256) " + COMMITMENT, "rbbknnqr/pppppppp/8/8/8/8/PPPPPPPP/RBBKNNQR w HAha - 0 1");
    }

    @Test
    void theSheetTakesAnA4PagePerSixRoundsAndCutsNoRound() throws Exception {
        Path out = temp.resolve("pages");
        Result result = rochade.run("draw", "--rounds", "7", "--seed", SEED, "--out", out.toString());

        assertThat(result.exit()).as(result.err()).isZero();
        var first = Svgs.parse(Files.readString(out.resolve("sheet-1.svg")));
        var second = Svgs.parse(Files.readString(out.resolve("sheet-2.svg")));
        assertThat(first.getDocumentElement().getAttribute("height")).isEqualTo("297mm");
        assertThat(Svgs.withClass(first, "round")).extracting(r -> r.getAttribute("data-round")).containsExactly("1", "2", "3", "4", "5", "6");
        assertThat(Svgs.withClass(second, "round")).extracting(r -> r.getAttribute("data-round")).containsExactly("7");
        assertThat(Svgs.withClass(second, "page")).extracting(p -> p.getTextContent()).containsExactly("Page 2 of 2");
        assertThat(out.resolve("sheet-3.svg")).doesNotExist();
    }

    @Test
    void anEarlierLongerDrawsPicturesAreNamedAndKept() throws Exception {
        Path out = temp.resolve("reused");
        assertThat(rochade.run("draw", "--rounds", "7", "--seed", SEED, "--out", out.toString()).exit()).isZero();

        Result result = rochade.run("draw", "--rounds", "2", "--seed", "another event", "--out", out.toString());

        assertThat(result.exit()).as(result.err()).isZero();
        assertThat(result.err()).isEqualTo("rochade: warning: " + out + " also holds round-3.png, round-3.svg,"
                + " round-4.png, round-4.svg, round-5.png, round-5.svg, round-6.png, round-6.svg, round-7.png, round-7.svg,"
                + " sheet-2.svg from an earlier draw: not part of this one (rounds 1-2, sheet pages 1-1);"
                + " remove them before printing the directory" + System.lineSeparator());
        assertThat(out.resolve("round-7.svg")).exists(); // named, never deleted
        assertThat(out.resolve("sheet-2.svg")).exists();
        assertThat(Svgs.withClass(Svgs.parse(Files.readString(out.resolve("sheet-1.svg"))), "round")).hasSize(2);
    }

    @Test
    void theCommitmentIsTheSha256OfTheSeed() throws Exception {
        Result result = rochade.run("draw", "--commitment", "--seed", SEED);

        assertThat(result.exit()).as(result.err()).isZero();
        assertThat(result.out()).isEqualTo(COMMITMENT + System.lineSeparator());
    }

    @Test
    void moreRoundsThanArraysLeftIsBadInputWithTheReason() throws Exception {
        Result result = rochade.run("draw", "--rounds", "168", "--seed", "x", "--variant", "fischer168", "--exclude", "1");

        assertThat(result.exit()).isEqualTo(2);
        assertThat(result.out()).isEmpty();
        assertThat(result.err()).isEqualTo("rochade: 168 rounds cannot be drawn without repeating an array:"
                + " 167 of the 168 fischer168 arrays are left (1 excluded)" + System.lineSeparator());
    }

    @Test
    void aFormatRevealsOneRoundAtATimeAndNeverTwiceDifferently() throws Exception {
        String config = temp.resolve("formats").toString();
        assertThat(rochade.run("format", "create", "open", "--config", config, "--rounds", "3", "--exclude", "518",
                "--commitment", COMMITMENT).exit()).isZero();

        Result wrong = rochade.run("draw", "--format", "open", "--config", config, "--seed", SEED + " ");
        assertThat(wrong.exit()).isEqualTo(2);
        assertThat(wrong.err()).contains("the seed does not match the commitment of event format 'open'");
        assertThat(rochade.run("draw", "--format", "open", "--config", config).out())
                .isEqualTo("no round of event format 'open' is revealed yet" + System.lineSeparator());

        Result first = rochade.run("draw", "--format", "open", "--config", config, "--seed", SEED, "--json");
        assertThat(numbers(first.out(), "number")).containsExactly(740L);
        // Excluding what round 2 would have played counts from round 2 on; round 1 stays.
        assertThat(rochade.run("format", "change", "open", "--config", config, "--exclude", "518,668").exit()).isZero();
        Result second = rochade.run("draw", "--format", "open", "--config", config, "--seed", SEED, "--json");
        assertThat(numbers(second.out(), "round")).containsExactly(2L);
        assertThat(numbers(second.out(), "number")).doesNotContain(668L, 518L, 740L);
        Result third = rochade.run("draw", "--format", "open", "--config", config, "--seed", SEED, "--json");
        Result fourth = rochade.run("draw", "--format", "open", "--config", config, "--seed", SEED);
        assertThat(fourth.exit()).isEqualTo(2);
        assertThat(fourth.err()).contains("all 3 rounds of event format 'open' are revealed");

        Result revealed = rochade.run("draw", "--format", "open", "--config", config, "--json");
        assertThat(revealed.out()).isEqualTo(first.out() + second.out() + third.out());

        // Another seed's commitment with rounds revealed is refused, not mixed into the event.
        rochade.run("format", "change", "open", "--config", config, "--commitment", "00".repeat(32))
                .assertUserError("rounds 1-3 were revealed with commitment " + COMMITMENT);
        // So is a file changed by hand.
        Path file = temp.resolve("formats").resolve("org.rochade.format-open.cfg");
        Files.writeString(file, Files.readString(file).replace(COMMITMENT, "00".repeat(32)));
        rochade.run("draw", "--format", "open", "--config", config).assertUserError("rounds 1-3 were revealed with commitment " + COMMITMENT);
        Files.writeString(file, Files.readString(file).replace("00".repeat(32), COMMITMENT));

        // Deleting the event needs --force, and keeps its rounds aside.
        rochade.run("format", "delete", "open", "--config", config).assertUserError("has 3 revealed rounds", "--force");
        Result deleted = rochade.run("format", "delete", "open", "--config", config, "--force");
        assertThat(deleted.exit()).as(deleted.err()).isZero();
        assertThat(deleted.out()).contains("its rounds kept as ", "org.rochade.format-open.rounds.deleted-");
    }

    @Test
    void aFixedArrayOrTheDieDecideEachRoundAsTheFormatSays() throws Exception {
        String config = temp.resolve("formats").toString();
        assertThat(rochade.run("format", "create", "fixed", "--config", config, "--rounds", "2", "--start", "288").exit()).isZero();
        assertThat(rochade.run("format", "create", "dice", "--config", config, "--rounds", "2", "--start", "die", "--variant", "dfrc").exit()).isZero();

        rochade.run("draw", "--format", "fixed", "--config", config, "--seed", SEED).assertUserError("plays array 288 every round", "--next");
        assertThat(numbers(rochade.run("draw", "--format", "fixed", "--config", config, "--next", "--json").out(), "number")).containsExactly(288L);

        Result die = rochade.run("draw", "--format", "dice", "--config", config, "--throws", "1,1,1,1,1,1,1,1,1,1");
        assertThat(die.exit()).as(die.err()).isZero();
        // Both arrays of the dfrc round: SP 0 for White and for Black.
        assertThat(die.out()).contains("throw 10: 1", "round 1: dfrc 0:0 (White SP 0 BBQNNRKR, Black SP 0 BBQNNRKR)");
        rochade.run("draw", "--format", "dice", "--config", config, "--throws", "1,1").assertUserError("give every throw");
        assertThat(rochade.run("draw", "--format", "dice", "--config", config, "--json").out())
                .contains("\"round\":1", "\"spBlack\":0", "\"blackBackRank\":\"BBQNNRKR\"");
    }

    /** Text typed into the shell (UTF-8 bytes, which Gogo's console reads one by one) reaches the command as typed. */
    @Test
    void theShellTakesNonAsciiArgumentsAsTyped() throws Exception {
        String seed = "Z\u00fcrich open 2026: 7f3a9c";
        String expected = java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                .digest(seed.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        Result shell = rochade.runWithStdin("rochade:draw --commitment --seed \"" + seed + "\"\n", "shell", "--bundles",
                Files.createDirectories(temp.resolve("bundles")).toString(), "--config",
                Files.createDirectories(temp.resolve("formats")).toString());
        assertThat(shell.exit()).as(shell.err()).isZero();
        assertThat(shell.out()).contains(expected);
        assertThat(rochade.run("draw", "--commitment", "--seed", seed).out()).contains(expected);
    }

    @Test
    void theShellRevealsRoundsToo() throws Exception {
        Path formats = Files.createDirectories(temp.resolve("formats"));
        Files.writeString(formats.resolve("org.rochade.format-club.cfg"),
                "variant = fischer168\nrounds = 5\ncommitment = " + COMMITMENT + "\n");
        String script = String.join("\n",
                "rochade:draw --format club --seed \"" + SEED + "\" --json",
                "rochade:draw --format club --seed \"" + SEED + "\" --json",
                "rochade:draw --format club --seed nope",
                "");
        Result shell = rochade.runWithStdin(script, "shell", "--bundles", Files.createDirectories(temp.resolve("bundles")).toString(),
                "--config", formats.toString());
        assertThat(shell.exit()).as(shell.err()).isZero();
        Result whole = rochade.run("draw", "--rounds", "2", "--seed", SEED, "--variant", "fischer168", "--json");
        assertThat(numbers(shell.out(), "number")).isEqualTo(numbers(whole.out(), "number")).hasSize(2);
        assertThat(shell.err()).contains("the seed does not match the commitment of event format 'club'");
        assertThat(numbers(rochade.run("draw", "--format", "club", "--config", formats.toString(), "--json").out(), "round"))
                .containsExactly(1L, 2L);
    }
}
