package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.rochade.launcher.cli.Rochade.Result;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.Rectangle;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The hall's page of {@code rochade shell --http PORT} in a real browser: Debian's headless chromium,
 * driven through its chromedriver by Selenium. Pages opened before a round is revealed show it without
 * a reload, whether the arbiter reveals it in the shell or with the page's button; a screenshot shows
 * the revealed array on the board.
 *
 * <p>Needs {@code /usr/bin/chromium} and {@code /usr/bin/chromedriver} (packages {@code chromium} and
 * {@code chromium-driver}, which {@code .ci/run} installs): without them the test fails, it never skips.
 */
class HallPageIT {
    private static final Path JAR = Paths.get(System.getProperty("rochade.jar", "target/rochade.jar"));
    private static final Path CHROMIUM = Paths.get("/usr/bin/chromium");
    private static final Path CHROMEDRIVER = Paths.get("/usr/bin/chromedriver");
    /** Beside the jar, in target/. */
    private static final Path SCREENSHOT = JAR.toAbsolutePath().resolveSibling("hall-page.png");
    private static final Duration WAIT = Duration.ofSeconds(30);
    private static final Pattern ADDRESSES = Pattern.compile("hall: (http://\\S+) \\(arbiter, with the reveal token: (http://\\S+#token=[0-9a-f]{32})\\)");

    @TempDir
    Path temp;

    private Process shell;
    private WebDriver browser;

    @AfterEach
    void stop() throws Exception {
        if (browser != null) {
            browser.quit();
        }
        if (shell != null && shell.isAlive()) {
            shell.destroyForcibly().waitFor();
        }
    }

    @Test
    void pagesShowEachRevealedRoundWithoutAReload() throws Exception {
        Path formats = Files.createDirectories(temp.resolve("formats"));
        String seed = "Hall test seed";
        String commitment = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(seed.getBytes(StandardCharsets.UTF_8)));
        Files.writeString(formats.resolve("org.rochade.format-hall.cfg"),
                "variant = chess960\nrounds = 5\nexclude = 518\ncommitment = " + commitment + "\n");
        int port = freePort();
        ShellProcess arbiter = ShellProcess.start(Files.createDirectories(temp.resolve("bundles")), formats, List.of(),
                List.of("--http", Integer.toString(port)));
        Matcher addresses = ADDRESSES.matcher(arbiter.firstLine());
        assertThat(addresses.matches()).as("the shell's first line: %s", arbiter.firstLine()).isTrue();
        String page = addresses.group(1);
        String arbiterPage = addresses.group(2);
        assertThat(page).isEqualTo("http://127.0.0.1:" + port + "/");

        browser = chromium();
        browser.get(page);
        String playersWindow = browser.getWindowHandle();
        awaitText("#waiting", "No round has been revealed yet.");
        assertThat(browser.findElement(By.id("arbiter")).isDisplayed()).as("a player's page has no reveal button").isFalse();
        // A page that reloads loses this; the rounds must come without one.
        js("window.notReloaded = true;");

        browser.switchTo().newWindow(WindowType.WINDOW);
        browser.get(arbiterPage);
        String arbitersWindow = browser.getWindowHandle();
        assertThat(browser.findElement(By.id("reveal")).isDisplayed()).isTrue();
        js("window.notReloaded = true;");

        // Round 1, revealed in the shell.
        String drawn = arbiter.run("rochade:draw --format hall --seed '" + seed + "' --json");
        String xfen1 = field(drawn, "xfen");
        for (String window : List.of(playersWindow, arbitersWindow)) {
            browser.switchTo().window(window);
            awaitText("#round-title", "Round 1 of 5");
            assertThat(text("#xfen")).isEqualTo(xfen1);
            assertThat(js("return window.notReloaded === true;")).isEqualTo(true);
        }
        assertThat(text("#tags")).isEqualTo("[Event \"hall\"]\n[Round \"1\"]\n[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \""
                + xfen1 + "\"]");

