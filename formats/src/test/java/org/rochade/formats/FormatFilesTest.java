package org.rochade.formats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rochade.event.api.DrawSeed;
import org.rochade.event.api.EventRounds;
import org.rochade.event.api.EventStore;
import org.rochade.event.api.format.FormatDeletion;
import org.rochade.event.api.format.FormatDirectory;
import org.rochade.event.api.format.FormatEntry;
import org.rochade.event.api.format.FormatException;
import org.rochade.event.api.format.StartRule;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;

/** The format directory: files read directly, checked by one set of rules, changed under the lock. */
class FormatFilesTest {
    /** printf '%s' 'Hoogeveen 2026, round draw' | sha256sum */
    static final String COMMITMENT = "a4ad7cd8fc652c45eab8f7d07ed584b1777551073a324186ef5332af5469c864";
    static final String SEED = "Hoogeveen 2026, round draw";

    @TempDir
    Path dir;

    private final EventStore store = ServiceLoader.load(EventStore.class).findFirst().orElseThrow();

    private FormatDirectory formats() {
        return store.formats(dir);
    }

    @Test
    void aBrokenFileAffectsOnlyItsOwnFormatAndSaysWhy() throws Exception {
        Files.writeString(dir.resolve("org.rochade.format-open.cfg"), "variant = chess960\nstart = 288\n");
        Files.write(dir.resolve("org.rochade.format-latin1.cfg"), new byte[] {'v', 'a', 'r', '=', (byte) 0xe9, '\n'});
        Files.writeString(dir.resolve("org.rochade.format-escape.cfg"), "name = x/../../y\n");
        Files.writeString(dir.resolve("notes.txt"), "not a format\n");

        List<FormatEntry> entries = formats().list();

        assertThat(entries).extracting(FormatEntry::name).containsExactly("escape", "latin1", "open");
        assertThat(entries.get(0).problem()).isEqualTo("event format 'x/../../y': the name 'x/../../y' is not a format name"
                + " (letters, digits, '_' and '.', starting with a letter or digit, no '..')");
        assertThat(entries.get(1).problem()).isEqualTo("event format 'latin1': " + dir.resolve("org.rochade.format-latin1.cfg")
                + " is not UTF-8 text (byte 0xe9 at offset 4)");
        assertThat(entries.get(2).format().orElseThrow().start()).isEqualTo(StartRule.fixed(288));
        assertThat(formats().get("open").start()).isEqualTo(StartRule.fixed(288));
        assertThatThrownBy(() -> formats().get("latin1")).isInstanceOf(FormatException.class).hasMessageContaining("not UTF-8");
    }

    /** Windows editors save "UTF-8 with BOM"; the mark is no part of the first key. */
    @Test
    void aByteOrderMarkBeforeTheFirstKeyIsSkipped() throws Exception {
        Files.write(dir.resolve("org.rochade.format-bom.cfg"), ("\uFEFFvariant = chess960\r\nstart = 288\r\n").getBytes(StandardCharsets.UTF_8));

        assertThat(formats().get("bom").start()).isEqualTo(StartRule.fixed(288));
    }

    @Test
    void aByteOrderMarkThatReachesTheKeysIsNamed() {
        assertThatThrownBy(() -> FormatDefinition.parse("bom", Map.of("\u00EF\u00BB\u00BFvariant", "chess960"), "f.cfg"))
                .hasMessageContaining("'variant' after a byte order mark (save the file as UTF-8 without BOM)");
    }

