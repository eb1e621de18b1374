package org.rochade.pgn.plugin.write;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.MinimalPrettyPrinter;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.Position;
import org.rochade.games.api.MoveEvent;
import org.rochade.games.api.Start;
import org.rochade.games.api.Tag;
import org.rochade.games.api.pgn.GameReport;

/**
 * A summary per game, one JSON object and a line end:
 * {@code {"tags":{...},"startFen":"...","san":[...],"uci":[...],"finalFen":"..."}}, the main line
 * only. The tags are the ones the PGN form would carry, in its order (Variant/SetUp/FEN rewritten),
 * so that the two outputs agree; a tag name that occurs twice keeps its first value, as JSON
 * objects have unique keys.
 */
final class JsonLinesOutput implements GameOutput {
    private final PgnWriter writer;
    private final FenFormat fenFormat;
    private final JsonGenerator json;

    private final List<Tag> tags = new ArrayList<>();
    private Start start;
    private final List<String> san = new ArrayList<>();
    private final List<String> uci = new ArrayList<>();
    private Position last;
    private String marker;

    JsonLinesOutput(PgnWriter writer, FenFormat fenFormat, OutputStream out) throws IOException {
        this.writer = writer;
        this.fenFormat = fenFormat;
        json = JsonFactory.builder().build().createGenerator(out, JsonEncoding.UTF8);
        json.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
        // No separator between root values: each object ends its own line.
        json.setPrettyPrinter(new MinimalPrettyPrinter(""));
    }

    @Override
    public void beginGame(long number, long line) {
        tags.clear();
        san.clear();
        uci.clear();
        start = null;
        last = null;
        marker = null;
    }

    @Override
    public void tag(String name, String value, long line, int column) {
        tags.add(new Tag(name, value));
    }

    @Override
    public void start(Start start) {
        this.start = start;
        last = start.position();
    }

    @Override
    public void move(MoveEvent move) {
        if (move.depth() == 0 && move.isPlayed()) {
            san.add(move.san());
            uci.add(move.uci());
            last = move.after();
        }
    }

    @Override
    public Flow beginVariation(long line, int column) {
        return Flow.SKIP;
    }

    @Override
    public void outcome(String marker, long line, int column) {
        this.marker = marker;
    }

    @Override
    public GameReport endGame(GameReport report) {
        return report;
    }

    @Override
    public void commit() throws IOException {
        json.writeStartObject();
        json.writeObjectFieldStart("tags");
        Set<String> seen = new HashSet<>();
        for (Tag tag : writer.exportTags(tags, start, marker)) {
            if (seen.add(tag.name())) {
                json.writeStringField(tag.name(), tag.value());
            }
        }
        json.writeEndObject();
        json.writeStringField("startFen", start.position().fen(fenFormat));
        json.writeArrayFieldStart("san");
        for (String s : san) {
            json.writeString(s);
        }
        json.writeEndArray();
        json.writeArrayFieldStart("uci");
        for (String u : uci) {
            json.writeString(u);
        }
        json.writeEndArray();
        json.writeStringField("finalFen", last.fen(fenFormat));
        json.writeEndObject();
        json.writeRaw('\n');
    }

    @Override
    public void flush() throws IOException {
        json.flush();
    }
}
