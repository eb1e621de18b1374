package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.rochade.rules.api.ChessRules;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.ValidationOptions;

/**
 * Eight Fischer Random games that xboard 4.9 wrote itself (Stockfish 15.1 against itself,
 * {@code xboard -noGUI -variant fischerandom -fUCI -sUCI -tc 0:04 -saveGameFile}): Variant
 * "fischerandom", Shredder-FEN castling fields, a board diagram comment before the first move,
 * engine scores after every move, O-O and O-O-O, and games ended by xboard's adjudication.
 */
class XboardGamesTest {
    private static final Pattern FEN = Pattern.compile("\\[FEN \"([^\"]+)\"\\]");

    @Test
    void everyGameIsAValidChess960GameFromItsFen() throws IOException {
        byte[] pgn = resource();
        List<GameReport> reports = TestRules.validate(pgn, ValidationOptions.defaults());
        List<String> fens = fens(new String(pgn, StandardCharsets.US_ASCII));
        assertThat(reports).hasSize(8).hasSameSizeAs(fens);
        ChessRules chess960 = TestRules.all()[0];
        for (int i = 0; i < reports.size(); i++) {
            GameReport r = reports.get(i);
            assertThat(r.findings()).as("game %d", i + 1).isEmpty();
            assertThat(r.variant()).isEqualTo("chess960");
            assertThat(r.sp()).as("game %d's array", i + 1)
                    .isEqualTo(chess960.checkStart(fens.get(i)).start().orElseThrow().sp());
            assertThat(r.plies()).isPositive();
        }
        assertThat(reports.stream().mapToInt(GameReport::plies).sum())
                .as("every move of the file was played").isEqualTo(movesOutsideComments(new String(pgn, StandardCharsets.US_ASCII)));
    }

    private static byte[] resource() throws IOException {
        try (InputStream in = XboardGamesTest.class.getResourceAsStream("/pgn/xboard-fischerandom.pgn")) {
            return in.readAllBytes();
        }
    }

    private static List<String> fens(String pgn) {
        List<String> fens = new ArrayList<>();
        Matcher m = FEN.matcher(pgn);
        while (m.find()) {
            fens.add(m.group(1));
        }
        return fens;
    }

    /** Move tokens outside tags and {comments}: an independent count of what the replay must play. */
    private static int movesOutsideComments(String pgn) {
        String text = pgn.replaceAll("(?s)\\{[^}]*\\}", " ").replaceAll("(?m)^\\[.*$", " ");
        int moves = 0;
        for (String token : text.split("\\s+")) {
            String t = token.replaceFirst("^\\d+\\.+", "");
            if (t.matches("O-O(-O)?[+#]?|[KQRBN]?[a-h]?[1-8]?x?[a-h][1-8](=[QRBN])?[+#]?")) {
                moves++;
            }
        }
        return moves;
    }
}
