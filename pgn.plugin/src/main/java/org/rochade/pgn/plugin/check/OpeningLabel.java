package org.rochade.pgn.plugin.check;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.rochade.pgn.plugin.read.PgnGame;
import org.rochade.rules.api.StartArray;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.FindingKind;

/**
 * TCEC's Opening tag names the start array: {@code FRC 518} when the arrays mirror, {@code DFRC
 * 502:532} (White's SP first) when they differ. When a game has such a label it must name the start
 * the FEN shows; a label that does not is a warning (the FEN decides).
 */
final class OpeningLabel {
    private static final Pattern LABEL = Pattern.compile("\\s*(D?FRC)\\s+(\\d{1,3})(?::(\\d{1,3}))?\\b.*",
            Pattern.CASE_INSENSITIVE);

    private OpeningLabel() {
    }

    static void check(PgnGame game, StartArray start, List<Finding> findings) {
        String opening = game.tag("Opening");
        if (opening == null) {
            return;
        }
        Matcher m = LABEL.matcher(opening);
        if (!m.matches()) {
            return; // an opening's name, not a start array's label
        }
        boolean dfrc = m.group(1).length() == 4;
        int white = Integer.parseInt(m.group(2));
        int black = m.group(3) == null ? white : Integer.parseInt(m.group(3));
        if (white == start.sp() && black == start.spBlack() && (dfrc || white == black)) {
            return;
        }
        String shown = start.sp() == start.spBlack() ? "FRC " + start.sp() : "DFRC " + start.sp() + ":" + start.spBlack();
        findings.add(new Finding(FindingKind.OPENING_MISMATCH, game.tagLine("Opening"),
                game.tagColumn("Opening"), 0, null, "[Opening \"" + opening + "\"] names " + m.group(1).toUpperCase(Locale.ROOT)
                + " " + (m.group(3) == null ? white : white + ":" + black) + ", but the FEN shows " + shown));
    }
}
