/**
 * Start arrays: the Scharnagl numbering, the catalogue of each variant's arrays, the check whether a
 * FEN is a legal start, and the die procedure.
 *
 * <p>Internal to the rules engine and not exported: callers outside the bundle reach these through
 * {@link org.rochade.rules.api.ChessRules}. Everything here is immutable or stateless, so the engine
 * may share it between threads.
 */
package org.rochade.rules.impl.start;
