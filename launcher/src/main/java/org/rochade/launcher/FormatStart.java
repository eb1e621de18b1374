package org.rochade.launcher;

import java.util.random.RandomGenerator;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.format.EventFormat;

/** Chooses a start array as an event format says, and reports it. */
final class FormatStart {

    private FormatStart() {
    }

    /**
     * One start array of the format: its fixed array, a random one, or one found with the die
     * (given throws, or a real die).
     */
    static void report(EventFormat format, ChessRules rules, RandomGenerator random, DiceCommand.Die die, Report report) {
        switch (format.start().kind()) {
            case FIXED:
                report.startArray(rules.startArray(format.start().number()));
                break;
            case DIE:
                report.dice(rules.rollDice(die), die.unused());
                break;
            default:
                report.startArray(rules.randomStartArray(random));
                break;
        }
    }
}