        // A changed format counts from the next round: round 1 keeps its tags.
        assertThat(arbiter.run("rochade:format change hall --variant-tag Fischerandom")).contains("changed");
        assertThat(text("#tags")).contains("[Variant \"Chess960\"]");

        // Round 2, revealed with the arbiter's button.
        browser.switchTo().window(arbitersWindow);
        // The button asks for a second click: one click alone reveals nothing.
        browser.findElement(By.id("reveal")).click();
        assertThat(text("#reveal")).isEqualTo("Reveal round 2 now? Click again to confirm");
        Thread.sleep(500);
        assertThat(text("#round-title")).isEqualTo("Round 1 of 5");
        browser.findElement(By.id("reveal")).click();
        awaitText("#round-title", "Round 2 of 5");
        browser.switchTo().window(playersWindow);
        awaitText("#round-title", "Round 2 of 5");
        assertThat(js("return window.notReloaded === true;")).isEqualTo(true);
        assertThat(browser.findElements(By.cssSelector("#rounds tr"))).hasSize(2);
        assertThat(text("#tags")).contains("[Round \"2\"]", "[Variant \"Fischerandom\"]");
        String backRank = text("#back-rank");
        assertThat(text("#xfen")).isNotEqualTo(xfen1)
                .isEqualTo(backRank.toLowerCase() + "/pppppppp/8/8/8/8/PPPPPPPP/" + backRank + " w KQkq - 0 1");
        // The shell's record of the event has round 2 as the page shows it.
        assertThat(arbiter.run("rochade:draw --format hall --json")).contains("\"round\":2", "\"backRank\":\"" + backRank + "\"");

        checkBoard(backRank);

