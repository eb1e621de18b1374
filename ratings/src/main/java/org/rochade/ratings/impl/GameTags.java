package org.rochade.ratings.impl;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.FindingKind;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.ratings.RatedGame;

/** Turns a game's tags into a {@link RatedGame}, noting what it could not use. */
final class GameTags {
    /**
     * Errors in the play of the moves or in the start position: the players, the ratings and the
     * result were still read, and FIDE rates the result the arbiter recorded, not the score sheet.
     * Any other error (the tags, a comment or the input running on, the result itself) leaves the
     * game uncounted.
     */
    private static final Set<FindingKind> RATED_DESPITE = EnumSet.of(FindingKind.ILLEGAL_MOVE, FindingKind.AMBIGUOUS_MOVE,
            FindingKind.SAN_SYNTAX, FindingKind.NULL_MOVE, FindingKind.EN_PASSANT_SUFFIX_MISPLACED, FindingKind.NAG,
            FindingKind.UNKNOWN_VARIANT, FindingKind.NO_RULES, FindingKind.BAD_FEN, FindingKind.BAD_START);

    private GameTags() {
    }

    /**
     * The game's players, ratings and result; null for a game that is not counted (with a warning):
     * one whose errors are not all in its moves or start ({@link #RATED_DESPITE}), or whose White and
     * Black are one name. A game rated despite invalid moves gets a warning too.
     *
     * @param warnings where sentences about this game go
     */
    static RatedGame rated(String source, TagsVisitor.Tagged tags, List<String> warnings) {
        RatedGame place = new RatedGame(source, tags.report().game(), tags.report().line(), "?", "?", null, null,
                RatedGame.Result.UNFINISHED);
        String where = place.place();
        if (!tags.report().isValid()) {
            boolean movesOnly = tags.report().findings().stream().filter(Finding::isError)
                    .allMatch(error -> RATED_DESPITE.contains(error.kind()));
            if (!movesOnly) {
                warnings.add(where + " is not valid PGN, not counted: " + firstError(tags.report()));
                return null;
            }
            warnings.add(where + ": the moves are not valid (" + firstError(tags.report()) + "); rated by its recorded result");
        }
        String white = name(tags.white());
        String black = name(tags.black());
        if (white.equals(black)) {
            // One player on both sides would score a win and a loss (or two halves) against itself.
            warnings.add(where + ": White and Black are the same player '" + white + "': not counted");
            return null;
        }
        return new RatedGame(source, tags.report().game(), tags.report().line(), white, black,
                rating(tags.whiteElo(), "WhiteElo", where, warnings), rating(tags.blackElo(), "BlackElo", where, warnings),
                result(tags.result(), tags.report().result()));
    }

    /** Where and why an invalid game is invalid: its first error ("line 25, column 7, ply 2: illegal move ..."). */
    private static String firstError(GameReport report) {
        List<Finding> errors = report.findings().stream().filter(Finding::isError).toList();
        if (errors.isEmpty()) {
            return "invalid";
        }
        Finding first = errors.get(0);
        List<String> place = new ArrayList<>();
        if (first.line() > 0) {
            place.add("line " + first.line());
        }
        if (first.column() > 0) {
            place.add("column " + first.column());
        }
        if (first.ply() > 0) {
            place.add("ply " + first.ply());
        }
        return (place.isEmpty() ? "" : String.join(", ", place) + ": ") + first.message()
                + (errors.size() > 1 ? " (and " + (errors.size() - 1) + " more)" : "");
    }

    /** The Result tag when it is a result, else the move text's termination marker, else unfinished. */
    static RatedGame.Result result(String tag, String termination) {
        RatedGame.Result result = tag == null ? null : RatedGame.Result.ofMarker(tag.strip());
        if (result == null && termination != null) {
            result = RatedGame.Result.ofMarker(termination);
        }
        return result == null ? RatedGame.Result.UNFINISHED : result;
    }

    private static String name(String tag) {
        return tag == null ? "?" : tag;
    }

    /** A rating, or null for none: no tag, empty, "-", "?" or 0 (as unrated players are written). */
    static Integer rating(String tag, String name, String where, List<String> warnings) {
        String value = tag == null ? "" : tag.strip();
        if (value.isEmpty() || value.equals("-") || value.equals("?") || value.equals("0")) {
            return null;
        }
        try {
            int rating = Integer.parseInt(value);
            if (rating > 0 && rating < 5000) {
                return rating;
            }
        } catch (NumberFormatException e) {
            // not a rating: said below
        }
        warnings.add(where + ": " + name + " '" + value + "' is not a rating; the game is unrated");
        return null;
    }
}
