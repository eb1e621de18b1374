package org.rochade.embedding;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.function.Predicate;
import java.util.jar.Manifest;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceReference;
import org.osgi.framework.launch.Framework;
import org.osgi.util.tracker.ServiceTracker;
import org.rochade.diagram.Diagrams;
import org.rochade.ratings.Ratings;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;
import org.rochade.games.api.GameEditor;
import org.rochade.games.api.PgnGames;
import org.rochade.games.api.pgn.PgnValidator;

/**
 * Example host (a): a Java chess GUI that starts its own OSGi framework and installs Rochade's bundles
 * (the README's "Embedding" section walks through it).
 *
 * <p>The GUI keeps rules.api on its own class path, because its code calls {@link ChessRules}: the
 * framework's system bundle exports those packages (exactly as rules.api's manifest exports them) and
 * rules.api is not installed as a bundle, so the services the bundles register are of the GUI's own
 * {@code ChessRules} type. Everything else is installed from jars. The framework is whichever one
 * {@link ServiceLoader} finds on the class path (Felix, Equinox): only standard OSGi API is used.
 *
 * <p>The GUI looks the rules up for each game it starts: while there are none (the rules bundle is
 * being updated, say) {@link #rules} answers at once with nothing, never waits. Its games are
 * {@link GameEditor}s ({@link #newGame}) played on a {@link Board}, shown in a {@link MovePane}, and
 * opened and saved as PGN by {@link GameFiles} with the {@link PgnGames} service.
 */
public final class ChessGuiHost implements AutoCloseable {
    private final Framework framework;
    /** Notified whenever a rules service comes or goes, for {@link #awaitRules(Variant, Predicate, Duration)}. */
    private final Object rulesChanged = new Object();
    private final Map<Variant, ServiceTracker<ChessRules, ChessRules>> rules = new EnumMap<>(Variant.class);
    private final ServiceTracker<PgnValidator, PgnValidator> validator;
    private final ServiceTracker<PgnGames, PgnGames> games;
    private final ServiceTracker<Diagrams, Diagrams> diagrams;
    private final ServiceTracker<Ratings, Ratings> ratings;

    private ChessGuiHost(Framework framework) throws InvalidSyntaxException {
        this.framework = framework;
        BundleContext context = framework.getBundleContext();
        for (Variant variant : Variant.values()) {
            String filter = "(&(" + Constants.OBJECTCLASS + "=" + ChessRules.class.getName() + ")("
                    + ChessRules.VARIANT_PROPERTY + "=" + variant.id() + "))";
            ServiceTracker<ChessRules, ChessRules> tracker = new ServiceTracker<>(context, context.createFilter(filter), null) {
                @Override
                public ChessRules addingService(ServiceReference<ChessRules> reference) {
                    ChessRules service = super.addingService(reference);
                    signalRulesChanged();
                    return service;
                }

                @Override
                public void removedService(ServiceReference<ChessRules> reference, ChessRules service) {
                    super.removedService(reference, service);
                    signalRulesChanged();
                }
            };
            tracker.open();
            rules.put(variant, tracker);
        }
        validator = new ServiceTracker<>(context, PgnValidator.class, null);
        validator.open();
        games = new ServiceTracker<>(context, PgnGames.class, null);
        games.open();
        diagrams = new ServiceTracker<>(context, Diagrams.class, null);
        diagrams.open();
        ratings = new ServiceTracker<>(context, Ratings.class, null);
        ratings.open();
    }

    /**
     * Starts a framework with the bundle jars installed and started, in the given order.
     *
     * @param storage the framework's own directory (bundle cache), emptied at start
     */
    public static ChessGuiHost start(List<Path> bundleJars, Path storage) throws BundleException, IOException,
            InvalidSyntaxException {
        Framework framework = OwnFramework.start(storage, Map.of(Constants.FRAMEWORK_SYSTEMPACKAGES_EXTRA, apiExports()),
                bundleJars);
        try {
            return new ChessGuiHost(framework);
        } catch (InvalidSyntaxException | RuntimeException e) {
            OwnFramework.stop(framework);
            throw e;
        }
    }

    /** The rules for a new game of this variant, or nothing when no rules service is there right now. */
    public Optional<ChessRules> rules(Variant variant) {
        return Optional.ofNullable(rules.get(variant).getService());
    }

    /**
     * A new game from a start array, by the variant's own number (SP for Chess960), with the rules
     * there are now: the game keeps them to its end.
     *
     * @throws IllegalStateException when there are no rules for the variant right now
     */
    public GameEditor newGame(Variant variant, int number) {
        ChessRules found = rules(variant).orElseThrow(
                () -> new IllegalStateException("no rules for variant " + variant.id() + " right now"));
        return GameEditor.fromArray(found, number);
    }

