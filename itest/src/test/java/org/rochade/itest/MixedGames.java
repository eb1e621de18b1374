package org.rochade.itest;

import java.util.List;
import java.util.function.BooleanSupplier;
import org.rochade.rules.api.Variant;

/**
 * An endless multi-game PGN of every variant, made as it is read, until {@code enough} says so. Game
 * number n (1-based, as reports count) is of {@link #kind(long) kind} n % 4; two kinds castle, so
 * that a game checked with the "none" convention differs from one checked with FIDE castling.
 */
final class MixedGames extends GameStream {

    /** What a game is, and what its report must say when it is checked with some rules. */
    enum Kind {
        /** A Chess960 array from its X-FEN, four pawn moves. */
        CHESS960_PAWNS(Variant.CHESS960, 4, 0),
        /** Classic chess, no FEN tag, white castles short at ply 7. */
        CLASSIC_CASTLING(Variant.CLASSIC, 8, 7),
        /** SP 288 (BBQNRKRN): king f1, rooks e1 and g1, so both sides castle short at once. */
        CHESS960_CASTLING(Variant.CHESS960, 2, 1),
        /** A Fischer168 array from its X-FEN, four pawn moves. */
        FISCHER168_PAWNS(Variant.FISCHER168, 4, 0);

        final Variant variant;
        final int plies;
        /** The ply of the first castling move, 0 when the game does not castle. */
        final int castlingPly;

        Kind(Variant variant, int plies, int castlingPly) {
            this.variant = variant;
            this.plies = plies;
            this.castlingPly = castlingPly;
        }
    }

    private final List<String> chess960Fens;
    private final List<String> fischer168Fens;
    private final BooleanSupplier enough;
    private long games;

    /**
     * @param chess960Fens   the X-FEN of every Chess960 array, by SP
     * @param fischer168Fens the X-FEN of every Fischer168 array, by number - 1
     */
    MixedGames(List<String> chess960Fens, List<String> fischer168Fens, BooleanSupplier enough) {
        this.chess960Fens = chess960Fens;
        this.fischer168Fens = fischer168Fens;
        this.enough = enough;
    }

    static Kind kind(long number) {
        return Kind.values()[(int) (number % 4)];
    }

    /** Games handed out so far. */
    long games() {
        return games;
    }

    @Override
    protected String nextGame() {
        if (enough.getAsBoolean()) {
            return null;
        }
        games++;
        return "[Event \"swap " + games + "\"]\n[Result \"*\"]\n" + tagsAndMoves(games) + " *\n\n";
    }

    private String tagsAndMoves(long number) {
        switch (kind(number)) {
            case CHESS960_PAWNS:
                return setUp("Chess960", chess960Fens.get((int) (number % 960))) + "1. a3 a6 2. h3 h6";
            case CLASSIC_CASTLING:
                return "\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6";
            case CHESS960_CASTLING:
                return setUp("Chess960", chess960Fens.get(288)) + "1. O-O O-O";
            default:
                return setUp("Fischer168", fischer168Fens.get((int) (number % 168))) + "1. a3 a6 2. h3 h6";
        }
    }

    private static String setUp(String variant, String fen) {
        return "[Variant \"" + variant + "\"]\n[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n";
    }
}
