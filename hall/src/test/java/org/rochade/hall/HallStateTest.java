package org.rochade.hall;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.Variant;
import org.rochade.event.api.hall.HallRound;

class HallStateTest {
    private static final StartArray SP_288 = new StartArray(Variant.CHESS960, 288, 288, "BBQNRKRN");
    private static final StartArray CLASSIC = new StartArray(Variant.CLASSIC, 518, 518, "RNBQKBNR");

    /** A round of an event with FIDE castling: the array's own FENs. */
    private static HallRound round(String event, int round, int rounds, String variantTag, StartArray array) {
        return new HallRound(event, round, rounds, variantTag, array, array.xfen(), array.shredderFen());
    }

    @Test
    void beforeTheFirstRoundThereIsNothingToShow() {
        assertThat(HallState.json(List.of(), round -> "")).isEqualTo("{\"rounds\":[],\"current\":null}");
    }

    @Test
    void everyRoundIsListedAndTheNewestIsShownWithItsBoardAndTags() {
        String json = HallState.json(List.of(round("Open \"A\"", 1, 7, "Chess960", SP_288),
                round("Open \"A\"", 2, 7, "", CLASSIC)), round -> "<svg>" + round.array().backRank() + "</svg>");
        assertThat(json).startsWith("{\"rounds\":[{\"event\":\"Open \\\"A\\\"\",\"round\":1,\"rounds\":7,\"variant\":\"chess960\","
                + "\"number\":288,\"sp\":288,\"backRank\":\"BBQNRKRN\",\"xfen\":\"bbqnrkrn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRKRN w KQkq - 0 1\","
                + "\"shredderFen\":\"bbqnrkrn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRKRN w GEge - 0 1\"},{");
        assertThat(json).contains("\"current\":{\"event\":\"Open \\\"A\\\"\",\"round\":2,\"rounds\":7,\"variant\":\"classic\"",
                "\"shredderFen\":\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1\"",
                // the classic format writes no Variant tag; the quotes of the event's name are escaped
                "\"tags\":\"[Event \\\"Open \\\\\\\"A\\\\\\\"\\\"]\\n[Round \\\"2\\\"]\\n[SetUp \\\"1\\\"]\\n[FEN \\\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\\\"]\\n\"",
                "\"svg\":\"<svg>RNBQKBNR</svg>\"}}");
        assertThat(json).doesNotContain("\n");
    }

    @Test
    void theTagBlockIsWhatArbitersPaste() {
        assertThat(PgnTagBlock.of(round("Open", 3, 0, "Chess960", SP_288))).isEqualTo("""
                [Event "Open"]
                [Round "3"]
                [Variant "Chess960"]
                [SetUp "1"]
                [FEN "bbqnrkrn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRKRN w KQkq - 0 1"]
                """);
        assertThat(PgnTagBlock.of(round("a\\b", 1, 0, "", CLASSIC))).startsWith("[Event \"a\\\\b\"]\n[Round \"1\"]\n[SetUp");
    }

    @Test
    void anEventWithoutCastlingShowsAndTagsTheFenItsRulesGive() {
        HallRound round = new HallRound("Shuffle", 1, 0, "", CLASSIC, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
        assertThat(PgnTagBlock.of(round)).endsWith("[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\"]\n");
        assertThat(HallState.json(List.of(round), r -> "")).contains(
                "\"xfen\":\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\"",
                "\"shredderFen\":\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\"").doesNotContain("KQkq");
    }

    @Test
    void aDfrcRoundCarriesBothArrays() {
        StartArray pair = new StartArray(Variant.DFRC, 502 * 960 + 532, 502, "RKRBBQNN", 532, "QRNKBBNR");
        String json = HallState.json(List.of(round("tcec", 1, 0, "Chess960", pair)), round -> "");
        assertThat(json).contains("\"sp\":502,\"backRank\":\"RKRBBQNN\",\"spBlack\":532,\"blackBackRank\":\"QRNKBBNR\",\"label\":\"502:532\"",
                "\"xfen\":\"qrnkbbnr/pppppppp/8/8/8/8/PPPPPPPP/RKRBBQNN w KQkq - 0 1\"");
    }
}
