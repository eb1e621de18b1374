package org.rochade.formats;

import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;
import org.rochade.event.api.format.EventFormat;

/**
 * The configuration of one event format, as a metatype service describes it (for a configuration
 * editor): one factory configuration of {@value EventFormat#FACTORY_PID} (a file
 * {@code org.rochade.format-NAME.cfg}). {@link EventFormatComponent} reads the configuration's
 * properties themselves ({@link FormatDefinition}, which supplies the defaults).
 */
@ObjectClassDefinition(id = EventFormat.FACTORY_PID, name = "Rochade event format",
        description = "One named way of playing an event: variant, castling convention, start rule and the per-round draw.")
public @interface FormatConfiguration {

    // No annotation defaults: the metatype's defaults are the defaultValue attributes.

    @AttributeDefinition(required = false, description = "The format's name; default: the configuration's name (org.rochade.format-NAME.cfg).")
    String name();

    @AttributeDefinition(required = false, defaultValue = "chess960", description = "chess960, fischer168, classic or dfrc.")
    String variant();

    @AttributeDefinition(required = false, defaultValue = "fide", description = "The castling convention the event needs in force, e.g. fide or none.")
    String castling();

    @AttributeDefinition(required = false, defaultValue = "random",
            description = "random, die (chess960 and dfrc), or the array's number in the variant (W:B for dfrc).")
    String start();

    @AttributeDefinition(required = false, description = "The PGN Variant tag value to write; default: the variant's own spelling.")
    String variantTag();

    @AttributeDefinition(required = false, description = "How many rounds the event has, for the per-round draw; empty: not given.")
    String rounds();

    @AttributeDefinition(required = false, description = "Array numbers the per-round draw never draws, comma-separated.")
    String exclude();

    @AttributeDefinition(required = false, description = "The SHA-256 of the draw's seed (64 hex digits), published before the event.")
    String commitment();

}
