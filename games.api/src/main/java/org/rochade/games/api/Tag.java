package org.rochade.games.api;

import java.util.Objects;

/** A PGN tag pair. */
public record Tag(String name, String value) {

    public Tag {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(value, "value");
    }
}
