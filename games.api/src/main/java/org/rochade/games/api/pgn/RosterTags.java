package org.rochade.games.api.pgn;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * The Seven Tag Roster values of one game ({@link GameReport#tags()}): an immutable map of the roster
 * tags a game has, iterated in roster order, names spelt as in {@link GameReport#ROSTER}. Every game
 * report carries one, so it is an array by roster position rather than a hash map (validation makes
 * one per game).
 */
public final class RosterTags extends AbstractMap<String, String> {
    private static final int[] ROSTER_HINTS = GameReport.ROSTER.stream().mapToInt(TagNames::hint).toArray();
    private static final RosterTags NONE = new RosterTags(new String[GameReport.ROSTER.size()]);

    /** Value by roster position; null where the game has no such tag. */
    private final String[] values;
    /** How many tags the game has of the roster (the values that are not null). */
    private final int size;

    private RosterTags(String[] values) {
        this.values = values;
        int present = 0;
        for (String value : values) {
            present += value == null ? 0 : 1;
        }
        this.size = present;
    }

    /** The position of a roster tag in {@link GameReport#ROSTER} (name compared ignoring case), or -1. */
    public static int rosterIndex(String name) {
        int hint = TagNames.hint(name); // asked for every tag of every game: most are told apart here
        for (int i = 0; i < ROSTER_HINTS.length; i++) {
            if (ROSTER_HINTS[i] == hint && TagNames.same(GameReport.ROSTER.get(i), name)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The tags from their values by roster position (Event, Site, Date, Round, White, Black, Result;
     * null for a tag the game lacks).
     */
    public static RosterTags of(String... valuesInRosterOrder) {
        if (valuesInRosterOrder.length != GameReport.ROSTER.size()) {
            throw new IllegalArgumentException("the roster has " + GameReport.ROSTER.size() + " tags, not "
                    + valuesInRosterOrder.length);
        }
        return new RosterTags(valuesInRosterOrder.clone());
    }

    /** These tags as an immutable roster (the same object when it is one already). */
    public static RosterTags copyOf(Map<String, String> tags) {
        if (tags instanceof RosterTags roster) {
            return roster;
        }
        if (tags.isEmpty()) {
            return NONE;
        }
        String[] values = new String[GameReport.ROSTER.size()];
        for (Map.Entry<String, String> tag : tags.entrySet()) {
            int i = rosterIndex(tag.getKey());
            if (i < 0) {
                throw new IllegalArgumentException("not a roster tag: " + tag.getKey());
            }
            values[i] = java.util.Objects.requireNonNull(tag.getValue(), tag.getKey());
        }
        return new RosterTags(values);
    }

    @Override
    public String get(Object name) {
        int i = name instanceof String s ? GameReport.ROSTER.indexOf(s) : -1;
        return i < 0 ? null : values[i];
    }

    @Override
    public boolean containsKey(Object name) {
        return get(name) != null;
    }

    @Override
    public Set<Map.Entry<String, String>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public Iterator<Map.Entry<String, String>> iterator() {
                return new Iterator<>() {
                    private int next = advance(0);

                    private int advance(int from) {
                        int i = from;
                        while (i < values.length && values[i] == null) {
                            i++;
                        }
                        return i;
                    }

                    @Override
                    public boolean hasNext() {
                        return next < values.length;
                    }

                    @Override
                    public Map.Entry<String, String> next() {
                        if (next >= values.length) {
                            throw new NoSuchElementException();
                        }
                        Map.Entry<String, String> entry = Map.entry(GameReport.ROSTER.get(next), values[next]);
                        next = advance(next + 1);
                        return entry;
                    }
                };
            }

            @Override
            public int size() {
                return size;
            }
        };
    }
}
