package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.rochade.launcher.cli.Rochade.Result;

/**
 * {@code --variant dfrc} (Double Fischer Random) on the start commands and event formats, as
 * processes. TCEC's {@code DFRC 502:532} is White RQBNKBNR (SP 502) against Black RBBNKQNR (SP 532).
 */
class DfrcCommandsIT extends CommandLineTest {
    private static final String TCEC_START = "rbbnkqnr/pppppppp/8/8/8/8/PPPPPPPP/RQBNKBNR w KQkq - 0 1";

    @Test
    void spNamesAStartByBothScharnaglNumbersOrByItsNumber() throws Exception {
        Map<String, Object> byPair = rochade.run("sp", "--variant", "dfrc", "502:532", "--json").json();
        assertThat(byPair).containsEntry("variant", "dfrc").containsEntry("number", 502L * 960 + 532)
                .containsEntry("sp", 502L).containsEntry("spBlack", 532L).containsEntry("label", "502:532")
                .containsEntry("backRank", "RQBNKBNR").containsEntry("blackBackRank", "RBBNKQNR")
                .containsEntry("xfen", TCEC_START)
                .containsEntry("shredderFen", "rbbnkqnr/pppppppp/8/8/8/8/PPPPPPPP/RQBNKBNR w HAha - 0 1");
        assertThat(rochade.run("sp", "--variant", "dfrc", "482452", "--json").json()).isEqualTo(byPair);

        Result text = rochade.run("sp", "--variant", "dfrc", "0:959");
        assertThat(text.exit()).as(text.err()).isZero();
        assertThat(text.out()).contains("start:        0:959", "White:        SP 0  BBQNNRKR",
                "Black:        SP 959  RKRNNQBB", "w HFca - 0 1", "8  r k r n n q b b", "1  B B Q N N R K R");
    }

    @Test
    void spLooksUpAStartFromAnyFenOfIt() throws Exception {
        String shredder = "rbbnkqnr/pppppppp/8/8/8/8/PPPPPPPP/RQBNKBNR w ahAH - 0 1";
        assertThat(rochade.run("sp", "--variant", "dfrc", "--fen", shredder, "--json").json()).containsEntry("label", "502:532");
        // the same start in an event without castling
        assertThat(rochade.run("sp", "--variant", "dfrc", "--fen", TCEC_START.replace("KQkq", "-"), "--json").json())
                .containsEntry("label", "502:532");
        Result mirroredOnly = rochade.run("sp", "--fen", TCEC_START);
        assertThat(mirroredOnly.exit()).isEqualTo(2);
        assertThat(mirroredOnly.err()).contains("not a chess960 start: black does not mirror white",
                "White SP 502, Black SP 532");
    }

    @Test
    void aPairIsRefusedWhereBlackMirrorsWhite() throws Exception {
        Result pair = rochade.run("sp", "502:532");
        assertThat(pair.exit()).isEqualTo(2);
        assertThat(pair.err().strip()).isEqualTo(
                "rochade: chess960 has no start array 502:532: Black mirrors White (a pair of different arrays is dfrc)");
        Result outOfRange = rochade.run("sp", "--variant", "dfrc", "961:0");
        assertThat(outOfRange.exit()).isEqualTo(2);
        assertThat(outOfRange.err()).contains("Scharnagl numbers are 0..959 (960 is an alias of 0)");
        // 960 is an alias of 0 on each side, as sp 960 is chess960's array 0.
        assertThat(rochade.run("sp", "--variant", "dfrc", "960:960", "--json").json()).containsEntry("label", "0:0");
    }

    @Test
    void diceRunsTheProcedureForEachSide() throws Exception {
        Result result = rochade.run("dice", "--variant", "dfrc", "--json", "1", "1", "1", "1", "1", "4", "4", "6", "4", "4");
        Map<String, Object> json = result.json();
        assertThat(json).containsEntry("sp", 0L).containsEntry("spBlack", 959L).containsEntry("label", "0:959");
        assertThat((List<?>) json.get("rolls")).hasSize(10);
        assertThat(result.out()).contains("\"meaning\":\"White: dark-square bishop on a1\"",
                "\"meaning\":\"Black: light-square bishop on g8\"");

        Result classic = rochade.run("dice", "--variant", "classic");
        assertThat(classic.exit()).isEqualTo(2);
        assertThat(classic.err().strip()).isEqualTo("rochade: the die procedure is for chess960 and dfrc only, not classic");
    }

    @Test
    void randomDrawsAreReproducibleWithASeed() throws Exception {
        Result first = rochade.run("random", "--variant", "dfrc", "--seed", "7", "--count", "3", "--json");
        assertThat(first.exit()).as(first.err()).isZero();
        assertThat(first.out().lines()).hasSize(3).allMatch(line -> line.contains("\"variant\":\"dfrc\""));
        assertThat(rochade.run("random", "--variant", "dfrc", "--seed", "7", "--count", "3", "--json").out()).isEqualTo(first.out());
    }

    @Test
    void perftAndEventFormatsTakeDfrc() throws Exception {
        // Stockfish 15.1 with UCI_Chess960: go perft 4 on this start gives 201495.
        assertThat(rochade.run("perft", "--variant", "dfrc", "--depth", "4", "--fen", TCEC_START, "--json").json())
                .containsEntry("nodes", 201_495L);

        Path formats = Files.createDirectories(temp.resolve("formats"));
        Files.writeString(formats.resolve("org.rochade.format-tcec.cfg"), "variant = dfrc\nstart = 502:532\n");
        String config = formats.toString();
        assertThat(rochade.run("sp", "--format", "tcec", "--config", config, "--json").json()).containsEntry("label", "502:532");
        assertThat(rochade.run("perft", "--depth", "2", "--format", "tcec", "--config", config, "--json").json())
                .containsEntry("fen", TCEC_START).containsEntry("nodes", 400L);
        assertThat(rochade.run("formats", "--config", config, "--json").out())
                .contains("\"variant\":\"dfrc\"", "\"variantTag\":\"Chess960\"", "\"start\":\"502:532\"");
        // A format made by the command keeps the pair as written, and lists it so (was 482452).
        assertThat(rochade.run("format", "create", "pair", "--variant", "dfrc", "--start", "502:532", "--config", config)
                .exit()).isZero();
        assertThat(rochade.run("formats", "--config", config).out()).containsPattern("pair +variant dfrc .*start 502:532");
    }
}
