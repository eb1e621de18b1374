/**
 * Service provider interface for castling conventions. A castling plugin registers a
 * {@link org.rochade.rules.api.spi.CastlingConvention} service; the rules engine binds the one with
 * the highest service ranking, so deploying another convention bundle changes castling at runtime.
 */
@Export
@Version("2.0.0")
package org.rochade.rules.api.spi;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
