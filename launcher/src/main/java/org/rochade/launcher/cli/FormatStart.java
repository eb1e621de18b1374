package org.rochade.launcher.cli;

import java.util.random.RandomGenerator;
import org.rochade.event.api.format.EventFormat;
import org.rochade.event.api.format.StartRule;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.DiceResult;
import org.rochade.rules.api.StartArray;

/** Prints the start array an event format gives for one game ({@link StartRule#choose} chooses it). */
final class FormatStart {

    private FormatStart() {
    }

    /** @return the array chosen and reported, with the die's throws when the format uses the die */
    static StartArray report(EventFormat format, ChessRules rules, RandomGenerator random, DiceCommand.Die die, Report report) {
        DiceResult start = format.start().choose(rules, format.excluded(), random, die);
        if (format.start().kind() == StartRule.Kind.DIE) {
            report.dice(start, die.unused());
        } else {
            report.startArray(start.array());
        }
        return start.array();
    }
}
