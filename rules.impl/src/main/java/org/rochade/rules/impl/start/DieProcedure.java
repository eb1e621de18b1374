package org.rochade.rules.impl.start;

import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.function.IntSupplier;
import org.rochade.rules.api.DiceResult;
import org.rochade.rules.api.DieRoll;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.Variant;

/**
 * Bodlaender's die procedure for a Chess960 array, with an ordinary six-sided die: dark-square
 * bishop, light-square bishop, queen, one knight, the other knight, then rook, king and rook on the
 * three squares left.
 *
 * <p>Faces out of range for a step are thrown again, which is what makes the 1920 accepted
 * outcomes (4*4*6*5*4) cover each of the 960 arrays exactly twice. Every throw is reported, the
 * re-rolls included, so that a player can replay the procedure at the board.
 */
public final class DieProcedure {

    private DieProcedure() {
    }

    /**
     * Runs the procedure, throwing {@code die} as often as needed.
     *
     * @param die gives one face 1..6 per call; it may throw {@link NoSuchElementException} when it
     *            has no more throws
     * @return the Chess960 array (number = SP) and every throw
     * @throws RulesException for a face outside 1..6, or when the die runs out of throws
     */
    public static DiceResult roll(IntSupplier die) {
        Objects.requireNonNull(die, "die");
        Thrower thrower = new Thrower(die, "", '1', 0);
        String backRank = side(thrower);
        int sp = Scharnagl.sp(backRank).orElseThrow();
        return new DiceResult(new StartArray(Variant.CHESS960, sp, sp, backRank), thrower.rolls);
    }

    /**
     * Double Fischer Random: the procedure for White's array, then again for Black's, with the same
     * die. Each throw's meaning starts with the side it is for ("White: ...", "Black: ...").
     *
     * @return the dfrc array (number = White's SP * 960 + Black's SP) and every throw
     * @throws RulesException for a face outside 1..6, or when the die runs out of throws
     */
    public static DiceResult rollDfrc(IntSupplier die) {
        Objects.requireNonNull(die, "die");
        Thrower white = new Thrower(die, "White: ", '1', 0);
        String whiteRank = side(white);
        Thrower black = new Thrower(die, "Black: ", '8', white.throwCount);
        String blackRank = side(black);
        int sp = Scharnagl.sp(whiteRank).orElseThrow();
        int spBlack = Scharnagl.sp(blackRank).orElseThrow();
        List<DieRoll> rolls = new ArrayList<>(white.rolls);
        rolls.addAll(black.rolls);
        return new DiceResult(new StartArray(Variant.DFRC, sp * Scharnagl.COUNT + spBlack, sp, whiteRank,
                spBlack, blackRank), rolls);
    }

    /** One side's back rank (upper case, a to h). */
    private static String side(Thrower thrower) {
        char[] rank = new char[8];

        // The first throw puts a bishop on the a-, c-, e- or g-file, the second on the b-, d-, f- or
        // h-file: dark and light squares on rank 1, light and dark on rank 8 (Black's own array in
        // Double Fischer Random). Each bishop is named by the colour of its square on its rank.
        String evenFiles = thrower.squareColour(0) + "-square bishop";
        String oddFiles = thrower.squareColour(1) + "-square bishop";
        int even = thrower.accept(4, "the " + evenFiles);
        rank[2 * (even - 1)] = 'B';
        thrower.used(even, evenFiles + " on " + thrower.square(2 * (even - 1)));

        int odd = thrower.accept(4, "the " + oddFiles);
        rank[2 * (odd - 1) + 1] = 'B';
        thrower.used(odd, oddFiles + " on " + thrower.square(2 * (odd - 1) + 1));

        place(thrower, rank, 'Q', 6, "queen", "the queen");
        place(thrower, rank, 'N', 5, "first knight", "the first knight");
        place(thrower, rank, 'N', 4, "second knight", "the second knight");

        rank[Scharnagl.freeSquare(rank, 0)] = 'R';
        rank[Scharnagl.freeSquare(rank, 0)] = 'K';
        rank[Scharnagl.freeSquare(rank, 0)] = 'R';
        return new String(rank);
    }

    /** One step that puts {@code piece} on the n-th free square, n thrown in 1..{@code range}. */
    private static void place(Thrower thrower, char[] rank, char piece, int range, String name, String target) {
        int n = thrower.accept(range, target);
        int file = Scharnagl.freeSquare(rank, n - 1);
        rank[file] = piece;
        thrower.used(n, name + " on " + thrower.square(file) + " (free square " + n + ")");
    }

    /** Throws the die, checks faces and records every throw; lives only for one procedure run. */
    private static final class Thrower {
        private final IntSupplier die;
        /** Put before every meaning: which side's array the throw is for, or nothing. */
        private final String side;
        private final List<DieRoll> rolls = new ArrayList<>();
        /** The digit of the back rank being built, for the squares the meanings name. */
        private final char rank;
        private int throwCount;

        /** @param earlierThrows throws of the same die before this run, so error messages count on */
        Thrower(IntSupplier die, String side, char rank, int earlierThrows) {
            this.die = die;
            this.side = side;
            this.rank = rank;
            this.throwCount = earlierThrows;
        }

        /** The square on {@code file} of the back rank being built. */
        String square(int file) {
            return BackRank.fileName(file) + rank;
        }

        /** "dark" or "light": the colour of the square on {@code file} of the back rank being built (a1 is dark). */
        String squareColour(int file) {
            return (file + (rank - '1')) % 2 == 0 ? "dark" : "light";
        }

        /** Throws until a face in 1..{@code range} comes up, recording the faces thrown again. */
        int accept(int range, String target) {
            while (true) {
                int face = next(target);
                if (face <= range) {
                    return face;
                }
                rolls.add(new DieRoll(face, false,
                        side + face + " is out of range 1.." + range + " for " + target + ": roll again"));
            }
        }

        void used(int face, String meaning) {
            rolls.add(new DieRoll(face, true, side + meaning));
        }

        private int next(String target) {
            int face;
            try {
                face = die.getAsInt();
            } catch (NoSuchElementException e) {
                throw new RulesException("the die ran out of throws after " + throwCount
                        + (throwCount == 1 ? " throw (" : " throws (")
                        + side + target + " still needs one)");
            }
            throwCount++;
            if (face < 1 || face > 6) {
                throw new RulesException("throw " + throwCount + " of the die gave " + face
                        + ", a die shows 1..6");
            }
            return face;
        }
    }
}
