package org.rochade.launcher.cli;

import org.rochade.launcher.host.RulesLookup;
import org.rochade.launcher.host.UserError;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.Variant;
import org.rochade.rules.impl.engine.EngineRules;
import org.rochade.castling.plugin.FideCastling;

/**
 * The commands in-process, with the rules from the plain class path (rules.impl's ServiceLoader
 * providers). The jar itself, with its embedded framework, is tested as a process by the *CommandIT classes (through {@link Rochade}).
 */
class CommandsTest {
    private static final Map<Variant, ChessRules> RULES = new EnumMap<>(Variant.class);

    static {
        ServiceLoader.load(ChessRules.class).forEach(r -> RULES.put(r.variant(), r));
    }

    private record Result(int exit, String out, String err) {
        List<String> lines() {
            return out.lines().toList();
        }
    }

    private static Result runWithStdin(String stdin, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        RulesLookup lookup = variant -> {
            ChessRules rules = RULES.get(variant);
            if (rules == null) {
                throw new UserError("no rules for variant " + variant.id());
            }
            return rules;
        };
        RochadeCommand root = new RochadeCommand(lookup, null, null,
                new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
        int exit = Main.commandLine(root, new PrintWriter(out, true), new PrintWriter(err, true), false).execute(args);
        return new Result(exit, out.toString(), err.toString());
    }

    private static Result run(String... args) {
        return runWithStdin("", args);
    }

    /** picocli formats every description line with String.format: a lone '%' prints a warning instead of the help. */
    @Test
    void everyHelpTextIsAFormatPicocliCanRender() {
        CommandLine all = Main.commandLine(new RochadeCommand(null, null, null, new ByteArrayInputStream(new byte[0])),
                new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), false);
        List<String> broken = new java.util.ArrayList<>();
        for (CommandLine command : all.getSubcommands().values()) {
            CommandSpec spec = command.getCommandSpec();
            List<String> lines = new java.util.ArrayList<>(List.of(spec.usageMessage().description()));
            lines.addAll(List.of(spec.usageMessage().footer()));
            spec.options().forEach(option -> lines.addAll(List.of(option.description())));
            spec.positionalParameters().forEach(parameter -> lines.addAll(List.of(parameter.description())));
            for (String line : lines) {
                try {
                    String.format(java.util.Locale.ROOT, line.replace("${COMPLETION-CANDIDATES}", "").replace("${DEFAULT-VALUE}", ""));
                } catch (java.util.IllegalFormatException e) {
                    broken.add(spec.name() + ": " + line);
                }
            }
        }
        assertThat(all.getSubcommands()).hasSizeGreaterThan(10);
        assertThat(broken).isEmpty();
    }

