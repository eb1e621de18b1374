/**
 * The hall: the rounds of an event as they are revealed to the players
 * ({@link org.rochade.event.api.hall.Hall}), for a page, a screen or broadcast software to show.
 */
@Export
@Version("2.0.0")
package org.rochade.event.api.hall;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
