package org.rochade.pgn.plugin.write;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.MinimalPrettyPrinter;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.rochade.pgn.plugin.game.GameBuilder;
import org.rochade.rules.api.FenFormat;
import org.rochade.games.api.Game;
import org.rochade.games.api.GameNode;
import org.rochade.games.api.Tag;
import org.rochade.games.api.pgn.GameReport;

/**
 * A whole game per line, for hosts in other languages:
 * <pre>
 * {"tags": [[name, value], ...], "start": {"variant", "fen", "sp", "spBlack" (DFRC only)}, "comments": [...],
 *  "moves": [node, ...], "result"}
 * node = {"san", "uci", "startingComments": [...], "comments": [...], "nags": [...], "variations": [[node, ...], ...]}
 * </pre>
 * Tags in input order (duplicates kept), comments as in the file, the tree as {@link GameBuilder}
 * builds it (a node's variations are the alternatives to its move), SAN as Rochade writes it, UCI in
 * the variant's default castling encoding. {@code sp} is the start array's number, null for a
 * set-up position, or White's and Black's numbers as an array when they differ. Written from an
 * explicit stack: no recursion driven by the input.
 */
final class JsonTreeOutput extends ForwardingVisitor<GameReport> implements GameOutput {
    private final GameBuilder builder;
    private final FenFormat fenFormat;
    private final JsonGenerator json;
    private Game game;

    JsonTreeOutput(FenFormat fenFormat, OutputStream out) throws IOException {
        this(new GameBuilder(null), fenFormat, out);
    }

    private JsonTreeOutput(GameBuilder builder, FenFormat fenFormat, OutputStream out) throws IOException {
        super(builder);
        this.builder = builder;
        this.fenFormat = fenFormat;
        json = JsonFactory.builder().build().createGenerator(out, JsonEncoding.UTF8);
        json.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
        json.setPrettyPrinter(new MinimalPrettyPrinter(""));
    }

    @Override
    public GameReport endGame(GameReport report) {
        game = builder.endGame(report);
        return report;
    }

    @Override
    public void commit() throws IOException {
        json.writeStartObject();
        json.writeArrayFieldStart("tags");
        for (Tag t : game.tags()) {
            json.writeStartArray();
            json.writeString(t.name());
            json.writeString(t.value());
            json.writeEndArray();
        }
        json.writeEndArray();
        json.writeObjectFieldStart("start");
        json.writeStringField("variant", game.start().variant());
        json.writeStringField("fen", game.start().isKnown() ? game.start().position().fen(fenFormat) : null);
        List<Integer> sp = game.start().sp();
        if (sp.isEmpty()) {
            json.writeNullField("sp");
        } else {
            json.writeNumberField("sp", sp.get(0));
            if (sp.size() == 2) {
                json.writeNumberField("spBlack", sp.get(1));
            }
        }
        json.writeEndObject();
        strings("comments", game.comments());
        json.writeFieldName("moves");
        moves(game.moves());
        json.writeStringField("result", game.result());
        json.writeEndObject();
        json.writeRaw('\n');
    }

    /** A line being written: its nodes, the next one, and (inside a node) its next variation. */
    private static final class Frame {
        final List<GameNode> line;
        int next;
        int variation = -1;

        Frame(List<GameNode> line) {
            this.line = line;
        }
    }

    private void moves(List<GameNode> mainLine) throws IOException {
        Deque<Frame> stack = new ArrayDeque<>();
        json.writeStartArray();
        stack.push(new Frame(mainLine));
        while (!stack.isEmpty()) {
            Frame f = stack.peek();
            if (f.variation >= 0) { // inside node f.next, writing its variations
                GameNode n = f.line.get(f.next);
                if (f.variation < n.variations().size()) {
                    json.writeStartArray();
                    stack.push(new Frame(n.variations().get(f.variation++)));
                    continue;
                }
                json.writeEndArray();
                json.writeEndObject();
                f.variation = -1;
                f.next++;
                continue;
            }
            if (f.next == f.line.size()) {
                json.writeEndArray();
                stack.pop();
                continue;
            }
            GameNode n = f.line.get(f.next);
            json.writeStartObject();
            json.writeStringField("san", n.san());
            json.writeStringField("uci", n.uci());
            strings("startingComments", n.startingComments());
            strings("comments", n.comments());
            json.writeArrayFieldStart("nags");
            for (int nag : n.nags()) {
                json.writeNumber(nag);
            }
            json.writeEndArray();
            json.writeArrayFieldStart("variations");
            f.variation = 0;
        }
    }

    private void strings(String field, List<String> values) throws IOException {
        json.writeArrayFieldStart(field);
        for (String v : values) {
            json.writeString(v);
        }
        json.writeEndArray();
    }

    @Override
    public void flush() throws IOException {
        json.flush();
    }
}
