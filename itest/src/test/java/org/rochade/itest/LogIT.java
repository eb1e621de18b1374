package org.rochade.itest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.service.log.LogEntry;
import org.osgi.service.log.LogLevel;
import org.osgi.service.log.LogListener;
import org.osgi.service.log.LogReaderService;
import org.osgi.service.log.Logger;
import org.osgi.service.log.admin.LoggerAdmin;
import org.osgi.test.common.annotation.InjectBundleContext;
import org.osgi.test.common.annotation.InjectService;
import org.osgi.test.junit5.context.BundleContextExtension;
import org.osgi.test.junit5.service.ServiceExtension;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;
import org.rochade.games.api.pgn.PgnValidator;

/**
 * The bundles tell the OSGi log service what happens to them (Felix log 1.3.0 in test.bndrun, the
 * framework's own log service in Equinox): the rules components when they are ready and when they are
 * withdrawn and why, the validator when it binds and unbinds rules. Read back through the
 * {@link LogReaderService}, with INFO switched on for the two bundles through the {@link LoggerAdmin}
 * (the default level is WARN), as a host would.
 */
@ExtendWith(BundleContextExtension.class)
@ExtendWith(ServiceExtension.class)
class LogIT {
    private static final String RULES_IMPL = "org.rochade.rules.impl";
    private static final String PGN_PLUGIN = "org.rochade.pgn.plugin";

    @InjectBundleContext
    BundleContext context;

    @InjectService(timeout = 20_000)
    LogReaderService reader;

    @InjectService(timeout = 20_000)
    LoggerAdmin admin;

    private final List<LogEntry> entries = new ArrayList<>();
    private final LogListener listener = this::received;
    private CastlingBundles castling;
    private Bundle rulesImpl;
    private ServiceWatch<PgnValidator> validators;
    private final List<ServiceWatch<ChessRules>> rules = new ArrayList<>();

    @BeforeEach
    void listen() throws Exception {
        castling = new CastlingBundles(context);
        castling.restoreLaunchState();
        rulesImpl = new BundleSwaps(context).bundle(RULES_IMPL);
        rulesImpl.start();
        for (String bundle : List.of(RULES_IMPL, PGN_PLUGIN)) {
            admin.getLoggerContext(bundle).setLogLevels(Map.of(Logger.ROOT_LOGGER_NAME, LogLevel.INFO));
        }
        reader.addLogListener(listener);
        validators = new ServiceWatch<>(context, PgnValidator.class, "");
        validators.awaitService(v -> true, "registered"); // held: the validator component stays active
        for (Variant variant : Variant.values()) {
            rules.add(new ServiceWatch<>(context, ChessRules.class, "(variant=" + variant.id() + ")"));
        }
    }

    @AfterEach
    void stopListening() throws Exception {
        reader.removeLogListener(listener);
        rules.forEach(ServiceWatch::close);
        validators.close();
        castling.restoreLaunchState();
        rulesImpl.start();
        for (String bundle : List.of(RULES_IMPL, PGN_PLUGIN)) {
            admin.getLoggerContext(bundle).clear();
        }
    }

    @Test
    void stoppingAndStartingTheRulesBundleIsLogged() throws Exception {
        rulesImpl.stop();

        for (Variant variant : Variant.values()) {
            LogEntry withdrawn = await(RULES_IMPL, variant.id() + " rules with castling convention fide withdrawn: its bundle is stopping");
            assertEquals(LogLevel.INFO, withdrawn.getLogLevel());
            assertEquals(RULES_IMPL, withdrawn.getBundle().getSymbolicName());
            await(PGN_PLUGIN, "unbound " + variant.id() + " rules (castling convention fide): new games of " + variant.id()
                    + " get \"no rules for variant " + variant.id() + "\"; games already started finish with the rules they began with");
        }

        rulesImpl.start();

        for (Variant variant : Variant.values()) {
            LogEntry ready = await(RULES_IMPL, variant.id() + " rules ready with castling convention fide");
            assertEquals(RULES_IMPL, ready.getBundle().getSymbolicName());
            await(PGN_PLUGIN, "bound " + variant.id() + " rules (castling convention fide): new games of "
                    + variant.id() + " are checked with them");
        }
    }

    @Test
    void aCastlingSwapIsLoggedAsWithdrawnForABetterServiceAndReadyWithTheNewConvention() throws Exception {
        castling.deployNone();

        for (Variant variant : Variant.values()) {
            await(RULES_IMPL, variant.id() + " rules with castling convention fide withdrawn: "
                    + "a service it needs went away or a better one arrived");
            await(RULES_IMPL, variant.id() + " rules ready with castling convention none");
        }
        for (ServiceWatch<ChessRules> watch : rules) {
            watch.awaitService(r -> "none".equals(r.castlingConvention()), "with castling convention none");
        }
    }

    private synchronized void received(LogEntry entry) {
        entries.add(entry);
        notifyAll();
    }

    /** The first entry of the bundle whose message starts with {@code text}, waiting for it to come. */
    private LogEntry await(String bundle, String text) throws InterruptedException {
        Predicate<LogEntry> wanted = entry -> entry.getBundle() != null && bundle.equals(entry.getBundle().getSymbolicName())
                && entry.getMessage().startsWith(text);
        long deadline = System.nanoTime() + ServiceWatch.TIMEOUT.toNanos();
        synchronized (this) {
            while (true) {
                for (LogEntry entry : entries) {
                    if (wanted.test(entry)) {
                        return entry;
                    }
                }
                long leftMillis = (deadline - System.nanoTime()) / 1_000_000;
                if (leftMillis <= 0) {
                    List<String> seen = new ArrayList<>();
                    entries.forEach(e -> seen.add(e.getBundle() + ": " + e.getMessage()));
                    throw new AssertionError("no log entry of " + bundle + " starting with \"" + text + "\" among " + seen);
                }
                wait(leftMillis);
            }
        }
    }
}
