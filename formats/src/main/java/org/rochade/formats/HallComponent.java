package org.rochade.formats;

import java.nio.file.Path;
import java.util.Hashtable;
import java.util.Optional;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceRegistration;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.ConfigurationPolicy;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;
import org.rochade.event.api.EventStore;
import org.rochade.event.api.hall.Hall;
import org.rochade.event.api.hall.HallArbiter;
import org.rochade.rules.api.ChessRules;

/**
 * Registers the {@link Hall} of the format directory a host names (property {@code formats} of the
 * configuration {@code org.rochade.hall}, else the framework property {@value Hall#FORMATS_PROPERTY});
 * none without one. The hall ({@link EventUnderWay}) reads and reveals rounds through the
 * {@link EventStore} service, so that it shares the process's lock with every other caller; each
 * change of its rounds updates the service property {@value Hall#REVISION_PROPERTY}, which is why the
 * component registers the service itself (DS cannot change a component's service properties).
 */
@Component(configurationPid = HallComponent.PID, configurationPolicy = ConfigurationPolicy.OPTIONAL, immediate = true)
public final class HallComponent {
    static final String PID = "org.rochade.hall";

    /** The configuration {@value #PID}. */
    @interface HallConfiguration {
        /** The format directory; empty: the framework property's. */
        String formats() default "";
    }

    @Reference
    private EventStore store;
    /** The arbiter at the host: the seeds given there, and who is told what the hall revealed. */
    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC,
            policyOption = ReferencePolicyOption.GREEDY)
    private volatile HallArbiter arbiter;
    /** Replaced whole under this object's lock, which guards nothing else (no call out holds it). */
    private volatile RulesInForce rules = RulesInForce.none();
    private volatile EventUnderWay hall;
    private volatile ServiceRegistration<Hall> registration;

    @Reference(name = "rules", service = ChessRules.class, cardinality = ReferenceCardinality.MULTIPLE,
            policy = ReferencePolicy.DYNAMIC, policyOption = ReferencePolicyOption.GREEDY, unbind = "unbindRules")
    void bindRules(ChessRules bound) {
        synchronized (this) {
            rules = rules.with(bound);
        }
        rulesChanged();
    }

    void unbindRules(ChessRules unbound) {
        synchronized (this) {
            rules = rules.without(unbound);
        }
        rulesChanged();
    }

    @Activate
    void activate(BundleContext context, HallConfiguration configuration) {
        String directory = configuration.formats().isBlank() ? context.getProperty(Hall.FORMATS_PROPERTY) : configuration.formats();
        if (directory == null || directory.isBlank()) {
            return; // this host shows no hall
        }
        Path formats = Path.of(directory);
        EventUnderWay made = new EventUnderWay(store.formats(formats), store.rounds(formats), format -> rules.of(format),
                () -> Optional.ofNullable(arbiter), this::revised);
        registration = context.registerService(Hall.class, made, properties(0));
        hall = made;
        made.start();
    }

    @Deactivate
    void deactivate() {
        EventUnderWay made = hall;
        ServiceRegistration<Hall> registered = registration;
        hall = null;
        registration = null;
        if (made != null) {
            made.stop();
            registered.unregister();
        }
    }

    private void rulesChanged() {
        EventUnderWay made = hall;
        if (made != null) {
            made.rulesChanged();
        }
    }

    /** A new revision of the hall's rounds: into the service's properties, for the page's references. */
    private void revised(long revision) {
        ServiceRegistration<Hall> registered = registration;
        if (registered != null) {
            try {
                registered.setProperties(properties(revision));
            } catch (IllegalStateException e) {
                // unregistered meanwhile: the hall is going away
            }
        }
    }

    private static Hashtable<String, Object> properties(long revision) {
        Hashtable<String, Object> properties = new Hashtable<>();
        properties.put(Hall.REVISION_PROPERTY, revision);
        return properties;
    }
}
