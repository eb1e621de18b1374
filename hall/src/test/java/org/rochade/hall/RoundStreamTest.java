package org.rochade.hall;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import java.io.ByteArrayOutputStream;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.rochade.diagram.ArrayScore;
import org.rochade.diagram.BoardOptions;
import org.rochade.diagram.Diagrams;
import org.rochade.diagram.ArrayCard;
import org.rochade.diagram.SheetRound;
import org.rochade.event.api.hall.Hall;
import org.rochade.event.api.hall.HallRound;
import org.rochade.rules.api.Setup;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.Variant;

/** The event stream: a page that stops reading holds up no other, and is dropped after the stall limit. */
class RoundStreamTest {
    private static final long STALL_MILLIS = 1_500;
    private static final long WAIT_MILLIS = 20_000;

    /** Boards as big as real ones, and bigger than a socket takes at once. */
    private final Diagrams diagrams = new Diagrams() {
        @Override
        public String board(String fen, BoardOptions options) {
            return "<svg>" + "x".repeat(50_000) + "</svg>";
        }

        @Override
        public String board(Setup setup, BoardOptions options) {
            throw new UnsupportedOperationException();
        }

        @Override
        public String startArray(ArrayCard card, String caption) {
            throw new UnsupportedOperationException();
        }

        @Override
        public List<String> eventSheet(String heading, String subline, List<SheetRound> sheet) {
            throw new UnsupportedOperationException();
        }

        @Override
        public String heatMap(List<ArrayScore> scores, int minGames) {
            throw new UnsupportedOperationException();
        }
    };
    private final RoundStream stream = new RoundStream(diagrams, STALL_MILLIS);
    private final List<HallRound> rounds = new ArrayList<>();
    private final Hall hall = new Hall() {
        @Override
        public synchronized List<HallRound> rounds() {
            return List.copyOf(rounds);
        }

        @Override
        public HallRound revealNext() {
            throw new UnsupportedOperationException();
        }

        @Override
        public void show(String event) {
            throw new UnsupportedOperationException();
        }
    };

    @AfterEach
    void stop() {
        stream.deactivate();
    }

    /** An output that takes everything at once (a page that reads) or, once {@code stalled}, nothing ever again. */
    private static final class Output extends ServletOutputStream {
        final ByteArrayOutputStream taken = new ByteArrayOutputStream();
        volatile boolean stalled;
        final AtomicInteger completed = new AtomicInteger();

        @Override
        public boolean isReady() {
            return !stalled;
        }

        @Override
        public void setWriteListener(WriteListener listener) {
        }

        @Override
        public synchronized void write(int b) {
            taken.write(b);
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) {
            if (stalled) {
                throw new IllegalStateException("written while not ready");
            }
            taken.write(b, off, len);
            // A real connection takes a first buffer-full, then refuses more until the page reads.
        }

        synchronized String text() {
            return taken.toString(StandardCharsets.UTF_8);
        }

        PageStream page(RoundStream stream) {
            AsyncContext context = (AsyncContext) Proxy.newProxyInstance(AsyncContext.class.getClassLoader(),
                    new Class<?>[] {AsyncContext.class}, (proxy, method, args) -> {
                        if (method.getName().equals("complete")) {
                            completed.incrementAndGet();
                        }
                        return null;
                    });
            return new PageStream(context, this, System::currentTimeMillis, page -> { });
        }
    }

    @Test
    void aStalledPageHoldsUpNoOtherAndIsDroppedAfterTheLimit() throws Exception {
        stream.activate();
        stream.bindHall(hall);
        Output live = new Output();
        Output stalled = new Output();
        PageStream livePage = live.page(stream);
        PageStream stalledPage = stalled.page(stream);
        stream.add(stalledPage);
        stream.add(livePage);
        await(() -> live.text().contains("\"rounds\":[]") && stalled.text().contains("\"rounds\":[]"));
        stalled.stalled = true; // the page stops reading: its connection takes nothing more

        for (int round = 1; round <= 3; round++) {
            synchronized (hall) {
                StartArray array = new StartArray(Variant.CHESS960, round, round, List.of("BBQNNRKR", "BQNBNRKR", "BQNNRBKR").get(round - 1));
                rounds.add(new HallRound("open", round, 3, "Chess960", array, array.xfen(), array.shredderFen()));
            }
            stream.updatedHall(hall);
            String expected = "\"current\":{\"event\":\"open\",\"round\":" + round;
            await(() -> live.text().contains(expected));
        }
        assertThat(stalled.text()).doesNotContain("\"round\":1");
        assertThat(stream.pages()).contains(livePage, stalledPage);

        await(() -> !stream.pages().contains(stalledPage));
        assertThat(stalled.completed.get()).isEqualTo(1);
        assertThat(stream.pages()).containsExactly(livePage);
        assertThat(live.completed.get()).isZero();
    }

    @Test
    void aPageThatFallsBehindGetsTheNewestStateOnlyOnceItReadsAgain() {
        Output slow = new Output();
        PageStream page = slow.page(stream);
        slow.stalled = true;
        page.offer("data: 1\n\n".getBytes(StandardCharsets.UTF_8), true);
        page.offer("data: 2\n\n".getBytes(StandardCharsets.UTF_8), true);
        page.offer(": keep-alive\n\n".getBytes(StandardCharsets.UTF_8), false);
        slow.stalled = false;
        page.onWritePossible();
        assertThat(slow.text()).isEqualTo("data: 2\n\n");
    }

    private static void await(BooleanSupplier condition) throws InterruptedException {
        long deadline = System.currentTimeMillis() + WAIT_MILLIS;
        while (!condition.getAsBoolean()) {
            assertThat(System.currentTimeMillis()).as("waited %d ms", WAIT_MILLIS).isLessThan(deadline);
            Thread.sleep(10);
        }
    }
}
