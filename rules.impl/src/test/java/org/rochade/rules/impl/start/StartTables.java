package org.rochade.rules.impl.start;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The independent start-array facts, copied from the project's shared data into the test class
 * path so the module tests without it: all 960 arrays with X-FEN and Shredder-FEN, and the 168
 * Fischer168 arrays with Rochade's numbering.
 */
final class StartTables {

    /** One row of chess960-start-positions.tsv. */
    record Chess960Row(int sp, String backRank, String xfen, String shredderFen) {
    }

    /** One row of fischer168.tsv. */
    record Fischer168Row(int index, int sp, String backRank) {
    }

    private StartTables() {
    }

    static List<Chess960Row> chess960() {
        List<Chess960Row> rows = new ArrayList<>();
        for (String[] f : read("chess960-start-positions.tsv", "sp\tbackrank\txfen\tshredder_fen", 4)) {
            rows.add(new Chess960Row(Integer.parseInt(f[0]), f[1], f[2], f[3]));
        }
        return rows;
    }

    static List<Fischer168Row> fischer168() {
        List<Fischer168Row> rows = new ArrayList<>();
        for (String[] f : read("fischer168.tsv", "index\tsp\tbackrank", 3)) {
            rows.add(new Fischer168Row(Integer.parseInt(f[0]), Integer.parseInt(f[1]), f[2]));
        }
        return rows;
    }

    private static List<String[]> read(String name, String header, int columns) {
        try (InputStream in = StartTables.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("test resource missing: " + name);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String first = reader.readLine();
            if (!header.equals(first)) {
                throw new IllegalStateException(name + ": unexpected header " + first);
            }
            List<String[]> rows = new ArrayList<>();
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.isBlank()) {
                    continue;
                }
                String[] fields = line.split("\t");
                if (fields.length != columns) {
                    throw new IllegalStateException(name + ": bad line " + line);
                }
                rows.add(fields);
            }
            return rows;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
