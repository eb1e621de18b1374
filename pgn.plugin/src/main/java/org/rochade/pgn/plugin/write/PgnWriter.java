package org.rochade.pgn.plugin.write;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.rochade.pgn.plugin.check.GameStart;
import org.rochade.pgn.plugin.check.NullMove;
import org.rochade.pgn.plugin.read.PgnGame;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Color;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.Variant;

/**
 * Writes a valid game in PGN export format (PGN standard, section 8): the Seven Tag Roster first
 * and in order, the other tags after in input order, Variant/SetUp/FEN whenever the game is not
 * classic chess from the standard array, move text in lines of at most 80 characters with one space
 * between tokens, SAN re-rendered from the position (so 0-0 and king-takes-rook become O-O/O-O-O,
 * check marks and disambiguation are recomputed), comments, NAGs (as $n) and variations kept.
 *
 * <p>Whitespace runs inside comments become single spaces: lines must be re-wrapped, and readers
 * treat a line end in a comment as a space anyway.
 */
public final class PgnWriter {
    private static final int WIDTH = 80;
    private static final String STANDARD = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final List<String> ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");
    private static final List<String> ROSTER_DEFAULTS = List.of("?", "?", "????.??.??", "?", "?", "?", "*");
    private static final Set<String> REWRITTEN = Set.of("variant", "setup", "fen");

    private final String chess960Spelling;
    private final FenFormat fenFormat;

    /**
     * @param chess960Spelling the Variant tag value for Chess960 games, e.g. its own {@link Variant#pgnTag()}
     * @param fenFormat        how FEN castling rights are written
     */
    public PgnWriter(String chess960Spelling, FenFormat fenFormat) {
        this.chess960Spelling = chess960Spelling;
        this.fenFormat = fenFormat;
    }

    public PgnWriter() {
        this(Variant.CHESS960.pgnTag(), FenFormat.XFEN);
    }

    /**
     * The game in export format, ending with a blank line.
     *
     * @throws org.rochade.rules.api.RulesException when a move is not legal (write valid games only)
     */
    public String write(PgnGame game, GameStart start) {
        StringBuilder sb = new StringBuilder(1024);
        for (Tag t : tags(game, start)) {
            tag(sb, t.name(), t.value());
        }
        sb.append('\n');
        Lines lines = new Lines(sb);
        writeMoves(game, start.rules(), start.position(), lines);
        lines.word(game.result() == null ? "*" : game.result());
        lines.end();
        sb.append('\n');
        return sb.toString();
    }

    /**
     * The tag section as written: the Seven Tag Roster (missing ones with the standard's
     * placeholders), Variant/SetUp/FEN as the start needs them, then the other tags in input order.
     * The JSON Lines output uses the same list, so both forms agree on the tags.
     */
    public List<Tag> tags(PgnGame game, GameStart start) {
        List<Tag> tags = new ArrayList<>(game.tagCount() + 10);
        for (int i = 0; i < ROSTER.size(); i++) {
            String value = game.tag(ROSTER.get(i));
            if (value == null && i == 6 && game.result() != null) {
                value = game.result();
            }
            tags.add(new Tag(ROSTER.get(i), value == null ? ROSTER_DEFAULTS.get(i) : value));
        }
        Variant variant = start.rules().variant();
        if (variant == Variant.CHESS960) {
            tags.add(new Tag("Variant", chess960Spelling));
        } else if (!variant.pgnTag().isEmpty()) {
            tags.add(new Tag("Variant", variant.pgnTag()));
        }
        // SetUp is written with every FEN, also where the input lacked it.
        if (variant != Variant.CLASSIC || !start.position().fen(FenFormat.XFEN).equals(STANDARD)) {
            tags.add(new Tag("SetUp", "1"));
            tags.add(new Tag("FEN", start.position().fen(fenFormat)));
        }
        for (int i = 0; i < game.tagCount(); i++) {
            String name = game.tagName(i);
            if (REWRITTEN.contains(name.toLowerCase(Locale.ROOT))) {
                continue; // written above from the start; a second, different one makes the game invalid
            }
            // A roster tag given again with another value (a warning when read) is kept among the
            // others, so that nothing is lost; a repeat of the same value is dropped. Not Event:
            // readers take a second Event tag for the start of the next game.
            if (!isRoster(name) || (!name.equalsIgnoreCase("Event") && !game.tagValue(i).equals(game.tag(name)))) {
                tags.add(new Tag(name, game.tagValue(i)));
            }
        }
        return tags;
    }

    /** A tag pair as written. */
    public record Tag(String name, String value) {
    }

    private static boolean isRoster(String name) {
        for (String r : ROSTER) {
            if (r.equalsIgnoreCase(name)) {
                return true;
            }
        }
        return false;
    }

