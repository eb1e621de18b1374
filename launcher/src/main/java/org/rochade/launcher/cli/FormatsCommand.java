package org.rochade.launcher.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.rochade.event.api.format.EventFormat;
import org.rochade.event.api.format.FormatDirectory;
import org.rochade.event.api.format.FormatEntry;
import org.rochade.launcher.host.UserError;

/** {@code formats}: the event formats, usable or not (then with the reason). */
final class FormatsCommand extends Subcommand {
    private final CommonOptions common = new CommonOptions(spec);
    private final ConfigDirOption config = new ConfigDirOption(spec);

    FormatsCommand(RochadeCommand root) {
        super(root, "formats", "Lists the event formats: variant, castling convention, start rule, Variant tag.");
        spec.usageMessage().description(
                "Event formats are files org.rochade.format-NAME.cfg in the format directory (--config DIR, default"
                        + " ~/.rochade/formats); in the shell each is also a ConfigAdmin factory configuration org.rochade.format.",
                "A format whose configuration is not usable is listed with the reason.");
    }

    @Override
    public Integer call() {
        Path given = config.dir();
        if (given != null && !root.inShell() && !Files.exists(given)) {
            // Only the default directory may be missing (no formats yet); a named one is a typo.
            throw new UserError("--config " + given + ": no such directory");
        }
        FormatDirectory formats = root.eventFormats(config);
        List<FormatEntry> entries = formats.list();
        PrintWriter out = spec.commandLine().getOut();
        if (entries.isEmpty() && !common.json()) {
            out.println("no event formats in " + formats.dir());
        }
        for (FormatEntry entry : entries) {
            if (common.json()) {
                json(out, entry);
            } else if (entry.format().isEmpty()) {
                out.printf("%-12s  not usable: %s%n", entry.name(), entry.problem());
            } else {
                EventFormat f = entry.format().get();
                out.printf("%-12s  variant %-10s  castling %-6s  start %-6s  tag %s%s%n", f.name(), f.variant().id(),
                        f.castlingConvention(), f.start().label(f.variant()), f.variantTag().isEmpty() ? "(none)" : f.variantTag(), draw(f));
            }
        }
        out.flush();
        return ExitCodes.OK;
    }

    /** The per-round draw's settings, when the format has any. */
    private static String draw(EventFormat f) {
        StringBuilder sb = new StringBuilder();
        if (f.rounds() > 0) {
            sb.append("  rounds ").append(f.rounds());
        }
        if (!f.excluded().isEmpty()) {
            sb.append("  exclude ").append(f.excluded().stream().sorted().map(String::valueOf).collect(Collectors.joining(",")));
        }
        f.commitment().ifPresent(c -> sb.append("  commitment ").append(c));
        return sb.toString();
    }

    private static void json(PrintWriter out, FormatEntry entry) {
        JsonFactory factory = JsonFactory.builder().disable(StreamWriteFeature.AUTO_CLOSE_TARGET).build();
        try (JsonGenerator json = factory.createGenerator(out)) {
            json.writeStartObject();
            json.writeStringField("name", entry.name());
            EventFormat f = entry.format().orElse(null);
            if (f == null) {
                json.writeStringField("problem", entry.problem());
            } else {
                json.writeStringField("variant", f.variant().id());
                json.writeStringField("castling", f.castlingConvention());
                json.writeStringField("start", f.start().label(f.variant()));
                json.writeStringField("variantTag", f.variantTag());
                if (f.rounds() > 0) {
                    json.writeNumberField("rounds", f.rounds());
                }
                if (!f.excluded().isEmpty()) {
                    json.writeArrayFieldStart("exclude");
                    for (int number : f.excluded().stream().sorted().toList()) {
                        json.writeNumber(number);
                    }
                    json.writeEndArray();
                }
                if (f.commitment().isPresent()) {
                    json.writeStringField("commitment", f.commitment().get());
                }
            }
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.println();
    }
}
