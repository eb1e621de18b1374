package org.rochade.launcher;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * What a command needs from the embedded framework, as the bundles that provide it (resources
 * {@code bundles/<name>} of the launcher jar), and which features each command needs. A one-shot
 * command installs only what it needs: every bundle installed is a copy into the framework's cache
 * and a resolve on each start.
 */
enum Feature {
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

    /**
     * What the command on the command line will need from the framework, judged before parsing (help
     * and version requests need nothing), so that it can start while picocli parses. A wrong guess
     * costs time, never correctness: what is missing is installed on first use, and the framework is
     * always stopped. {@code shell} runs a framework of its own.
     */
    static Set<Feature> neededBy(String[] args) {
        Set<Feature> features = EnumSet.noneOf(Feature.class);
        for (String arg : args) {
            if (arg.equals("-h") || arg.equals("--help") || arg.equals("-V") || arg.equals("--version")) {
                return features;
            }
        }
        String command = Main.commandName(args);
        if (command == null) {
            return features;
        }
        switch (command) {
            case "sp": case "diagram": case "random": case "dice": case "perft": case "variants":
                features.add(RULES);
                break;
            case "info":
                features.addAll(EnumSet.of(RULES, PGN, FORMATS));
                break;
            case "validate": case "convert": case "stats":
                features.add(PGN);
                break;
            case "ratings":
                features.addAll(EnumSet.of(PGN, RATINGS));
                break;
            case "formats": case "format":
                features.add(FORMATS);
                break;
            case "draw":
                if (!List.of(args).contains("--commitment")) {
                    features.addAll(EnumSet.of(RULES, FORMATS));
                }
                break;
            default:
                return features; // shell, help, or a typo
        }
        boolean pictures = List.of(args).contains("--svg") || List.of(args).contains("--png");
        if (command.equals("diagram") || pictures && (command.equals("sp") || command.equals("stats"))
                || command.equals("draw") && List.of(args).contains("--out")) {
            features.add(DIAGRAM);
        }
        if (List.of(args).contains("--format") || List.of(args).contains("--event-format")) {
            if (!command.equals("convert") || List.of(args).contains("--event-format")) {
                features.add(FORMATS);
            }
        }
        return features;
    }
}
