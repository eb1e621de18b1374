package org.rochade.launcher.host;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;

/**
 * The services from the bundles' classes on the launcher's own class path, found with
 * {@link ServiceLoader} through their META-INF/services entries (each bundle registers its DS
 * components there too): no framework, no SCR, no bundle class loaders, so that a one-shot command
 * starts in tens of milliseconds and every class it loads can come from the class-data archive.
 *
 * <p>Nothing comes or goes on a class path: a service found is kept for the run. Rules are made one
 * provider at a time, in the order of the services file, until the variant asked for turns up (each
 * provider builds its variant's tables). The castling convention is castling.plugin's FIDE castling,
 * as in the framework ({@code -Drochade.castling=NAME} chooses another one on the class path).
 *
 * <p>Thread-safe.
 */
public final class ClasspathServices implements Services {
    private final Map<Class<?>, Object> services = new HashMap<>();
    private final Map<Variant, ChessRules> rules = new EnumMap<>(Variant.class);
    private Iterator<ChessRules> unmade;

    /**
     * Makes the services of these features on a daemon thread: the first rules (chess960's, which
     * every rules look-up makes first), the PGN validator (with every variant's rules), the ratings,
     * the diagrams, the event store. The look-ups wait for it on this object's lock.
     */
    @Override
    public void prepare(Set<Feature> features) {
        if (features.isEmpty()) {
            return;
        }
        Set<Feature> wanted = Set.copyOf(features);
        Thread preparer = new Thread(() -> {
            try {
                if (wanted.contains(Feature.RULES)) {
                    rules(Variant.CHESS960);
                }
                if (wanted.contains(Feature.PGN)) {
                    pgnValidator();
                }
                if (wanted.contains(Feature.RATINGS)) {
                    ratings();
                }
                if (wanted.contains(Feature.DIAGRAM)) {
                    diagrams();
                }
                if (wanted.contains(Feature.FORMATS)) {
                    eventStore();
                }
            } catch (RuntimeException | Error e) {
                // Made again, and reported, by the command's own look-up.
            }
        }, "rochade-services");
        preparer.setDaemon(true);
        preparer.start();
    }

    /** One-shot commands have the class path's convention only; the shell's framework takes bundles. */
    @Override
    public String conventionAdvice(String convention) {
        return "a one-shot command plays the convention on the launcher's class path: use the format in the shell,"
                + " with the bundle of convention '" + convention + "' in its bundles directory (rochade shell, then"
                + " rochade:COMMAND --format NAME)";
    }

    @Override
    public synchronized ChessRules rules(Variant variant) {
        ChessRules found = rules.get(variant);
        while (found == null && moreRules()) {
            ChessRules made = unmade.next();
            rules.putIfAbsent(made.variant(), made);
            found = rules.get(variant);
        }
        if (found == null) {
            throw new UserError("no rules for variant " + variant.id());
        }
        return found;
    }

    @Override
    public synchronized List<ChessRules> allRules() {
        while (moreRules()) {
            ChessRules made = unmade.next();
            rules.putIfAbsent(made.variant(), made);
        }
        List<ChessRules> all = new ArrayList<>(rules.values());
        all.sort(Comparator.comparing(found -> found.variant().id()));
        return all;
    }

    @Override
    public synchronized <S> S service(Feature feature, Class<S> type, String missing) {
        Object found = services.get(type);
        if (found == null) {
            found = ServiceLoader.load(type, ClasspathServices.class.getClassLoader()).findFirst()
                    .orElseThrow(() -> new UserError(missing));
            services.put(type, found);
        }
        return type.cast(found);
    }

    /** Nothing to stop: the services are plain objects. */
    @Override
    public void close() {
    }

    private boolean moreRules() {
        if (unmade == null) {
            unmade = ServiceLoader.load(ChessRules.class, ClasspathServices.class.getClassLoader()).iterator();
        }
        return unmade.hasNext();
    }
}
