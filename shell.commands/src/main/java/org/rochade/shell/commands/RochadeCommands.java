package org.rochade.shell.commands;

import org.apache.felix.service.command.Descriptor;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.rochade.shell.runner.CommandRunner;

/**
 * The {@code rochade:} commands of the Gogo shell: each runs the one-shot command of the same name
 * with the same arguments through the host's {@link CommandRunner}. Gogo finds the public methods by
 * the {@code osgi.command.function} names and shows each method's {@link Descriptor} in
 * {@code help}; a command's descriptor starts with its one-shot command's header (the launcher's
 * tests hold them to it).
 */
@Component(service = RochadeCommands.class, property = {
    "osgi.command.scope=rochade",
    "osgi.command.function=sp", "osgi.command.function=diagram", "osgi.command.function=random",
    "osgi.command.function=dice", "osgi.command.function=perft", "osgi.command.function=validate",
    "osgi.command.function=convert", "osgi.command.function=stats", "osgi.command.function=draw",
    "osgi.command.function=ratings", "osgi.command.function=variants", "osgi.command.function=formats",
    "osgi.command.function=format", "osgi.command.function=info"})
public final class RochadeCommands {
    private static final String ARGS = "the arguments of the one-shot command (--help lists them)";

    private final CommandRunner runner;

    @Activate
    public RochadeCommands(@Reference CommandRunner runner) {
        this.runner = runner;
    }

    @Descriptor("Shows a start array, looks one up by FEN, or lists them all.")
    public void sp(@Descriptor(ARGS) String... args) {
        runner.run("sp", args);
    }

    @Descriptor("Writes the board diagram of a position as SVG and/or PNG.")
    public void diagram(@Descriptor(ARGS) String... args) {
        runner.run("diagram", args);
    }

    @Descriptor("Draws start arrays at random (reproducibly with --seed).")
    public void random(@Descriptor(ARGS) String... args) {
        runner.run("random", args);
    }

    @Descriptor("Finds a Chess960 array with a die (Bodlaender's procedure).")
    public void dice(@Descriptor(ARGS) String... args) {
        runner.run("dice", args);
    }

    @Descriptor("Counts the legal move tree to a depth (nodes, time, nodes/s).")
    public void perft(@Descriptor(ARGS) String... args) {
        runner.run("perft", args);
    }

    @Descriptor("Validates PGN archives: every game, main line and variations, with the rules of its variant.")
    public void validate(@Descriptor(ARGS) String... args) {
        runner.run("validate", args);
    }

    @Descriptor("Converts PGN archives to one clean form; invalid games are copied through as read.")
    public void convert(@Descriptor(ARGS) String... args) {
        runner.run("convert", args);
    }

    @Descriptor("Results by start array: games, White wins, draws, Black wins, White's score, castling, length.")
    public void stats(@Descriptor(ARGS) String... args) {
        runner.run("stats", args);
    }

    @Descriptor("Draws one start array per round of an event, reproducibly from a seed.")
    public void draw(@Descriptor(ARGS) String... args) {
        runner.run("draw", args);
    }

    @Descriptor("The rating report of an event (FIDE's method, or --expected logistic): standings with expected score, performance and rating change.")
    public void ratings(@Descriptor(ARGS) String... args) {
        runner.run("ratings", args);
    }

    @Descriptor("Lists the variants with rules services present, their PGN aliases and castling convention.")
    public void variants(@Descriptor(ARGS) String... args) {
        runner.run("variants", args);
    }

    @Descriptor("Lists the event formats: variant, castling convention, start rule, Variant tag.")
    public void formats(@Descriptor(ARGS) String... args) {
        runner.run("formats", args);
    }

    @Descriptor("Creates, changes or deletes the file org.rochade.format-NAME.cfg of an event format.")
    public void format(@Descriptor(ARGS) String... args) {
        runner.run("format", args);
    }

    @Descriptor("Lists the embedded bundles and the rules services (a plumbing check).")
    public void info(@Descriptor(ARGS) String... args) {
        runner.run("info", args);
    }
}
