package org.rochade.launcher.host;

import java.util.List;
import java.util.Set;
import org.rochade.diagram.Diagrams;
import org.rochade.diagram.png.PictureSetWriter;
import org.rochade.event.api.EventStore;
import org.rochade.games.api.pgn.PgnConverter;
import org.rochade.games.api.pgn.PgnValidator;
import org.rochade.games.api.pgn.StartStatistics;
import org.rochade.ratings.Ratings;
import org.rochade.rules.api.ChessRules;

/**
 * The services a command calls, whoever provides them: the embedded framework
 * ({@link EmbeddedFramework}, for the shell and {@code info}) or the bundles' classes on the plain
 * class path ({@link ClasspathServices}, for the other one-shot commands, which then start no
 * framework). A command sees no difference: the same service classes answer either way.
 *
 * <p>{@link #close()} must run on every path (try-with-resources); it never throws.
 */
public interface Services extends RulesLookup, AutoCloseable {

    /**
     * Starts making the services of these features on another thread, so that it overlaps with the
     * parsing of the command line (picocli's model of the command: the other core's time otherwise).
     * A hint: a service not prepared is made on first use all the same, and a failure here is
     * reported there, by the command that uses the service.
     */
    void prepare(Set<Feature> features);

    /**
     * The service of a type, from the bundles of {@code feature}.
     *
     * @param missing the one-line error when there is none
     * @throws UserError ({@code missing}) when there is none (in time)
     */
    <S> S service(Feature feature, Class<S> type, String missing);

    /** Every rules service with its variant, sorted by variant id; empty when there is none (in time). */
    List<ChessRules> allRules();

    /** The PGN validator service of pgn.plugin. */
    default PgnValidator pgnValidator() {
        return service(Feature.PGN, PgnValidator.class, "no PGN validator service (is pgn.plugin installed and started?)");
    }

    /** The PGN converter service of pgn.plugin. */
    default PgnConverter pgnConverter() {
        return service(Feature.PGN, PgnConverter.class, "no PGN converter service (is pgn.plugin installed and started?)");
    }

    /** The statistics-by-start service of pgn.plugin. */
    default StartStatistics startStatistics() {
        return service(Feature.PGN, StartStatistics.class, "no start statistics service (is pgn.plugin installed and started?)");
    }

    /** The rating report service of the ratings bundle (which reads games through pgn.plugin's). */
    default Ratings ratings() {
        return service(Feature.RATINGS, Ratings.class, "no ratings service (is the ratings bundle installed and started?)");
    }

    /** The diagram service of the diagram bundle: board pictures as SVG. */
    default Diagrams diagrams() {
        return service(Feature.DIAGRAM, Diagrams.class, "no diagram service (is the diagram bundle installed and started?)");
    }

    /**
     * The picture writer of the diagram.png bundle: every picture file a command writes, one SVG or PNG
     * (PNG by Batik from the launcher's class path) or a draw's cards and sheet, written into a directory.
     */
    default PictureSetWriter pictureSetWriter() {
        return service(Feature.DIAGRAM, PictureSetWriter.class,
                "no picture set service (is the diagram.png bundle installed and started?)");
    }

    /** The event store of the formats bundle: format directories and their rounds. */
    default EventStore eventStore() {
        return service(Feature.FORMATS, EventStore.class, "no event store service (is the formats bundle installed and started?)");
    }

    @Override
    void close();
}
