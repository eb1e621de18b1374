package org.rochade.launcher.host;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Hashtable;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceRegistration;
import org.rochade.event.api.DrawSeed;
import org.rochade.event.api.EventRounds;
import org.rochade.event.api.RevealedRound;
import org.rochade.event.api.format.EventFormat;
import org.rochade.event.api.format.FormatDirectory;
import org.rochade.event.api.hall.Hall;
import org.rochade.event.api.hall.HallException;
import org.rochade.event.api.hall.HallRound;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.RulesException;

/**
 * The shell's {@link Hall}, registered as a service for the hall's page: the rounds of the event under
 * way as the formats bundle's {@link EventRounds} records them. The event under way is, from the
 * shell's start, the one whose rounds were revealed last (by any process, before a restart too); then
 * the one whose rounds any process reveals, or that {@code rochade:draw --format NAME} in this shell
 * revealed or listed. The rounds' record is watched, so a round revealed in another terminal reaches
 * the page too. Every change raises the service property {@value Hall#REVISION_PROPERTY}, which reaches
 * the page's components through their references' {@code updated} methods.
 *
 * <p>The page's button reveals the next round as the format's start rule says: with the seed the
 * arbiter gave in this shell for a random draw, the format's array for a fixed one; with the die, only
 * the arbiter's throws in the shell can.
 */
public final class ShellHall implements Hall {
    /** The formats and rounds of the shell's directory, looked up afresh (the formats bundle may be updated). */
    private final Supplier<FormatDirectory> formats;
    private final Supplier<EventRounds> events;
    private final Function<EventFormat, ChessRules> rules;
    /** Tells the arbiter at the console what the page revealed, with the rules it was revealed under. */
    private final BiConsumer<RevealedRound, ChessRules> announce;
    /** The seed the arbiter gave in this shell, by format name. */
    private final Map<String, DrawSeed> seeds = new HashMap<>();
    private ServiceRegistration<Hall> registration;
    private AutoCloseable watch;
    private long revision;
    /** The event shown; null before any. */
    private String event;
    private List<HallRound> rounds = List.of();

    private ShellHall(Supplier<FormatDirectory> formats, Supplier<EventRounds> events, Function<EventFormat, ChessRules> rules,
                      BiConsumer<RevealedRound, ChessRules> announce) {
        this.formats = formats;
        this.events = events;
        this.rules = rules;
        this.announce = announce;
    }

    /** A hall with no event yet, registered with the framework; {@link #start()} shows the event under way. */
    public static ShellHall register(BundleContext context, Supplier<FormatDirectory> formats, Supplier<EventRounds> events,
                              Function<EventFormat, ChessRules> rules, BiConsumer<RevealedRound, ChessRules> announce) {
        ShellHall hall = new ShellHall(formats, events, rules, announce);
        synchronized (hall) {
            hall.registration = context.registerService(Hall.class, hall, hall.properties());
        }
        return hall;
    }

    /** Shows the event whose rounds were revealed last, and watches for rounds revealed by any process. */
    public void start() {
        EventRounds rounds = events.get();
        synchronized (this) {
            rounds.latest().ifPresent(name -> event = name);
            refresh();
        }
        AutoCloseable watching = rounds.watch(this::recordChanged);
        synchronized (this) {
            watch = watching;
        }
    }

    /** Stops watching. */
    public void stop() {
        AutoCloseable watching;
        synchronized (this) {
            watching = watch;
            watch = null;
        }
        if (watching != null) {
            try {
                watching.close();
            } catch (Exception e) {
                // nothing left to do: the watch thread is a daemon
            }
        }
    }

    @Override
    public synchronized List<HallRound> rounds() {
        return rounds;
    }

    @Override
    public HallRound revealNext() {
        String name;
        DrawSeed seed;
        synchronized (this) {
            name = event;
            seed = name == null ? null : seeds.get(name);
        }
        if (name == null) {
            throw new HallException("no event under way: reveal its first round in the shell with"
                    + " rochade:draw --format NAME --seed TEXT");
        }
        RevealedRound revealed;
        ChessRules chosen;
        try {
            EventFormat format = formats.get().get(name);
            chosen = rules.apply(format);
            revealed = switch (format.start().kind()) {
                case RANDOM -> {
                    if (seed == null) {
                        throw new HallException("the seed of event '" + name + "' was not given in this shell: reveal the"
                                + " next round there with rochade:draw --format " + name + " --seed TEXT");
                    }
                    yield events.get().revealNext(name, chosen, seed);
                }
                case FIXED -> events.get().revealFixed(name, chosen);
                case DIE -> throw new HallException("event '" + name + "' finds each round's array with the die: the arbiter"
                        + " gives the throws in the shell (rochade:draw --format " + name + " --throws ...)");
            };
        } catch (RulesException | UserError e) {
            throw e instanceof HallException hall ? hall : new HallException(e.getMessage());
        }
        announce.accept(revealed, chosen);
        synchronized (this) {
            event = name;
            refresh();
            return rounds.isEmpty() ? toHall(revealed, 0, chosen) : rounds.get(rounds.size() - 1);
        }
    }

    /**
     * Shows this event from now on: {@code rochade:draw --format NAME} revealed or listed it.
     *
     * @param seed the seed the arbiter gave with the command, or null
     */
    public synchronized void follow(String name, DrawSeed seed) {
        event = name;
        if (seed != null) {
            seeds.put(name, seed);
        }
        refresh();
    }

    /** A record of rounds changed (any process): show that event, or the shown one as it is now. */
    private synchronized void recordChanged(String name) {
        if (name.equals(event)) {
            refresh();
            return;
        }
        String before = event;
        event = name;
        refresh();
        if (rounds.isEmpty()) { // its record went away (a format deleted): stay with the event shown
            event = before;
            refresh();
        }
    }

    /** Reads the shown event's rounds as recorded now, and tells the page. */
    private void refresh() {
        List<HallRound> now = new ArrayList<>();
        if (event != null) {
            try {
                EventFormat format = formats.get().get(event);
                ChessRules chosen = rules.apply(format);
                for (RevealedRound round : events.get().revealed(event, chosen)) {
                    now.add(toHall(round, format.rounds(), chosen));
                }
            } catch (RulesException | UserError e) {
                // The format or its record is not usable now (deleted, changed): nothing to show for it.
            }
        }
        if (!now.equals(rounds)) {
            rounds = List.copyOf(now);
            revision++;
            registration.setProperties(properties());
        }
    }

    private static HallRound toHall(RevealedRound round, int of, ChessRules rules) {
        StartFens fens = StartFens.of(rules, round.drawn().array());
        return new HallRound(round.event(), round.drawn().round(), of, round.variantTag(), round.drawn().array(),
                fens.xfen(), fens.shredderFen());
    }

    private Hashtable<String, Object> properties() {
        Hashtable<String, Object> properties = new Hashtable<>();
        properties.put(REVISION_PROPERTY, revision);
        return properties;
    }
}
