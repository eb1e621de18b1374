package org.rochade.pgn.plugin.write;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.MinimalPrettyPrinter;
import java.io.IOException;
import java.io.OutputStream;
import java.util.HashSet;
import java.util.Set;
import org.rochade.pgn.plugin.check.GameStart;
import org.rochade.pgn.plugin.read.PgnGame;
import org.rochade.rules.api.FenFormat;

/**
 * One JSON object per game and a line end after it:
 * {@code {"tags":{...},"startFen":"...","san":[...],"uci":[...],"finalFen":"..."}}. The tags are the
 * ones the PGN form would carry, in its order (Variant/SetUp/FEN rewritten), so that the two outputs
 * agree; a tag name that occurs twice keeps its first value, as JSON objects have unique keys.
 * Streaming generator: no object tree per game.
 */
final class JsonLinesOutput implements GameOutput {
    private final PgnWriter writer;
    private final FenFormat fenFormat;
    private final JsonGenerator json;

    JsonLinesOutput(PgnWriter writer, FenFormat fenFormat, OutputStream out) throws IOException {
        this.writer = writer;
        this.fenFormat = fenFormat;
        json = JsonFactory.builder().build().createGenerator(out, JsonEncoding.UTF8);
        json.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
        // No separator between root values: each object ends its own line (see write).
        json.setPrettyPrinter(new MinimalPrettyPrinter(""));
    }

    @Override
    public void write(PgnGame game, GameStart start) throws IOException {
        MainLine line = MainLine.of(game, start);
        json.writeStartObject();
        json.writeObjectFieldStart("tags");
        Set<String> seen = new HashSet<>();
        for (PgnWriter.Tag tag : writer.tags(game, start)) {
            if (seen.add(tag.name())) {
                json.writeStringField(tag.name(), tag.value());
            }
        }
        json.writeEndObject();
        json.writeStringField("startFen", start.position().fen(fenFormat));
        json.writeArrayFieldStart("san");
        for (String san : line.san()) {
            json.writeString(san);
        }
        json.writeEndArray();
        json.writeArrayFieldStart("uci");
        for (String uci : line.uci()) {
            json.writeString(uci);
        }
        json.writeEndArray();
        json.writeStringField("finalFen", line.last().fen(fenFormat));
        json.writeEndObject();
        json.writeRaw('\n');
    }

    @Override
    public void flush() throws IOException {
        json.flush();
    }
}
