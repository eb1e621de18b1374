package org.rochade.pgn.plugin;

import java.util.ArrayList;
import java.util.List;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.FindingKind;
import org.rochade.games.api.pgn.GameReport;

/**
 * Game numbers and lines of reports made apart per chunk, moved to their place in the whole
 * input. A chunk is read with its lines counted from 1 ({@link ChunkWork}): where it starts in the
 * input is known only once the chunks before it are read. So every line a report names moves: the
 * game's, each finding's, and those that finding messages name. The messages that name a line are
 * built in {@code read.GameReader} and {@code read.PgnTokenizer}; {@link #message} knows their
 * shapes, and {@code ChunkedReadingTest} holds every one of them, read in chunks, to reading on one
 * thread.
 */
final class Renumbering {
    /** The messages that name a line: the kinds they come with, and the words before the line. */
    private static final String NESTED = "comments do not nest: this '{' is inside the comment opened at line ";
    private static final String COMMENT_LIMIT = "the comment opened at line ";
    /** After "tag NAME" (a tag name has no spaces). */
    private static final String DUPLICATE = " given again (first at line ";

    private Renumbering() {
    }

    /**
     * The report with its game number moved up by the games read before its chunk, and its lines
     * by the lines before it.
     */
    static GameReport report(GameReport r, long gamesBefore, long linesBefore) {
        List<Finding> findings = r.findings();
        if (linesBefore != 0 && !findings.isEmpty()) {
            List<Finding> moved = new ArrayList<>(findings.size());
            for (Finding f : findings) {
                moved.add(new Finding(f.kind(), f.line() + linesBefore, f.column(), f.ply(), f.move(),
                        message(f.kind(), f.message(), linesBefore)));
            }
            findings = moved;
        }
        return new GameReport(r.game() + gamesBefore, r.line() + linesBefore, r.variant(), r.sp(), r.spBlack(), r.status(),
                r.plies(), r.finalFen(), findings, r.result(), r.castlings(), r.tags());
    }

    /** A finding's message with the line it names (if its kind names one) moved by {@code lines}. */
    static String message(FindingKind kind, String message, long lines) {
        return switch (kind) {
            case NESTED_COMMENT -> movedAfter(message, message.startsWith(NESTED) ? NESTED.length() : -1, lines);
            case LIMIT -> movedAfter(message, message.startsWith(COMMENT_LIMIT) ? COMMENT_LIMIT.length() : -1,
                    lines);
            case DUPLICATE_TAG, DUPLICATE_TAG_CONFLICT -> {
                int at = message.startsWith("tag ") ? message.indexOf(DUPLICATE) : -1;
                yield movedAfter(message, at < 0 ? -1 : at + DUPLICATE.length(), lines);
            }
            default -> message;
        };
    }

    /** The decimal number at {@code from} moved by {@code lines}; the message unchanged when from is -1. */
    private static String movedAfter(String message, int from, long lines) {
        if (from < 0) {
            return message;
        }
        int to = from;
        while (to < message.length() && message.charAt(to) >= '0' && message.charAt(to) <= '9') {
            to++;
        }
        if (to == from) {
            return message;
        }
        long line = Long.parseLong(message, from, to, 10);
        return message.substring(0, from) + (line + lines) + message.substring(to);
    }
}
