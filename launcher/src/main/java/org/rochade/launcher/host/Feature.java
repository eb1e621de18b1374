package org.rochade.launcher.host;

import java.util.List;

/**
 * What a command needs from the embedded framework, as the bundles that provide it (resources
 * {@code bundles/<name>} of the launcher jar), and which features each command needs. A one-shot
 * command installs only what it needs: every bundle installed is a copy into the framework's cache
 * and a resolve on each start.
 */
public enum Feature {
    /** SCR, the castling convention and the rules services; every other feature builds on it. */
    RULES("org.apache.felix.scr.jar", "castling.plugin.jar", "rules.impl.jar"),
    /** The PGN validator and converter (jackson-core and zstd-jni come from the launcher's class path). */
    PGN("pgn.plugin.jar"),
    /** The rating report service (the ratings bundle; it reads games through {@link #PGN}'s). */
    RATINGS("ratings.jar"),
    /** ConfigAdmin, the event format components and the event store (formats and their rounds). */
    FORMATS("org.apache.felix.configadmin.jar", "formats.jar"),
    /**
     * FileInstall and the Gogo shell with the {@code rochade:} commands, for {@code rochade shell}.
     * FileInstall first: it reads its directories while starting, so the shell's first command sees
     * their bundles and formats; the commands before the shell, which reads its first line as it starts.
     */
    SHELL("org.apache.felix.fileinstall.jar", "org.apache.felix.gogo.runtime.jar",
            "org.apache.felix.gogo.command.jar", "shell.commands.jar", "org.apache.felix.gogo.shell.jar"),
    /**
     * The diagram services: SVG, and PNG (Batik comes from the launcher's class path). Installed again by
     * {@link #HTTP} for the hall's page: a bundle installed twice from one location is one bundle.
     */
    DIAGRAM("diagram.jar", "diagram.png.jar"),
    /** Felix's HTTP service (Jetty, the Servlet Whiteboard) and the hall's page (which draws with the diagram service), for {@code shell --http}. */
    HTTP("org.apache.felix.http.servlet-api.jar", "org.apache.felix.http.jetty.jar", "diagram.jar", "hall.jar");

    private final List<String> bundles;

    Feature(String... bundles) {
        this.bundles = List.of(bundles);
    }

    /** The bundle resources, in installation order. */
    List<String> bundles() {
        return bundles;
    }
}
