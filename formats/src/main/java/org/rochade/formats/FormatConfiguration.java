package org.rochade.formats;

import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;
import org.rochade.event.api.format.EventFormat;

/**
 * The configuration of one event format, as SCR hands it to {@link EventFormatComponent}: one factory
 * configuration of {@value EventFormat#FACTORY_PID} (a file {@code org.rochade.format-NAME.cfg}).
 * Every value is text as a format file gives it; {@link FormatDefinition} checks what it means.
 */
@ObjectClassDefinition(id = EventFormat.FACTORY_PID, name = "Rochade event format",
        description = "One named way of playing an event: variant, castling convention, start rule and the per-round draw.")
public @interface FormatConfiguration {

    @AttributeDefinition(required = false, description = "The format's name; default: the configuration's name (org.rochade.format-NAME.cfg).")
    String name() default "";

    @AttributeDefinition(required = false, description = "chess960, fischer168 or classic.")
    String variant() default "chess960";

    @AttributeDefinition(required = false, description = "The castling convention the event needs in force, e.g. fide or none.")
    String castling() default "fide";

    @AttributeDefinition(required = false, description = "random, die (chess960 only) or the array's number in the variant.")
    String start() default "random";

    @AttributeDefinition(required = false, description = "The PGN Variant tag value to write; default: the variant's own spelling.")
    String variantTag() default "";

    @AttributeDefinition(required = false, description = "How many rounds the event has, for the per-round draw; empty: not given.")
    String rounds() default "";

    @AttributeDefinition(required = false, description = "Array numbers the per-round draw never draws, comma-separated.")
    String exclude() default "";

    @AttributeDefinition(required = false, description = "The SHA-256 of the draw's seed (64 hex digits), published before the event.")
    String commitment() default "";

    /**
     * The configuration's PID ({@code service.pid}), which names a named factory configuration. No
     * default: a default would be a component property, which SCR would not let the PID replace.
     */
    String service_pid();
}
