package org.rochade.desktop;

import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.time.Duration;
import javax.swing.SwingUtilities;
import org.rochade.desktop.game.StartRequest;
import org.rochade.desktop.host.DesktopFramework;
import org.rochade.desktop.host.RochadeServices;
import org.rochade.desktop.window.ChessWindow;
import org.rochade.rules.api.Variant;

/**
 * The desktop host put together: the framework with its bundles and the watched directory, the
 * services, and the window showing a first game (Chess960 SP 518 once its rules are there).
 * {@link #close()} closes the window, then the services and the framework.
 */
public final class DesktopApp implements AutoCloseable {
    /** How long the first game waits for the rules at start-up before the window opens without. */
    private static final Duration FIRST_RULES = Duration.ofSeconds(30);

    private final DesktopFramework framework;
    private final RochadeServices services;
    private final ChessWindow window;

    private DesktopApp(DesktopFramework framework, RochadeServices services, ChessWindow window) {
        this.framework = framework;
        this.services = services;
        this.window = window;
    }

    /**
     * Starts the framework (FileInstall watching {@code bundlesDir}, which must exist) and shows the
     * window.
     *
     * @param onClosed run once the window is closed, after everything has stopped (may be null)
     */
    public static DesktopApp start(Path bundlesDir, PrintStream diagnostics, Runnable onClosed)
            throws InterruptedException {
        DesktopFramework framework = DesktopFramework.start(bundlesDir, diagnostics);
        RochadeServices services = new RochadeServices(framework.context());
        try {
            boolean rules = services.awaitRules(Variant.CHESS960, FIRST_RULES).isPresent();
            ChessWindow[] made = new ChessWindow[1];
            SwingUtilities.invokeAndWait(() -> {
                ChessWindow window = new ChessWindow(services);
                if (rules) {
                    window.start(new StartRequest.Numbered(Variant.CHESS960, 518));
                } else {
                    window.servicesChanged();
                }
                window.setVisible(true);
                made[0] = window;
            });
            DesktopApp app = new DesktopApp(framework, services, made[0]);
            services.addListener(made[0]::servicesChanged);
            made[0].servicesChanged(); // what came before the listener: the diagram service, say
            made[0].addWindowListener(new java.awt.event.WindowAdapter() {
                @Override
                public void windowClosed(java.awt.event.WindowEvent e) {
                    Thread stopper = new Thread(() -> {
                        app.stopServices();
                        if (onClosed != null) {
                            onClosed.run();
                        }
                    }, "rochade-desktop-close");
                    stopper.start();
                }
            });
            return app;
        } catch (InvocationTargetException e) {
            services.close();
            framework.close();
            throw new IllegalStateException("the window did not open: " + e.getCause(), e.getCause());
        } catch (InterruptedException | RuntimeException e) {
            services.close();
            framework.close();
            throw e;
        }
    }

    public ChessWindow window() {
        return window;
    }

    /** The embedded framework (its bundles, for a look at what runs). */
    public DesktopFramework framework() {
        return framework;
    }

    public RochadeServices services() {
        return services;
    }

    private void stopServices() {
        services.close();
        framework.close();
    }

    /** Closes the window and stops the framework. */
    @Override
    public void close() {
        try {
            SwingUtilities.invokeAndWait(window::dispose);
        } catch (InvocationTargetException e) {
            // disposing failed; the framework is stopped below all the same
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        stopServices();
    }
}
