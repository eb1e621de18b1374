package org.rochade.launcher.cli;

import org.rochade.launcher.host.UserError;
import java.security.SecureRandom;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.IntSupplier;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.DiceResult;
import org.rochade.rules.api.Variant;
import org.rochade.event.api.format.EventFormat;
import picocli.CommandLine.Model.PositionalParamSpec;

/** {@code dice [--variant chess960|dfrc] [ROLL...]}: Bodlaender's die procedure for a Chess960 array. */
final class DiceCommand extends Subcommand {
    private final CommonOptions common = new CommonOptions(spec);
    private final PositionalParamSpec rollsArg = Args.positional(spec, PositionalParamSpec.builder().paramLabel("ROLL")
            .arity("0..*").type(List.class).auxiliaryTypes(Integer.class).description("Faces thrown, 1..6, in order."));
    private final EventFormatOption eventFormat = new EventFormatOption(spec);
    private final VariantOption variantOption = new VariantOption(spec);

    DiceCommand(RochadeCommand root) {
        super(root, "dice", "Finds a Chess960 array with a die (Bodlaender's procedure).");
        spec.usageMessage().description(
                "Finds a Chess960 array with a six-sided die: dark-square bishop, light-square bishop, queen, knight,"
                        + " knight (faces out of range are thrown again), then rook, king, rook on the squares left.",
                "With --variant dfrc the procedure runs for White's array, then again for Black's.",
                "Give the faces you threw, or none to let a real die (SecureRandom) decide.");
    }

    @Override
    public Integer call() {
        List<Integer> given = rollsArg.getValue();
        List<Integer> rolls = given == null ? List.of() : given;
        Die die = rolls.isEmpty() ? Die.real() : Die.of(rolls);
        EventFormat format = eventFormat.resolve(root);
        if (format != null) {
            // The format decides: its fixed array, a random one, or the die with the throws given.
            ChessRules rules = root.rules(format);
            FormatStart.report(format, rules, new SecureRandom(), die, Report.of(common.json(), spec.commandLine().getOut(), rules));
            return ExitCodes.OK;
        }
        Variant variant = variantOption.variant();
        if (!variant.hasDieProcedure()) {
            throw new UserError("the die procedure is for chess960 and dfrc only, not " + variant.id());
        }
        ChessRules rules = root.rules(variant);
        DiceResult result = rules.rollDice(die);
        Report.of(common.json(), spec.commandLine().getOut(), rules).dice(result, die.unused());
        return ExitCodes.OK;
    }

    /** A die: given faces in order (then {@link NoSuchElementException}), or a SecureRandom one. */
    static final class Die implements IntSupplier {
        private final List<Integer> faces;
        private final SecureRandom random;
        private int next;

        private Die(List<Integer> faces, SecureRandom random) {
            this.faces = faces;
            this.random = random;
        }

        static Die of(List<Integer> faces) {
            return new Die(List.copyOf(faces), null);
        }

        static Die real() {
            return new Die(null, new SecureRandom());
        }

        @Override
        public int getAsInt() {
            if (random != null) {
                return random.nextInt(6) + 1;
            }
            if (next >= faces.size()) {
                throw new NoSuchElementException("no more throws: " + faces.size() + " given");
            }
            return faces.get(next++);
        }

        /** The given faces the procedure did not need. */
        List<Integer> unused() {
            return faces == null ? List.of() : faces.subList(next, faces.size());
        }
    }
}