    /** Waits for the rules of a variant, as the GUI does once after start-up (services come asynchronously). */
    public ChessRules awaitRules(Variant variant, Duration timeout) throws InterruptedException {
        return awaitRules(variant, found -> true, timeout);
    }

    /**
     * Waits for rules of a variant that satisfy {@code wanted}: after dropping in a bundle with another
     * castling convention, say, SCR replaces the rules services on its own thread.
     */
    public ChessRules awaitRules(Variant variant, Predicate<ChessRules> wanted, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        synchronized (rulesChanged) {
            while (true) {
                ChessRules found = rules.get(variant).getService();
                if (found != null && wanted.test(found)) {
                    return found;
                }
                long leftMillis = (deadline - System.nanoTime()) / 1_000_000;
                if (leftMillis <= 0) {
                    throw new IllegalStateException("no such rules for variant " + variant.id() + " after " + timeout);
                }
                rulesChanged.wait(leftMillis);
            }
        }
    }

    private void signalRulesChanged() {
        synchronized (rulesChanged) {
            rulesChanged.notifyAll();
        }
    }

    public PgnValidator awaitValidator(Duration timeout) throws InterruptedException {
        return await(validator, "PGN validator", timeout);
    }

    /** Waits for the service that reads PGN files into games and writes games as PGN. */
    public PgnGames awaitGames(Duration timeout) throws InterruptedException {
        return await(games, "PGN games service", timeout);
    }

    /** Waits for the service that draws boards, start arrays, event sheets and heat maps as SVG. */
    public Diagrams awaitDiagrams(Duration timeout) throws InterruptedException {
        return await(diagrams, "diagram service", timeout);
    }

    /** Waits for the service that rates an event's games (FIDE's method by default). */
    public Ratings awaitRatings(Duration timeout) throws InterruptedException {
        return await(ratings, "ratings service", timeout);
    }

    private static <S> S await(ServiceTracker<S, S> tracker, String what, Duration timeout) throws InterruptedException {
        S found = tracker.waitForService(timeout.toMillis());
        if (found == null) {
            throw new IllegalStateException("no " + what + " after " + timeout);
        }
        return found;
    }

    /** Installs and starts one more bundle while the GUI runs (another castling convention, say). */
    public Bundle deploy(Path jar) throws BundleException {
        Bundle bundle = framework.getBundleContext().installBundle(jar.toUri().toString());
        bundle.start();
        return bundle;
    }

    /** The installed bundle with this symbolic name. */
    public Bundle bundle(String symbolicName) {
        for (Bundle bundle : framework.getBundleContext().getBundles()) {
            if (symbolicName.equals(bundle.getSymbolicName())) {
                return bundle;
            }
        }
        throw new IllegalArgumentException(symbolicName + " is not installed");
    }

    /** Which framework ServiceLoader found: the system bundle's symbolic name. */
    public String frameworkName() {
        return framework.getSymbolicName();
    }

    /** The framework's state ({@link Bundle#ACTIVE} while the host runs, {@link Bundle#RESOLVED} once closed). */
    public int state() {
        return framework.getState();
    }

    @Override
    public void close() throws InterruptedException {
        rules.values().forEach(ServiceTracker::close);
        validator.close();
        games.close();
        diagrams.close();
        ratings.close();
        OwnFramework.stop(framework);
    }

    /** The API bundles whose packages the host shares with the framework (the system bundle exports them). */
    private static final List<String> API_BUNDLES = List.of("org.rochade.rules.api", "org.rochade.games.api",
            "org.rochade.diagram", "org.rochade.ratings");

    /** The packages the API bundles export, read from their manifests on this class path. */
    private static String apiExports() throws IOException {
        ClassLoader loader = ChessRules.class.getClassLoader();
        List<String> exports = new ArrayList<>();
        for (URL url : Collections.list(loader.getResources("META-INF/MANIFEST.MF"))) {
            try (InputStream in = url.openStream()) {
                Manifest manifest = new Manifest(in);
                String symbolicName = manifest.getMainAttributes().getValue(Constants.BUNDLE_SYMBOLICNAME);
                if (symbolicName != null && API_BUNDLES.contains(symbolicName)) {
                    exports.add(manifest.getMainAttributes().getValue(Constants.EXPORT_PACKAGE));
                }
            }
        }
        if (exports.size() != API_BUNDLES.size()) {
            throw new IllegalStateException("not every API bundle is on the class path: " + API_BUNDLES);
        }
        return String.join(",", exports);
    }
}
