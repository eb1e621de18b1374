package org.rochade.rules.api;

import org.osgi.annotation.versioning.ProviderType;

/**
 * A cursor replaying one game's move text: the main line and, through
 * {@link #startVariation()}/{@link #endVariation()}, its variations. Mutable and confined to one
 * thread; one per game. Errors leave the cursor where it was.
 */
@ProviderType
public interface MoveTextReplayer {

    /**
     * Plays a SAN move (the same dialects {@link org.rochade.rules.api.ChessRules#parseSan} reads).
     *
     * @throws org.rochade.rules.api.SanException when the move cannot be read, is illegal or ambiguous
     */
    void play(String san);

    /**
     * Plays a SAN move whose text was read before: the same as {@link #play(String)}, with the same
     * moves, errors and messages, for a caller that reads each distinct move text once (a PGN
     * archive repeats a few thousand texts millions of times) instead of once per move.
     *
     * @param pattern {@link SanPattern#read SanPattern.read(san)}; any other value is a caller's
     *                error, for which the move played, if any, is unspecified
     * @throws org.rochade.rules.api.SanException as {@link #play(String)}
     * @since 1.5.0
     */
    default void play(String san, int pattern) {
        play(san);
    }

    /**
     * The side to move passes (a null move, "--" in PGN).
     *
     * @throws org.rochade.rules.api.RulesException when the side to move is in check
     */
    void playNull();

    /**
     * Enters a variation: saves the current state and goes back to the position before the last
     * move played on the current line, which the variation replaces.
     *
     * @throws org.rochade.rules.api.RulesException when no move has been played on the current line
     */
    void startVariation();

    /** Leaves the innermost variation, back to the state saved when it was entered. */
    void endVariation();

    /**
     * The side of the castling the last move of the current line was, or {@code null} when it was
     * not castling (or nothing has been played on this line).
     *
     * @since 1.4.0
     */
    org.rochade.rules.api.CastlingSide lastCastling();

    /** Whether the side to move is in check. */
    boolean isCheck();

    /**
     * The status of the current position (checkmate, stalemate, dead material, the 75-move rule),
     * without building a {@link Position}. The cursor keeps no history, so repetitions are not
     * counted.
     *
     * @since 1.2.0
     */
    GameStatus status();

    /** The current position as an immutable value (built on each call: use it at the edges). */
    Position position();

    /**
     * The move last played on the current line, or null after a null move, at the start, or right
     * after entering a variation.
     *
     * @since 1.4.0
     */
    Move lastMove();

    /**
     * The move last played in SAN as {@link org.rochade.rules.api.ChessRules#toSan} writes it,
     * {@code "--"} after a null move, null when there is none (as {@link #lastMove()}).
     *
     * @since 1.4.0
     */
    String lastSan();

    /** Room {@link #lastSan(byte[], int)} may need after its index: longer than any SAN. */
    int SAN_BYTES = 16;

    /**
     * {@link #lastSan()} written as ASCII bytes into {@code into} from {@code at}, for a writer that
     * keeps its text in bytes: the same characters, without a String (writing an archive asks this
     * for every move).
     *
     * @param into room for {@link #SAN_BYTES} bytes from {@code at}
     * @return the index after the SAN, or -1 when {@link #lastSan()} is null or would not fit as
     *         ASCII in {@link #SAN_BYTES} bytes (then ask {@link #lastSan()})
     * @since 1.6.0
     */
    default int lastSan(byte[] into, int at) {
        return asciiInto(lastSan(), into, at);
    }

    /**
     * A text's characters as bytes into {@code into} from {@code at}: the index after them, or -1
     * when the text is null, longer than {@link #SAN_BYTES} or not ASCII.
     *
     * @since 1.6.0
     */
    static int asciiInto(String text, byte[] into, int at) {
        if (text == null || text.length() > SAN_BYTES) {
            return -1;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= 0x80) {
                return -1;
            }
            into[at + i] = (byte) c;
        }
        return at + text.length();
    }

    /**
     * The move last played in UCI with the variant's default castling encoding, {@code "0000"} after
     * a null move, null when there is none.
     *
     * @since 1.4.0
     */
    String lastUci();
}
