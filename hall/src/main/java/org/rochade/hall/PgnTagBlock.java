package org.rochade.hall;

import org.rochade.event.api.hall.HallRound;

/**
 * The PGN tags every game of a round starts from, as arbiters paste them into DGT or broadcast
 * software: Event, Round, Variant (left out when the format writes none, as for classic chess), SetUp
 * and FEN (X-FEN, the form PGN readers take for Chess960, with the castling rights the event's rules give).
 */
final class PgnTagBlock {
    private PgnTagBlock() {
    }

    static String of(HallRound round) {
        StringBuilder tags = new StringBuilder(200);
        tag(tags, "Event", round.event());
        tag(tags, "Round", Integer.toString(round.round()));
        if (!round.variantTag().isEmpty()) {
            tag(tags, "Variant", round.variantTag());
        }
        tag(tags, "SetUp", "1");
        tag(tags, "FEN", round.xfen());
        return tags.toString();
    }

    /** A tag line; a quote or backslash in the value is escaped with a backslash (PGN standard, 7). */
    private static void tag(StringBuilder tags, String name, String value) {
        tags.append('[').append(name).append(" \"");
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '"' || c == '\\') {
                tags.append('\\');
            }
            tags.append(c);
        }
        tags.append("\"]\n");
    }
}
