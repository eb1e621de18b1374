package org.rochade.component.log;

import org.osgi.service.component.ComponentConstants;

/**
 * Where a component tells the host what happened to it: the OSGi log service when one is bound,
 * nowhere otherwise (never System.out, which belongs to the host).
 *
 * <p>This type keeps the OSGi log API out of the component classes' signatures: the bundle imports
 * {@code org.osgi.service.log} optionally, and only {@link OsgiLog} touches it, once a
 * {@code LoggerFactory} service is actually bound. Each bundle that uses it carries its own private
 * copy of this package (bnd's {@code -conditionalpackage}), so it is never exported.
 */
public interface ComponentLog {

    /** The log of a component no log service is bound to. */
    ComponentLog NONE = new ComponentLog() {
        @Override
        public void info(String message) {
        }

        @Override
        public void warn(String message) {
        }
    };

    void info(String message);

    void warn(String message);

    /** Why SCR deactivated a component, in words (the codes of {@link ComponentConstants}). */
    static String deactivationReason(int reason) {
        switch (reason) {
            case ComponentConstants.DEACTIVATION_REASON_DISABLED:
                return "the component was disabled";
            case ComponentConstants.DEACTIVATION_REASON_REFERENCE:
                return "a service it needs went away or a better one arrived";
            case ComponentConstants.DEACTIVATION_REASON_CONFIGURATION_MODIFIED:
            case ComponentConstants.DEACTIVATION_REASON_CONFIGURATION_DELETED:
                return "its configuration changed";
            case ComponentConstants.DEACTIVATION_REASON_DISPOSED:
                return "the component was disposed";
            case ComponentConstants.DEACTIVATION_REASON_BUNDLE_STOPPED:
                return "its bundle is stopping";
            default:
                return "reason " + reason;
        }
    }
}
