package org.rochade.launcher;

import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;
import java.util.function.Supplier;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceRegistration;
import org.rochade.rules.api.hall.Hall;
import org.rochade.rules.api.hall.HallException;
import org.rochade.rules.api.hall.HallRound;

/**
 * The shell's {@link Hall}: the rounds revealed in this shell, registered as a service for the hall's
 * page. Each announced round raises the service property {@value Hall#REVISION_PROPERTY}, which tells
 * the page's components through their references' {@code updated} methods.
 */
final class ShellHall implements Hall {
    private final List<HallRound> rounds = new ArrayList<>();
    private ServiceRegistration<Hall> registration;
    private long revision;
    /** Reveals the next round of the event under way; null while none is. */
    private Supplier<HallRound> next;

    /** A hall with no rounds, registered with the framework. */
    static ShellHall register(BundleContext context) {
        ShellHall hall = new ShellHall();
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
        Supplier<HallRound> reveal;
        synchronized (this) {
            reveal = next;
        }
        if (reveal == null) {
            throw new HallException("no event under way: the arbiter starts one in the shell with rochade:draw");
        }
        return reveal.get();
    }

    /** The event whose rounds {@link #revealNext()} reveals from now on. */
    synchronized void underWay(Supplier<HallRound> next) {
        this.next = next;
    }

    /** Shows a revealed round in the hall. */
    synchronized void announce(HallRound round) {
        rounds.add(round);
        revision++;
        registration.setProperties(properties());
    }

    private Hashtable<String, Object> properties() {
        Hashtable<String, Object> properties = new Hashtable<>();
        properties.put(REVISION_PROPERTY, revision);
        return properties;
    }
}
