package org.rochade.rules.api.pgn;

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

    public PgnLimits {
        if (maxLineLength < 80 || maxCommentLength < 1 || maxTagValueLength < 1 || maxTags < 1
                || maxVariationDepth < 1 || maxPlies < 1 || maxGameBytes < 1024) {
            throw new IllegalArgumentException(
                    "limits must be positive (lines at least 80 bytes, games at least 1024 bytes)");
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
