package org.rochade.event.api.hall;

import java.util.List;
import org.osgi.annotation.versioning.ProviderType;

/**
 * The rounds of the event under way that have been revealed, for everything that shows them in the
 * hall; and the way to reveal the next one.
 *
 * <p>Registered as an OSGi service by whoever reveals the rounds (the shell of the launcher). Each
 * revealed round changes the service property {@value #REVISION_PROPERTY}, so a DS component learns
 * of it through the {@code updated} method of its reference, without polling. Thread-safe.
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

    /** The rounds revealed so far, round 1 first; empty before the first. */
    List<HallRound> rounds();

    /**
     * Reveals the next round of the event under way, as the arbiter's own command would.
     *
     * @return the round, which {@link #rounds()} now ends with
     * @throws HallException when there is no event under way or it has no round left
     */
    HallRound revealNext();
}
