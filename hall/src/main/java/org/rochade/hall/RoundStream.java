package org.rochade.hall;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.Servlet;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.servlet.whiteboard.propertytypes.HttpWhiteboardServletAsyncSupported;
import org.osgi.service.servlet.whiteboard.propertytypes.HttpWhiteboardServletPattern;
import org.rochade.diagram.BoardOptions;
import org.rochade.diagram.Diagrams;
import org.rochade.event.api.hall.Hall;
import org.rochade.event.api.hall.HallRound;
import org.rochade.rules.api.StartArray;

/**
 * {@code GET /events}: the hall's state as a stream of Server-Sent Events, one {@code data:} line of
 * {@link HallState} JSON per change, the first at once. Every open page holds one; a revealed round
 * (a change of the {@link Hall} service's {@value Hall#REVISION_PROPERTY}) goes to all of them.
 *
 * <p>No page can hold up another. The streams are asynchronous requests written without blocking
 * ({@link PageStream}): the state is made once per change on this servlet's own thread and handed to
 * each page's queue of one, which writes what its connection takes and keeps the rest. A page that
 * takes nothing for {@value #STALL_MILLIS} ms is dropped; a comment line every
 * {@value #KEEP_ALIVE_SECONDS} s shows whether a quiet page is still there.
 */
@Component(service = Servlet.class)
@HttpWhiteboardServletPattern("/events")
@HttpWhiteboardServletAsyncSupported
public final class RoundStream extends HttpServlet {
    private static final long serialVersionUID = 1L;
    static final long KEEP_ALIVE_SECONDS = 15;
    /** How long a page may take nothing before it is dropped. */
    static final long STALL_MILLIS = 10_000;
    /** How often pages are checked for a stall. */
    private static final long CHECK_MILLIS = 1_000;
    private static final byte[] KEEP_ALIVE = ": keep-alive\n\n".getBytes(StandardCharsets.UTF_8);
    /** What a page shows while the shell reveals nothing: no rounds. */
    private static final String NO_HALL = HallState.json(List.of(), round -> "");

    private final transient Set<PageStream> pages = ConcurrentHashMap.newKeySet();
    private final transient ScheduledExecutorService worker = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "rochade-hall-events");
        thread.setDaemon(true);
        return thread;
    });
    private final long stallMillis;
    private transient volatile Hall hall;
    /** Draws the current round's board: mandatory, and given to the constructor, so set before any state is sent. */
    private final transient Diagrams diagrams;

    /** For SCR, with the diagram service that draws the boards. */
    @Activate
    public RoundStream(@Reference Diagrams diagrams) {
        this(diagrams, STALL_MILLIS);
    }

    /** @param stallMillis how long a page may take nothing before it is dropped */
    RoundStream(Diagrams diagrams, long stallMillis) {
        this.diagrams = diagrams;
        this.stallMillis = stallMillis;
    }

    @Activate
    void activate() {
        worker.scheduleAtFixedRate(() -> offerToAll(KEEP_ALIVE, false), KEEP_ALIVE_SECONDS, KEEP_ALIVE_SECONDS, TimeUnit.SECONDS);
        worker.scheduleWithFixedDelay(this::dropStalled, CHECK_MILLIS, Math.min(CHECK_MILLIS, stallMillis), TimeUnit.MILLISECONDS);
    }

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC,
            unbind = "unbindHall", updated = "updatedHall")
    void bindHall(Hall hall) {
        this.hall = hall;
        publish();
    }

    void updatedHall(Hall hall) {
        publish();
    }

    void unbindHall(Hall hall) {
        if (this.hall == hall) {
            this.hall = null;
            publish();
        }
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setContentType("text/event-stream");
        response.setCharacterEncoding("UTF-8");
        response.setHeader("Cache-Control", "no-store");
        AsyncContext context = request.startAsync();
        context.setTimeout(0); // open until the page goes away, or stalls
        response.flushBuffer(); // the headers now: the page knows it is connected
        ServletOutputStream out = response.getOutputStream();
        PageStream page = new PageStream(context, out, System::currentTimeMillis, this::drop);
        context.addListener(new Forget(page));
        out.setWriteListener(page); // from now on the output never blocks: before anything is offered
        pages.add(page);
        worker.execute(() -> page.offer(event(state()), true));
    }

    /** Adds a page (tests: a stream of their own). */
    void add(PageStream page) {
        pages.add(page);
        worker.execute(() -> page.offer(event(state()), true));
    }

    /** The pages open now. */
    Set<PageStream> pages() {
        return Set.copyOf(pages);
    }

    /**
     * Sends the state to every open page. Read on the worker thread when its turn comes, so that what
     * a page receives last is never older than the last change.
     */
    private void publish() {
        try {
            worker.execute(() -> offerToAll(event(state()), true));
        } catch (RejectedExecutionException deactivated) {
            // SCR unbinds a dynamic reference after deactivate: no page is open any more
        }
    }

    private byte[] state() {
        Hall current = hall;
        return (current == null ? NO_HALL : HallState.json(current.rounds(), this::board)).getBytes(StandardCharsets.UTF_8);
    }

    /** A round's start as the diagram service draws it, White at the bottom, with coordinates. */
    private String board(HallRound round) {
        StartArray array = round.array();
        return diagrams.board(array.placement(), BoardOptions.defaults().withTitle(round.event() + ", round "
                + round.round() + ": " + array.variant().id() + " " + array.label()));
    }

    private static byte[] event(byte[] json) {
        byte[] event = new byte[json.length + 8];
        System.arraycopy("data: ".getBytes(StandardCharsets.US_ASCII), 0, event, 0, 6);
        System.arraycopy(json, 0, event, 6, json.length); // one line: the JSON has no raw line breaks
        event[event.length - 2] = '\n';
        event[event.length - 1] = '\n';
        return event;
    }

    private void offerToAll(byte[] message, boolean state) {
        for (PageStream page : pages) {
            page.offer(message, state);
        }
    }

    private void dropStalled() {
        for (PageStream page : pages) {
            if (page.stalled(stallMillis)) {
                drop(page);
            }
        }
    }

    private void drop(PageStream page) {
        if (pages.remove(page)) {
            page.close();
        }
    }

    @Deactivate
    void deactivate() {
        worker.shutdownNow();
        for (PageStream page : pages) {
            drop(page);
        }
    }

    /** Forgets a page whose request the container ends (closed connection, error). */
    private final class Forget implements AsyncListener {
        private final PageStream page;

        Forget(PageStream page) {
            this.page = page;
        }

        @Override
        public void onComplete(AsyncEvent event) {
            pages.remove(page);
        }

        @Override
        public void onTimeout(AsyncEvent event) {
            drop(page);
        }

        @Override
        public void onError(AsyncEvent event) {
            drop(page);
        }

        @Override
        public void onStartAsync(AsyncEvent event) {
            // nothing to do
        }
    }
}
