package org.rochade.hall;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.Servlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
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
 * <p>The streams are asynchronous requests, so an open page holds no server thread. One writer thread
 * does all writing, in order: the state after each change, and a comment line every
 * {@value #KEEP_ALIVE_SECONDS} s through which a page that has gone away is noticed and dropped.
 */
@Component(service = Servlet.class)
@HttpWhiteboardServletPattern("/events")
@HttpWhiteboardServletAsyncSupported
public final class RoundStream extends HttpServlet {
    private static final long serialVersionUID = 1L;
    static final long KEEP_ALIVE_SECONDS = 15;
    /** What a page shows while the shell reveals nothing: no rounds. */
    private static final String NO_HALL = HallState.json(List.of(), round -> "");

    private final transient Set<AsyncContext> pages = ConcurrentHashMap.newKeySet();
    private final transient ScheduledExecutorService writer = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread thread = new Thread(runnable, "rochade-hall-events");
        thread.setDaemon(true);
        return thread;
    });
    private transient volatile Hall hall;
    /** Draws the current round's board: mandatory, and given to the constructor, so set before any state is sent. */
    private final transient Diagrams diagrams;

    @Activate
    public RoundStream(@Reference Diagrams diagrams) {
        this.diagrams = diagrams;
    }

    @Activate
    void activate() {
        writer.scheduleAtFixedRate(() -> sendToAll(": keep-alive\n\n"), KEEP_ALIVE_SECONDS, KEEP_ALIVE_SECONDS, TimeUnit.SECONDS);
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
        AsyncContext page = request.startAsync();
        page.setTimeout(0); // open until the page goes away
        page.addListener(new Forget(page));
        response.flushBuffer(); // the headers now: the page knows it is connected
        pages.add(page);
        writer.execute(() -> send(page, event(state())));
    }

    /**
     * Sends the state to every open page. Read on the writer thread when its turn comes, so that what
     * a page receives last is never older than the last change.
     */
    private void publish() {
        writer.execute(() -> sendToAll(event(state())));
    }

    private String state() {
        Hall current = hall;
        return current == null ? NO_HALL : HallState.json(current.rounds(), this::board);
    }

    /** A round's start as the diagram service draws it, White at the bottom, with coordinates. */
    private String board(HallRound round) {
        StartArray array = round.array();
        return diagrams.board(array.placement(), BoardOptions.defaults().withTitle(round.event() + ", round "
                + round.round() + ": " + array.variant().id() + " " + array.number()));
    }

    private static String event(String json) {
        return "data: " + json + "\n\n"; // the JSON is one line: it has no raw line breaks
    }

    private void sendToAll(String text) {
        for (AsyncContext page : pages) {
            send(page, text);
        }
    }

    /** Writes to one page; a page that cannot take it has gone away and is dropped. */
    private void send(AsyncContext page, String text) {
        if (!pages.contains(page)) {
            return;
        }
        try {
            var out = page.getResponse().getOutputStream();
            out.write(text.getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException | IllegalStateException gone) {
            drop(page);
        }
    }

    private void drop(AsyncContext page) {
        if (pages.remove(page)) {
            try {
                page.complete();
            } catch (IllegalStateException alreadyDone) {
                // the container ended the request first
            }
        }
    }

    @Deactivate
    void deactivate() {
        writer.shutdownNow();
        for (AsyncContext page : pages) {
            drop(page);
        }
    }

    /** Forgets a page whose request the container ends (closed connection, error). */
    private final class Forget implements AsyncListener {
        private final AsyncContext page;

        Forget(AsyncContext page) {
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
