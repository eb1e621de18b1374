package org.rochade.component.log;

import org.osgi.service.log.Logger;
import org.osgi.service.log.LoggerFactory;

/**
 * A {@link ComponentLog} writing to an OSGi {@link Logger}. The only class of the bundle that uses
 * the (optionally imported) log API; it is loaded when a {@link LoggerFactory} service is bound.
 */
public final class OsgiLog implements ComponentLog {
    private final Logger logger;

    private OsgiLog(Logger logger) {
        this.logger = logger;
    }

    /**
     * @param factory   the bound {@code LoggerFactory} service (typed Object in the component's bind
     *                  method, so that the component class names no log type)
     * @param component the component class, which names the logger
     */
    public static ComponentLog of(Object factory, Class<?> component) {
        return new OsgiLog(((LoggerFactory) factory).getLogger(component));
    }

    @Override
    public void info(String message) {
        logger.info(message);
    }

    @Override
    public void warn(String message) {
        logger.warn(message);
    }
}
