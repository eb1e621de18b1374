package org.rochade.launcher;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.RulesException;
import org.rochade.event.api.DrawSeed;
import org.rochade.event.api.DrawnRound;
import org.rochade.event.api.RoundDraw;
import org.rochade.event.api.format.EventFormat;

/**
 * The rounds of an event revealed so far, one at a time, from the seed whose commitment its format
 * holds. They are kept in a file beside the format's ({@link FormatFiles#roundsFile}), written before
 * a round is shown: a revealed round is never drawn again, so it never changes, whatever happens to
 * the format afterwards (a changed exclusion list counts from the next round).
 *
 * <p>One instance per format directory and process ({@link EventFormats#rounds()}), so that the shell's
 * commands and the hall reveal one round at a time.
 */
final class EventRounds {
    private static final String VARIANT = "variant";
    private static final String COMMITMENT = "commitment";
    private static final String ROUNDS = "rounds";

    private final FormatFiles files;

    EventRounds(FormatFiles files) {
        this.files = files;
    }

    /**
     * The rounds of this format revealed so far, in order.
     *
     * @throws UserError when the file is not readable, or was written for another variant or commitment
     */
    synchronized List<DrawnRound> revealed(EventFormat format, ChessRules rules) {
        Path file = files.roundsFile(format.name());
        if (!Files.isRegularFile(file)) {
            return List.of();
        }
        Map<String, String> saved = FormatFiles.read(file);
        List<DrawnRound> rounds = new ArrayList<>();
        for (String number : saved.getOrDefault(ROUNDS, "").split(",")) {
            if (!number.isBlank()) {
                try {
                    rounds.add(new DrawnRound(rounds.size() + 1, rules.startArray(Integer.parseInt(number.strip()))));
                } catch (NumberFormatException | RulesException e) {
                    throw new UserError(file + ": round " + (rounds.size() + 1) + " '" + number.strip()
                            + "' is not a " + rules.variant().id() + " array");
                }
            }
        }
        if (!rounds.isEmpty()) {
            String variant = saved.getOrDefault(VARIANT, "");
            if (!variant.equals(format.variant().id())) {
                throw new UserError(changed(format, rounds, "variant", variant, format.variant().id(), file));
            }
            String commitment = saved.getOrDefault(COMMITMENT, "");
            if (!commitment.equals(format.commitment().orElse(""))) {
                throw new UserError(changed(format, rounds, "commitment", commitment, format.commitment().orElse("(none)"), file));
            }
        }
        return List.copyOf(rounds);
    }

    /**
     * Reveals the format's next round: checks the seed against the format's commitment and that a
     * round is left, draws it, writes it to the file and returns it.
     *
     * @throws UserError when the format holds no commitment or no number of rounds, the seed does not
     *                   match, or every round is revealed
     */
    synchronized DrawnRound revealNext(EventFormat format, ChessRules rules, RoundDraw draw, DrawSeed seed) {
        String where = "event format '" + format.name() + "'";
        String commitment = format.commitment().orElseThrow(() -> new UserError(where
                + " holds no commitment: publish the seed's first (rochade draw --commitment --seed TEXT), then"
                + " rochade format change " + format.name() + " --commitment HEX"));
        if (!seed.matches(commitment)) {
            throw new UserError("the seed does not match the commitment of " + where + ": its SHA-256 is "
                    + seed.commitment() + ", the format's commitment is " + commitment);
        }
        if (format.rounds() == 0) {
            throw new UserError(where + " does not say how many rounds the event has (rochade format change "
                    + format.name() + " --rounds N)");
        }
        List<DrawnRound> revealed = revealed(format, rules);
        if (revealed.size() >= format.rounds()) {
            throw new UserError("all " + format.rounds() + " rounds of " + where + " are revealed");
        }
        DrawnRound next = draw.next(rules, seed, revealed, format.excluded());
        List<DrawnRound> all = new ArrayList<>(revealed);
        all.add(next);
        Map<String, String> saved = new LinkedHashMap<>();
        saved.put(VARIANT, format.variant().id());
        saved.put(COMMITMENT, commitment);
        saved.put(ROUNDS, all.stream().map(round -> Integer.toString(round.array().number())).collect(Collectors.joining(",")));
        files.write(files.roundsFile(format.name()), "Rounds of event format '" + format.name()
                + "' revealed by 'rochade draw', in order: a revealed round stays as it is", saved);
        return next;
    }

    /** @return whether there was a file to delete */
    synchronized boolean forget(String name) {
        try {
            return Files.deleteIfExists(files.roundsFile(name));
        } catch (java.io.IOException e) {
            throw new UserError("cannot delete " + files.roundsFile(name) + ": " + e.getMessage());
        }
    }

    private static String changed(EventFormat format, List<DrawnRound> rounds, String what, String then, String now, Path file) {
        return "event format '" + format.name() + "' now has " + what + " " + now + ", but round"
                + (rounds.size() == 1 ? " 1 was" : "s 1-" + rounds.size() + " were") + " revealed with " + what + " "
                + (then.isEmpty() ? "(none)" : then) + " (" + file + "): change it back, or delete that file to start a new event";
    }
}
