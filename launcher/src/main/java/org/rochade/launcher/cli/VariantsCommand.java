package org.rochade.launcher.cli;

import org.rochade.launcher.host.UserError;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import org.rochade.rules.api.ChessRules;

/** {@code variants}: the variants the rules services present now answer, with aliases and castling. */
final class VariantsCommand extends Subcommand {
    private final CommonOptions common = new CommonOptions(spec);

    VariantsCommand(RochadeCommand root) {
        super(root, "variants", "Lists the variants with rules services present, their PGN aliases and castling convention.");
        spec.usageMessage().description("One line per ChessRules service: variant, castling convention in force, and the PGN"
                + " Variant tag spellings (lower case) that name it.");
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        boolean any = false;
        for (ChessRules rules : root.services().allRules()) {
            any = true;
            if (common.json()) {
                json(out, rules);
            } else {
                out.printf("%-10s  castling %-6s  aliases: %s%n", rules.variant().id(), rules.castlingConvention(),
                        String.join(", ", rules.variant().pgnAliases()));
            }
        }
        out.flush();
        if (!any) {
            throw new UserError("no rules services are present");
        }
        return ExitCodes.OK;
    }

    private static void json(PrintWriter out, ChessRules rules) {
        JsonFactory factory = JsonFactory.builder().disable(StreamWriteFeature.AUTO_CLOSE_TARGET).build();
        try (JsonGenerator json = factory.createGenerator(out)) {
            json.writeStartObject();
            json.writeStringField("variant", rules.variant().id());
            json.writeStringField("castling", rules.castlingConvention());
            json.writeArrayFieldStart("aliases");
            for (String alias : rules.variant().pgnAliases()) {
                json.writeString(alias);
            }
            json.writeEndArray();
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.println();
    }
}
