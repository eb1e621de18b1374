package org.rochade.rules.impl.osgi;

import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.rochade.component.log.ComponentLog;
import org.rochade.component.log.OsgiLog;
import org.rochade.rules.api.Variant;
import org.rochade.rules.api.spi.CastlingConvention;
import org.rochade.rules.impl.engine.EngineRules;

/**
 * What the four {@code ChessRules} components share: their life as DS components (bnd reads these
 * annotations in the subclasses: {@code -dsannotations-options: inherit} in bnd.bnd).
 *
 * <p>The components are immediate: SCR builds the object (its start array catalogue and SAN table;
 * {@link #activate} then loads the bundle's classes, see {@link BundleClasses}) before it registers
 * the service, so a host never finds a registered rules service that is not ready, and a failure to
 * build one means no service rather than a null from {@code getService}. Activation, deactivation and its reason go to the OSGi log service when one
 * is there (an optional, dynamic reference: the rules work the same without it).
 */
abstract class RulesComponent extends EngineRules {
    private volatile ComponentLog log = ComponentLog.NONE;
    private volatile Object loggerFactory;

    RulesComponent(Variant variant, CastlingConvention castling) {
        super(variant, castling);
    }

    @Activate
    void activate(BundleContext context) {
        int classes = BundleClasses.loadAll(context.getBundle(), getClass().getClassLoader());
        log.info(variant().id() + " rules ready with castling convention " + castlingConvention()
                + " (" + classes + " classes loaded); registering the ChessRules service");
    }

    @Deactivate
    void deactivate(int reason) {
        log.info(variant().id() + " rules with castling convention " + castlingConvention()
                + " withdrawn: " + ComponentLog.deactivationReason(reason));
    }

    /** Typed Object so that this class names no log type: the log package is an optional import. */
    @Reference(name = "log", service = org.osgi.service.log.LoggerFactory.class,
            cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC, unbind = "unbindLog")
    void bindLog(Object factory) {
        loggerFactory = factory;
        log = OsgiLog.of(factory, getClass());
    }

    void unbindLog(Object factory) {
        // A replacement log service is bound before the old one is unbound.
        if (loggerFactory == factory) {
            loggerFactory = null;
            log = ComponentLog.NONE;
        }
    }
}
