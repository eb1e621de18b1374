package org.rochade.rules.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Whether a FEN is a legal start for a variant: either the start array it shows, or the reason it
 * is not one ("bishops on squares of the same colour", "not among the 168 Fischer168 arrays",
 * "White has moved: pawn missing from e2", ...).
 *
 * <p>A start whose castling field gives fewer than the four rights (an event played without
 * castling writes {@code -}) is still that array's start: the verdict is legal and
 * {@link #missingCastling} names the rook squares whose right the FEN does not give.
 *
 * @param start           the array, when the FEN shows a legal start
 * @param reason          why it is not one; null when it is
 * @param missingCastling the rook squares of the array whose castling right the FEN leaves out,
 *                        White's before Black's, each side's from the a-file; empty when all are given
 */
public record StartVerdict(Optional<StartArray> start, String reason, List<Square> missingCastling) {

    public StartVerdict {
        Objects.requireNonNull(start, "start");
        missingCastling = List.copyOf(missingCastling);
    }

    public static StartVerdict legal(StartArray start) {
        return new StartVerdict(Optional.of(start), null, List.of());
    }

    /** A legal start whose FEN leaves out the castling rights of the rooks on {@code missing}. */
    public static StartVerdict legal(StartArray start, List<Square> missing) {
        return new StartVerdict(Optional.of(start), null, missing);
    }

    public static StartVerdict notAStart(String reason) {
        return new StartVerdict(Optional.empty(), reason, List.of());
    }

    public boolean isLegal() {
        return start.isPresent();
    }

    /** Whether the FEN gives all four castling rights of the array. */
    public boolean hasAllCastlingRights() {
        return missingCastling.isEmpty();
    }

    /**
     * The rights left out, in words: "all four (the FEN gives no castling rights)" when all are
     * missing, otherwise e.g. "White O-O (rook h1), Black O-O-O (rook a8)"; empty when none is missing.
     */
    public String missingRights() {
        if (missingCastling.isEmpty()) {
            return "";
        }
        if (missingCastling.size() == 4) {
            return "all four (the FEN gives no castling rights)";
        }
        StartArray array = start.orElseThrow();
        List<String> names = new ArrayList<>();
        for (Square rook : missingCastling) {
            boolean white = rook.rank() == 0;
            String rank = white ? array.backRank() : array.blackBackRank();
            String side = rook.file() < rank.indexOf('K') ? "O-O-O" : "O-O";
            names.add((white ? "White " : "Black ") + side + " (rook " + rook + ")");
        }
        return String.join(", ", names);
    }

    /**
     * The castling of the FEN as a sentence for a reader: "the FEN gives no castling rights" when all
     * four are missing, otherwise e.g. "the FEN leaves out White O-O (rook h1)"; empty when none is.
     *
     * @since 1.7
     */
    public String castlingNote() {
        if (missingCastling.isEmpty()) {
            return "";
        }
        return missingCastling.size() == 4 ? "the FEN gives no castling rights" : "the FEN leaves out " + missingRights();
    }
}