        // Without the token, the server refuses, whatever a page sends.
        HttpResponse<String> refused = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(page + "reveal"))
                .POST(HttpRequest.BodyPublishers.noBody()).header("X-Rochade-Token", "0".repeat(32)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(refused.statusCode()).isEqualTo(403);
        assertThat(text("#round-title")).isEqualTo("Round 2 of 5");

        // A round revealed by another process (a one-shot draw in another terminal) reaches the pages.
        Result other = new Rochade(temp).run("draw", "--format", "hall", "--config", formats.toString(), "--seed", seed, "--json");
        assertThat(other.exit()).as(other.err()).isZero();
        awaitText("#round-title", "Round 3 of 5");
        assertThat(text("#xfen")).isEqualTo(field(other.out(), "xfen"));
        assertThat(js("return window.notReloaded === true;")).isEqualTo(true);

        checkHeaders(page);

        // A second shell cannot take the same port: one line says so, exit 2.
        Process second = new ProcessBuilder(Paths.get(System.getProperty("java.home"), "bin", "java").toString(), "-jar",
                JAR.toString(), "shell", "--bundles", temp.resolve("bundles").toString(), "--config", formats.toString(),
                "--http", Integer.toString(port))
                .redirectInput(ProcessBuilder.Redirect.PIPE).start();
        second.getOutputStream().close();
        assertThat(second.waitFor(WAIT.toSeconds(), TimeUnit.SECONDS)).isTrue();
        assertThat(second.exitValue()).isEqualTo(2);
        assertThat(new String(second.getErrorStream().readAllBytes(), StandardCharsets.UTF_8))
                .startsWith("rochade: --http: cannot listen on 127.0.0.1:" + port + ": ").doesNotContain("Exception");

        arbiter.endInput();
        assertThat(arbiter.awaitExit()).isZero();

        // After a restart the page shows the rounds revealed so far at once.
        int again = freePort();
        ShellProcess restarted = ShellProcess.start(temp.resolve("bundles"), formats, List.of(), List.of("--http", Integer.toString(again)));
        Matcher restartedAddresses = ADDRESSES.matcher(restarted.firstLine());
        assertThat(restartedAddresses.matches()).as(restarted.firstLine()).isTrue();
        browser.switchTo().window(playersWindow);
        browser.get(restartedAddresses.group(1));
        awaitText("#round-title", "Round 3 of 5");
        assertThat(browser.findElements(By.cssSelector("#rounds tr"))).hasSize(3);
        restarted.endInput();
        assertThat(restarted.awaitExit()).isZero();
    }

    /**
     * Every answer forbids inline scripts and framing and says its type is as sent; TRACE (which would
     * echo the token's header) is refused.
     */
    private static void checkHeaders(String page) throws Exception {
        HttpClient client = HttpClient.newHttpClient();
        for (String path : List.of("", "hall.js", "nothing-here")) {
            HttpResponse<String> answer = client.send(HttpRequest.newBuilder(URI.create(page + path)).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(answer.statusCode()).as(path).isEqualTo(path.equals("nothing-here") ? 404 : 200);
            String policy = answer.headers().firstValue("Content-Security-Policy").orElse("");
            assertThat(policy).as(path).contains("script-src 'self';", "frame-ancestors 'none'");
            assertThat(policy.substring(policy.indexOf("script-src"), policy.indexOf(';', policy.indexOf("script-src")))).doesNotContain("unsafe-inline");
            assertThat(answer.headers().firstValue("X-Content-Type-Options")).as(path).contains("nosniff");
        }
        HttpResponse<String> js = client.send(HttpRequest.newBuilder(URI.create(page + "hall.js")).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(js.headers().firstValue("Content-Type").orElse("")).startsWith("text/javascript");
        HttpResponse<String> html = client.send(HttpRequest.newBuilder(URI.create(page)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(html.body()).contains("<script src=\"hall.js\"></script>").doesNotContain("<script>");
        for (String path : List.of("", "events", "reveal")) {
            HttpResponse<String> trace = client.send(HttpRequest.newBuilder(URI.create(page + path))
                    .method("TRACE", HttpRequest.BodyPublishers.noBody()).header("X-Rochade-Token", "secret").build(),
                    HttpResponse.BodyHandlers.ofString());
            assertThat(trace.statusCode()).as("TRACE /%s", path).isEqualTo(405);
            assertThat(trace.body()).doesNotContain("secret");
        }
    }

    /**
     * The screenshot's board: every square in its colour, the white pieces (white shapes outlined in
     * black) on ranks 1 and 2, the black ones on 7 and 8, nothing between; the diagram's pieces are the
     * back rank's.
     */
    private void checkBoard(String backRank) throws IOException {
        Rectangle board = fresh(() -> browser.findElement(By.cssSelector("#board svg")).getRect());
        assertThat(Math.min(board.getWidth(), board.getHeight())).as("a board big enough to project").isGreaterThan(600);
        byte[] png = ((ChromeDriver) browser).getScreenshotAs(OutputType.BYTES);
        Files.write(SCREENSHOT, png); // kept for a person to look at
        BufferedImage shot = ImageIO.read(new ByteArrayInputStream(png));
        // The drawing's geometry as the diagram service wrote it: its extent, the margin (a8's corner),
        // the square's side and the two square colours (a1 dark, h1 light).
        double extent = Double.parseDouble(fresh(() -> browser.findElement(By.cssSelector("#board svg")).getDomAttribute("viewBox")).split(" ")[2]);
        double margin = Double.parseDouble(squareAttribute("a8", "x"));
        double side = Double.parseDouble(squareAttribute("a8", "width"));
        String dark = squareAttribute("a1", "fill");
        String light = squareAttribute("h1", "fill");
        // The drawing fills the element's box as SVG's default (xMidYMid meet) places it: centred.
        double drawn = Math.min(board.getWidth(), board.getHeight());
        double scale = drawn / extent;
        double boardLeft = board.getX() + (board.getWidth() - drawn) / 2;
        double boardTop = board.getY() + (board.getHeight() - drawn) / 2;
        List<String> wrong = new ArrayList<>();
        for (int rank = 1; rank <= 8; rank++) {
            for (int file = 0; file < 8; file++) {
                String square = "" + (char) ('a' + file) + rank;
                double left = boardLeft + (margin + file * side) * scale;
                double top = boardTop + (margin + (8 - rank) * side) * scale;
                int colour = Integer.parseInt(((file + rank) % 2 == 1 ? dark : light).substring(1), 16);
                // A corner of the square shows the square's colour, its piece or not.
                int corner = shot.getRGB((int) Math.round(left + 6 * scale), (int) Math.round(top + 6 * scale)) & 0xffffff;
                if (!near(corner, colour)) {
                    wrong.add(String.format("%s: corner #%06x, not #%06x", square, corner, colour));
                }
                // Its middle: white and black pixels are the piece's (neither square colour is near either).
                int white = 0;
                int black = 0;
                int seen = 0;
                for (double y = top + 10 * scale; y < top + 95 * scale; y += 2) {
                    for (double x = left + 10 * scale; x < left + 90 * scale; x += 2) {
                        int rgb = shot.getRGB((int) x, (int) y) & 0xffffff;
                        white += near(rgb, 0xffffff) ? 1 : 0;
                        black += near(rgb, 0x000000) ? 1 : 0;
                        seen++;
                    }
                }
                String piece = rank <= 2 ? "white" : rank >= 7 ? "black" : "none";
                boolean fits = switch (piece) {
                    case "white" -> white > seen / 20 && black > seen / 200;
                    case "black" -> black > seen / 20 && white == 0;
                    default -> white == 0 && black == 0;
                };
                if (!fits) {
                    wrong.add(String.format("%s: %d white and %d black pixels of %d, not a piece: %s", square, white, black, seen, piece));
                }
            }
        }
        assertThat(wrong).as("the board in the screenshot %s", SCREENSHOT).isEmpty();
        List<String> pieces = fresh(() -> browser.findElements(By.cssSelector("#board svg .piece")).stream()
                .map(piece -> piece.getAttribute("data-piece")).toList());
        assertThat(String.join("", pieces.subList(0, 8))).isEqualTo(backRank.toLowerCase());
        assertThat(String.join("", pieces.subList(24, 32))).isEqualTo(backRank);
    }

    private String squareAttribute(String square, String attribute) {
        return fresh(() -> browser.findElement(By.cssSelector("#board svg rect.square[data-square='" + square + "']"))
                .getDomAttribute(attribute));
    }

    /** Within 16 of each other in every channel. */
    private static boolean near(int rgb, int expected) {
        for (int shift = 0; shift <= 16; shift += 8) {
            if (Math.abs((rgb >> shift & 0xff) - (expected >> shift & 0xff)) > 16) {
                return false;
            }
        }
        return true;
    }

    private WebDriver chromium() {
        // Selenium warns that it has no DevTools (CDP) classes for this chromium: the test uses none.
        Logger.getLogger("org.openqa.selenium").setLevel(Level.SEVERE);
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--user-data-dir=" + temp.resolve("chromium-profile"), "--window-size=1400,1000",
                "--force-device-scale-factor=1", "--hide-scrollbars");
        ChromeDriverService driver = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
        return new ChromeDriver(driver, options);
    }

    private void awaitText(String css, String expected) {
        new WebDriverWait(browser, WAIT).withMessage(() -> css + " is '" + text(css) + "', not '" + expected + "'")
                .until(b -> expected.equals(text(css)));
    }

    private String text(String css) {
        return fresh(() -> browser.findElement(By.cssSelector(css)).getText());
    }

    /**
     * What {@code read} reads from the page, read again when the page redrew the element between
     * finding and reading it (each state the event stream sends re-renders the round).
     */
    private static <T> T fresh(java.util.function.Supplier<T> read) {
        for (int attempt = 1; ; attempt++) {
            try {
                return read.get();
            } catch (org.openqa.selenium.StaleElementReferenceException e) {
                if (attempt == 5) {
                    throw e;
                }
            }
        }
    }

    private Object js(String script) {
        return ((JavascriptExecutor) browser).executeScript(script);
    }

    /** A string field of a one-line JSON object. */
    private static String field(String json, String name) {
        Matcher matcher = Pattern.compile("\"" + name + "\":\"([^\"]*)\"").matcher(json);
        assertThat(matcher.find()).as("%s in %s", name, json).isTrue();
        return matcher.group(1);
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
