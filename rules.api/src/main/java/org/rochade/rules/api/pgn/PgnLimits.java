package org.rochade.rules.api.pgn;

/**
 * Bounds on every buffer the reader keeps, so that hostile or broken input produces an error with a
 * location instead of unbounded memory use. Input that exceeds a limit makes the game invalid and
 * the reader resynchronises at the next game.
 *
 * @param maxLineLength     bytes per input line
 * @param maxCommentLength  bytes in one comment
 * @param maxTagValueLength bytes in one tag value (after unescaping)
 * @param maxTags           tag pairs per game
 * @param maxVariationDepth nesting depth of variations
 * @param maxPlies          moves per game, variations included
 */
public record PgnLimits(int maxLineLength, int maxCommentLength, int maxTagValueLength, int maxTags,
                        int maxVariationDepth, int maxPlies) {

    public PgnLimits {
        if (maxLineLength < 80 || maxCommentLength < 1 || maxTagValueLength < 1 || maxTags < 1
                || maxVariationDepth < 1 || maxPlies < 1) {
            throw new IllegalArgumentException("limits must be positive (lines at least 80 bytes)");
        }
    }

    /** Generous defaults: 1 MiB lines and comments, 64 KiB tag values, 1000 tags, depth 64, 10,000 plies. */
    public static PgnLimits defaults() {
        return new PgnLimits(1 << 20, 1 << 20, 1 << 16, 1000, 64, 10_000);
    }
}
