package org.rochade.launcher.cli;

import org.rochade.launcher.host.StartFens;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.DiceResult;
import org.rochade.rules.api.DieRoll;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.StartVerdict;
import org.rochade.event.api.DrawnRound;

/** Text for people: cards with a board diagram, aligned table rows, perft summaries. */
final class TextReport implements Report {
    private final PrintWriter out;
    private final ChessRules rules;
    private int blocks;

    /** @param rules the rules the FENs are worked out with; none (null) when only FENs given are printed */
    TextReport(PrintWriter out, ChessRules rules) {
        this.out = out;
        this.rules = rules;
    }

    @Override
    public void startArray(StartArray array) {
        startOfFen(array, StartVerdict.legal(array));
    }

    @Override
    public void startOfFen(StartArray array, StartVerdict verdict) {
        separate();
        out.println("variant:      " + array.variant().id());
        out.println("number:       " + array.number());
        if (array.variant().mirrored()) {
            out.println("SP:           " + array.sp());
            out.println("back rank:    " + array.backRank());
        } else {
            out.println("start:        " + array.label() + " (White's SP:Black's SP)");
            out.println("White:        SP " + array.sp() + "  " + array.backRank());
            out.println("Black:        SP " + array.spBlack() + "  " + array.blackBackRank());
        }
        StartFens fens = StartFens.of(rules, array);
        out.println("X-FEN:        " + fens.xfen());
        out.println("Shredder-FEN: " + fens.shredderFen());
        if (!verdict.hasAllCastlingRights()) {
            out.println("castling:     " + verdict.castlingNote() + " (an event played that way)");
        }
        out.println();
        out.print(diagram(array));
        out.flush();
    }

    /**
     * One line of the table, printed without a flush (a table of dfrc's 921,600 pairs took 13 s
     * when every line was formatted by printf and flushed); the command's end flushes.
     */
    @Override
    public void startArrayRow(StartArray array) {
        StringBuilder row = new StringBuilder(96);
        if (array.variant().mirrored()) {
            rightAligned(row, Integer.toString(array.number()), 3).append("  SP ");
            rightAligned(row, Integer.toString(array.sp()), 3).append("  ").append(array.backRank());
        } else {
            rightAligned(row, Integer.toString(array.number()), 6).append("  ");
            rightAligned(row, array.label(), 7).append("  ").append(array.backRank()).append(' ').append(array.blackBackRank());
        }
        out.print(row.append("  ").append(StartFens.xfen(rules, array)).append(System.lineSeparator()));
    }

    /** {@code text} after spaces up to {@code width}, as printf's {@code %Nd} and {@code %Ns} place it. */
    private static StringBuilder rightAligned(StringBuilder sb, String text, int width) {
        for (int i = text.length(); i < width; i++) {
            sb.append(' ');
        }
        return sb.append(text);
    }

    @Override
    public void dice(DiceResult result, List<Integer> unused) {
        separate();
        List<DieRoll> rolls = result.rolls();
        for (int i = 0; i < rolls.size(); i++) {
            DieRoll roll = rolls.get(i);
            out.printf(PrintedNumbers.LOCALE, "throw %d: %d  %s%s%n", i + 1, roll.value(),
                    roll.used() ? "" : "[re-roll] ", roll.meaning());
        }
        if (!unused.isEmpty()) {
            out.println("not needed: " + unused.stream().map(String::valueOf).collect(Collectors.joining(" ")));
        }
        out.println();
        blocks = 0; // the card follows without another blank line
        startArray(result.array());
    }

    @Override
    public void perft(PerftResult result) {
        separate();
        out.println("fen:     " + result.fen());
        out.println("depth:   " + result.depth());
        if (result.divide() != null) {
            for (Map.Entry<String, Long> entry : result.divide().entrySet()) {
                out.println(entry.getKey() + ": " + entry.getValue());
            }
        }
        out.println("nodes:   " + result.nodes());
        out.printf(PrintedNumbers.LOCALE, "time:    %.3f ms%n", result.nanos() / 1e6);
        out.printf(PrintedNumbers.LOCALE, "nodes/s: %d%n", result.nodesPerSecond());
        out.flush();
    }

    @Override
    public void round(DrawnRound round) {
        round(round.round(), round.array(), StartFens.of(rules, round.array()));
    }

    /** A round whose FENs are known already (the hall's rounds carry them): the rules are not asked. */
    void round(int round, StartArray array, StartFens fens) {
        separate();
        if (array.variant().mirrored()) {
            out.printf(PrintedNumbers.LOCALE, "round %d: %s %d (SP %d) %s%n", round, array.variant().id(), array.number(),
                    array.sp(), array.backRank());
        } else { // both sides' arrays: White's first
            out.printf(PrintedNumbers.LOCALE, "round %d: %s %s (White SP %d %s, Black SP %d %s)%n", round, array.variant().id(),
                    array.label(), array.sp(), array.backRank(), array.spBlack(), array.blackBackRank());
        }
        out.println("  X-FEN:        " + fens.xfen());
        out.println("  Shredder-FEN: " + fens.shredderFen());
        out.flush();
    }

    /** A blank line between consecutive multi-line blocks. */
    private void separate() {
        if (blocks++ > 0) {
            out.println();
        }
    }

    /** The start position as an 8x8 diagram, rank 8 on top, Black in lower case. */
    static String diagram(StartArray array) {
        String white = array.backRank();
        String black = array.blackBackRank().toLowerCase(Locale.ROOT);
        String[] ranks = {black, "pppppppp", "........", "........", "........", "........", "PPPPPPPP", white};
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            sb.append(8 - i).append(' ');
            for (char c : ranks[i].toCharArray()) {
                sb.append(' ').append(c);
            }
            sb.append(System.lineSeparator());
        }
        sb.append("   a b c d e f g h").append(System.lineSeparator());
        return sb.toString();
    }
}