    private static void tag(StringBuilder sb, String name, String value) {
        sb.append('[').append(name).append(" \"");
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == '"' || c == '\\') {
                sb.append('\\');
            }
            sb.append(c);
        }
        sb.append("\"]\n");
    }

    /** Replays as the checker does (explicit stack for variations) to render each move's SAN. */
    private static void writeMoves(PgnGame game, ChessRules rules, Position start, Lines lines) {
        java.util.ArrayList<Position[]> stack = new java.util.ArrayList<>();
        Position position = start;
        Position before = null;
        boolean number = true; // a move number is due even for Black (after comments, variations)
        for (int i = 0; i < game.size(); i++) {
            switch (game.kind(i)) {
                case PgnGame.SAN:
                case PgnGame.NULL_MOVE: {
                    boolean white = position.sideToMove() == Color.WHITE;
                    if (white) {
                        lines.word(position.fullmoveNumber() + ".");
                    } else if (number) {
                        lines.word(position.fullmoveNumber() + "...");
                    }
                    Position next;
                    if (game.kind(i) == PgnGame.SAN) {
                        Move move = rules.parseSan(position, game.text(i));
                        lines.word(rules.toSan(position, move));
                        next = rules.play(position, move);
                    } else {
                        lines.word("--");
                        next = NullMove.after(rules, position);
                    }
                    before = position;
                    position = next;
                    number = false;
                    break;
                }
                case PgnGame.COMMENT:
                    comment(game.text(i), lines);
                    number = true;
                    break;
                case PgnGame.NAG:
                    lines.word("$" + game.nag(i));
                    break;
                case PgnGame.VARIATION_START:
                    stack.add(new Position[] {position, before});
                    position = before;
                    before = null;
                    lines.open();
                    number = true;
                    break;
                case PgnGame.VARIATION_END: {
                    Position[] saved = stack.remove(stack.size() - 1);
                    position = saved[0];
                    before = saved[1];
                    lines.close();
                    number = true;
                    break;
                }
                default:
                    break;
            }
        }
    }

    private static void comment(String text, Lines lines) {
        // A '}' cannot appear in a brace comment; such a (rest-of-line) comment keeps its text
        // as a rest-of-line comment instead.
        String[] words = text.trim().split("\\s+");
        if (text.indexOf('}') >= 0) {
            lines.restOfLineComment(String.join(" ", words));
            return;
        }
        if (words.length == 1) {
            lines.word("{" + words[0] + "}");
            return;
        }
        for (int w = 0; w < words.length; w++) {
            lines.word((w == 0 ? "{" : "") + words[w] + (w == words.length - 1 ? "}" : ""));
        }
    }

    /**
     * Words into lines of at most 80 characters. A word is held back until the next one arrives,
     * so that ")" can be glued to it and "(" to the word after.
     *
     * <p>No line may start with a comment word beginning with '[' (readers, ours included, take
     * such a line for the next game's tag section when a comment is never closed) or with '%' (an
     * escape line, which readers skip): the word before it goes down with it instead.
     */
    private static final class Lines {
        private final StringBuilder sb;
        /** Where the current line starts in sb. */
        private int lineStart;
        private int column;
        private String held;
        private String prefix = "";

        Lines(StringBuilder sb) {
            this.sb = sb;
            this.lineStart = sb.length();
        }

        void word(String w) {
            place();
            held = prefix + w;
            prefix = "";
        }

        void open() {
            prefix = prefix + "(";
        }

        void close() {
            if (prefix.endsWith("(")) { // an empty variation: written as "()", not lost or garbled
                prefix = prefix.substring(0, prefix.length() - 1);
                word("()");
                return;
            }
            held = held == null ? ")" : held + ")";
        }

        void restOfLineComment(String text) {
            place();
            String comment = prefix + ';' + text;
            if (column > 0 && column + 1 + comment.length() > WIDTH) {
                newLine();
            }
            if (column > 0) {
                sb.append(' ');
            }
            sb.append(comment).append('\n');
            prefix = "";
            lineStart = sb.length();
            column = 0;
        }

        private void place() {
            if (held == null) {
                return;
            }
            if (column > 0 && column + 1 + held.length() > WIDTH) {
                if (mayStartLine(held)) {
                    newLine();
                } else {
                    moveLastWordsDown();
                }
            }
            if (column > 0) {
                sb.append(' ');
                column++;
            }
            sb.append(held);
            column += held.length();
            held = null;
        }

        private void newLine() {
            sb.append('\n');
            lineStart = sb.length();
            column = 0;
        }

        /**
         * Breaks the current line before its last word that may start a line, so that the held
         * word does not start one. When no word on the line may (a single long word), the line
         * stays unbroken and runs past the width: a rare overlong line rather than a broken game.
         */
        private void moveLastWordsDown() {
            for (int space = sb.lastIndexOf(" "); space > lineStart; space = sb.lastIndexOf(" ", space - 1)) {
                if (mayStartLine(sb.substring(space + 1, space + 2))) {
                    sb.setCharAt(space, '\n');
                    lineStart = space + 1;
                    column = sb.length() - lineStart;
                    return;
                }
            }
        }

        private static boolean mayStartLine(String word) {
            char first = word.charAt(0);
            return first != '[' && first != '%';
        }

        void end() {
            place();
            sb.append('\n');
        }
    }
}
