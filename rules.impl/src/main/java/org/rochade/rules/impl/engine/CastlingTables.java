package org.rochade.rules.impl.engine;

import java.util.concurrent.atomic.AtomicReferenceArray;
import org.rochade.rules.api.spi.CastlingConvention;

/**
 * The {@link CastlingTable}s of one castling convention, each made once for its king squares and
 * castling rights and then shared (tables are immutable): an archive of positions (an opening
 * book) reads a FEN per game, and asking the convention about every right of every one of them
 * was a tenth of reading it, for the few hundred tables such an archive has. Direct-mapped: a
 * table stays until one with another key takes its slot. Thread-safe (the rules are shared).
 */
final class CastlingTables {
    private static final int SLOTS = 1024;
    private final CastlingConvention convention;
    private final AtomicReferenceArray<Keyed> tables = new AtomicReferenceArray<>(SLOTS);

    /** A table with the key it was made for. */
    private record Keyed(int key, CastlingTable table) {
    }

    CastlingTables(CastlingConvention convention) {
        this.convention = convention;
    }

    CastlingConvention convention() {
        return convention;
    }

    /**
     * The table for these kings and rights, as {@code new CastlingTable(convention, kings, rights)}
     * makes it.
     *
     * @param kings  king square per colour, each on the board (a checked setup's)
     * @param rights castling rights as rook squares, all on the back ranks (a checked setup's)
     */
    CastlingTable of(int[] kings, long rights) {
        int key = kings[Pieces.WHITE] | kings[Pieces.BLACK] << 6 | (int) (rights & 0xFF) << 12
                | (int) (rights >>> 56) << 20;
        int slot = (key * 0x9E3779B9) >>> 22; // the top 10 bits: SLOTS entries
        Keyed keyed = tables.getAcquire(slot);
        if (keyed != null && keyed.key == key) {
            return keyed.table;
        }
        CastlingTable table = new CastlingTable(convention, kings, rights);
        tables.setRelease(slot, new Keyed(key, table));
        return table;
    }
}
