/**
 * Rochade's rules contract: what a host chess application codes against.
 *
 * <p>A {@link org.rochade.rules.api.ChessRules} service exists per {@link org.rochade.rules.api.Variant}
 * and is registered with the service property {@value org.rochade.rules.api.ChessRules#VARIANT_PROPERTY}
 * ({@code chess960}, {@code fischer168}, {@code classic} or {@code dfrc}) and
 * {@value org.rochade.rules.api.ChessRules#PGN_ALIASES_PROPERTY} (the PGN Variant tag spellings it answers to).
 * What each variant is called in PGN, its default UCI castling and its start arrays are facts of the
 * {@link org.rochade.rules.api.Variant}.
 * Outside OSGi the same implementations are found with {@link java.util.ServiceLoader}
 * ({@code ServiceLoader.load(ChessRules.class)}) when rules.impl and a castling plugin are on the class path.
 *
 * <p>Every value handed to a host (positions, moves, start arrays) is immutable and safe to share
 * between threads.
 */
@Export
@Version("1.8.0")
package org.rochade.rules.api;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
