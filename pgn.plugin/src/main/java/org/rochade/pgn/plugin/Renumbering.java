package org.rochade.pgn.plugin;

import java.util.ArrayList;
import java.util.List;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.FindingKind;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.pgn.plugin.read.LineMessages;

/**
 * Game numbers and lines of reports made apart per chunk, moved to their place in the whole
 * input. A chunk is read with its lines counted from 1 ({@link ChunkWork}): where it starts in the
 * input is known only once the chunks before it are read. So every line a report names moves: the
 * game's, each finding's, and those that finding messages name: the messages built with the words
 * of {@link LineMessages}. {@code ChunkedReadingTest} holds every one of them, read in chunks, to
 * reading on one thread.
 */
final class Renumbering {
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
            case NESTED_COMMENT -> movedAfter(message, after(message, LineMessages.NESTED_COMMENT), lines);
            case LIMIT -> movedAfter(message, after(message, LineMessages.COMMENT_TOO_LONG), lines);
            case DUPLICATE_TAG, DUPLICATE_TAG_CONFLICT -> {
                int at = message.startsWith(LineMessages.TAG) ? message.indexOf(LineMessages.TAG_GIVEN_AGAIN) : -1;
                yield movedAfter(message, at < 0 ? -1 : at + LineMessages.TAG_GIVEN_AGAIN.length(), lines);
            }
            default -> message;
        };
    }

    /** Where the message goes on after its opening words, or -1 when it does not open with them. */
    private static int after(String message, String words) {
        return message.startsWith(words) ? words.length() : -1;
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
