package org.rochade.pgn.plugin.report;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.MinimalPrettyPrinter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.GameReportSink;
import org.rochade.games.api.pgn.ValidationSummary;

/**
 * One JSON object per game and a line end after it, nothing else, written with Jackson's streaming
 * generator (no object tree per game). Warnings are listed in {@code errors} too, told apart by
 * their severity, so that nothing the validator found is lost.
 */
public final class JsonLinesSink implements GameReportSink {
    private final JsonGenerator json;
    private final String source;

    public JsonLinesSink(OutputStream out) {
        this(out, null);
    }

    /** @param source the input's name, written as {@code "file"} first in every object; null for none */
    public JsonLinesSink(OutputStream out, String source) {
        this.source = source;
        try {
            JsonFactory factory = JsonFactory.builder().build();
            json = factory.createGenerator(out, JsonEncoding.UTF8);
            json.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            json.setPrettyPrinter(new MinimalPrettyPrinter(""));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void game(GameReport r) throws IOException {
        json.writeStartObject();
        if (source != null) {
            json.writeStringField("file", source);
        }
        json.writeNumberField("game", r.game());
        json.writeNumberField("line", r.line());
        json.writeStringField("variant", r.variant());
        if (r.sp() == null) {
            json.writeNullField("sp");
        } else {
            json.writeNumberField("sp", r.sp());
        }
        if (r.spBlack() != null) {
            json.writeNumberField("spBlack", r.spBlack());
        }
        json.writeStringField("status", r.status().label());
        json.writeNumberField("plies", r.plies());
        json.writeStringField("finalFen", r.finalFen());
        json.writeObjectFieldStart("tags");
        for (java.util.Map.Entry<String, String> tag : r.tags().entrySet()) {
            json.writeStringField(tag.getKey(), tag.getValue());
        }
        json.writeEndObject();
        json.writeArrayFieldStart("errors");
        for (Finding f : r.findings()) {
            json.writeStartObject();
            json.writeStringField("severity", f.severity().label());
            json.writeNumberField("line", f.line());
            json.writeNumberField("column", f.column());
            json.writeNumberField("ply", f.ply());
            json.writeStringField("move", f.move());
            json.writeStringField("message", f.message());
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeEndObject();
        json.writeRaw('\n');
    }

    @Override
    public void flush() throws IOException {
        json.flush();
    }

    @Override
    public void finish(ValidationSummary summary) throws IOException {
        flush();
    }
}
