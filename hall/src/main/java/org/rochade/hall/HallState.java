package org.rochade.hall;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.function.Function;
import org.rochade.rules.api.StartArray;
import org.rochade.event.api.hall.HallRound;

/**
 * What the page shows, as the JSON object its script renders: every revealed round (newest last) and,
 * for the newest, its board as SVG and its PGN tag block. The page gets the whole state with every
 * change, so a page that connects late or reconnects is never behind.
 *
 * <pre>{"rounds":[{"event","round","rounds","variant","number","sp","backRank",
 *              ("spBlack","blackBackRank","label" for dfrc, whose Black has an array of its own),"xfen","shredderFen"}, ...],
 *  "current":{... the newest round's fields ..., "tags", "svg"} or null}</pre>
 */
final class HallState {
    private static final JsonFactory JSON = new JsonFactory();

    private HallState() {
    }

    /** @param board the board diagram (SVG) of a round */
    static String json(List<HallRound> rounds, Function<HallRound, String> board) {
        StringWriter text = new StringWriter(4096 + rounds.size() * 256);
        try (JsonGenerator json = JSON.createGenerator(text)) {
            json.writeStartObject();
            json.writeArrayFieldStart("rounds");
            for (HallRound round : rounds) {
                json.writeStartObject();
                fields(json, round);
                json.writeEndObject();
            }
            json.writeEndArray();
            if (rounds.isEmpty()) {
                json.writeNullField("current");
            } else {
                HallRound current = rounds.get(rounds.size() - 1);
                json.writeObjectFieldStart("current");
                fields(json, current);
                json.writeStringField("tags", PgnTagBlock.of(current));
                json.writeStringField("svg", board.apply(current));
                json.writeEndObject();
            }
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException("writing JSON to a string", e);
        }
        return text.toString();
    }

    private static void fields(JsonGenerator json, HallRound round) throws IOException {
        StartArray array = round.array();
        json.writeStringField("event", round.event());
        json.writeNumberField("round", round.round());
        json.writeNumberField("rounds", round.rounds());
        json.writeStringField("variant", array.variant().id());
        json.writeNumberField("number", array.number());
        json.writeNumberField("sp", array.sp());
        json.writeStringField("backRank", array.backRank());
        if (!array.variant().mirrored()) { // dfrc: Black's own array too
            json.writeNumberField("spBlack", array.spBlack());
            json.writeStringField("blackBackRank", array.blackBackRank());
            json.writeStringField("label", array.label());
        }
        json.writeStringField("xfen", round.xfen());
        json.writeStringField("shredderFen", round.shredderFen());
    }
}
