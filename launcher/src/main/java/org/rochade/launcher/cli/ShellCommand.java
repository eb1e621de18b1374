package org.rochade.launcher.cli;

import org.rochade.launcher.host.EmbeddedFramework;
import org.rochade.launcher.host.Feature;
import org.rochade.launcher.host.HallPage;
import org.rochade.launcher.host.UserError;
import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.rochade.event.api.hall.Hall;
import org.rochade.files.OutputFailure;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code shell [--bundles DIR] [--config DIR]}: the long-running host. A Gogo shell with the
 * {@code rochade:} commands; FileInstall watches the bundles directory (a jar dropped in is installed
 * and started, replaced is updated, deleted is uninstalled) and the format directory (a format file
 * is a ConfigAdmin configuration). Reads commands from standard input, a terminal or not, and
 * ends (stopping the framework) at the end of input.
 */
final class ShellCommand extends Subcommand {
    /** How often FileInstall looks at the directories, in milliseconds. */
    static final String POLL_MILLIS = "500";

    private final OptionSpec bundlesOption = Args.option(spec, OptionSpec.builder("--bundles").paramLabel("DIR")
            .type(Path.class).defaultValue("${sys:user.home}/.rochade/bundles")
            .description("The directory FileInstall watches for bundle jars.%nDefault: ${DEFAULT-VALUE}."));
    private final OptionSpec configOption = Args.option(spec, OptionSpec.builder("--config").paramLabel("DIR")
            .type(Path.class).defaultValue("${sys:user.home}/.rochade/formats")
            .description("The directory of event format files,%norg.rochade.format-NAME.cfg.%nDefault: ${DEFAULT-VALUE}."));
    private final OptionSpec httpPortOption = Args.option(spec, "--http", Integer.class, "PORT",
            "Serves the hall's page on this port: the event's revealed rounds, live; prints its address"
                    + " and the arbiter's address with the reveal token.");
    private final OptionSpec httpHostOption = Args.option(spec, OptionSpec.builder("--http-host").paramLabel("HOST")
            .type(String.class).defaultValue("127.0.0.1")
            .description("The address the hall's page listens on (default: ${DEFAULT-VALUE}, this machine only;"
                    + " 0.0.0.0 for every network)."));

    ShellCommand(RochadeCommand root) {
        super(root, "shell", "Runs the long-running host: a Gogo shell with rochade: commands and hot deployment.");
        spec.usageMessage().description(
            "Commands " + inShell() + " take the same arguments as the one-shot commands ('help rochade:NAME'"
                    + " says what one does); the Gogo commands (lb, stop, ...) are there too.",
            "Jars put into the bundles directory are installed and started, replaced ones updated, deleted ones"
                    + " uninstalled; format files in the format directory are created, changed and deleted likewise.",
            "Standard input may be a script: the shell ends at its end.",
            "With --http PORT the shell also serves the hall's page (see README, \"Running an event\").");
    }

    /** "rochade:sp, ... and rochade:info": every one-shot command but the shell itself and help. */
    private static String inShell() {
        List<String> names = RochadeCommand.SUBCOMMANDS.stream()
                .filter(name -> !name.equals("shell") && !name.equals(RochadeCommand.HELP))
                .map(name -> "rochade:" + name).toList();
        return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }

    @Override
    public Integer call() {
        Path bundles = bundlesOption.getValue();
        Path config = configOption.getValue();
        Integer httpPort = httpPortOption.getValue();
        String httpHost = httpHostOption.getValue();
        if (root.inShell()) {
            throw new UserError("already in the shell");
        }
        HallPage page = httpPort == null ? null : HallPage.at(httpHost, httpPort);
        Path bundleDir = directory("--bundles", bundles);
        Path configDir = directory("--config", config);
        EmbeddedFramework outer = root.framework();
        Map<String, String> properties = new HashMap<>(properties(bundleDir, configDir, outer.debug()));
        if (page != null) {
            properties.putAll(page.frameworkProperties());
        }
        // A jar FileInstall skips (not a bundle) is named on stderr, at start and when dropped in later.
        try (BundleDirectoryCheck notBundles = BundleDirectoryCheck.start(bundleDir, System.err, Long.parseLong(POLL_MILLIS));
             EmbeddedFramework framework = new EmbeddedFramework(outer.serviceTimeout(), outer.debug(),
                System.err, properties)) {
            // The runner is there before the shell's bundles start: their rochade: commands need it.
            ShellCommands.register(framework, configDir);
            // The formats bundle's hall shows the event under way of the format directory (framework property).
            framework.require(Feature.FORMATS);
            if (page != null) {
                if (!page.loopback()) {
                    spec.commandLine().getErr().println("rochade: warning: the hall's page listens on " + httpHost
                            + ", beyond this machine, over plain HTTP: the arbiter's reveal token travels in clear on that network");
                    spec.commandLine().getErr().flush();
                }
                framework.require(Feature.HTTP);
                page.awaitListening(framework.context(), outer.serviceTimeout().toMillis());
                for (String url : page.urls()) { // one line per address other devices can use
                    spec.commandLine().getOut().println("hall: " + url + " (arbiter, with the reveal token: "
                            + url + "#token=" + page.token() + ")");
                }
                spec.commandLine().getOut().flush();
            }
            framework.require(Feature.PGN, Feature.FORMATS, Feature.SHELL);
            framework.awaitStop();
        }
        return ExitCodes.OK;
    }

    private static Map<String, String> properties(Path bundleDir, Path configDir, boolean debug) {
        return Map.of(
                "felix.fileinstall.dir", bundleDir + "," + configDir,
                // The formats bundle's hall shows the event under way of this format directory.
                Hall.FORMATS_PROPERTY, configDir.toString(),
                "felix.fileinstall.poll", POLL_MILLIS,
                // The directories are read before the shell takes its first command.
                "felix.fileinstall.noInitialDelay", "true",
                "felix.fileinstall.filter", ".*\\.(jar|cfg)",
                // 'rochade:format' writes the files itself; FileInstall is not to rewrite them.
                "felix.fileinstall.enableConfigSave", "false",
                "felix.fileinstall.log.level", debug ? "4" : "1",
                // No banner: standard output is the transcript of the commands.
                "gosh.args", "--quiet");
    }

    /** The directory, made with its parents when missing; refused with the reason (files' wording). */
    private static Path directory(String option, Path dir) {
        Path absolute = dir.toAbsolutePath().normalize();
        try {
            Files.createDirectories(absolute);
        } catch (FileAlreadyExistsException e) {
            // createDirectories names the path that is in the way: the directory itself or a parent
            Path file = e.getFile() == null ? absolute : Path.of(e.getFile());
            throw new UserError(option + " " + dir + ": " + (file.equals(absolute) ? "it exists and is not a directory"
                    : file + " is not a directory"));
        } catch (IOException e) {
            throw new UserError(option + " " + dir + ": cannot create " + absolute + ": " + OutputFailure.reason(e));
        }
        return absolute;
    }
}
