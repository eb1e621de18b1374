package org.rochade.formats;

import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.IntSupplier;
import org.rochade.event.api.DiceReveal;
import org.rochade.event.api.DrawSeed;
import org.rochade.event.api.DrawnRound;
import org.rochade.event.api.EventRounds;
import org.rochade.event.api.RevealedRound;
import org.rochade.event.api.RoundDraw;
import org.rochade.event.api.format.EventFormat;
import org.rochade.event.api.format.FormatException;
import org.rochade.event.api.format.FormatRules;
import org.rochade.event.api.format.StartRule;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.DiceResult;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.StartArray;

/**
 * The rounds of the formats of one directory ({@link EventRounds}): a reveal holds the directory's lock
 * around reading the format file and the record, drawing, and writing the record.
 */
final class DirectoryRounds implements EventRounds {
    private final FormatFiles formats;
    private final RoundDraw draw;

    DirectoryRounds(FormatFiles formats, RoundDraw draw) {
        this.formats = formats;
        this.draw = draw;
    }

    @Override
    public List<RevealedRound> revealed(String name, ChessRules rules) {
        // No lock: the record is replaced whole by a rename, so it is read either before or after a reveal.
        EventFormat format = formats.get(name);
        return rounds(format, rules, checkedRecord(format));
    }

    @Override
    public RevealedRound revealNext(String name, ChessRules rules, DrawSeed seed) {
        return formats.lock().call(() -> {
            EventFormat format = formats.get(name);
            String where = where(format);
            if (format.start().kind() != StartRule.Kind.RANDOM) {
                throw new FormatException(where + " " + otherwise(format));
            }
            String commitment = format.commitment().orElseThrow(() -> new FormatException(where
                    + " holds no commitment: publish the seed's first (rochade draw --commitment --seed TEXT), then"
                    + " rochade format change " + format.name() + " --commitment HEX"));
            if (!seed.matches(commitment)) {
                throw new FormatException("the seed does not match the commitment of " + where + ": its SHA-256 is "
                        + seed.commitment() + ", the format's commitment is " + commitment);
            }
            RoundsRecord record = roundLeft(format, rules);
            List<RevealedRound> revealed = rounds(format, rules, record);
            List<DrawnRound> drawn = revealed.stream().map(RevealedRound::drawn).toList();
            DrawnRound next;
            try {
                next = draw.next(rules, seed, drawn, format.excluded());
            } catch (RulesException | IllegalArgumentException e) {
                throw new FormatException(where + ": " + e.getMessage());
            }
            return record(format, record, next.array());
        });
    }

    @Override
    public RevealedRound revealFixed(String name, ChessRules rules) {
        return formats.lock().call(() -> {
            EventFormat format = formats.get(name);
            if (format.start().kind() != StartRule.Kind.FIXED) {
                throw new FormatException(where(format) + " " + otherwise(format));
            }
            RoundsRecord record = roundLeft(format, rules);
            return record(format, record, array(rules, format.start().number(), format));
        });
    }

    @Override
    public DiceReveal revealByDie(String name, ChessRules rules, List<Integer> faces) {
        return formats.lock().call(() -> {
            EventFormat format = formats.get(name);
            String where = where(format);
            if (format.start().kind() != StartRule.Kind.DIE) {
                throw new FormatException(where + " " + otherwise(format));
            }
            for (int face : faces) {
                if (face < 1 || face > 6) {
                    throw new FormatException(where + ": a throw of the die is 1..6, not " + face);
                }
            }
            RoundsRecord record = roundLeft(format, rules);
            Throws die = new Throws(faces);
            DiceResult dice;
            try {
                dice = rules.rollDice(die);
            } catch (RulesException | NoSuchElementException e) {
                throw new FormatException(where + ", round " + (record.size() + 1) + ": " + e.getMessage()
                        + "; give every throw of the round (nothing is recorded)");
            }
            if (RoundDraw.excludes(format.excluded(), dice.array())) {
                throw new FormatException(where + ", round " + (record.size() + 1) + ": the die gave "
                        + dice.array().label() + ", which the format excludes: throw the procedure again (nothing is recorded)");
            }
            RevealedRound round = record(format, record, dice.array());
            return new DiceReveal(round, dice, faces.subList(die.used, faces.size()));
        });
    }

    @Override
    public Optional<String> latest() {
        return RoundsWatcher.latest(formats);
    }

    @Override
    public AutoCloseable watch(Consumer<String> changed) {
        return RoundsWatcher.start(formats, changed);
    }

