/**
 * The rating report of an event, for hosts and the command line alike.
 *
 * <p>{@link org.rochade.ratings.Ratings} is the service (a DS component of this bundle in OSGi; on a
 * plain class path {@code ServiceLoader.load(Ratings.class)} finds it). It reads an event's games
 * from PGN, tags only, in one pass ({@link org.rochade.ratings.Ratings#read}), or takes games a
 * host already has ({@link org.rochade.ratings.RatedGame}), and makes the
 * {@link org.rochade.ratings.RatingReport}: per player the games, score, expected score,
 * performance rating and rating change.
 *
 * <p>By default the report follows FIDE's Rating Regulations (in force since 1 October 2025):
 * expected scores from table 8.1(b) with the 400-point rule of 8.3.1, K 40/20/10, performance from
 * table 8.1(a). {@link org.rochade.ratings.ExpectedScore#LOGISTIC} gives Elo's formula instead, with
 * a fixed or stepped {@link org.rochade.ratings.KFactor}, for sites that rate that way.
 */
@Export
@Version("2.0.1")
package org.rochade.ratings;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
