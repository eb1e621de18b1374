package org.rochade.rules.impl.start;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.rochade.rules.api.Square;

/**
 * Reads a FEN and decides whether it shows the start of a game from Chess960 arrays: each side's
 * back rank a legal array, all pawns home, White to move, castling rights only for the arrays'
 * rooks (any notation, each at most once; rights left out are reported, not refused) and no en
 * passant square. Move counters may be anything numeric, or missing.
 *
 * <p>It knows nothing about variants: whether Black must mirror White, and whether the array
 * belongs to Fischer168 or classic chess, is the {@link StartArrayCatalog}'s question. It never throws for bad text, because the start check
 * must explain every refusal; the first problem found, in reading order, becomes the reason.
 */
final class StartFenReader {
    /** What the reader concluded. */
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

    private StartFenReader() {
    }

    static Outcome read(String fen) {
        if (fen == null) {
            return new Rejected("no FEN given");
        }
        String trimmed = fen.strip();
        if (trimmed.isEmpty()) {
            return new Rejected("the FEN is empty");
        }
        String[] fields = FenFields.split(trimmed);
        if (fields.length < 4) {
            return new Rejected("not a FEN: " + fields.length + (fields.length == 1 ? " field" : " fields")
                    + ", at least 4 expected (placement, side to move, castling, en passant)");
        }
        if (fields.length > 6) {
            return new Rejected("not a FEN: " + fields.length + " fields, at most 6 expected");
        }
        Board board = parsePlacement(fields[0]);
        if (board.problem() != null) {
            return new Rejected(board.problem());
        }
        char[][] ranks = board.ranks();
        String syntax = checkOtherFieldsSyntax(fields);
        if (syntax != null) {
            return new Rejected(syntax);
        }
        String placement = checkPlacement(ranks);
        if (placement != null) {
            return new Rejected(placement);
        }
        String backRank = new String(ranks[0]);
        String blackBackRank = new String(ranks[7]).toUpperCase(Locale.ROOT);
        if (!fields[1].equals("w")) {
            return new Rejected("black to move");
        }
        List<Square> missing = new ArrayList<>();
        String castling = checkCastling(fields[2], new String[] {backRank, blackBackRank}, missing);
        if (castling != null) {
            return new Rejected(castling);
        }
        if (!fields[3].equals("-")) {
            return new Rejected("en passant square '" + fields[3] + "' at the start, '-' expected");
        }
        return new Start(backRank, blackBackRank, missing);
    }

    /**
     * The placement field read: {@code ranks[r][f]} with rank 1 at index 0 and 0 for an empty
     * square, or the problem that kept it from being read.
     */
    private record Board(char[][] ranks, String problem) {
        static Board unreadable(String problem) {
            return new Board(null, problem);
        }
    }

    private static Board parsePlacement(String placement) {
        String[] rows = placement.split("/", -1);
        if (rows.length != 8) {
            return Board.unreadable("not a FEN: the placement has " + rows.length + " ranks, 8 expected");
        }
        char[][] ranks = new char[8][8];
        for (int row = 0; row < 8; row++) {
            int rank = 7 - row;
            int file = 0;
            for (char c : rows[row].toCharArray()) {
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else if ("PNBRQKpnbrqk".indexOf(c) >= 0) {
                    if (file < 8) {
                        ranks[rank][file] = c;
                    }
                    file++;
                } else {
                    return Board.unreadable("not a FEN: '" + c + "' in rank " + (rank + 1)
                            + " is neither a piece letter nor a digit 1..8");
                }
            }
            if (file != 8) {
                return Board.unreadable("not a FEN: rank " + (rank + 1) + " has " + file + " squares, 8 expected");
            }
        }
        return new Board(ranks, null);
    }

    /** Syntax of the fields after the placement, so that an unreadable FEN is reported as such. */
    private static String checkOtherFieldsSyntax(String[] fields) {
        if (!fields[1].equals("w") && !fields[1].equals("b")) {
            return "not a FEN: side to move '" + fields[1] + "', 'w' or 'b' expected";
        }
        String ep = fields[3];
        if (!ep.equals("-") && !isEnPassantSquare(ep)) {
            return "not a FEN: en passant field '" + ep + "' is neither '-' nor a square on rank 3 or 6";
        }
        String[] names = {"halfmove clock", "fullmove number"};
        for (int i = 4; i < fields.length; i++) {
            if (!isDigits(fields[i])) {
                return "not a FEN: " + names[i - 4] + " '" + fields[i] + "' is not a number";
            }
        }
        return null;
    }

