package org.rochade.formats;

import java.util.Hashtable;
import java.util.Map;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceRegistration;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.ConfigurationPolicy;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.metatype.annotations.Designate;
import org.rochade.event.api.format.EventFormat;

/**
 * One {@link EventFormat} service per usable factory configuration of {@value EventFormat#FACTORY_PID}
 * (nothing without one). The configuration is checked first ({@link FormatDefinition}, as a format
 * file is) and the service registered after, with the configuration's properties: a configuration
 * that is not usable registers nothing (SCR reports the activation's failure, naming the property),
 * so a host never finds a format service whose object cannot be had; {@code name} is the format's
 * name also when the configuration gives it by its PID alone. That is why the component
 * registers the service itself: a DS service component is registered before it is built, and one
 * whose construction failed stayed registered with a null service object. A changed configuration
 * makes SCR dispose of this instance and build a new one, so a format never changes under a caller.
 * Immediate, so that a bad configuration is reported when it arrives. The metatype describes the
 * configuration ({@link FormatConfiguration}).
 */
@Component(configurationPid = EventFormat.FACTORY_PID, configurationPolicy = ConfigurationPolicy.REQUIRE, immediate = true,
        service = {})
@Designate(ocd = FormatConfiguration.class, factory = true)
public final class EventFormatComponent {
    private final ServiceRegistration<EventFormat> registration;

    /**
     * @param properties the component's properties: the configuration's keys and values, checked as a file's are
     * @throws IllegalArgumentException naming the format and the property that is wrong (nothing is registered)
     */
    @Activate
    public EventFormatComponent(BundleContext context, Map<String, Object> properties) {
        FormatDefinition format = FormatDefinition.from(properties);
        Hashtable<String, Object> service = serviceProperties(properties);
        service.put("name", format.name()); // also for a configuration named by its PID, so that (name=X) finds it
        registration = context.registerService(EventFormat.class, format, service);
    }

    @Deactivate
    void deactivate() {
        try {
            registration.unregister();
        } catch (IllegalStateException e) {
            // unregistered already: the bundle is stopping
        }
    }

    /** The configuration's properties, as DS would have registered them: all but the private ones (a leading '.'). */
    private static Hashtable<String, Object> serviceProperties(Map<String, Object> properties) {
        Hashtable<String, Object> service = new Hashtable<>();
        properties.forEach((key, value) -> {
            if (!key.startsWith(".") && value != null) {
                service.put(key, value);
            }
        });
        return service;
    }
}