    /**
     * picocli wraps help text where {@link java.text.BreakIterator} allows a line break, which includes
     * after a '.' before a letter: "~/." then "rochade/formats" on the next line. Every path and file
     * name a help text holds (a word with '/' or an inner '.') must stand on one line of the usage
     * message that shows it: the command's own, and its parent's list of commands.
     */
    @Test
    void noHelpTextBreaksAPathOrAFileName() {
        CommandLine all = Main.commandLine(new RochadeCommand(null, null, null, new ByteArrayInputStream(new byte[0])),
                new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), false);
        List<String> broken = new java.util.ArrayList<>();
        List<String> checked = new java.util.ArrayList<>();
        unbrokenNames(all, broken, checked);
        assertThat(checked).contains("~/.rochade/formats", "org.rochade.format-NAME.cfg", "round-N.png");
        assertThat(broken).isEmpty();
    }

    private static void unbrokenNames(CommandLine command, List<String> broken, List<String> checked) {
        List<String> usage = command.getUsageMessage(CommandLine.Help.Ansi.OFF).lines().toList();
        CommandSpec spec = command.getCommandSpec();
        List<String> texts = new java.util.ArrayList<>(List.of(spec.usageMessage().header()));
        texts.addAll(List.of(spec.usageMessage().description()));
        texts.addAll(List.of(spec.usageMessage().footer()));
        spec.options().forEach(option -> texts.addAll(List.of(option.description())));
        spec.positionalParameters().forEach(parameter -> texts.addAll(List.of(parameter.description())));
        for (CommandLine sub : command.getSubcommands().values()) { // listed by header, else description
            String[] header = sub.getCommandSpec().usageMessage().header();
            texts.addAll(List.of(header.length > 0 ? header : sub.getCommandSpec().usageMessage().description()));
        }
        for (String text : texts) {
            for (String word : text.split("[\\s(),;'\"]+")) {
                String name = word.replaceAll("[.:]+$", "");
                if (name.matches("~/.*|.*\\w[./]\\w.*") && !name.contains("$") && !name.contains("%")) {
                    checked.add(name);
                    if (usage.stream().noneMatch(line -> line.contains(name))) {
                        broken.add(spec.qualifiedName() + ": " + name);
                    }
                }
            }
        }
        command.getSubcommands().values().forEach(sub -> unbrokenNames(sub, broken, checked));
    }

    @Test
    void spShowsTheCardWithTheBoard() {
        Result r = run("sp", "518");
        assertThat(r.exit()).isZero();
        assertThat(r.out()).contains("RNBQKBNR", "w HAha - 0 1", "8  r n b q k b n r", "1  R N B Q K B N R");
        assertThat(r.err()).isEmpty();
    }

    @Test
    void userErrorsAreOneLineWithExitTwo() {
        for (String[] args : List.of(new String[] {"sp", "1000"}, new String[] {"sp", "x"},
                new String[] {"sp", "1", "--all"}, new String[] {"perft", "--depth", "1", "--fen", "nonsense"},
                new String[] {"perft"}, new String[] {"random", "--count", "0"}, new String[] {"dice", "9"},
                new String[] {"dice", "1"}, new String[] {"nope"}, new String[0])) {
            Result r = run(args);
            assertThat(r.exit()).as(String.join(" ", args)).isEqualTo(ExitCodes.USAGE);
            assertThat(r.err().lines()).as(String.join(" ", args)).hasSize(1);
            assertThat(r.err()).doesNotContain("Exception", "at org.");
            assertThat(r.out()).isEmpty();
        }
    }

    @Test
    void threadedPerftAndDivideAgreeWithTheRules() {
        String kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        Map<String, Object> one = Json.object(run("perft", "--depth", "2", "--fen", kiwipete, "--divide", "--json").out());
        Map<String, Object> three = Json.object(run("perft", "--depth", "2", "--fen", kiwipete, "--divide", "--json",
                "--threads", "3").out());
        assertThat(one.get("nodes")).isEqualTo(2039L);
        assertThat(three.get("nodes")).isEqualTo(2039L);
        assertThat(three.get("divide")).isEqualTo(one.get("divide"));
        assertThat((Map<?, ?>) one.get("divide")).hasSize(48);
    }

    @Test
    void threadedPerftAtDepthOneCountsTheRootMoves() {
        String kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        Result result = run("perft", "--depth", "1", "--fen", kiwipete, "--threads", "2", "--json");
        assertThat(result.exit()).isZero();
        assertThat(Json.object(result.out()).get("nodes")).isEqualTo(48L);
    }

    @Test
    void stdinSkipsBlankLinesAndCommentsAndNamesTheBadLine() {
        Result r = runWithStdin("# two positions\n\n" + PerftCommand.CLASSIC_START + "\n   \n# end\n8/8/8/8/8/8/8/K6k w - - 0 1\nbad\n",
                "perft", "--depth", "1", "--fen", "-", "--json");
        assertThat(r.lines()).hasSize(2);
        assertThat(Json.object(r.lines().get(0)).get("nodes")).isEqualTo(20L);
        assertThat(Json.object(r.lines().get(1)).get("nodes")).isEqualTo(3L);
        assertThat(r.exit()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err()).startsWith("rochade: stdin line 7: invalid FEN");
    }

    @Test
    void theSameSeedGivesTheSameArrays() {
        Result a = run("random", "--seed", "7", "--count", "5", "--json", "--variant", "fischer168");
        Result b = run("random", "--seed", "7", "--count", "5", "--json", "--variant", "fischer168");
        assertThat(a.out()).isEqualTo(b.out());
        assertThat(a.lines()).hasSize(5).allSatisfy(line -> assertThat(Json.object(line).get("variant")).isEqualTo("fischer168"));
    }

    @Test
    void jsonCarriesEveryFieldOfTheArray() {
        StringWriter out = new StringWriter();
        new JsonReport(new PrintWriter(out), new EngineRules(Variant.FISCHER168, new FideCastling()))
                .startArray(new StartArray(Variant.FISCHER168, 1, 2, "BQNNRBKR"));
        assertThat(Json.object(out.toString().strip())).containsExactly(
                Map.entry("variant", "fischer168"), Map.entry("number", 1L), Map.entry("sp", 2L),
                Map.entry("backRank", "BQNNRBKR"),
                Map.entry("xfen", "bqnnrbkr/pppppppp/8/8/8/8/PPPPPPPP/BQNNRBKR w KQkq - 0 1"),
                Map.entry("shredderFen", "bqnnrbkr/pppppppp/8/8/8/8/PPPPPPPP/BQNNRBKR w HEhe - 0 1"));
    }

    @Test
    void theGivenDieRunsOutWithNoSuchElementAndKnowsWhatItDidNotNeed() {
        DiceCommand.Die die = DiceCommand.Die.of(List.of(3, 4, 5));
        assertThat(die.getAsInt()).isEqualTo(3);
        assertThat(die.unused()).containsExactly(4, 5);
        die.getAsInt();
        die.getAsInt();
        assertThatThrownBy(die::getAsInt).isInstanceOf(NoSuchElementException.class);
        assertThat(die.unused()).isEmpty();
    }

    @Test
    void theRealDieShowsOneToSix() {
        DiceCommand.Die die = DiceCommand.Die.real();
        for (int i = 0; i < 200; i++) {
            assertThat(die.getAsInt()).isBetween(1, 6);
        }
    }

    @Test
    void internalErrorsExitThreeWithAStackTraceOnlyInDebugMode() {
        for (boolean debug : new boolean[] {false, true}) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            RochadeCommand root = new RochadeCommand(variant -> {
                throw new IllegalStateException("broken bundle");
            }, null, null, new ByteArrayInputStream(new byte[0]));
            int exit = Main.commandLine(root, new PrintWriter(out, true), new PrintWriter(err, true), debug)
                    .execute("sp", "518");
            assertThat(exit).isEqualTo(ExitCodes.INTERNAL);
            assertThat(err.toString()).startsWith("rochade: internal error: java.lang.IllegalStateException: broken bundle");
            if (debug) {
                assertThat(err.toString()).contains("at org.rochade.launcher.");
            } else {
                assertThat(err.toString().lines()).hasSize(1);
            }
        }
    }

    @Test
    void multiLineMessagesBecomeOneLine() {
        assertThat(ErrorHandler.oneLine("a\n  b\r\nc\n")).isEqualTo("a; b; c");
    }
}