    /** Whether {@code field} is a square on rank 3 or 6 (what the regex [a-h][36] matches). */
    private static boolean isEnPassantSquare(String field) {
        return field.length() == 2 && field.charAt(0) >= 'a' && field.charAt(0) <= 'h'
                && (field.charAt(1) == '3' || field.charAt(1) == '6');
    }

    /**
     * Whether {@code field} is one or more digits, as the regex {@code \d+} matched them (which
     * are ASCII digits only: no Unicode flag was set).
     */
    private static boolean isDigits(String field) {
        if (field.isEmpty()) {
            return false;
        }
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    /**
     * The placement must be an untouched start: pawns home, middle empty, each back rank a legal
     * array of its own side's pieces. Whether Black mirrors White is left to the catalogue.
     */
    private static String checkPlacement(char[][] ranks) {
        for (int file = 0; file < 8; file++) {
            if (ranks[1][file] != 'P') {
                return "pawn missing from " + square(file, 1);
            }
        }
        for (int file = 0; file < 8; file++) {
            if (ranks[6][file] != 'p') {
                return "pawn missing from " + square(file, 6);
            }
        }
        for (int rank = 2; rank <= 5; rank++) {
            for (int file = 0; file < 8; file++) {
                if (ranks[rank][file] != 0) {
                    return square(file, rank) + " is not empty at the start (" + describe(ranks[rank][file]) + ")";
                }
            }
        }
        String white = checkBackRank(ranks[0], 0);
        return white != null ? white : checkBackRank(ranks[7], 7);
    }

    /** Why one side's back rank is not a legal array of that side's pieces, or null. */
    private static String checkBackRank(char[] pieces, int rank) {
        boolean white = rank == 0;
        for (int file = 0; file < 8; file++) {
            char c = pieces[file];
            if (c == 0) {
                return square(file, rank) + " is empty: " + colorName(white ? 0 : 1) + "'s back rank must be full";
            }
            if (Character.isUpperCase(c) != white || c == 'P' || c == 'p') {
                return square(file, rank) + " holds a " + describe(c) + ", a " + (white ? "white" : "black")
                        + " piece of the array expected";
            }
        }
        String defect = BackRank.defect(new String(pieces).toUpperCase(Locale.ROOT)).orElse(null);
        if (defect == null) {
            return null;
        }
        return white ? defect : "Black's back rank: " + defect;
    }

    /**
     * A start may grant the rights of each side's two rooks, each side's from its own array.
     * Letters may be X-FEN (K, Q: the outermost rook on that side, which in a start array is the
     * only one) or Shredder file letters, in any order and mixed; no right may be granted twice.
     * Rights not granted go to {@code missing}: an event may be played with fewer of them.
     */
    private static String checkCastling(String field, String[] backRanks, List<Square> missing) {
        // granted[color][file]: color 0 White, 1 Black
        boolean[][] granted = new boolean[2][8];
        if (!field.equals("-")) {
            for (char c : field.toCharArray()) {
                int color = Character.isUpperCase(c) ? 0 : 1;
                String rank = backRanks[color];
                char upper = Character.toUpperCase(c);
                int file;
                if (upper == 'K') {
                    file = rank.lastIndexOf('R');
                } else if (upper == 'Q') {
                    file = rank.indexOf('R');
                } else if (upper >= 'A' && upper <= 'H') {
                    file = upper - 'A';
                    if (rank.charAt(file) != 'R') {
                        return "castling field '" + field + "' names the " + BackRank.fileName(file)
                                + "-file, where " + colorName(color) + " has no rook";
                    }
                } else {
                    return "castling field '" + field + "' has '" + c + "', which is neither K, Q, k, q nor a file letter";
                }
                if (granted[color][file]) {
                    return "castling field '" + field + "' grants the right of the rook on "
                            + square(file, color == 0 ? 0 : 7) + " twice";
                }
                granted[color][file] = true;
            }
        }
        for (int color = 0; color < 2; color++) {
            int rank = color == 0 ? 0 : 7;
            for (int file = 0; file < 8; file++) {
                if (backRanks[color].charAt(file) == 'R' && !granted[color][file]) {
                    missing.add(Square.of(file, rank));
                }
            }
        }
        return null;
    }

    private static String colorName(int color) {
        return color == 0 ? "White" : "Black";
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
