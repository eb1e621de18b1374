package org.rochade.diagram.impl;

import org.rochade.rules.api.Color;
import org.rochade.rules.api.Piece;
import org.rochade.rules.api.PieceType;
import org.rochade.rules.api.Setup;
import org.rochade.rules.api.Square;

/** What stands where: one piece or null per square, by {@link Square#index()}. */
final class Placement {
    private Placement() {
    }

    static Piece[] of(Setup setup) {
        Piece[] board = new Piece[64];
        for (Square square : Square.values()) {
            board[square.index()] = setup.pieceAt(square);
        }
        return board;
    }

    /**
     * The first field of a FEN, eight ranks from the eighth down.
     *
     * @throws IllegalArgumentException when it is no such placement
     */
    static Piece[] of(String fen) {
        String field = fen.strip();
        int space = field.indexOf(' ');
        if (space >= 0) {
            field = field.substring(0, space);
        }
        String[] ranks = field.split("/", -1);
        if (ranks.length != 8) {
            throw notAPlacement(fen);
        }
        Piece[] board = new Piece[64];
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else {
                    PieceType type = PieceType.fromLetter(c);
                    if (type == null || file > 7) {
                        throw notAPlacement(fen);
                    }
                    board[rank * 8 + file++] = new Piece(Character.isUpperCase(c) ? Color.WHITE : Color.BLACK, type);
                }
                if (file > 8) {
                    throw notAPlacement(fen);
                }
            }
            if (file != 8) {
                throw notAPlacement(fen);
            }
        }
        return board;
    }

    private static IllegalArgumentException notAPlacement(String fen) {
        return new IllegalArgumentException("not a FEN piece placement: " + fen);
    }
}
