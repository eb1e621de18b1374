package org.rochade.launcher.cli;

import org.rochade.launcher.host.EmbeddedFramework;
import org.rochade.launcher.host.Feature;
import org.osgi.framework.ServiceReference;
import org.rochade.rules.api.ChessRules;

/**
 * {@code info}: the embedded bundles, the API package versions the launcher provides to them, and the
 * rules services they registered (a plumbing check).
 */
final class InfoCommand extends Subcommand {

    InfoCommand(RochadeCommand root) {
        super(root, "info", "Lists the embedded bundles and the rules services (a plumbing check).");
        spec.usageMessage().description("Lists the embedded bundles with their states, the rules.api package versions a plug-in"
                + " bundle can import, and the ChessRules services with their castling conventions.");
    }

    @Override
    public Integer call() {
        var out = spec.commandLine().getOut();
        EmbeddedFramework framework = root.framework();
        framework.require(Feature.PGN, Feature.FORMATS); // every bundle a one-shot command may use
        var services = framework.rulesServices(); // starts the framework and waits for the first service
        out.println("bundles:");
        for (String bundle : framework.bundleStates()) {
            out.println("  " + bundle);
        }
        out.println("API packages from the launcher:");
        for (String exported : framework.apiPackages()) {
            out.println("  " + exported);
        }
        out.println("rules services:");
        if (services.isEmpty()) {
            out.println("  (none)");
        }
        for (ServiceReference<ChessRules> reference : services) {
            out.println("  " + reference.getProperty(ChessRules.VARIANT_PROPERTY)
                    + " castling=" + castling(framework.service(reference))
                    + " from " + reference.getBundle().getSymbolicName());
        }
        out.flush();
        return ExitCodes.OK;
    }

    private static String castling(ChessRules rules) {
        if (rules == null) {
            return "(service unavailable)";
        }
        try {
            return rules.castlingConvention();
        } catch (RuntimeException e) {
            return "(" + e + ")";
        }
    }
}
