/**
 * Rochade's PGN contract: validate and convert PGN archives of Chess960, Fischer168 and
 * classic games, one {@link org.rochade.games.api.pgn.GameReport} per game, streamed in input order.
 *
 * <p>A {@link org.rochade.games.api.pgn.PgnValidator} service is registered by the PGN plugin. It
 * picks a {@link org.rochade.rules.api.ChessRules} service per game by the game's variant (from the
 * Variant, FEN and SetUp tags), so deploying or stopping a rules bundle changes which games can be
 * checked while the validator keeps running.
 *
 * <p>What a report can find about a game is the closed list {@link org.rochade.games.api.pgn.FindingKind}:
 * each kind's name, severity and meaning.
 *
 * <p>Locations in reports are 1-based lines and 1-based columns counted in bytes of the input, which
 * is what a text editor shows for ASCII PGN.
 */
@Export
@Version("2.2.0")
package org.rochade.games.api.pgn;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
