package org.rochade.embedding;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.HttpURLConnection;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.rochade.event.api.EventStore;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;

/**
 * Example host (d) at work: the hall's page in a framework of the host's own, no launcher. The page shows
 * the event whose round was revealed before the host started, and its button reveals the next round.
 */
class HallHostIT {
    private static final int WAIT_MILLIS = 30_000;
    private static final String TOKEN = "0123456789abcdef0123456789abcdef";

    @Test
    void thePageShowsTheEventUnderWayAndItsButtonRevealsTheNextRound() throws Exception {
        Path formats = Jars.scratch("hall-host-formats");
        // Before the host starts: a format of one fixed array (SP 288), its first round revealed, as
        // `rochade format create` and `rochade draw --format rapid --next` would have done.
        EventStore store = ServiceLoader.load(EventStore.class).findFirst().orElseThrow();
        store.formats(formats).create("rapid", Map.of("rounds", "3", "start", "288"));
        ChessRules chess960 = ServiceLoader.load(ChessRules.class).stream().map(ServiceLoader.Provider::get)
                .filter(rules -> rules.variant() == Variant.CHESS960).findFirst().orElseThrow();
        store.rounds(formats).revealFixed("rapid", chess960);

        int port = freePort();
        String page = "http://127.0.0.1:" + port + "/";
        try (HallHost host = HallHost.start(Jars.bundles(HallHost.BUNDLES), Jars.scratch("hall-host-storage"), formats, port, TOKEN)) {
            assertThat(awaitPage(page)).contains("hall.js");
            HttpURLConnection events = open(page + "events");
            try (BufferedReader stream = new BufferedReader(new InputStreamReader(events.getInputStream(), StandardCharsets.UTF_8))) {
                assertThat(nextState(stream, state -> state.contains("\"current\":{")))
                        .contains("\"event\":\"rapid\",\"round\":1,\"rounds\":3", "\"number\":288");

                assertThat(reveal(page, "f".repeat(32))).as("a wrong token").isEqualTo(403);
                assertThat(reveal(page, TOKEN)).as("the arbiter's button").isEqualTo(204);
                assertThat(nextState(stream, state -> state.contains("\"round\":2")))
                        .contains("\"event\":\"rapid\",\"round\":2,\"rounds\":3", "\"xfen\":\"bbqnrkrn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRKRN w KQkq - 0 1\"");
            } finally {
                events.disconnect();
            }
        }
        assertThat(store.rounds(formats).revealed("rapid", chess960)).hasSize(2);
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static HttpURLConnection open(String url) throws IOException {
        HttpURLConnection connection = (HttpURLConnection) URI.create(url).toURL().openConnection();
        connection.setConnectTimeout(WAIT_MILLIS);
        connection.setReadTimeout(WAIT_MILLIS);
        return connection;
    }

    /** The page once the HTTP service listens and the hall bundle serves it. */
    private static String awaitPage(String page) throws Exception {
        long deadline = System.currentTimeMillis() + WAIT_MILLIS;
        while (true) {
            try {
                HttpURLConnection connection = open(page);
                if (connection.getResponseCode() == 200) {
                    return new String(connection.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                }
            } catch (IOException notYet) {
                // not listening yet
            }
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("the hall's page did not answer at " + page);
            }
            Thread.sleep(100);
        }
    }

    /** The next state the page is sent ({@code data:} lines of the event stream) that satisfies {@code wanted}. */
    private static String nextState(BufferedReader stream, Predicate<String> wanted) throws IOException {
        long deadline = System.currentTimeMillis() + WAIT_MILLIS;
        String last = null;
        for (String line = stream.readLine(); line != null && System.currentTimeMillis() < deadline; line = stream.readLine()) {
            if (line.startsWith("data: ")) {
                last = line.substring(6);
                if (wanted.test(last)) {
                    return last;
                }
            }
        }
        throw new AssertionError("the page was not sent the state expected; the last one: " + last);
    }

    private static int reveal(String page, String token) throws IOException {
        HttpURLConnection post = open(page + "reveal");
        post.setRequestMethod("POST");
        post.setRequestProperty("X-Rochade-Token", token);
        post.setDoOutput(true);
        post.getOutputStream().close();
        return post.getResponseCode();
    }
}
