package org.rochade.rules.impl.engine;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.rochade.rules.api.Variant;
import org.rochade.rules.api.spi.CastlingConvention;

/** One line of a perft suite file: a named FEN and its known node counts for depths 1, 2, ... */
record PerftSuite(String name, String fen, long[] counts) {

    static List<PerftSuite> load(String resource) {
        List<PerftSuite> cases = new ArrayList<>();
        try (InputStream in = PerftSuite.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + resource);
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = reader.readLine()) != null; ) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] parts = line.split("\t");
                long[] counts = Arrays.stream(parts[2].split(" ")).mapToLong(Long::parseLong).toArray();
                cases.add(new PerftSuite(parts[0], parts[1], counts));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return cases;
    }

    /**
     * The positions of the Chess960 and tricky suites as working boards (Chess960 rules, the given
     * castling convention): varied positions for tests that compare one generator or reader with another.
     */
    static List<Board> suiteBoards(CastlingConvention castling) {
        List<Board> boards = new ArrayList<>();
        for (String suite : List.of("chess960.tsv", "tricky.tsv")) {
            for (PerftSuite c : load(suite)) {
                boards.add(SetupCheck.fromFen(c.fen(), Variant.CHESS960, new CastlingTables(castling)).toBoard());
            }
        }
        return boards;
    }

    /**
     * Depths to check: as many, from depth 1, as the known node counts of all of them together stay
     * within {@code nodeBudget} (depth 1 always), or all known ones with -Pdeep-perft. A budget, not
     * a depth, bounds each case's time whatever its branching factor.
     */
    int depthsWithin(long nodeBudget) {
        if (Boolean.getBoolean("rochade.deepPerft")) {
            return counts.length;
        }
        int depths = 1;
        long nodes = counts[0];
        while (depths < counts.length && nodes + counts[depths] <= nodeBudget) {
            nodes += counts[depths];
            depths++;
        }
        return depths;
    }
}
