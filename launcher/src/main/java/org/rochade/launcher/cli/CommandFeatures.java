package org.rochade.launcher.cli;

import org.rochade.launcher.host.Feature;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/** Which {@link Feature}s of the embedded framework each command needs. */
final class CommandFeatures {
    private CommandFeatures() {
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
                features.add(Feature.RULES);
                break;
            case "info":
                features.addAll(EnumSet.of(Feature.RULES, Feature.PGN, Feature.FORMATS));
                break;
            case "validate": case "convert": case "stats":
                features.add(Feature.PGN);
                break;
            case "ratings":
                features.addAll(EnumSet.of(Feature.PGN, Feature.RATINGS));
                break;
            case "formats": case "format":
                features.add(Feature.FORMATS);
                break;
            case "draw":
                if (!List.of(args).contains("--commitment")) {
                    features.addAll(EnumSet.of(Feature.RULES, Feature.FORMATS));
                }
                break;
            default:
                return features; // shell, help, or a typo
        }
        boolean pictures = List.of(args).contains("--svg") || List.of(args).contains("--png");
        if (command.equals("diagram") || pictures && (command.equals("sp") || command.equals("stats"))
                || command.equals("draw") && List.of(args).contains("--out")) {
            features.add(Feature.DIAGRAM);
        }
        if (List.of(args).contains("--format") || List.of(args).contains("--event-format")) {
            if (!command.equals("convert") || List.of(args).contains("--event-format")) {
                features.add(Feature.FORMATS);
            }
        }
        return features;
    }
}
