package org.rochade.games.api.pgn;

import java.util.List;
import java.util.Locale;

/**
 * Bounds on everything the reader keeps or counts, so that hostile or broken input produces an
 * error with a location instead of unbounded memory use or time. Input that exceeds a limit makes
 * the game invalid (a {@code limit} finding where the limit was crossed) and the reader
 * resynchronises at the next tag section.
 *
 * @param maxLineLength     bytes per input line
 * @param maxCommentLength  bytes in one comment
 * @param maxTagValueLength bytes in one tag value (after unescaping)
 * @param maxTags           tag pairs per game
 * @param maxVariationDepth nesting depth of variations
 * @param maxPlies          moves per game, variations included
 * @param maxGameBytes      bytes per game, counted from the end of the game before (so the text
 *                          between games counts too); a region of unreadable bytes longer than
 *                          this is reported in pieces of at most this size
 * @since 1.2.0 (maxGameBytes)
 */
public record PgnLimits(int maxLineLength, int maxCommentLength, int maxTagValueLength, int maxTags,
                        int maxVariationDepth, int maxPlies, int maxGameBytes) {

    /** The default of {@link #maxGameBytes()}: 16 MiB. */
    public static final int DEFAULT_MAX_GAME_BYTES = 16 << 20;

    /**
     * The limits by name, as {@link #with(String, int)} takes them: line, comment, tag-value,
     * tags, depth, plies, game (the order of the components).
     *
     * @since 1.7.0
     */
    public static final List<String> NAMES = List.of("line", "comment", "tag-value", "tags", "depth", "plies", "game");

    public PgnLimits {
        atLeast("line", maxLineLength, 80, " bytes");
        atLeast("comment", maxCommentLength, 1, " byte");
        atLeast("tag-value", maxTagValueLength, 1, " byte");
        atLeast("tags", maxTags, 1, "");
        atLeast("depth", maxVariationDepth, 1, "");
        atLeast("plies", maxPlies, 1, "");
        atLeast("game", maxGameBytes, 1024, " bytes");
    }

    private static void atLeast(String name, int value, int least, String unit) {
        if (value < least) {
            throw new IllegalArgumentException("the " + name + " limit must be at least " + least + unit + ", not " + value);
        }
    }

    /**
     * These limits with the one of that name (one of {@link #NAMES}, any case) set to {@code value}.
     *
     * @throws IllegalArgumentException for an unknown name or a value below the limit's least
     * @since 1.7.0
     */
    public PgnLimits with(String name, int value) {
        switch (name.toLowerCase(Locale.ROOT)) {
            case "line": return withMaxLineLength(value);
            case "comment": return withMaxCommentLength(value);
            case "tag-value": return withMaxTagValueLength(value);
            case "tags": return withMaxTags(value);
            case "depth": return withMaxVariationDepth(value);
            case "plies": return withMaxPlies(value);
            case "game": return withMaxGameBytes(value);
            default:
                throw new IllegalArgumentException("unknown limit '" + name + "' (" + String.join(", ", NAMES) + ")");
        }
    }

    /**
     * Generous defaults: 1 MiB lines and comments, 64 KiB tag values, 1000 tags, depth 64,
     * 10,000 plies, 16 MiB per game.
     */
    public static PgnLimits defaults() {
        return new PgnLimits(1 << 20, 1 << 20, 1 << 16, 1000, 64, 10_000, DEFAULT_MAX_GAME_BYTES);
    }

    public PgnLimits withMaxLineLength(int value) {
        return new PgnLimits(value, maxCommentLength, maxTagValueLength, maxTags, maxVariationDepth, maxPlies, maxGameBytes);
    }

    public PgnLimits withMaxCommentLength(int value) {
        return new PgnLimits(maxLineLength, value, maxTagValueLength, maxTags, maxVariationDepth, maxPlies, maxGameBytes);
    }

    public PgnLimits withMaxTagValueLength(int value) {
        return new PgnLimits(maxLineLength, maxCommentLength, value, maxTags, maxVariationDepth, maxPlies, maxGameBytes);
    }

    public PgnLimits withMaxTags(int value) {
        return new PgnLimits(maxLineLength, maxCommentLength, maxTagValueLength, value, maxVariationDepth, maxPlies, maxGameBytes);
    }

    public PgnLimits withMaxVariationDepth(int value) {
        return new PgnLimits(maxLineLength, maxCommentLength, maxTagValueLength, maxTags, value, maxPlies, maxGameBytes);
    }

    public PgnLimits withMaxPlies(int value) {
        return new PgnLimits(maxLineLength, maxCommentLength, maxTagValueLength, maxTags, maxVariationDepth, value, maxGameBytes);
    }

    public PgnLimits withMaxGameBytes(int value) {
        return new PgnLimits(maxLineLength, maxCommentLength, maxTagValueLength, maxTags, maxVariationDepth, maxPlies, value);
    }
}
