package org.rochade.event.api;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Objects;

/**
 * The secret text an organiser draws an event's arrays from. Before the event the organiser publishes
 * its {@link #commitment()}; after the event, the text itself, so that anyone can check both the
 * commitment and the draw.
 *
 * @param text the seed exactly as typed: every character counts, blanks and case included
 */
public record DrawSeed(String text) {

    public DrawSeed {
        Objects.requireNonNull(text, "text");
        if (text.isEmpty()) {
            throw new IllegalArgumentException("the seed is empty");
        }
    }

    /** SHA-256 of the seed's UTF-8 bytes, as 64 lower-case hex digits (what {@code sha256sum} prints). */
    public String commitment() {
        return HexFormat.of().formatHex(sha256(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** Whether this seed is the one a published commitment was made from (hex digits in either case). */
    public boolean matches(String commitment) {
        return commitment().equals(commitment.strip().toLowerCase(Locale.ROOT));
    }

    /** SHA-256, which every Java runtime has. */
    static byte[] sha256(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java runtime has no SHA-256", e);
        }
    }
}
