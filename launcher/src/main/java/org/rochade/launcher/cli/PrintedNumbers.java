package org.rochade.launcher.cli;

import java.util.Locale;

/**
 * How commands print numbers: ASCII digits, ',' between thousands, '.' before decimals, whatever the
 * user's locale, so that scripts can read them. Locale.US gives exactly that, and JDK 17's Formatter
 * writes it without loading locale data (Locale.ROOT, the same digits, costs ~10 ms of start-up).
 */
final class PrintedNumbers {
    static final Locale LOCALE = Locale.US;

    private PrintedNumbers() {
    }
}
