package org.rochade.event.api.format;

import java.util.Optional;
import java.util.Set;
import org.osgi.annotation.versioning.ProviderType;
import org.rochade.rules.api.Variant;

/**
 * An event format: one named way of playing, such as "a Chess960 open with one array drawn for the
 * whole event" or "classic chess without castling".
 *
 * <p>Registered as a service per usable factory configuration of {@value #FACTORY_PID} (one that is
 * not usable registers none); the service's properties are the configuration's, and {@code name},
 * the format's name also when the configuration names it by its PID alone, so that
 * {@code (name=open)} finds it. A property the configuration leaves out is none of the service's (its
 * default is what the methods answer). A configuration holds these properties (strings; a number,
 * a list or an array is read as its text, the values of a list joined with commas):
 * <ul>
 *   <li>{@code name}: the format's name; default: the configuration's name (the part of its PID after
 *       {@code ~}, which for a file {@code org.rochade.format-open.cfg} is {@code open})</li>
 *   <li>{@code variant}: {@code chess960} (default), {@code fischer168}, {@code classic} or {@code dfrc}</li>
 *   <li>{@code castling}: the castling convention the event needs in force, e.g. {@code fide}
 *       (default) or {@code none}</li>
 *   <li>{@code start}: {@code random} (default), {@code die} (chess960 and dfrc) or the array's number in
 *       the variant (SP 0..959 for chess960, 1..168 for fischer168, 518 for classic, the pair
 *       {@code W:B} of Scharnagl numbers for dfrc)</li>
 *   <li>{@code variantTag}: the PGN Variant tag value to write; default (or empty): the variant's own
 *       {@link org.rochade.rules.api.Variant#pgnTag()} ({@code Chess960}, {@code Fischer168}, {@code Chess960}
 *       for dfrc, which has no agreed tag, or none for classic)</li>
 *   <li>{@code rounds}: how many rounds the event has, for the per-round draw; default: none given</li>
 *   <li>{@code exclude}: array numbers the per-round draw never draws, comma-separated (e.g. {@code 518});
 *       default: none</li>
 *   <li>{@code commitment}: the SHA-256 of the draw's seed (64 hex digits) published before the event;
 *       a seed that does not match it is refused; default: none</li>
 * </ul>
 * A configuration that names an unknown variant or key, a start rule that cannot be read, or the die
 * for a variant other than chess960 and dfrc publishes no service. Changing a configuration replaces the service.
 */
@ProviderType
public interface EventFormat {

    /** The factory PID of event format configurations. */
    String FACTORY_PID = "org.rochade.format";

    String name();

    Variant variant();

    /** The castling convention the event is played with, e.g. {@code fide} or {@code none}. */
    String castlingConvention();

    /** How the start array is chosen. */
    StartRule start();

    /** The PGN Variant tag value to write for games of this format; empty for none (classic). */
    String variantTag();

    /** The number of rounds of the event; 0 when the format does not say. */
    int rounds();

    /** The array numbers (in the variant's numbering) the per-round draw never draws. */
    Set<Integer> excluded();

    /** The published SHA-256 of the draw's seed, 64 lower-case hex digits, when the format holds one. */
    Optional<String> commitment();
}
