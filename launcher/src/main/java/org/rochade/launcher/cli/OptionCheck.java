package org.rochade.launcher.cli;

import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * Hands an option's value to the API record that decides whether it is good (its constructor or
 * {@code with...} method); a refusal becomes a usage error naming the option, with the record's reason.
 */
final class OptionCheck {

    private OptionCheck() {
    }

    /** @param option how the user wrote it, e.g. {@code --only-sp} or {@code --limit line=10} */
    static <T> T checked(CommandLine commandLine, String option, Supplier<T> value) {
        try {
            return value.get();
        } catch (IllegalArgumentException e) {
            throw new ParameterException(commandLine, option + ": " + ErrorHandler.oneLine(e.getMessage()));
        }
    }
}
