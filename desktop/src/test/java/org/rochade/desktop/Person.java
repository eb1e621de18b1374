package org.rochade.desktop;

import java.awt.AWTException;
import java.awt.Component;
import java.awt.Container;
import java.awt.Point;
import java.awt.Rectangle;
import java.awt.Robot;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.datatransfer.StringSelection;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.image.BufferedImage;
import java.lang.reflect.InvocationTargetException;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import javax.swing.JDialog;
import javax.swing.SwingUtilities;

/**
 * A person at the window: moves the mouse, clicks, drags, types and pastes through
 * {@link java.awt.Robot}, and looks at the screen. Where a thing is on the screen is read from the
 * components (on Swing's thread), as a person sees it; everything done to the window goes through
 * the robot's real input events.
 */
final class Person {
    private static final Duration PATIENCE = Duration.ofSeconds(30);
    private final Robot robot;

    Person() throws AWTException {
        robot = new Robot();
        robot.setAutoDelay(15);
        robot.setAutoWaitForIdle(false);
    }

    /** Runs on Swing's thread and returns its answer. */
    static <T> T onEdt(Callable<T> call) {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Exception> failure = new AtomicReference<>();
        try {
            SwingUtilities.invokeAndWait(() -> {
                try {
                    result.set(call.call());
                } catch (Exception e) {
                    failure.set(e);
                }
            });
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException(e.getCause());
        }
        if (failure.get() != null) {
            throw new IllegalStateException(failure.get());
        }
        return result.get();
    }

    /**
     * Lets the window catch up: pending events handled and painted. Not {@code Robot.waitForIdle}: on
     * Xvfb its X round trip can wait forever with an idle window (seen on a quiet machine); the X
     * requests are flushed instead and an empty task is run through the event queue.
     */
    void settle() {
        Toolkit.getDefaultToolkit().sync();
        eventQueueIdle();
        robot.delay(120);
        Toolkit.getDefaultToolkit().sync();
        eventQueueIdle();
    }

    /** Returns once every event queued before the call has been dispatched. */
    private static void eventQueueIdle() {
        try {
            SwingUtilities.invokeAndWait(() -> { });
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (InvocationTargetException e) {
            throw new IllegalStateException(e.getCause());
        }
    }

    void moveTo(Point p) {
        robot.mouseMove(p.x, p.y);
    }

    void click(Point p) {
        moveTo(p);
        robot.delay(40);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        settle();
    }

    void doubleClick(Point p) {
        moveTo(p);
        robot.delay(40);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        robot.delay(30);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        settle();
    }

    /** Presses at {@code from}, moves in steps to {@code to} and lets go there. */
    void drag(Point from, Point to) {
        moveTo(from);
        robot.delay(40);
        robot.mousePress(InputEvent.BUTTON1_DOWN_MASK);
        int steps = 12;
        for (int i = 1; i <= steps; i++) {
            robot.mouseMove(from.x + (to.x - from.x) * i / steps, from.y + (to.y - from.y) * i / steps);
        }
        robot.delay(40);
        robot.mouseRelease(InputEvent.BUTTON1_DOWN_MASK);
        settle();
    }

    /** Clicks the middle of a component. */
    void click(Component component) {
        click(centre(component));
    }

    static Point centre(Component component) {
        return onEdt(() -> {
            Point p = component.getLocationOnScreen();
            return new Point(p.x + component.getWidth() / 2, p.y + component.getHeight() / 2);
        });
    }

    /** Types plain text: digits, lower-case letters, spaces, '-', '/' and '.'. */
    void type(String text) {
        for (char c : text.toCharArray()) {
            int key;
            if (c >= '0' && c <= '9') {
                key = KeyEvent.VK_0 + (c - '0');
            } else if (c >= 'a' && c <= 'z') {
                key = KeyEvent.VK_A + (c - 'a');
            } else if (c == ' ') {
                key = KeyEvent.VK_SPACE;
            } else if (c == '-') {
                key = KeyEvent.VK_MINUS;
            } else if (c == '/') {
                key = KeyEvent.VK_SLASH;
            } else if (c == '.') {
                key = KeyEvent.VK_PERIOD;
            } else {
                throw new IllegalArgumentException("cannot type " + c + "; paste it");
            }
            robot.keyPress(key);
            robot.keyRelease(key);
        }
        settle();
    }

    void key(int key) {
        robot.keyPress(key);
        robot.keyRelease(key);
        settle();
    }

    void ctrl(int key) {
        robot.keyPress(KeyEvent.VK_CONTROL);
        robot.keyPress(key);
        robot.keyRelease(key);
        robot.keyRelease(KeyEvent.VK_CONTROL);
        settle();
    }

    /** Puts text on the clipboard (as copying it elsewhere would) and pastes it with Ctrl+V. */
    void paste(String text) {
        onEdt(() -> {
            Toolkit.getDefaultToolkit().getSystemClipboard().setContents(new StringSelection(text), null);
            return null;
        });
        ctrl(KeyEvent.VK_V);
    }

    /**
     * Puts text into a field as a person does, by pasting it over what is there, and looks that it
     * arrived (on a busy machine a click can take a while to give the field focus: then again).
     */
    void fill(javax.swing.text.JTextComponent field, String text) {
        for (int attempt = 0; attempt < 5; attempt++) {
            click(field);
            within(Duration.ofSeconds(5), field::isFocusOwner);
            ctrl(KeyEvent.VK_A);
            paste(text);
            if (within(Duration.ofSeconds(5), () -> field.getText().equals(text))) {
                return;
            }
        }
        throw new AssertionError("could not put " + text + " into " + field.getName());
    }

    /** Puts text on the clipboard only. */
    void copy(String text) {
        onEdt(() -> {
            Toolkit.getDefaultToolkit().getSystemClipboard().setContents(new StringSelection(text), null);
            return null;
        });
    }

    BufferedImage look(Rectangle screenArea) {
        settle();
        return robot.createScreenCapture(screenArea);
    }

    /** Waits until a condition holds (asked on Swing's thread), failing with {@code what} after a while. */
    static void waitUntil(String what, BooleanSupplier condition) {
        waitUntil(what, condition, PATIENCE);
    }

    /** Whether a condition comes to hold within {@code patience} (asked on Swing's thread). */
    static boolean within(Duration patience, BooleanSupplier condition) {
        try {
            waitUntil("", condition, patience);
            return true;
        } catch (AssertionError notYet) {
            return false;
        }
    }

    private static void waitUntil(String what, BooleanSupplier condition, Duration patience) {
        long deadline = System.nanoTime() + patience.toNanos();
        while (!onEdt(condition::getAsBoolean)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("waited " + patience.toSeconds() + " s for: " + what);
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted waiting for " + what);
            }
        }
    }

