package org.rochade.rules.impl.fen;

import java.util.List;
import org.rochade.rules.api.SetupProblem;

/**
 * A FEN as {@link FenReader} read it: what its fields say, not yet judged as a position, and the
 * problems that kept fields from being read, at most one per field, in field order. A field with a
 * problem, and every field after an unreadable placement, holds its "nothing" value.
 *
 * @param text           the FEN as given (null when none was)
 * @param board          the FEN letter on each square (index 0 = a1 ... 63 = h8), 0 when empty;
 *                       all empty when the placement could not be read
 * @param whiteToMove    the side to move
 * @param castling       the castling field as written ("-" when none; "" when not read)
 * @param castlingRooks  the rook squares the castling letters name, in the letters' order, up to
 *                       the first letter that could not be read: K/Q (and k/q) the outermost rook
 *                       on that side of the only king, a file letter that file's back-rank square
 * @param enPassant      the en passant square (on rank 3 or 6), or -1
 * @param halfmoveClock  the halfmove clock's digits, or null when the FEN has none
 * @param fullmoveNumber the fullmove number's digits, or null when the FEN has none
 * @param problems       why fields could not be read (empty when every field was)
 */
public record FenSetup(String text, char[] board, boolean whiteToMove, String castling, int[] castlingRooks,
                       int enPassant, String halfmoveClock, String fullmoveNumber, List<SetupProblem> problems) {
}
