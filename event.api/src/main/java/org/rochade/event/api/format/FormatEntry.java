package org.rochade.event.api.format;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * One format file of a {@link FormatDirectory}: usable (its {@link #format()} is there) or not (then
 * {@link #problem()} says why, e.g. "not UTF-8" or "variant 'shogi' is not one of ..."). A broken file is
 * listed with its reason and affects no other format.
 *
 * @param name    the format's name: its {@code name} property, or the file's NAME when it has none or
 *                when the file cannot be read
 * @param file    the file {@code org.rochade.format-NAME.cfg}
 * @param format  the format, when usable
 * @param problem why the format is not usable; empty when it is
 */
public record FormatEntry(String name, Path file, Optional<EventFormat> format, String problem) {

    public FormatEntry {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(problem, "problem");
        if (format.isPresent() == !problem.isEmpty()) {
            throw new IllegalArgumentException("a format entry is usable or has a problem, not both nor neither: " + name);
        }
    }

    public static FormatEntry usable(Path file, EventFormat format) {
        return new FormatEntry(format.name(), file, Optional.of(format), "");
    }

    public static FormatEntry broken(String name, Path file, String problem) {
        return new FormatEntry(name, file, Optional.empty(), problem);
    }
}
