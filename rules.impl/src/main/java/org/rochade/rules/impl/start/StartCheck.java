package org.rochade.rules.impl.start;

import static org.rochade.rules.api.FenException.Field.CASTLING;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.rochade.rules.api.SetupProblem;
import org.rochade.rules.api.Square;
import org.rochade.rules.impl.fen.FenSetup;

/**
 * Decides whether a read FEN shows the start of a game from Chess960 arrays: each side's back rank
 * a legal array, all pawns home, White to move, castling rights only for the arrays' rooks (any
 * notation, each at most once; rights left out are reported, not refused) and no en passant square.
 * Move counters may be anything numeric, or missing.
 *
 * <p>It knows nothing about variants: whether Black must mirror White, and whether the array
 * belongs to Fischer168 or classic chess, is the {@link StartArrayCatalog}'s question. It never
 * throws, because the start check must explain every refusal: a FEN that could not be read is
 * refused for the reader's first problem (castling letters aside, which count only once the
 * placement is a start), anything else for the first problem found in the order of the fields.
 */
final class StartCheck {
    /** What the check concluded. */
    sealed interface Outcome permits Start, Rejected {
    }

    /**
     * The FEN shows a start with White's back rank {@code backRank} and Black's
     * {@code blackBackRank} (upper case, a to h); {@code missingCastling} are the rook squares whose
     * right the castling field leaves out, White's first, each side's from the a-file.
     */
    record Start(String backRank, String blackBackRank, List<Square> missingCastling) implements Outcome {
    }

    /** The FEN is not a Chess960 start, for {@code reason}. */
    record Rejected(String reason) implements Outcome {
    }

    private StartCheck() {
    }

    static Outcome check(FenSetup fen) {
        SetupProblem castlingProblem = null;
        for (SetupProblem problem : fen.problems()) {
            if (problem.field() != CASTLING) {
                return new Rejected(unreadable(fen, problem));
            }
            castlingProblem = problem;
        }
        char[] board = fen.board();
        String placement = checkPlacement(board);
        if (placement != null) {
            return new Rejected(placement);
        }
        String[] backRanks = {backRank(board, 0), backRank(board, 7)};
        if (!fen.whiteToMove()) {
            return new Rejected("black to move");
        }
        List<Square> missing = new ArrayList<>();
        String castling = checkCastling(fen, castlingProblem, backRanks, missing);
        if (castling != null) {
            return new Rejected(castling);
        }
        if (fen.enPassant() >= 0) {
            return new Rejected("en passant square '" + Square.of(fen.enPassant()) + "' at the start, '-' expected");
        }
        return new Start(backRanks[0], backRanks[1], missing);
    }

    /** Why a FEN the reader could not read is no start: no text, or not a FEN, and why. */
    private static String unreadable(FenSetup fen, SetupProblem problem) {
        String reason = switch (problem.field()) {
            case SIDE_TO_MOVE -> "side to move ";
            case EN_PASSANT -> "en passant field ";
            case HALFMOVE_CLOCK -> "halfmove clock ";
            case FULLMOVE_NUMBER -> "fullmove number ";
            default -> "";
        } + problem.message();
        boolean nothingGiven = fen.text() == null || fen.text().trim().isEmpty();
        return nothingGiven ? reason : "not a FEN: " + reason;
    }

    /** The pieces of one back rank, a to h, in upper case. */
    private static String backRank(char[] board, int rank) {
        return new String(board, rank * 8, 8).toUpperCase(Locale.ROOT);
    }

    /**
     * The placement must be an untouched start: pawns home, middle empty, each back rank a legal
     * array of its own side's pieces. Whether Black mirrors White is left to the catalogue.
     */
    private static String checkPlacement(char[] board) {
        for (int file = 0; file < 8; file++) {
            if (board[8 + file] != 'P') {
                return "pawn missing from " + square(file, 1);
            }
        }
        for (int file = 0; file < 8; file++) {
            if (board[48 + file] != 'p') {
                return "pawn missing from " + square(file, 6);
            }
        }
        for (int sq = 16; sq < 48; sq++) {
            if (board[sq] != 0) {
                return square(sq & 7, sq >>> 3) + " is not empty at the start (" + describe(board[sq]) + ")";
            }
        }
        String white = checkBackRank(board, 0);
        return white != null ? white : checkBackRank(board, 7);
    }

    /** Why one side's back rank is not a legal array of that side's pieces, or null. */
    private static String checkBackRank(char[] board, int rank) {
        boolean white = rank == 0;
        for (int file = 0; file < 8; file++) {
            char c = board[rank * 8 + file];
            if (c == 0) {
                return square(file, rank) + " is empty: " + colorName(white) + "'s back rank must be full";
            }
            if (Character.isUpperCase(c) != white || c == 'P' || c == 'p') {
                return square(file, rank) + " holds a " + describe(c) + ", a " + (white ? "white" : "black")
                        + " piece of the array expected";
            }
        }
        String defect = BackRank.defect(backRank(board, rank)).orElse(null);
        if (defect == null) {
            return null;
        }
        return white ? defect : "Black's back rank: " + defect;
    }

    /**
     * A start may grant the rights of each side's two rooks, each side's from its own array, in
     * any notation the reader reads; no right may be granted twice. The letters are judged in
     * their order: those the reader read must name an array's rook, then the reader's problem with
     * the letter after them counts. Rights not granted go to {@code missing}: an event may be played
     * with fewer of them.
     */
    private static String checkCastling(FenSetup fen, SetupProblem readerProblem, String[] backRanks,
                                        List<Square> missing) {
        boolean[][] granted = new boolean[2][8]; // [color][file]: color 0 White, 1 Black
        for (int rook : fen.castlingRooks()) {
            int color = rook < 8 ? 0 : 1;
            int file = rook & 7;
            if (backRanks[color].charAt(file) != 'R') {
                return "castling field '" + fen.castling() + "' names the " + BackRank.fileName(file)
                        + "-file, where " + colorName(color == 0) + " has no rook";
            }
            granted[color][file] = true;
        }
        if (readerProblem != null) {
            return "castling field " + readerProblem.message();
        }
        for (int color = 0; color < 2; color++) {
            for (int file = 0; file < 8; file++) {
                if (backRanks[color].charAt(file) == 'R' && !granted[color][file]) {
                    missing.add(Square.of(file, color == 0 ? 0 : 7));
                }
            }
        }
        return null;
    }

    private static String colorName(boolean white) {
        return white ? "White" : "Black";
    }

    private static String square(int file, int rank) {
        return BackRank.fileName(file) + (rank + 1);
    }

    private static String describe(char piece) {
        String color = Character.isUpperCase(piece) ? "white " : "black ";
        String name = switch (Character.toLowerCase(piece)) {
            case 'p' -> "pawn";
            case 'n' -> "knight";
            case 'b' -> "bishop";
            case 'r' -> "rook";
            case 'q' -> "queen";
            case 'k' -> "king";
            default -> "'" + piece + "'";
        };
        return color + name;
    }
}
