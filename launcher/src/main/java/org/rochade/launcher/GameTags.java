package org.rochade.launcher;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.rochade.games.api.pgn.ConversionFormat;
import org.rochade.games.api.pgn.ConversionOptions;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.GameReportSink;
import org.rochade.games.api.pgn.PgnConverter;
import org.rochade.games.api.pgn.PgnValidator;
import org.rochade.games.api.pgn.ValidationOptions;

/**
 * The tags of every game of a PGN file, through the PGN plugin's public services rather than a
 * reader of its own: the validator gives each game's place and verdict, the converter's JSON Lines
 * the tags of the valid games, in the same order. An invalid game has no tags here.
 */
final class GameTags {

    /** One game: where it is, whether it is valid, and (valid games) its tags. */
    record Tagged(GameReport report, Map<String, String> tags) {
    }

    private GameTags() {
    }

    static List<Tagged> read(PgnValidator validator, PgnConverter converter, Path file) throws IOException {
        List<GameReport> reports = new ArrayList<>();
        ValidationOptions options = ValidationOptions.defaults().withVariations(false).withFinalFen(false);
        validator.validate(file, options, reports::add);
        ByteArrayOutputStream lines = new ByteArrayOutputStream();
        try (InputStream in = Files.newInputStream(file)) {
            converter.convert(in, ConversionOptions.defaults().withFormat(ConversionFormat.JSON_LINES), lines, OutputStream.nullOutputStream());
        }
        Iterator<Map<String, String>> tags = tags(lines.toByteArray()).iterator();
        List<Tagged> games = new ArrayList<>();
        for (GameReport report : reports) {
            games.add(new Tagged(report, report.isValid() && tags.hasNext() ? tags.next() : Map.of()));
        }
        return games;
    }

    /** The "tags" object of each JSON line. */
    private static List<Map<String, String>> tags(byte[] jsonLines) throws IOException {
        List<Map<String, String>> all = new ArrayList<>();
        try (JsonParser json = new JsonFactory().createParser(new ByteArrayInputStream(jsonLines))) {
            for (JsonToken token = json.nextToken(); token != null; token = json.nextToken()) {
                if (token == JsonToken.FIELD_NAME && json.currentName().equals("tags") && json.getParsingContext().getParent().inRoot()) {
                    json.nextToken();
                    Map<String, String> tags = new LinkedHashMap<>();
                    while (json.nextToken() == JsonToken.FIELD_NAME) {
                        String name = json.currentName();
                        json.nextToken();
                        tags.put(name, json.getText());
                    }
                    all.add(tags);
                }
            }
        }
        return all;
    }
}
