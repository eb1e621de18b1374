package org.rochade.games.api;

import java.util.ArrayList;
import java.util.List;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.RosterTags;
import org.rochade.games.api.pgn.TagNames;

/**
 * A game's tag section as PGN export format writes it, the start's tags apart: the one rule that
 * the PGN writer and {@link Game#equals} share, so that a game written and read back has equal tags.
 *
 * <ol>
 * <li>The Seven Tag Roster first, in its order, names spelt as in {@link GameReport#ROSTER}: of
 *     each the first value the game gives (names compared ignoring case); a roster tag the game
 *     lacks gets the standard's placeholder ({@code ?}, Date {@code ????.??.??}), and a missing
 *     Result the termination marker ({@code *} when there is none).</li>
 * <li>Then every other tag in input order, as given, except: Variant, SetUp and FEN (the writer
 *     writes them from the game's {@link Start}, right after the roster); a roster tag given again
 *     with the first one's value (nothing to keep); any Event tag after the first (a reader takes a
 *     second Event tag for the next game's). A roster tag given again with another value stays here,
 *     in its place among the others, so that nothing else is lost.</li>
 * </ol>
 * Nothing else is added, dropped or reordered. Applied to its own result it gives that result again.
 *
 * @since 1.1.0
 */
public final class ExportTags {
    /** The placeholders of a missing roster tag, by roster position (Result: see {@link #of}). */
    private static final List<String> PLACEHOLDERS = List.of("?", "?", "????.??.??", "?", "?", "?", "*");
    private static final int EVENT = GameReport.ROSTER.indexOf("Event");
    private static final int RESULT = GameReport.ROSTER.indexOf("Result");

    private ExportTags() {
    }

    /**
     * The tags as written (see the class comment), without Variant, SetUp and FEN.
     *
     * @param termination the game's termination marker, or null when it has none
     */
    public static List<Tag> of(List<Tag> tags, String termination) {
        String[] roster = new String[GameReport.ROSTER.size()];
        // Each tag's roster position found once (this runs for every game an archive writes).
        int[] positions = new int[tags.size()];
        for (int k = 0; k < positions.length; k++) {
            Tag t = tags.get(k);
            int r = RosterTags.rosterIndex(t.name());
            positions[k] = r;
            if (r >= 0 && roster[r] == null) {
                roster[r] = t.value();
            }
        }
        List<Tag> out = new ArrayList<>(tags.size() + roster.length);
        for (int i = 0; i < roster.length; i++) {
            String value = roster[i];
            if (value == null) {
                value = i == RESULT && termination != null ? termination : PLACEHOLDERS.get(i);
            }
            out.add(new Tag(GameReport.ROSTER.get(i), value));
        }
        boolean[] first = new boolean[roster.length];
        for (int k = 0; k < positions.length; k++) {
            Tag t = tags.get(k);
            int r = positions[k];
            if (r < 0 && isStartTag(t.name())) {
                continue;
            }
            if (r < 0) {
                out.add(t);
            } else if (!first[r]) {
                first[r] = true; // written in the roster
            } else if (r != EVENT && !t.value().equals(roster[r])) {
                out.add(t);
            }
        }
        return out;
    }

    /** Whether a tag is one of those that describe the start (Variant, SetUp, FEN; case ignored). */
    public static boolean isStartTag(String name) {
        return TagNames.same(name, "Variant") || TagNames.same(name, "SetUp") || TagNames.same(name, "FEN");
    }
}
