package org.rochade.pgn.plugin.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.rochade.games.api.pgn.PgnLimits;

/**
 * A game recycled after use ({@link PgnGame#recycle}) hands its element arrays to the reader's
 * next game: every game read so reads as it does without recycling (elements, places, texts,
 * patterns, NAGs, findings, charset), whatever the sizes of the games before it, and the recycled
 * game has no elements left.
 */
class RecycleTest {
    private static final String[] ELEMENTS = {"e4", "Nf3", "exd5", "O-O", "Qxh7+", "a8=Q", "{a comment}",
        "{caf\u00e9}", "$1", "$14", "!?", "(1... c5 2. Nf3)", "--", "; line comment\n", "{}", "Kxh1#"};

    @Test
    void recycledArraysReadAsFreshOnes() throws IOException {
        SplittableRandom random = new SplittableRandom(5);
        StringBuilder pgn = new StringBuilder();
        for (int g = 0; g < 300; g++) {
            pgn.append("[Event \"g").append(g).append("\"]\n[Result \"*\"]\n\n");
            // sizes from empty to past the arrays' first capacity and past what is kept (4,096)
            int n = g % 97 == 5 ? 5000 : random.nextInt(g % 3 == 0 ? 3 : 400);
            for (int i = 0; i < n; i++) {
                if (i % 2 == 0) {
                    pgn.append(i / 2 + 1).append(". ");
                }
                pgn.append(ELEMENTS[random.nextInt(ELEMENTS.length)]).append(' ');
            }
            pgn.append("*\n\n");
        }
        byte[] input = pgn.toString().getBytes(StandardCharsets.UTF_8);
        PgnLimits limits = PgnLimits.defaults();
        List<PgnGame> kept = new ArrayList<>();
        GameReader plain = GameReader.forValidation(new ByteArrayInputStream(input), limits);
        for (PgnGame game = plain.next(); game != null; game = plain.next()) {
            kept.add(game);
        }
        GameReader recycling = GameReader.forValidation(new ByteArrayInputStream(input), limits);
        int g = 0;
        for (PgnGame game = recycling.next(); game != null; game = recycling.next(), g++) {
            PgnGame a = kept.get(g);
            String what = "game " + (g + 1);
            assertThat(game.number()).as(what).isEqualTo(a.number());
            assertThat(game.findings()).as(what).isEqualTo(a.findings());
            assertThat(game.isLatin1()).as(what).isEqualTo(a.isLatin1());
            assertThat(game.size()).as(what).isEqualTo(a.size());
            assertThat(game.moveCount()).as(what).isEqualTo(a.moveCount());
            for (int i = 0; i < a.size(); i++) {
                assertThat(game.kind(i)).as(what).isEqualTo(a.kind(i));
                assertThat(game.line(i)).as(what).isEqualTo(a.line(i));
                assertThat(game.column(i)).as(what).isEqualTo(a.column(i));
                if (a.kind(i) != PgnGame.NAG && a.kind(i) != PgnGame.VARIATION_START
                        && a.kind(i) != PgnGame.VARIATION_END) {
                    assertThat(game.text(i)).as(what).isEqualTo(a.text(i));
                }
                if (a.kind(i) == PgnGame.SAN) {
                    assertThat(game.pattern(i)).as(what).isEqualTo(a.pattern(i));
                }
                if (a.kind(i) == PgnGame.NAG) {
                    assertThat(game.nag(i)).as(what).isEqualTo(a.nag(i));
                }
            }
            game.recycle();
            assertThat(game.size()).as(what).isZero();
            assertThat(game.moveCount()).as(what).isZero();
        }
        assertThat(g).isEqualTo(kept.size());
    }
}