    @Test
    void aFileWithAMistypedKeyIsNotUsableAndAFileForADirectoryIsRefused() throws Exception {
        Files.writeString(dir.resolve("org.rochade.format-typo.cfg"), "variant = chess960\nexlude = 518\nrounds = 3\n");

        List<FormatEntry> entries = formats().list();

        assertThat(entries).extracting(FormatEntry::name).containsExactly("typo");
        assertThat(entries.get(0).format()).isEmpty();
        assertThat(entries.get(0).problem()).startsWith("event format 'typo': unknown key 'exlude' (did you mean 'exclude'?)");
        assertThatThrownBy(() -> formats().get("typo")).isInstanceOf(FormatException.class).hasMessageContaining("exlude");

        Path file = Files.writeString(dir.resolve("games.pgn"), "1. e4 *\n");
        assertThatThrownBy(() -> store.formats(file).list()).isInstanceOf(FormatException.class)
                .hasMessage("the format directory " + file + " is not a directory");
        assertThatThrownBy(() -> store.formats(file).create("zz", Map.of("variant", "chess960")))
                .isInstanceOf(FormatException.class).hasMessage("the format directory " + file + " is not a directory");
        assertThatThrownBy(() -> store.formats(file.resolve("sub")).create("zz", Map.of("variant", "chess960")))
                .isInstanceOf(FormatException.class).hasMessage("cannot use the format directory " + file.resolve("sub")
                        + ": " + file + " is not a directory");
        assertThat(store.formats(dir.resolve("none yet")).list()).isEmpty();
    }

    @Test
    void aNameBelongsToOneFile() throws Exception {
        Files.writeString(dir.resolve("org.rochade.format-open.cfg"), "start = 1\n");
        Files.writeString(dir.resolve("org.rochade.format-copy.cfg"), "name = open\nstart = 2\n");
        Files.writeString(dir.resolve("org.rochade.format-a.cfg"), "name = twin\n");
        Files.writeString(dir.resolve("org.rochade.format-b.cfg"), "name = twin\n");

        List<FormatEntry> entries = formats().list();

        assertThat(entries).extracting(FormatEntry::name).containsExactly("open", "open", "twin", "twin");
        assertThat(formats().get("open").start()).isEqualTo(StartRule.fixed(1));
        assertThat(entries.stream().filter(entry -> entry.format().isEmpty()).map(FormatEntry::problem)).containsExactlyInAnyOrder(
                "event format 'open': the name is given in org.rochade.format-copy.cfg and in org.rochade.format-open.cfg,"
                        + " and belongs to org.rochade.format-open.cfg",
                "event format 'twin': the name is given in org.rochade.format-a.cfg and in org.rochade.format-b.cfg: rename all but one",
                "event format 'twin': the name is given in org.rochade.format-b.cfg and in org.rochade.format-a.cfg: rename all but one");
        assertThatThrownBy(() -> formats().get("twin")).hasMessageContaining("the name is given in");
        assertThatThrownBy(() -> formats().create("twin", Map.of())).hasMessage("event format 'twin': the name is taken by "
                + dir.resolve("org.rochade.format-a.cfg"));
    }

