package org.rochade.formats;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.ConfigurationPolicy;
import org.osgi.service.metatype.annotations.Designate;
import org.rochade.rules.api.Variant;
import org.rochade.event.api.format.EventFormat;
import org.rochade.event.api.format.StartRule;

/**
 * One {@link EventFormat} service per factory configuration of {@value EventFormat#FACTORY_PID}
 * (nothing without one). A changed configuration makes SCR dispose of this instance and build a new
 * one, so a format never changes under a caller. SCR hands the configuration over typed
 * ({@link FormatConfiguration}, also described for a metatype service). Immediate, so that a bad configuration is reported
 * (by SCR, naming the property) when it arrives rather than on first use.
 */
@Component(service = EventFormat.class, configurationPid = EventFormat.FACTORY_PID,
        configurationPolicy = ConfigurationPolicy.REQUIRE, immediate = true)
@Designate(ocd = FormatConfiguration.class, factory = true)
public final class EventFormatComponent implements EventFormat {
    private final FormatDefinition definition;

    /** @param properties the component's properties: the configuration's keys, checked as a file's are */
    @Activate
    public EventFormatComponent(FormatConfiguration configuration, Map<String, Object> properties) {
        this.definition = FormatDefinition.from(configuration, properties.keySet());
    }

    @Override
    public String name() {
        return definition.name();
    }

    @Override
    public Variant variant() {
        return definition.variant();
    }

    @Override
    public String castlingConvention() {
        return definition.castlingConvention();
    }

    @Override
    public StartRule start() {
        return definition.start();
    }

    @Override
    public String variantTag() {
        return definition.variantTag();
    }

    @Override
    public int rounds() {
        return definition.rounds();
    }

    @Override
    public Set<Integer> excluded() {
        return definition.excluded();
    }

    @Override
    public Optional<String> commitment() {
        return definition.commitment();
    }

    @Override
    public String toString() {
        return definition.toString();
    }
}
