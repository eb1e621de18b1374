package org.rochade.rules.impl.engine;

import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.Square;

/** Writes X-FEN or Shredder-FEN. */
final class FenWriter {
    private FenWriter() {
    }

    static String write(EnginePosition p, FenFormat format) {
        StringBuilder sb = new StringBuilder(90);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int code = p.code(rank * 8 + file);
                if (code == Pieces.EMPTY) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(Pieces.fenChar(code));
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(' ').append(p.side() == Pieces.WHITE ? 'w' : 'b').append(' ');
        int before = sb.length();
        appendCastling(sb, p, Pieces.WHITE, format);
        appendCastling(sb, p, Pieces.BLACK, format);
        if (sb.length() == before) {
            sb.append('-');
        }
        sb.append(' ').append(p.epSquareIndex() < 0 ? "-" : Square.of(p.epSquareIndex()).toString());
        sb.append(' ').append(p.halfmoveClock()).append(' ').append(p.fullmoveNumber());
        return sb.toString();
    }

    /** King side first, then queen side, as in "KQkq" and "HAha". */
    private static void appendCastling(StringBuilder sb, EnginePosition p, int color, FenFormat format) {
        int backRank = color == Pieces.WHITE ? 0 : 7;
        long rights = p.castlingRightsMask() & Bits.rankMask(backRank);
        if (rights == 0) {
            return;
        }
        int king = p.kingSquare(color);
        long kingSide = rights & ~(Bits.bit(king) - 1);
        long queenSide = rights & (Bits.bit(king) - 1);
        if (kingSide != 0) {
            sb.append(letter(p, color, Bits.lowest(kingSide), king, +1, format));
        }
        if (queenSide != 0) {
            sb.append(letter(p, color, Bits.lowest(queenSide), king, -1, format));
        }
    }

    private static char letter(EnginePosition p, int color, int rook, int king, int step, FenFormat format) {
        char c;
        if (format == FenFormat.XFEN && isOutermost(p, color, rook, step)) {
            c = step > 0 ? 'K' : 'Q';
        } else {
            c = (char) ('A' + (rook & 7));
        }
        return color == Pieces.WHITE ? c : Character.toLowerCase(c);
    }

    /** No other own rook stands beyond this one, away from the king, on the back rank. */
    private static boolean isOutermost(EnginePosition p, int color, int rook, int step) {
        int rookCode = Pieces.code(color, Pieces.ROOK);
        for (int file = (rook & 7) + step; file >= 0 && file < 8; file += step) {
            if (p.code((rook & ~7) + file) == rookCode) {
                return false;
            }
        }
        return true;
    }
}
