package org.rochade.itest;

import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * A multi-game Chess960 PGN made in memory as it is read, so that a validation can be kept running
 * until a test has done what it wants meanwhile: games come until {@code enough} says so (after at
 * least {@code minGames}) or {@code maxGames} are out. Game i (0-based) starts from SP
 * {@link #sp(int)}, has {@link #LINES_PER_GAME} lines and four pawn moves legal from every array.
 */
final class GeneratedGames extends GameStream {
    /** Five tags, a blank line, the move text and the blank line between games. */
    static final int LINES_PER_GAME = 8;

    private final List<String> fens;
    private final int minGames;
    private final int maxGames;
    private final BooleanSupplier enough;
    private int games;

    /** @param fens the X-FEN of every Chess960 start array, by SP */
    GeneratedGames(List<String> fens, int minGames, int maxGames, BooleanSupplier enough) {
        this.fens = fens;
        this.minGames = minGames;
        this.maxGames = maxGames;
        this.enough = enough;
    }

    static int sp(int game) {
        return game * 389 % 960;
    }

    /** Games handed out so far. */
    int games() {
        return games;
    }

    @Override
    protected String nextGame() {
        if (games >= maxGames || games >= minGames && enough.getAsBoolean()) {
            return null;
        }
        String game = "[Event \"swap " + games + "\"]\n"
                + "[Result \"*\"]\n"
                + "[Variant \"Chess960\"]\n"
                + "[SetUp \"1\"]\n"
                + "[FEN \"" + fens.get(sp(games)) + "\"]\n"
                + "\n"
                + "1. a3 a6 2. h3 h6 *\n";
        games++;
        return game + "\n";
    }
}
