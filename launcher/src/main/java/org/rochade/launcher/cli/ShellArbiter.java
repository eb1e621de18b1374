package org.rochade.launcher.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.rochade.event.api.DrawSeed;
import org.rochade.event.api.hall.Hall;
import org.rochade.event.api.hall.HallArbiter;
import org.rochade.event.api.hall.HallRound;
import org.rochade.launcher.host.EmbeddedFramework;
import org.rochade.launcher.host.Feature;
import org.rochade.launcher.host.StartFens;

/**
 * The arbiter at the shell's console, registered as the {@link HallArbiter} service for the formats
 * bundle's {@link Hall}: the seeds the arbiter gave with {@code rochade:draw --format NAME --seed TEXT}
 * in this shell (so the page's button can reveal the next round), and the console, told what the page
 * revealed. {@code rochade:draw --format NAME} also shows its event in the hall ({@link #follow}).
 */
final class ShellArbiter implements HallArbiter {
    private final EmbeddedFramework framework;
    /** The seed given in this shell, by format name. */
    private final Map<String, DrawSeed> seeds = new ConcurrentHashMap<>();

    ShellArbiter(EmbeddedFramework framework) {
        this.framework = framework;
    }

    /**
     * {@code rochade:draw --format NAME} revealed or listed this event: the hall shows it from now on.
     *
     * @param seed the seed the arbiter gave with the command, or null
     */
    void follow(String event, DrawSeed seed) {
        if (seed != null) {
            seeds.put(event, seed);
        }
        framework.awaitService(Feature.FORMATS, Hall.class, "no hall service (is the formats bundle installed and started?)")
                .show(event);
    }

    @Override
    public Optional<DrawSeed> seed(String event) {
        return Optional.ofNullable(seeds.get(event));
    }

    /** What the hall's page revealed, on the shell's stderr for the arbiter at the console. */
    @Override
    public void revealed(HallRound round) {
        PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8));
        err.print("rochade: the hall's page revealed: ");
        new TextReport(err, null).round(round.round(), round.array(), new StartFens(round.xfen(), round.shredderFen()));
        err.flush();
    }
}
