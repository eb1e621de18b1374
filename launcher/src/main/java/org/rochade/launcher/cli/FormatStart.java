package org.rochade.launcher.cli;

import java.util.random.RandomGenerator;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.DiceResult;
import org.rochade.rules.api.StartArray;
import org.rochade.event.api.format.EventFormat;

/** Chooses a start array as an event format says, and reports it. */
final class FormatStart {

    private FormatStart() {
    }

    /**
     * One start array of the format: its fixed array, a random one, or one found with the die
     * (given throws, or a real die).
     *
     * @return the array reported
     */
    static StartArray report(EventFormat format, ChessRules rules, RandomGenerator random, DiceCommand.Die die, Report report) {
        switch (format.start().kind()) {
            case FIXED: {
                StartArray array = rules.startArray(format.start().number());
                report.startArray(array);
                return array;
            }
            case DIE: {
                DiceResult result = rules.rollDice(die);
                report.dice(result, die.unused());
                return result.array();
            }
            default: {
                StartArray array = rules.randomStartArray(random);
                report.startArray(array);
                return array;
            }
        }
    }
}
