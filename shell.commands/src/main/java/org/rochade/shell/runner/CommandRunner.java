package org.rochade.shell.runner;

import org.osgi.annotation.versioning.ProviderType;

/**
 * Runs a {@code rochade} command in the host that registered this service, as its one-shot command
 * line would run it (same arguments, same output, same messages), writing to the calling thread's
 * {@code System.out} and {@code System.err}: the Gogo shell routes those to the session. The shell's
 * {@code rochade:} commands are one line each over it.
 */
@ProviderType
public interface CommandRunner {

    /**
     * @param command the command's name, e.g. {@code validate}
     * @param args    its arguments, as after the name on the command line
     */
    void run(String command, String... args);
}