    /**
     * The record of a format that has a round left to reveal, with the rules for its variant.
     *
     * @throws FormatException when the rules are another variant's or run with another castling
     *                         convention than the format's, the format does not say how many
     *                         rounds it has, or all are revealed
     */
    private RoundsRecord roundLeft(EventFormat format, ChessRules rules) {
        String where = where(format);
        if (rules.variant() != format.variant()) {
            throw new FormatException(where + " is played as " + format.variant().id() + " now, not "
                    + rules.variant().id() + " (changed meanwhile): ask again");
        }
        FormatRules.among(format, List.of(rules)); // rules with another castling convention are refused, naming both
        if (format.rounds() == 0) {
            throw new FormatException(where + " does not say how many rounds the event has (rochade format change "
                    + format.name() + " --rounds N)");
        }
        RoundsRecord record = checkedRecord(format);
        if (record.size() >= format.rounds()) {
            throw new FormatException("all " + format.rounds() + " rounds of " + where + " are revealed");
        }
        return record;
    }

    /** Writes the record with one more round (before anyone is told of it), and returns that round. */
    private RevealedRound record(EventFormat format, RoundsRecord record, StartArray array) {
        RoundsRecord more = record.plus(format.variant().id(), format.commitment().orElse(""), array.number(), format.variantTag());
        more.write(formats.roundsFile(format.name()), format.name());
        return new RevealedRound(format.name(), new DrawnRound(more.size(), array), format.variantTag());
    }

    /**
     * The format's record, which must have been written for its variant and commitment.
     *
     * @throws FormatException when it cannot be read or was written for another variant or commitment
     */
    private RoundsRecord checkedRecord(EventFormat format) {
        RoundsRecord record = RoundsRecord.read(formats.roundsFile(format.name()));
        if (record.size() > 0) {
            if (!record.variant().equals(format.variant().id())) {
                throw new FormatException(changed(format, record, "variant", record.variant(), format.variant().id()));
            }
            String now = format.commitment().orElse("");
            if (!record.commitment().equals(now)) {
                throw new FormatException(changed(format, record, "commitment", record.commitment(), now.isEmpty() ? "(none)" : now));
            }
        }
        return record;
    }

    private List<RevealedRound> rounds(EventFormat format, ChessRules rules, RoundsRecord record) {
        List<RevealedRound> rounds = new ArrayList<>(record.size());
        for (int i = 0; i < record.size(); i++) {
            StartArray array = array(rules, record.numbers().get(i), format);
            String tag = record.tags().get(i);
            rounds.add(new RevealedRound(format.name(), new DrawnRound(i + 1, array), tag != null ? tag : format.variantTag()));
        }
        return List.copyOf(rounds);
    }

    private StartArray array(ChessRules rules, int number, EventFormat format) {
        if (rules.variant() != format.variant()) {
            throw new FormatException(where(format) + " is played as " + format.variant().id() + " now, not "
                    + rules.variant().id() + " (changed meanwhile): ask again");
        }
        try {
            return rules.startArray(number);
        } catch (RulesException e) {
            throw new FormatException(formats.roundsFile(format.name()) + ": " + number + " is not a " + rules.variant().id() + " array");
        }
    }

    private String changed(EventFormat format, RoundsRecord record, String what, String then, String now) {
        return where(format) + " now has " + what + " " + now + ", but " + record.revealedText() + " revealed with " + what + " "
                + (then.isEmpty() ? "(none)" : then) + " (" + formats.roundsFile(format.name())
                + "): change it back, or delete the format with --force to start a new event";
    }

    private static String where(EventFormat format) {
        return "event format '" + format.name() + "'";
    }

    /** How a format that is revealed another way is revealed, for a message. */
    private static String otherwise(EventFormat format) {
        return switch (format.start().kind()) {
            case FIXED -> "plays array " + format.start().label(format.variant()) + " every round: reveal the next with draw --format " + format.name() + " --next";
            case DIE -> "finds each round's array with the die: give the round's throws (draw --format " + format.name() + " --throws 1,2,...)";
            case RANDOM -> "draws each round's array from the seed: give it (draw --format " + format.name() + " --seed TEXT)";
        };
    }

    /** The arbiter's throws, in order; counts those the procedure took. */
    private static final class Throws implements IntSupplier {
        private final List<Integer> faces;
        private int used;

        Throws(List<Integer> faces) {
            this.faces = faces;
        }

        @Override
        public int getAsInt() {
            if (used >= faces.size()) {
                throw new NoSuchElementException("no more throws");
            }
            return faces.get(used++);
        }
    }
}
