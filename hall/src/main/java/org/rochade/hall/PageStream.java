package org.rochade.hall;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import java.io.IOException;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * One open page's event stream, written without ever blocking a thread: the servlet's non-blocking
 * output ({@link WriteListener}) takes a message only when it is ready, and the container calls
 * {@link #onWritePossible()} when it is ready again.
 *
 * <p>Its queue is bounded: one message waits at most. Every state message is the whole state, so a
 * newer one replaces an older one not yet sent (a page that falls behind skips straight to the newest
 * state); a keep-alive never replaces a state. A page whose output has refused everything for longer
 * than the stream's stall limit is dropped by {@link RoundStream}.
 *
 * <p>Thread-safe: every step holds this page's lock, and nothing else.
 */
final class PageStream implements WriteListener {
    private final AsyncContext context;
    private final ServletOutputStream out;
    private final LongSupplier clock;
    private final Consumer<PageStream> drop;
    /** The one message waiting; null when none. */
    private byte[] next;
    private boolean nextIsState;
    /** Whether bytes were written since the last flush. */
    private boolean flushOwed;
    /** When the output last refused more ({@link #clock} millis), or -1 while it takes what it is given. */
    private long refusingSince = -1;
    private boolean closed;

    /**
     * @param clock milliseconds, for the stall limit
     * @param drop  what to do with a page whose stream failed
     */
    PageStream(AsyncContext context, ServletOutputStream out, LongSupplier clock, Consumer<PageStream> drop) {
        this.context = context;
        this.out = out;
        this.clock = clock;
        this.drop = drop;
    }

    /** Queues a message (replacing a waiting one as the class comment says) and writes what the output takes now. */
    void offer(byte[] message, boolean state) {
        boolean failed;
        synchronized (this) {
            if (closed) {
                return;
            }
            if (next == null || state || !nextIsState) {
                next = message;
                nextIsState = state;
            }
            failed = !pump();
        }
        if (failed) {
            drop.accept(this);
        }
    }

    @Override
    public void onWritePossible() {
        boolean failed;
        synchronized (this) {
            failed = !closed && !pump();
        }
        if (failed) {
            drop.accept(this);
        }
    }

    @Override
    public void onError(Throwable error) {
        drop.accept(this);
    }

    /** Whether the output has refused everything for longer than {@code limitMillis}. */
    synchronized boolean stalled(long limitMillis) {
        return !closed && refusingSince >= 0 && clock.getAsLong() - refusingSince > limitMillis;
    }

    /** Ends the stream; nothing is written to it afterwards. */
    void close() {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            next = null;
        }
        try {
            context.complete();
        } catch (IllegalStateException alreadyDone) {
            // the container ended the request first
        }
    }

    /**
     * Writes the waiting message and flushes, as far as the output is ready; never waits.
     *
     * @return false when the output failed (the page has gone away)
     */
    private boolean pump() {
        try {
            while (out.isReady()) {
                if (next != null) {
                    byte[] message = next;
                    next = null;
                    out.write(message);
                    flushOwed = true;
                } else if (flushOwed) {
                    flushOwed = false;
                    out.flush();
                } else {
                    refusingSince = -1;
                    return true;
                }
            }
            // Not ready: the container calls onWritePossible() when it is.
            if (refusingSince < 0) {
                refusingSince = clock.getAsLong();
            }
            return true;
        } catch (IOException | IllegalStateException gone) {
            return false;
        }
    }
}
