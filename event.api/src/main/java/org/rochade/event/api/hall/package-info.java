/**
 * The hall: the rounds of an event as they are revealed to the players
 * ({@link org.rochade.event.api.hall.Hall}), for a page, a screen or broadcast software to show; and
 * the arbiter at the host ({@link org.rochade.event.api.hall.HallArbiter}), who holds the seed and is
 * told what a page revealed.
 */
@Export
@Version("2.1.0")
package org.rochade.event.api.hall;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
