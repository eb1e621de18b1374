/**
 * Event formats: what an event plays (variant, castling convention, how the start array is chosen,
 * the PGN Variant tag spelling to write, and for the per-round draw the rounds, exclusions and the seed's
 * commitment), published as {@link org.rochade.event.api.format.EventFormat}
 * services, one per ConfigAdmin factory configuration of {@value org.rochade.event.api.format.EventFormat#FACTORY_PID};
 * and the directory of format files those configurations come from, read and changed directly
 * ({@link org.rochade.event.api.format.FormatDirectory}).
 */
@Export
@Version("1.3.1")
package org.rochade.event.api.format;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
