/**
 * Events: the per-round draw of start arrays ({@link org.rochade.event.api.RoundDraw}), reproducible
 * from a published seed ({@link org.rochade.event.api.DrawSeed}) whose commitment is published before
 * the event; the rounds revealed so far, one record per event kept beside its format
 * ({@link org.rochade.event.api.EventRounds}, from the {@link org.rochade.event.api.EventStore} service).
 */
@Export
@Version("1.1.1")
package org.rochade.event.api;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
