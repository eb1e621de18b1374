package org.rochade.pgn.plugin.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.Variant;
import org.rochade.rules.impl.engine.EngineRules;

/** The cache answers a FEN as the rules do, also where it answers from the start arrays alone. */
class FenCacheTest {
    private static final FideCastling FIDE = new FideCastling();
    private static final ChessRules CHESS960 = new EngineRules(Variant.CHESS960, FIDE);
    private static final ChessRules FISCHER168 = new EngineRules(Variant.FISCHER168, FIDE);
    private static final ChessRules CLASSIC = new EngineRules(Variant.CLASSIC, FIDE);

    @Test
    void everyArraysFensGetThePositionAndVerdictOfTheRulesInEveryVariant() {
        FenCache cache = new FenCache();
        for (ChessRules rules : List.of(CHESS960, FISCHER168, CLASSIC)) {
            for (StartArray array : CHESS960.startArrays()) {
                String rank = array.backRank();
                String placement = array.placement();
                char h = (char) ('A' + rank.lastIndexOf('R'));
                char a = (char) ('A' + rank.indexOf('R'));
                for (String fen : List.of(array.xfen(), array.shredderFen(),
                        // read in full: other counters, castling letters in another order, mixed
                        placement + " w KQkq - 3 17",
                        placement + " w " + a + "" + h + Character.toLowerCase(a) + Character.toLowerCase(h) + " - 0 1",
                        placement + " w " + h + "Q" + Character.toLowerCase(h) + "q - 0 1",
                        placement + " w Kk - 0 1")) {
                    assertAgrees(cache, rules, fen);
                }
                if (rules.startArrays().contains(array)) {
                    // Answered from the array: one entry for both spellings, the FENs never read.
                    assertThat(cache.read(rules, array.shredderFen())).isSameAs(cache.read(rules, array.xfen()));
                }
            }
        }
    }

    @Test
    void textsThatAreNoStartOrNoFenAreReadInFull() {
        FenCache cache = new FenCache();
        for (String fen : List.of("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1",
                "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1",
                "rkrbbnnq/pppppppp/8/8/8/8/PPPPPPPP/RKRBBNNQ w KQkq - 0 1", // king not between the rooks
                "nonsense", "", "12345678 w - - 0 1")) {
            for (ChessRules rules : List.of(CHESS960, FISCHER168, CLASSIC)) {
                assertAgrees(cache, rules, fen);
            }
        }
    }

    /** The in-place comparison is exactly "one of the array's two FENs", for every array against many texts. */
    @Test
    void ownFenIsTheArraysXfenOrShredderFenAndNothingElse() {
        List<StartArray> arrays = new java.util.ArrayList<>(CHESS960.startArrays());
        arrays.addAll(FISCHER168.startArrays());
        arrays.add(new StartArray(Variant.DFRC, 518 * 960 + 0, 518, "RNBQKBNR", 0, "BBQNNRKR"));
        arrays.add(new StartArray(Variant.DFRC, 0 * 960 + 959, 0, "BBQNNRKR", 959, "RKRNNQBB"));
        List<String> texts = new java.util.ArrayList<>();
        for (StartArray array : arrays.subList(0, 40)) {
            String fen = array.shredderFen();
            texts.add(fen);
            texts.add(array.xfen());
            texts.add(fen + " ");
            texts.add(fen.substring(0, fen.length() - 1));
            texts.add(fen.replace(" w ", " b "));
            texts.add(fen.substring(0, 46) + fen.substring(48, 50) + fen.substring(46, 48) + fen.substring(50));
            texts.add(fen.substring(0, 46) + "KQ" + fen.substring(48));
            texts.add(fen.substring(0, 46) + fen.substring(46, 48).toLowerCase(java.util.Locale.ROOT)
                    + fen.substring(48, 50).toUpperCase(java.util.Locale.ROOT) + fen.substring(50));
            texts.add(fen.toLowerCase(java.util.Locale.ROOT));
            texts.add(fen.replace(" 0 1", " 0 2"));
        }
        texts.add("");
        texts.add("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
        for (StartArray array : arrays) {
            for (String text : texts) {
                assertThat(FenCache.isOwnFen(text, array)).as(array + " " + text)
                        .isEqualTo(text.equals(array.xfen()) || text.equals(array.shredderFen()));
            }
            assertThat(FenCache.isOwnFen(array.xfen(), array)).as(array.xfen()).isTrue();
            assertThat(FenCache.isOwnFen(array.shredderFen(), array)).as(array.shredderFen()).isTrue();
        }
    }

    private static void assertAgrees(FenCache cache, ChessRules rules, String fen) {
        FenCache.Entry entry = cache.read(rules, fen);
        String what = rules.variant() + " " + fen;
        try {
            assertThat(entry.position()).as(what).isEqualTo(rules.fromFen(fen));
            assertThat(entry.error()).as(what).isNull();
            assertThat(entry.start()).as(what)
                    .isEqualTo(StartResolver.looksLikeStartArray(fen) ? rules.checkStart(fen) : null);
        } catch (org.rochade.rules.api.RulesException expected) {
            assertThat(entry.position()).as(what).isNull();
            assertThat(entry.error()).as(what).isNotNull().hasMessage(expected.getMessage());
        }
    }
}
