package org.rochade.ratings.impl;

import java.util.ServiceLoader;
import org.rochade.games.api.PgnGames;

/**
 * The {@link org.rochade.ratings.Ratings} service on a plain class path: {@code
 * ServiceLoader.load(Ratings.class)} finds it through META-INF/services. It reads PGN with the
 * {@code PgnGames} that {@code ServiceLoader} finds when it is made (pgn.plugin on the class path);
 * without one it still rates a host's games. Not a DS component itself.
 */
public final class ClasspathRatings extends RatingsComponent {

    public ClasspathRatings() {
        super(ServiceLoader.load(PgnGames.class, ClasspathRatings.class.getClassLoader()).findFirst().orElse(null));
    }
}
