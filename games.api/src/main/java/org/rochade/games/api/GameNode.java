package org.rochade.games.api;

import java.util.List;
import java.util.Objects;
import org.rochade.rules.api.Move;

/**
 * One move of a {@link Game}'s move tree, immutable. Nodes are told apart by identity when asking a
 * game for the position at one ({@link Game#positionAfter}): two equal moves in two places are two
 * nodes.
 *
 * @param written          the move as written in the input (as rendered for a move a host played)
 * @param san              the move as Rochade writes SAN (O-O/O-O-O, minimal disambiguation, + and
 *                         #), {@code "--"} for a null move, null when the move was not legal
 * @param uci              UCI in the variant's default castling encoding, {@code "0000"} for a null
 *                         move, null when not legal
 * @param move             the move, null for a null move or one that was not legal
 * @param startingComments comments before the move that open a variation (before its first move)
 * @param comments         comments after the move, in order
 * @param nags             numeric annotation glyphs after the move, in order
 * @param variations       the alternatives to this move, in order: each a line whose first node is
 *                         played from the position before this move
 */
public record GameNode(String written, String san, String uci, Move move, List<String> startingComments,
                       List<String> comments, List<Integer> nags, List<List<GameNode>> variations) {

    public GameNode {
        Objects.requireNonNull(written, "written");
        startingComments = List.copyOf(startingComments);
        comments = List.copyOf(comments);
        nags = List.copyOf(nags);
        variations = variations.isEmpty() ? List.of() : copyOfLines(variations);
    }

    // Most nodes have no variation: no stream and no copy for them (a node is made per move read).
    private static List<List<GameNode>> copyOfLines(List<List<GameNode>> lines) {
        List<List<GameNode>> copies = new java.util.ArrayList<>(lines.size());
        for (List<GameNode> line : lines) {
            copies.add(List.copyOf(line));
        }
        return java.util.Collections.unmodifiableList(copies);
    }

    /** Whether this is a null move (the side to move passes). */
    public boolean isNullMove() {
        return "--".equals(san) || (san == null && ("--".equals(written) || "Z0".equals(written) || "0000".equals(written)));
    }

    /**
     * The clock, move time and evaluations the move's comments carry ({@code [%clk]}, {@code [%emt]},
     * {@code [%eval]}, cutechess's {@code +0.69/29 36s}), read on each call.
     */
    public Annotations annotations() {
        return comments.isEmpty() ? Annotations.NONE : Annotations.of(comments);
    }

    /** Whether the move was legal (a null move counts as played). */
    public boolean isPlayed() {
        return san != null;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GameNode n && Objects.equals(san, n.san) && Objects.equals(uci, n.uci)
                && (san != null || written.equals(n.written)) && startingComments.equals(n.startingComments)
                && comments.equals(n.comments) && nags.equals(n.nags) && variations.equals(n.variations);
    }

    @Override
    public int hashCode() {
        return Objects.hash(san == null ? written : san, comments, nags, variations.size());
    }
}
