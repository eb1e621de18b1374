package org.rochade.launcher.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Test helper: reads one JSON line into maps, lists, Longs, Booleans and Strings. */
final class Json {
    private static final JsonFactory FACTORY = new JsonFactory();

    private Json() {
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> object(String line) {
        try (JsonParser parser = FACTORY.createParser(line)) {
            Object value = read(parser, parser.nextToken());
            if (parser.nextToken() != null) {
                throw new IllegalArgumentException("more than one JSON value in: " + line);
            }
            return (Map<String, Object>) value;
        } catch (IOException e) {
            throw new UncheckedIOException("not JSON: " + line, e);
        }
    }

    private static Object read(JsonParser parser, JsonToken token) throws IOException {
        switch (token) {
            case START_OBJECT: {
                Map<String, Object> map = new LinkedHashMap<>();
                for (JsonToken t = parser.nextToken(); t != JsonToken.END_OBJECT; t = parser.nextToken()) {
                    String name = parser.currentName();
                    map.put(name, read(parser, parser.nextToken()));
                }
                return map;
            }
            case START_ARRAY: {
                List<Object> list = new ArrayList<>();
                for (JsonToken t = parser.nextToken(); t != JsonToken.END_ARRAY; t = parser.nextToken()) {
                    list.add(read(parser, t));
                }
                return list;
            }
            case VALUE_NUMBER_INT: return parser.getLongValue();
            case VALUE_NUMBER_FLOAT: return parser.getDoubleValue();
            case VALUE_TRUE: return Boolean.TRUE;
            case VALUE_FALSE: return Boolean.FALSE;
            case VALUE_NULL: return null;
            case VALUE_STRING: return parser.getText();
            default: throw new IllegalArgumentException("unexpected " + token);
        }
    }
}
