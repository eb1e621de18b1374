package org.rochade.launcher.cli;

import java.util.Map;
import org.rochade.rules.api.Variant;

/**
 * One perft run.
 *
 * @param fen    the FEN as given
 * @param divide node count per root move in UCI, in move order; {@code null} unless --divide
 */
record PerftResult(Variant variant, String fen, int depth, long nodes, long nanos, Map<String, Long> divide) {

    /** Nodes per second, 0 when no time was measured. */
    long nodesPerSecond() {
        return nanos <= 0 ? 0 : (long) (nodes * 1e9 / nanos);
    }
}
