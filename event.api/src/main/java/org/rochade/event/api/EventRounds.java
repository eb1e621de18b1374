package org.rochade.event.api;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.osgi.annotation.versioning.ProviderType;
import org.rochade.event.api.format.FormatException;
import org.rochade.rules.api.ChessRules;

/**
 * The rounds of the events whose formats are kept in one directory: the one record of which array each
 * round plays. A round is written to the record (file {@code org.rochade.format-NAME.rounds} beside the
 * format's) before anyone is told of it, and is never drawn again.
 *
 * <p><b>One truth per round.</b> A reveal takes the directory's lock (a file lock, so across processes,
 * and an in-process lock), then reads the format file and the record as they are now, draws, writes the
 * record aside and renames it into place, and lets go. Two reveals at once, in one process or two, give
 * two consecutive rounds, never one round twice. The format's start rule decides each round: a fixed
 * array plays every round ({@link #revealFixed}); with the die, the arbiter's throws find the round's
 * array ({@link #revealByDie}); at random, the seeded draw {@link RoundDraw} documents
 * ({@link #revealNext}), which never repeats an array.
 *
 * <p>The {@code rules} given are the format's variant's, as the caller chose them, running with the
 * format's castling convention ({@link org.rochade.event.api.format.FormatRules#among} finds them among
 * the services): a reveal with another variant's rules or another convention's is refused with a
 * {@link FormatException} naming both, and records nothing. Thread-safe.
 */
@ProviderType
public interface EventRounds {

    /**
     * The rounds of a format revealed so far, round 1 first. Reads the record as it is now (another
     * process may have added a round).
     *
     * @throws FormatException when the record cannot be read, or was written for another variant or
     *                         commitment than the format now has
     */
    List<RevealedRound> revealed(String format, ChessRules rules);

    /**
     * Reveals the next round of a format that draws its arrays at random: the seeded draw, from a seed
     * that matches the format's commitment.
     *
     * @throws FormatException when the format draws otherwise, holds no commitment or no number of rounds,
     *                         the seed does not match, every round is revealed, or the format's
     *                         variant is not that of {@code rules}
     */
    RevealedRound revealNext(String format, ChessRules rules, DrawSeed seed);

    /**
     * Reveals the next round of a format that plays one fixed array.
     *
     * @throws FormatException when the format chooses its arrays otherwise, does not say how many
     *                         rounds it has, or every round is revealed
     */
    RevealedRound revealFixed(String format, ChessRules rules);

    /**
     * Reveals the next round of a format that finds its arrays with the die, from the throws the
     * arbiter entered for this round (in order; for dfrc White's array first, then Black's).
     *
     * @throws FormatException when the format chooses its arrays otherwise, does not say how many
     *                         rounds it has, every round is revealed, or the throws are too few or not
     *                         faces 1..6 (nothing is recorded then)
     */
    DiceReveal revealByDie(String format, ChessRules rules, List<Integer> faces);

    /** The format whose rounds were revealed last (by any process), when any were; what a hall shows first. */
    Optional<String> latest();

    /**
     * Tells {@code changed} the name of each format whose record of rounds changes from now on, by
     * whichever process, within about a quarter of a second (the directory is polled), on a thread of
     * its own, until the returned handle is closed.
     */
    AutoCloseable watch(Consumer<String> changed);
}
