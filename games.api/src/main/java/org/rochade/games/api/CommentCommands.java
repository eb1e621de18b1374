package org.rochade.games.api;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one place that reads and writes the annotations inside comments: the embedded commands
 * {@code [%clk h:mm:ss]}, {@code [%emt h:mm:ss]} and {@code [%eval 0.35]} / {@code [%eval #-3]} /
 * {@code [%eval 0.35,20]} (lichess, ChessBase, python-chess), and the engine note that cutechess
 * and XBoard write as a whole comment after an engine's move: {@code +0.69/29 36s},
 * {@code -M12/30 1.2s}, {@code -0.22/13 0.1}, {@code +0.00/11}. Rewriting one replaces only its own
 * characters; everything else in the comments stays exactly as written.
 */
final class CommentCommands {

    private CommentCommands() {
    }

    /** What can be read from and written into comments. */
    enum Command {
        CLOCK(Pattern.compile("\\[%clk\\s+(\\d{1,5}):(\\d{1,2}):(\\d{1,2}(?:\\.\\d{1,9})?)\\s*]")),
        ELAPSED(Pattern.compile("\\[%emt\\s+(\\d{1,5}):(\\d{1,2}):(\\d{1,2}(?:\\.\\d{1,9})?)\\s*]")),
        EVAL(Pattern.compile("\\[%eval\\s+(?:#([+-]?\\d{1,5})|([+-]?(?:\\d{1,5}(?:\\.\\d{0,9})?|\\.\\d{1,9})))"
                + "(?:\\s*,\\s*(\\d{1,4}))?\\s*]")),
        /**
         * Score/depth and time at the start of a comment. The score has a sign, a decimal point or an
         * M (so that "1/2 offered" is no score); the time is seconds, with or without "s". Text may
         * follow after a space, a comma or a semicolon ("+M12/30 1.2s, White mates").
         */
        ENGINE(Pattern.compile("^\\s*([+-]?)(M?)(\\d{1,6}(?:\\.\\d{1,6})?)/(\\d{1,4})"
                + "(?:\\s+(\\d{1,9}(?:\\.\\d{1,6})?)(s?))?(?=$|[\\s,;])"));

        final Pattern pattern;

        Command(Pattern pattern) {
            this.pattern = pattern;
        }

        /** The command in one comment, or null. */
        Matcher find(String comment) {
            Matcher m = pattern.matcher(comment);
            if (!m.find()) {
                return null;
            }
            if (this == ENGINE && m.group(1).isEmpty() && m.group(2).isEmpty() && m.group(3).indexOf('.') < 0) {
                return null;
            }
            return m;
        }
    }

    // ---- reading ---------------------------------------------------------------------------

    static Annotations read(List<String> comments) {
        Duration clock = null;
        Duration elapsed = null;
        Evaluation eval = null;
        Evaluation engine = null;
        Duration engineTime = null;
        for (String comment : comments) {
            Matcher m;
            if (clock == null && (m = Command.CLOCK.find(comment)) != null) {
                clock = duration(m);
            }
            if (elapsed == null && (m = Command.ELAPSED.find(comment)) != null) {
                elapsed = duration(m);
            }
            if (eval == null && (m = Command.EVAL.find(comment)) != null) {
                eval = m.group(1) != null ? Evaluation.mate(Integer.parseInt(strip(m.group(1))))
                        : Evaluation.centipawns(centipawns(m.group(2)));
                if (m.group(3) != null) {
                    eval = eval.withDepth(Integer.parseInt(m.group(3)));
                }
            }
            if (engine == null && (m = Command.ENGINE.find(comment)) != null) {
                int sign = m.group(1).equals("-") ? -1 : 1;
                int depth = Integer.parseInt(m.group(4));
                engine = (m.group(2).isEmpty() ? Evaluation.centipawns(sign * centipawns(m.group(3)))
                        : Evaluation.mate(sign * Integer.parseInt(m.group(3)))).withDepth(depth);
                engineTime = m.group(5) == null ? null : seconds(m.group(5));
            }
        }
        return new Annotations(clock, elapsed, eval, engine, engineTime);
    }

    private static String strip(String signed) {
        return signed.startsWith("+") ? signed.substring(1) : signed;
    }

    /** Pawns as written ("0.35", "-1.2", "+3", ".5") in centipawns, rounded half away from zero. */
    private static int centipawns(String pawns) {
        return new BigDecimal(strip(pawns)).movePointRight(2).setScale(0, RoundingMode.HALF_UP).intValueExact();
    }

    private static Duration duration(Matcher m) {
        return Duration.ofHours(Long.parseLong(m.group(1))).plusMinutes(Long.parseLong(m.group(2)))
                .plus(seconds(m.group(3)));
    }

    private static Duration seconds(String text) {
        BigDecimal seconds = new BigDecimal(text);
        return Duration.ofNanos(seconds.movePointRight(9).setScale(0, RoundingMode.HALF_UP).longValueExact());
    }

    // ---- writing ---------------------------------------------------------------------------

    /** {@code h:mm:ss}, with the fraction of a second when there is one ({@code 0:00:07.3}). */
    static String clockText(Duration d) {
        if (d.isNegative()) {
            throw new IllegalArgumentException("a clock time is not negative: " + d);
        }
        long s = d.getSeconds();
        return (s / 3600) + ":" + String.format(Locale.ROOT, "%02d:%02d", s / 60 % 60, s % 60) + fraction(d.getNano());
    }

    /** Seconds as cutechess writes them: {@code 36}, {@code 1.2}, {@code 0.028}. */
    static String secondsText(Duration d) {
        if (d.isNegative()) {
            throw new IllegalArgumentException("a move time is not negative: " + d);
        }
        return d.getSeconds() + fraction(d.getNano());
    }

    private static String fraction(int nanos) {
        if (nanos == 0) {
            return "";
        }
        String digits = String.format(Locale.ROOT, "%09d", nanos);
        int end = digits.length();
        while (digits.charAt(end - 1) == '0') {
            end--;
        }
        return "." + digits.substring(0, end);
    }

    static String command(Command command, Duration time) {
        return "[%" + (command == Command.CLOCK ? "clk" : "emt") + " " + clockText(time) + "]";
    }

    static String evalCommand(Evaluation eval) {
        String depth = eval.depth().isPresent() ? "," + eval.depth().getAsInt() : "";
        return "[%eval " + eval + depth + "]";
    }

    /** The engine note as cutechess writes it: {@code +0.69/29 36s}, {@code -M12/30 1.2s}. */
    static String engineNote(Evaluation eval, Duration time) {
        OptionalInt depth = eval.depth();
        if (depth.isEmpty()) {
            throw new IllegalArgumentException("an engine note has a depth (score/depth): " + eval);
        }
        String score = eval.isMate() ? (eval.value() < 0 ? "-M" : "+M") + Math.abs(eval.value())
                : Evaluation.pawns(eval.value(), true);
        return score + "/" + depth.getAsInt() + (time == null ? "" : " " + secondsText(time) + "s");
    }

    /**
     * Puts a command into a node's comments, or takes it out ({@code text} null), changing nothing
     * else: where the command is already, its characters are replaced; a new {@code [%...]}
     * command goes after the last command of the comment that has one (else into a comment of its
     * own, after the others), a new engine note into a comment of its own before the others. A
     * command taken out takes one space next to it along, and a comment left blank goes.
     */
    static void put(List<String> comments, Command command, String text) {
        for (int i = 0; i < comments.size(); i++) {
            String comment = comments.get(i);
            Matcher m = command.find(comment);
            if (m == null) {
                continue;
            }
            int start = m.start();
            int end = m.end();
            while (start < end && Character.isWhitespace(comment.charAt(start))) {
                start++; // an engine note's match starts with the comment's leading spaces
            }
            if (text != null) {
                comments.set(i, comment.substring(0, start) + text + comment.substring(end));
                return;
            }
            if (end < comment.length() && comment.charAt(end) == ' ') {
                end++;
            } else if (start > 0 && comment.charAt(start - 1) == ' ') {
                start--;
            }
            String rest = comment.substring(0, start) + comment.substring(end);
            if (rest.isBlank()) {
                comments.remove(i);
            } else {
                comments.set(i, rest);
            }
            return;
        }
        if (text == null) {
            return;
        }
        if (command == Command.ENGINE) {
            comments.add(0, text);
            return;
        }
        for (int i = comments.size() - 1; i >= 0; i--) {
            int last = lastCommandEnd(comments.get(i));
            if (last >= 0) {
                String comment = comments.get(i);
                comments.set(i, comment.substring(0, last) + " " + text + comment.substring(last));
                return;
            }
        }
        comments.add(text);
    }

    /** Where the last {@code [%...]} command of a comment ends, or -1 when it has none. */
    private static int lastCommandEnd(String comment) {
        int open = comment.lastIndexOf("[%");
        if (open < 0) {
            return -1;
        }
        int close = comment.indexOf(']', open);
        return close < 0 ? -1 : close + 1;
    }
}
