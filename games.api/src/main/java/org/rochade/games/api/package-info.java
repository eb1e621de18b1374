/**
 * Games for host applications: PGN read as events ({@link org.rochade.games.api.PgnVisitor}),
 * the immutable {@link org.rochade.games.api.Game} with its move tree, reading and writing PGN
 * ({@link org.rochade.games.api.PgnGames}, a service of the PGN plugin, also found with
 * {@link java.util.ServiceLoader} on a plain class path) and the mutable
 * {@link org.rochade.games.api.GameEditor} a host plays moves on.
 *
 * <p>Reading, checking and writing PGN is one pipeline: the reader cuts the input into games, the
 * checker resolves each game's start and plays every move once, and a visitor receives the events
 * with the moves already played. Rochade's own PGN writer, its JSON and UCI outputs and the game
 * builder are such visitors; a host streams millions of games through its own.
 */
@Export
@Version("1.2.0")
package org.rochade.games.api;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
