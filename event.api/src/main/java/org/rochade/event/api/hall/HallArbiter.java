package org.rochade.event.api.hall;

import java.util.Optional;
import org.osgi.annotation.versioning.ConsumerType;
import org.rochade.event.api.DrawSeed;

/**
 * The arbiter at a host, as the {@link Hall} needs them: the seed the arbiter gave the host for an
 * event that draws at random (so the page's button can reveal its next round), and where to tell the
 * arbiter of a round the hall revealed. Registered as an OSGi service by the host (the launcher's shell:
 * the seeds typed there, and its console); optional: without it the hall reveals no random round and
 * tells nobody. Called from any thread.
 *
 * @since 2.1.0
 */
@ConsumerType
public interface HallArbiter {

    /** The seed the arbiter gave for this event's draw; empty when none was given. */
    Optional<DrawSeed> seed(String event);

    /** A round the hall revealed ({@link Hall#revealNext()}), after it was recorded. */
    void revealed(HallRound round);
}
