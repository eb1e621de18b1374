package org.rochade.event.api.hall;

import java.util.List;
import org.osgi.annotation.versioning.ProviderType;

/**
 * The rounds of the event under way that have been revealed, for everything that shows them in the
 * hall; and the way to reveal the next one.
 *
 * <p>Registered as an OSGi service by the formats bundle for the format directory a host names
 * ({@value #FORMATS_PROPERTY}): the event under way is the one whose rounds were revealed last, by any
 * process, or the one a host {@linkplain #show shows}. Each change of its rounds changes the service
 * property {@value #REVISION_PROPERTY}, so a DS component learns of it through the {@code updated}
 * method of its reference, without polling. Thread-safe.
 */
@ProviderType
public interface Hall {

    /** Service property: a number that grows with every round revealed. */
    String REVISION_PROPERTY = "hall.revision";

    /**
     * Framework property: the token a page must send to reveal a round ({@link #revealNext()} from the
     * arbiter's button). The host that serves the hall's page sets it and tells the arbiter; without
     * it, no page may reveal.
     */
    String REVEAL_TOKEN_PROPERTY = "org.rochade.hall.token";

    /**
     * Framework property, or property {@code formats} of the configuration {@code org.rochade.hall}: the
     * directory of event formats (and their rounds) whose event under way the formats bundle's hall shows.
     * Without it, the formats bundle registers no hall.
     *
     * @since 2.1.0
     */
    String FORMATS_PROPERTY = "org.rochade.hall.formats";

    /** The rounds revealed so far, round 1 first; empty before the first. */
    List<HallRound> rounds();

    /**
     * Reveals the next round of the event under way, as the arbiter's own command would: as its
     * format's start rule says, a random draw with the seed the {@link HallArbiter} gave, a fixed array
     * as it stands; the die's throws only the arbiter can give. The arbiter is told of the round.
     *
     * @return the round, which {@link #rounds()} now ends with
     * @throws HallException when there is no event under way or it has no round left
     */
    HallRound revealNext();

    /**
     * Shows this event from now on, with its rounds as recorded: the host revealed or listed its rounds
     * itself. The next round any process reveals, of whichever event, is shown in turn. An event
     * without a format or a record shows no rounds.
     *
     * @since 2.1.0
     */
    void show(String event);
}