    @Test
    void createAndChangeRefuseWhatLoadingRefusesAndWriteNothingThen() throws Exception {
        FormatDirectory formats = formats();
        assertThatThrownBy(() -> formats.create("open", Map.of("commitment", "abc"))).isInstanceOf(FormatException.class)
                .hasMessage("event format 'open': commitment 'abc' is not a SHA-256 in hex (64 digits 0-9, a-f)");
        assertThatThrownBy(() -> formats.create("open", Map.of("exclude", "abc"))).hasMessage("event format 'open': exclude 'abc' is not an array number");
        assertThatThrownBy(() -> formats.create("open", Map.of("exclude", "1000")))
                .hasMessage("event format 'open': exclude 1000 is not an array of chess960 (SP 0..959 (960 = 0))");
        assertThatThrownBy(() -> formats.create("open", Map.of("exclude", "-1"))).hasMessageContaining("exclude -1 is not an array of chess960");
        assertThatThrownBy(() -> formats.create("club", Map.of("variant", "fischer168", "exclude", "0")))
                .hasMessageContaining("exclude 0 is not an array of fischer168 (1..168)");
        assertThatThrownBy(() -> formats.create("open", Map.of("variant", "fischer168", "rounds", "169")))
                .hasMessage("event format 'open': 169 rounds cannot be drawn without repeating an array: 168 of the 168 fischer168 arrays are left (0 excluded)");
        assertThatThrownBy(() -> formats.create("open", Map.of("start", "961"))).hasMessageContaining("start 961 is not an array of chess960");
        assertThatThrownBy(() -> formats.create("x/../../y", Map.of())).hasMessageContaining("is not a format name");
        assertThatThrownBy(() -> formats.create("..", Map.of())).hasMessageContaining("is not a format name");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.filter(file -> file.getFileName().toString().endsWith(".cfg"))).isEmpty();
        }

        formats.create("open", Map.of("rounds", "5", "exclude", "518"));
        assertThat(Files.readString(formats.file("open"))).contains("exclude = 518", "rounds = 5");
        assertThatThrownBy(() -> formats.create("open", Map.of())).hasMessageContaining("exists already");
        String before = Files.readString(formats.file("open"));
        assertThatThrownBy(() -> formats.change("open", Map.of("rounds", "0"))).hasMessageContaining("rounds '0' is not a number of rounds");
        assertThatThrownBy(() -> formats.change("open", Map.of("exclude", "959,960,1000"))).hasMessageContaining("exclude 1000");
        assertThat(Files.readString(formats.file("open"))).isEqualTo(before);
        assertThat(formats.change("open", Map.of("variant", "dfrc", "rounds", "7")).variant()).isEqualTo(Variant.DFRC);
        assertThatThrownBy(() -> formats.change("nothere", Map.of())).hasMessageContaining("no event format 'nothere'");
    }

    @Test
    void withRoundsRevealedTheEventKeepsItsVariantCommitmentAndRoundsAndIsDeletedOnlyWithForce() throws Exception {
        FormatDirectory formats = formats();
        formats.create("open", Map.of("rounds", "3", "commitment", COMMITMENT));
        EventRounds rounds = store.rounds(dir);
        ChessRules chess960 = EventRoundsTest.rules(Variant.CHESS960);
        rounds.revealNext("open", chess960, new DrawSeed(SEED));
        rounds.revealNext("open", chess960, new DrawSeed(SEED));

        assertThatThrownBy(() -> formats.change("open", Map.of("rounds", "1")))
                .hasMessage("event format 'open': rounds 1-2 were revealed already: rounds cannot be 1");
        assertThatThrownBy(() -> formats.change("open", Map.of("variant", "fischer168")))
                .hasMessageContaining("rounds 1-2 were revealed as chess960: its variant stays");
        assertThatThrownBy(() -> formats.change("open", Map.of("commitment", "00".repeat(32))))
                .hasMessageContaining("rounds 1-2 were revealed with commitment " + COMMITMENT + ": its commitment stays");
        assertThat(formats.change("open", Map.of("rounds", "2", "variantTag", "Fischerandom")).rounds()).isEqualTo(2);

        Path record = dir.resolve("org.rochade.format-open.rounds");
        String kept = Files.readString(record);
        assertThatThrownBy(() -> formats.delete("open", false))
                .hasMessage("event format 'open' has 2 revealed rounds (" + record + "): delete it with --force, which keeps that record aside");
        assertThat(formats.file("open")).exists();

        FormatDeletion deleted = formats.delete("open", true);

        assertThat(formats.file("open")).doesNotExist();
        assertThat(record).doesNotExist();
        assertThat(deleted.roundsKept().orElseThrow().getFileName().toString()).startsWith("org.rochade.format-open.rounds.deleted-");
        assertThat(Files.readString(deleted.roundsKept().orElseThrow())).isEqualTo(kept);
        // Made again, it is a new event.
        formats.create("open", Map.of("rounds", "3", "commitment", COMMITMENT));
        assertThat(rounds.revealed("open", chess960)).isEmpty();
        assertThat(formats.delete("open", false).roundsKept()).isEmpty();
    }

    @Test
    void tenThousandFormatsAreEachReadOnce() throws Exception {
        for (int i = 0; i < 10_000; i++) {
            Files.writeString(dir.resolve("org.rochade.format-f" + i + ".cfg"), "variant = fischer168\nstart = " + (1 + i % 168) + "\n");
        }
        List<FormatEntry> entries = formats().list();
        assertThat(entries).hasSize(10_000).allMatch(entry -> entry.format().isPresent());
        assertThat(formats().get("f9999").start()).isEqualTo(StartRule.fixed(1 + 9999 % 168));
    }
}
