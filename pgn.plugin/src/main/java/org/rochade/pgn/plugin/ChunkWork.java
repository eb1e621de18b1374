package org.rochade.pgn.plugin;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.rochade.pgn.plugin.read.GameReader;
import org.rochade.pgn.plugin.read.PgnGame;
import org.rochade.pgn.plugin.read.PgnTokenizer;

/**
 * A worker's job: reads one chunk apart, as if the reader of the whole input were between games
 * at its start (which {@link ChunkedReading} makes sure of before using the result), and turns
 * its games into results, with lines counted from 1 at the chunk's start ({@link ChunkResult}).
 * It reads on into the next chunk as far as the last game needs, and says whether it ended
 * exactly at the next chunk's start in the state of a reader started there, and on which line;
 * only then may the next chunk's result be used too, its lines moved by those of this one.
 */
final class ChunkWork {
    /** The line a chunk's reader starts counting on, whatever the chunk's line in the input. */
    static final long FIRST_LINE = 1;

    private ChunkWork() {
    }

    /**
     * @param tail the next chunk, or null when {@code chunk} is the last
     * @throws IOException when a reader cannot be opened (at the input's start, which it reads)
     */
    static <R> ChunkResult<R> read(Chunk chunk, Chunk tail, InOrderBatches.Readers readers,
            Function<PgnGame, R> worker, PgnTokenizer.Parts parts) throws IOException {
        ChunkStream in = new ChunkStream(chunk, tail);
        GameReader reader = readers.open(in, chunk.start, FIRST_LINE, parts);
        List<R> results = new ArrayList<>();
        long[] positions = new long[64];
        long end = chunk.end();
        for (;;) {
            PgnGame game;
            try {
                game = reader.next();
            } catch (IOException e) {
                // Also where the input really broke: the failure names the line reading stopped
                // at, counted from this chunk's start; the calling thread reads it again and tells it.
                return ChunkResult.unsure();
            }
            if (in.ranOut()) {
                return ChunkResult.unsure();
            }
            if (game == null) {
                return chunk.last ? new ChunkResult<>(ChunkResult.End.AT_INPUT_END, results, positions,
                        reader.position(), -1, null) : ChunkResult.unsure();
            }
            long position = reader.position();
            boolean atNext = false;
            if (!chunk.last && position >= end) {
                if (position > end || tail == null || !reader.freshFromHere()) {
                    return ChunkResult.unsure();
                }
                atNext = true;
            }
            try {
                results.add(worker.apply(game));
            } catch (RuntimeException e) {
                return new ChunkResult<>(atNext ? ChunkResult.End.AT_NEXT : ChunkResult.End.AT_INPUT_END, results,
                        positions, reader.position(), reader.line(), e);
            }
            positions = ChunkResult.add(positions, results.size() - 1, position);
            if (atNext) {
                return new ChunkResult<>(ChunkResult.End.AT_NEXT, results, positions, -1, reader.line(), null);
            }
        }
    }
}
