package org.rochade.formats;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.LongConsumer;
import java.util.function.Supplier;
import org.rochade.event.api.DrawSeed;
import org.rochade.event.api.EventRounds;
import org.rochade.event.api.RevealedRound;
import org.rochade.event.api.format.EventFormat;
import org.rochade.event.api.format.FormatDirectory;
import org.rochade.event.api.hall.Hall;
import org.rochade.event.api.hall.HallArbiter;
import org.rochade.event.api.hall.HallException;
import org.rochade.event.api.hall.HallRound;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.RulesException;

/**
 * The {@link Hall} of one format directory: the rounds of the event under way as its
 * {@link EventRounds} records them. The event under way is, from {@link #start()}, the one whose rounds
 * were revealed last (by any process, before a restart too); then the one whose rounds any process
 * reveals, or that the host {@linkplain #show shows}. The record is watched, so a round revealed in
 * another process is shown too; every change of the rounds shown is a new revision, handed to
 * {@code revised} (the component puts it into the service's properties).
 *
 * <p>The page's button ({@link #revealNext()}) reveals the next round as the format's start rule says:
 * with the seed the {@link HallArbiter} holds for a random draw, the format's array for a fixed one;
 * with the die, only the arbiter's throws can. The arbiter is told of each round it revealed.
 */
final class EventUnderWay implements Hall {
    private final FormatDirectory formats;
    private final EventRounds events;
    private final Function<EventFormat, ChessRules> rules;
    private final Supplier<Optional<HallArbiter>> arbiter;
    private final LongConsumer revised;
    private AutoCloseable watch;
    private long revision;
    /** The event shown; null before any. */
    private String event;
    private List<HallRound> rounds = List.of();

    /**
     * @param rules   the rules a format plays with now (throws a {@link RulesException} when there are none)
     * @param revised told each new revision, holding this object's lock
     */
    EventUnderWay(FormatDirectory formats, EventRounds events, Function<EventFormat, ChessRules> rules,
                  Supplier<Optional<HallArbiter>> arbiter, LongConsumer revised) {
        this.formats = formats;
        this.events = events;
        this.rules = rules;
        this.arbiter = arbiter;
        this.revised = revised;
    }

    /** Shows the event whose rounds were revealed last, and watches for rounds revealed by any process. */
    void start() {
        synchronized (this) {
            events.latest().ifPresent(name -> event = name);
            refresh();
        }
        AutoCloseable watching = events.watch(this::recordChanged);
        synchronized (this) {
            watch = watching;
        }
    }

    /** Stops watching. */
    void stop() {
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

    /** The rules in force changed (a castling convention swapped, rules came or went): show the rounds as they are now. */
    synchronized void rulesChanged() {
        refresh();
    }

    @Override
    public synchronized List<HallRound> rounds() {
        return rounds;
    }

    @Override
    public synchronized void show(String name) {
        event = name;
        refresh();
    }

    @Override
    public HallRound revealNext() {
        String name;
        synchronized (this) {
            name = event;
        }
        if (name == null) {
            throw new HallException("no event under way: reveal its first round in the shell with"
                    + " rochade:draw --format NAME --seed TEXT");
        }
        HallRound revealed;
        try {
            EventFormat format = formats.get(name);
            ChessRules chosen = rules.apply(format);
            RevealedRound round = switch (format.start().kind()) {
                case RANDOM -> events.revealNext(name, chosen, seed(name));
                case FIXED -> events.revealFixed(name, chosen);
                case DIE -> throw new HallException("event '" + name + "' finds each round's array with the die: the arbiter"
                        + " gives the throws in the shell (rochade:draw --format " + name + " --throws ...)");
            };
            revealed = toHall(round, format.rounds(), chosen);
        } catch (RulesException e) {
            throw e instanceof HallException hall ? hall : new HallException(e.getMessage());
        }
        arbiter.get().ifPresent(told -> told.revealed(revealed));
        synchronized (this) {
            event = name;
            refresh();
            return rounds.isEmpty() ? revealed : rounds.get(rounds.size() - 1);
        }
    }

    private DrawSeed seed(String name) {
        return arbiter.get().flatMap(given -> given.seed(name)).orElseThrow(() -> new HallException("the seed of event '"
                + name + "' was not given to the hall: reveal the next round in the shell with rochade:draw --format "
                + name + " --seed TEXT"));
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

    /** Reads the shown event's rounds as recorded now, and tells of a change. Holds the lock. */
    private void refresh() {
        List<HallRound> now = new ArrayList<>();
        if (event != null) {
            try {
                EventFormat format = formats.get(event);
                ChessRules chosen = rules.apply(format);
                for (RevealedRound round : events.revealed(event, chosen)) {
                    now.add(toHall(round, format.rounds(), chosen));
                }
            } catch (RulesException e) {
                // The format or its record is not usable now (deleted, changed, no rules): nothing to show for it.
            }
        }
        if (!now.equals(rounds)) {
            rounds = List.copyOf(now);
            revision++;
            revised.accept(revision);
        }
    }

    private static HallRound toHall(RevealedRound round, int of, ChessRules rules) {
        Position start = rules.startPosition(round.drawn().array());
        return new HallRound(round.event(), round.drawn().round(), of, round.variantTag(), round.drawn().array(),
                start.fen(FenFormat.XFEN), start.fen(FenFormat.SHREDDER));
    }
}
