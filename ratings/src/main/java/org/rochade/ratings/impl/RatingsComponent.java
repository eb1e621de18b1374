package org.rochade.ratings.impl;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.component.annotations.ReferencePolicyOption;
import org.rochade.ratings.RatedGame;
import org.rochade.ratings.RatedGames;
import org.rochade.ratings.RatingOptions;
import org.rochade.ratings.RatingReport;
import org.rochade.ratings.Ratings;
import org.rochade.games.api.PgnGames;
import org.rochade.games.api.pgn.ValidationOptions;

/**
 * The {@link Ratings} service. Reading PGN goes through the {@code PgnGames} service when one is
 * there (optional, dynamic: a host that rates its own games needs no PGN plugin); rating is
 * {@link Rater}'s.
 */
@Component(service = Ratings.class)
public class RatingsComponent implements Ratings {

    /**
     * What the checker does besides reading tags: the main line only (variations say nothing about a
     * result) and no final FEN; the moves are still played once, for validate's verdict.
     */
    static final ValidationOptions TAGS_ONLY = ValidationOptions.defaults().withVariations(false).withFinalFen(false);

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC,
            policyOption = ReferencePolicyOption.GREEDY)
    private volatile PgnGames pgnGames;

    /** For SCR. */
    public RatingsComponent() {
    }

    /** With the games service given (plain class path); null: none. */
    RatingsComponent(PgnGames pgnGames) {
        this.pgnGames = pgnGames;
    }

    @Override
    public RatedGames read(Path file) throws IOException {
        try (Stream<TagsVisitor.Tagged> games = games().visit(file, TAGS_ONLY, new TagsVisitor())) {
            return collect(games, file.toString());
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    @Override
    public RatedGames read(InputStream in, String source) {
        try (Stream<TagsVisitor.Tagged> games = games().visit(in, TAGS_ONLY, new TagsVisitor())) {
            return collect(games, source);
        }
    }

    @Override
    public RatingReport report(List<RatedGame> games, RatingOptions options) {
        return Rater.report(games, options);
    }

    private static RatedGames collect(Stream<TagsVisitor.Tagged> tagged, String source) {
        List<RatedGame> games = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        tagged.forEach(game -> {
            RatedGame rated = GameTags.rated(source, game, warnings);
            if (rated != null) {
                games.add(rated);
            }
        });
        return new RatedGames(games, warnings);
    }

    private PgnGames games() {
        PgnGames games = pgnGames;
        if (games == null) {
            throw new IllegalStateException("no PgnGames service to read PGN with (install pgn.plugin)");
        }
        return games;
    }
}
