package org.rochade.launcher.cli;

import org.rochade.launcher.host.StartFens;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.DiceResult;
import org.rochade.rules.api.DieRoll;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.StartVerdict;
import org.rochade.event.api.DrawnRound;

/** One JSON object per line (JSON Lines), written with Jackson's streaming generator. */
final class JsonReport implements Report {
    private final PrintWriter out;
    private final JsonFactory factory = JsonFactory.builder()
            .disable(StreamWriteFeature.AUTO_CLOSE_TARGET)
            .disable(StreamWriteFeature.FLUSH_PASSED_TO_STREAM) // flushed per line where wanted (line())
            .build();

    private final ChessRules rules;

    JsonReport(PrintWriter out, ChessRules rules) {
        this.out = out;
        this.rules = rules;
    }

    @Override
    public void startArray(StartArray array) {
        line(json -> fields(json, array));
    }

    @Override
    public void startOfFen(StartArray array, StartVerdict verdict) {
        line(json -> {
            fields(json, array);
            if (!verdict.hasAllCastlingRights()) {
                json.writeStringField("missingCastling", verdict.missingRights());
            }
        });
    }

    /** As {@link #startArray}, without a flush after each line (a table has 960 or 921,600); the command's end flushes. */
    @Override
    public void startArrayRow(StartArray array) {
        write(json -> fields(json, array));
    }

    @Override
    public void dice(DiceResult result, List<Integer> unused) {
        line(json -> {
            fields(json, result.array());
            json.writeArrayFieldStart("rolls");
            for (DieRoll roll : result.rolls()) {
                json.writeStartObject();
                json.writeNumberField("value", roll.value());
                json.writeBooleanField("used", roll.used());
                json.writeStringField("meaning", roll.meaning());
                json.writeEndObject();
            }
            json.writeEndArray();
            if (!unused.isEmpty()) {
                json.writeArrayFieldStart("notNeeded");
                for (int value : unused) {
                    json.writeNumber(value);
                }
                json.writeEndArray();
            }
        });
    }

    @Override
    public void perft(PerftResult result) {
        line(json -> {
            json.writeStringField("variant", result.variant().id());
            json.writeStringField("fen", result.fen());
            json.writeNumberField("depth", result.depth());
            json.writeNumberField("nodes", result.nodes());
            json.writeNumberField("nanos", result.nanos());
            if (result.divide() != null) {
                json.writeObjectFieldStart("divide");
                for (Map.Entry<String, Long> entry : result.divide().entrySet()) {
                    json.writeNumberField(entry.getKey(), entry.getValue());
                }
                json.writeEndObject();
            }
        });
    }

    @Override
    public void round(DrawnRound round) {
        line(json -> {
            json.writeNumberField("round", round.round());
            fields(json, round.array());
        });
    }

    private void fields(JsonGenerator json, StartArray array) throws IOException {
        json.writeStringField("variant", array.variant().id());
        json.writeNumberField("number", array.number());
        json.writeNumberField("sp", array.sp());
        json.writeStringField("backRank", array.backRank());
        if (!array.variant().mirrored()) {
            json.writeNumberField("spBlack", array.spBlack());
            json.writeStringField("blackBackRank", array.blackBackRank());
            json.writeStringField("label", array.label());
        }
        StartFens fens = StartFens.of(rules, array);
        json.writeStringField("xfen", fens.xfen());
        json.writeStringField("shredderFen", fens.shredderFen());
    }

    /** Writes one object with the given fields, then a line break, and flushes: a reader sees each line as it comes. */
    private void line(Fields body) {
        write(body);
        out.flush();
    }

    /** Writes one object with the given fields, then a line break. */
    private void write(Fields body) {
        try (JsonGenerator json = factory.createGenerator(out)) {
            json.writeStartObject();
            body.write(json);
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.print(System.lineSeparator()); // println would flush: the writer flushes at every line end
    }

    @FunctionalInterface
    private interface Fields {
        void write(JsonGenerator json) throws IOException;
    }
}
