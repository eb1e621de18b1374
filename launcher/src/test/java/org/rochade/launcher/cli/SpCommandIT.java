package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.rochade.launcher.cli.TestGames.CLASSIC_SHREDDER;
import static org.rochade.launcher.cli.TestGames.CLASSIC_XFEN;

import java.nio.file.Files;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.rochade.launcher.cli.Rochade.Result;

/** {@code sp} as a process: start arrays by number, by FEN and all of them. */
class SpCommandIT extends CommandLineTest {
    @Test
    void sp518IsTheClassicArray() throws Exception {
        Result r = rochade.run("sp", "518");
        r.assertOk();
        assertThat(r.out()).contains("RNBQKBNR", CLASSIC_XFEN, CLASSIC_SHREDDER);
        assertThat(r.lines()).contains("8  r n b q k b n r", "2  P P P P P P P P", "1  R N B Q K B N R",
                "   a b c d e f g h");
        Map<String, Object> json = Json.object(rochade.run("sp", "518", "--json").out().strip());
        assertThat(json).containsEntry("variant", "chess960").containsEntry("number", 518L)
                .containsEntry("sp", 518L).containsEntry("backRank", "RNBQKBNR")
                .containsEntry("xfen", CLASSIC_XFEN).containsEntry("shredderFen", CLASSIC_SHREDDER);
    }

    @Test
    void spAtBothEndsOfTheTableAnd960IsZero() throws Exception {
        Result zero = rochade.run("sp", "0");
        zero.assertOk();
        assertThat(zero.out()).contains("BBQNNRKR", "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
        Result last = rochade.run("sp", "959");
        last.assertOk();
        assertThat(last.out()).contains("RKRNNQBB");
        Result alias = rochade.run("sp", "960");
        alias.assertOk();
        assertThat(alias.out()).isEqualTo(zero.out());
    }

    @Test
    void spOutOfRangeIsAUserError() throws Exception {
        rochade.run("sp", "1000").assertUserError("1000");
        rochade.run("sp", "--variant", "fischer168", "169").assertUserError("169");
    }

    @Test
    void fischer168NumbersItsOwnArrays() throws Exception {
        Result r = rochade.run("sp", "--variant", "fischer168", "1");
        r.assertOk();
        assertThat(r.out()).contains("SP:           2", "BQNNRBKR");
        assertThat(Json.object(rochade.run("sp", "--variant", "fischer168", "1", "--json").out().strip()))
                .containsEntry("number", 1L).containsEntry("sp", 2L).containsEntry("backRank", "BQNNRBKR");
    }

    @Test
    void spFenLooksUpTheArrayOfAShredderFen() throws Exception {
        Result r = rochade.run("sp", "--fen", "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1", "--json");
        r.assertOk();
        assertThat(Json.object(r.out().strip())).containsEntry("sp", 0L).containsEntry("backRank", "BBQNNRKR");
        rochade.run("sp", "--fen", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").assertUserError("not a chess960 start");
        rochade.run("sp", "--fen", "no fen at all").assertUserError("not a chess960 start");
        assertThat(Json.object(r.out().strip())).doesNotContainKey("missingCastling");
    }

    @Test
    void spFenOfAStartWithFewerCastlingRightsNamesThoseLeftOut() throws Exception {
        String fen = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w Kq - 0 1"; // no White O-O-O, no Black O-O
        Result json = rochade.run("sp", "--fen", fen, "--json");
        json.assertOk();
        assertThat(Json.object(json.out().strip())).containsEntry("sp", 0L)
                .containsEntry("missingCastling", "White O-O-O (rook f1), Black O-O (rook h8)");
        Result text = rochade.run("sp", "--fen", fen);
        text.assertOk();
        assertThat(text.out()).contains("castling:     the FEN leaves out White O-O-O (rook f1), Black O-O (rook h8)");

        String none = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
        assertThat(rochade.run("sp", "--fen", none).out())
                .contains("castling:     the FEN gives no castling rights (an event played that way)");
        assertThat(Json.object(rochade.run("sp", "--fen", none, "--json").out().strip()))
                .containsEntry("missingCastling", "all four (the FEN gives no castling rights)");
    }

    @Test
    void spAllListsEveryArray() throws Exception {
        Result all = rochade.run("sp", "--all", "--json");
        all.assertOk();
        assertThat(all.lines()).hasSize(960);
        assertThat(Json.object(all.lines().get(518))).containsEntry("backRank", "RNBQKBNR");
        Result fischer = rochade.run("sp", "--all", "--variant", "fischer168");
        fischer.assertOk();
        assertThat(fischer.lines()).hasSize(168);
        assertThat(fischer.lines().get(0)).contains("BQNNRBKR");
    }

    @Test
    void aClosedPipeEndsTheCommandQuietlyWithItsOwnExitCode() throws Exception {
        Process process = new ProcessBuilder(Rochade.JAVA.toString(), "-jar", Rochade.JAR.toString(), "sp", "--all", "--json")
                .redirectError(temp.resolve("err.txt").toFile()).start();
        try (var out = process.getInputStream()) {
            assertThat(out.readNBytes(10)).hasSize(10); // then the pipe is closed, as by | head -1
        }
        assertThat(process.waitFor(Rochade.TIMEOUT_SECONDS, java.util.concurrent.TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).isZero();
        assertThat(Files.readString(temp.resolve("err.txt"))).isEmpty(); // no "Broken pipe"
    }
}
