package org.rochade.launcher;

import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceRegistration;
import org.rochade.event.api.DrawSeed;
import org.rochade.event.api.DrawnRound;
import org.rochade.event.api.format.EventFormat;
import org.rochade.event.api.hall.Hall;
import org.rochade.event.api.hall.HallException;
import org.rochade.event.api.hall.HallRound;

/**
 * The shell's {@link Hall}: the event whose rounds the arbiter last revealed or listed with
 * {@code rochade:draw --format NAME} in this shell, registered as a service for the hall's page.
 * Every change raises the service property {@value Hall#REVISION_PROPERTY}, which reaches the page's
 * components through their references' {@code updated} methods.
 *
 * <p>A round is shown with the format in force when it was revealed (its name, number of rounds and
 * Variant tag): a format changed later counts from the next round. The page's button reveals the next
 * round with the seed the arbiter gave in this shell, by running that same {@code draw} command.
 */
final class ShellHall implements Hall {
    /** Runs {@code draw --format NAME --seed TEXT} as the shell would; the error it reported, if any. */
    private final Function<String[], Optional<String>> shellCommand;
    private final List<HallRound> rounds = new ArrayList<>();
    private ServiceRegistration<Hall> registration;
    private long revision;
    /** The shown event's format name; null before the first {@code draw --format}. */
    private String event;
    /** The shown event's seed, once given in this shell. */
    private DrawSeed seed;

    private ShellHall(Function<String[], Optional<String>> shellCommand) {
        this.shellCommand = shellCommand;
    }

    /** A hall with no event, registered with the framework. */
    static ShellHall register(BundleContext context, Function<String[], Optional<String>> shellCommand) {
        ShellHall hall = new ShellHall(shellCommand);
        synchronized (hall) {
            hall.registration = context.registerService(Hall.class, hall, hall.properties());
        }
        return hall;
    }

    @Override
    public synchronized List<HallRound> rounds() {
        return List.copyOf(rounds);
    }

    @Override
    public HallRound revealNext() {
        String name;
        DrawSeed known;
        synchronized (this) {
            name = event;
            known = seed;
        }
        if (name == null || known == null) {
            throw new HallException("no event under way: reveal its first round in the shell with"
                    + " rochade:draw --format NAME --seed TEXT");
        }
        // Outside the lock: the command comes back here through show().
        Optional<String> error = shellCommand.apply(new String[] {"draw", "--format", name, "--seed", known.text()});
        if (error.isPresent()) {
            throw new HallException(error.get());
        }
        synchronized (this) {
            return rounds.get(rounds.size() - 1);
        }
    }

    /**
     * Shows this event with its rounds revealed so far from now on.
     *
     * @param revealed the event's rounds revealed so far, in order
     * @param given    the seed the arbiter gave with this command, or null
     */
    synchronized void show(EventFormat format, List<DrawnRound> revealed, DrawSeed given) {
        if (!format.name().equals(event)) {
            event = format.name();
            seed = null;
            rounds.clear();
        }
        if (given != null) {
            seed = given;
        }
        if (!sameArrays(revealed)) {
            rounds.clear(); // the event was started anew (its rounds forgotten)
        }
        for (DrawnRound round : revealed.subList(rounds.size(), revealed.size())) {
            rounds.add(new HallRound(format.name(), round.round(), format.rounds(), format.variantTag(), round.array()));
        }
        revision++;
        registration.setProperties(properties());
    }

    /** Whether the rounds shown are the first of these, array for array. */
    private boolean sameArrays(List<DrawnRound> revealed) {
        if (rounds.size() > revealed.size()) {
            return false;
        }
        for (int i = 0; i < rounds.size(); i++) {
            if (!rounds.get(i).array().equals(revealed.get(i).array())) {
                return false;
            }
        }
        return true;
    }

    private Hashtable<String, Object> properties() {
        Hashtable<String, Object> properties = new Hashtable<>();
        properties.put(REVISION_PROPERTY, revision);
        return properties;
    }
}