    /** The visible dialog with this name, once it shows. */
    static JDialog dialog(String name) {
        AtomicReference<JDialog> found = new AtomicReference<>();
        waitUntil("the dialog " + name, () -> {
            for (Window w : Window.getWindows()) {
                if (w instanceof JDialog d && d.isShowing() && (name == null || name.equals(d.getName()))) {
                    found.set(d);
                    return true;
                }
            }
            return false;
        });
        return found.get();
    }

    /** The visible dialog with this title, once it shows. */
    static JDialog dialogTitled(String title) {
        AtomicReference<JDialog> found = new AtomicReference<>();
        waitUntil("the dialog titled " + title, () -> {
            for (Window w : Window.getWindows()) {
                if (w instanceof JDialog d && d.isShowing() && d.getTitle() != null && d.getTitle().startsWith(title)) {
                    found.set(d);
                    return true;
                }
            }
            return false;
        });
        return found.get();
    }

    /** The showing component with this name under a container, once it shows. */
    static <C extends Component> C find(Container root, String name, Class<C> type) {
        AtomicReference<C> found = new AtomicReference<>();
        waitUntil(name + " in " + root.getName(), () -> {
            C c = search(root, name, type);
            found.set(c);
            return c != null;
        });
        return found.get();
    }

    private static <C extends Component> C search(Container root, String name, Class<C> type) {
        for (Component c : root.getComponents()) {
            if (type.isInstance(c) && name.equals(c.getName()) && c.isShowing()) {
                return type.cast(c);
            }
            if (c instanceof Container inner) {
                C found = search(inner, name, type);
                if (found != null) {
                    return found;
                }
            }
        }
        if (root instanceof javax.swing.JMenu menu) {
            for (Component c : menu.getMenuComponents()) {
                if (type.isInstance(c) && name.equals(c.getName()) && c.isShowing()) {
                    return type.cast(c);
                }
            }
        }
        return null;
    }

    /** The first showing component of a type under a container (in layout order), once it shows. */
    static <C extends Component> C first(Container root, Class<C> type) {
        AtomicReference<C> found = new AtomicReference<>();
        waitUntil(type.getSimpleName() + " in " + root.getName(), () -> {
            C c = searchType(root, type);
            found.set(c);
            return c != null;
        });
        return found.get();
    }

    private static <C extends Component> C searchType(Container root, Class<C> type) {
        for (Component c : root.getComponents()) {
            if (type.isInstance(c) && c.isShowing()) {
                return type.cast(c);
            }
            if (c instanceof Container inner) {
                C found = searchType(inner, type);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** Waits until no dialog is showing. */
    static void noDialog() {
        waitUntil("all dialogs closed", () -> {
            for (Window w : Window.getWindows()) {
                if (w instanceof JDialog d && d.isShowing()) {
                    return false;
                }
            }
            return true;
        });
    }
}
