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
    /** How many times a step is done before the test fails naming it (see {@link #until}). */
    static final int TRIES = 3;
    /** How long one try of a step waits for its effect before doing it again. */
    static final Duration STEP_PATIENCE = Duration.ofSeconds(15);
    private final Robot robot;

    Person() throws AWTException {
        robot = new Robot();
        robot.setAutoDelay(15);
        robot.setAutoWaitForIdle(false);
    }

    /**
     * Does a step and confirms it by its effect. Xvfb, above all under load, now and then loses a
     * synthetic click or key (seen at varying steps: a tab, a chooser's button, a file chooser), so
     * no step is taken as done because its events were sent: the effect is polled on Swing's thread
     * for {@link #STEP_PATIENCE}; when it has not come, the action is done again, {@link #TRIES}
     * times in all, and then the test fails naming the step. The effect is looked at before every
     * try, so an action whose effect already holds (or came late) is not done again.
     *
     * @param effect what the step causes, asked on Swing's thread (a dialog showing or gone, a tab
     *               selected, a move in the list)
     * @param action the synthetic input, done on the test's thread
     * @param what   the step, as the failure names it
     */
    void until(BooleanSupplier effect, Runnable action, String what) {
        RuntimeException lastFailure = null;
        for (int attempt = 1; attempt <= TRIES; attempt++) {
            if (onEdt(effect::getAsBoolean)) {
                return;
            }
            try {
                action.run();
                lastFailure = null;
            } catch (RuntimeException e) { // e.g. a component that went off the screen under the action
                lastFailure = e;
            }
            if (within(STEP_PATIENCE, effect)) {
                if (attempt > 1) {
                    System.out.println("DesktopWindowIT: " + what + ": done at try " + attempt);
                }
                return;
            }
        }
        AssertionError failed = new AssertionError("step not done after " + TRIES + " tries (" + STEP_PATIENCE.toSeconds()
                + " s each): " + what + " (" + focusState() + ")");
        if (lastFailure != null) {
            failed.initCause(lastFailure);
        }
        throw failed;
    }

    /** Where the keyboard focus is and which dialogs show, for a failure's message. */
    static String focusState() {
        return onEdt(() -> {
            java.awt.KeyboardFocusManager focus = java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager();
            StringBuilder text = new StringBuilder("focused window: ").append(nameOf(focus.getFocusedWindow()))
                    .append(", focus owner: ").append(nameOf(focus.getFocusOwner())).append(", dialogs showing: [");
            String separator = "";
            for (Window w : Window.getWindows()) {
                if (w instanceof JDialog d && d.isShowing()) {
                    text.append(separator).append(nameOf(d));
                    separator = ", ";
                }
            }
            return text.append(']').toString();
        });
    }

    private static String nameOf(Component c) {
        if (c == null) {
            return "none";
        }
        String title = c instanceof java.awt.Dialog d ? " \"" + d.getTitle() + "\""
                : c instanceof java.awt.Frame f ? " \"" + f.getTitle() + "\"" : "";
        return c.getClass().getSimpleName() + (c.getName() == null ? "" : " " + c.getName()) + title;
    }

    /**
     * Gives a component the keyboard focus before keys are typed at it: its window brought to the
     * front and focused, the component focused, confirmed by Swing's focus state ({@link #until}).
     * Keys go to the X focus window, which is not always the window just opened or clicked.
     */
    void focus(Component component, String what) {
        until(() -> hasFocus(component), () -> onEdt(() -> {
            Window window = SwingUtilities.getWindowAncestor(component);
            window.toFront();
            component.requestFocus();
            return null;
        }), "the keyboard focus on " + what);
    }

    private static boolean hasFocus(Component component) {
        Window window = SwingUtilities.getWindowAncestor(component);
        return window != null && window.isFocused() && component.isFocusOwner();
    }

    /**
     * Presses a key at a component (given the focus first) and confirms the key by its effect
     * ({@link #until}): Enter in a dialog's field closes the dialog.
     */
    void keyAt(Component target, int key, BooleanSupplier effect, String what) {
        until(effect, () -> {
            focus(target, target.getName() == null ? what : target.getName());
            key(key);
        }, what);
    }

    /** Clicks a component and confirms the click by its effect ({@link #until}). */
    void clickUntil(Component component, BooleanSupplier effect, String what) {
        until(effect, () -> click(component), what);
    }

    /**
     * Makes a window that shows ready for input: focused, which on X means it is mapped on the screen.
     * A dialog counts as showing once Java has asked X to show it; a click sent before X maps it lands
     * on the window below (for a modal dialog, a blocked one) and is lost.
     */
    void ready(Window window) {
        until(window::isFocused, () -> onEdt(() -> {
            window.toFront();
            window.requestFocus();
            return null;
        }), "the window " + nameOf(window) + " focused");
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
     * Lets the window catch up with what is queued: X requests flushed, pending events handled (and
     * the repaints they queue done). Not {@code Robot.waitForIdle}: on Xvfb its X round trip can wait
     * forever with an idle window (seen on a quiet machine). No fixed sleep: whether an action did
     * what it should is confirmed by its effect ({@link #until}), what the screen shows by polling it.
     */
    void settle() {
        Toolkit.getDefaultToolkit().sync();
        eventQueueIdle();
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
     * Puts text into a field as a person does: clicks it, selects what is there (Ctrl+A) and pastes
     * over it (Ctrl+V); confirmed by the field's text ({@link #until}), with the focus made sure
     * before the keys.
     */
    void fill(javax.swing.text.JTextComponent field, String text) {
        until(() -> field.getText().equals(text), () -> {
            click(field);
            focus(field, field.getName());
            ctrl(KeyEvent.VK_A);
            paste(text);
        }, "the text \"" + text + "\" in the field " + field.getName());
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
        if (!poll(patience, () -> onEdt(condition::getAsBoolean))) {
            throw new AssertionError("waited " + patience.toSeconds() + " s for: " + what);
        }
    }

    /**
     * Whether a condition asked on the calling thread (a screenshot looked at) comes to hold within
     * {@code patience}, asked every 100 ms.
     */
    static boolean poll(Duration patience, BooleanSupplier condition) {
        long deadline = System.nanoTime() + patience.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted while waiting", e);
            }
        }
        return true;
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
