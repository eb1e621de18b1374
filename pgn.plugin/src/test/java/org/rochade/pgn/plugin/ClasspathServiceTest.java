package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.PgnConverter;
import org.rochade.games.api.pgn.PgnValidator;
import org.rochade.games.api.pgn.ValidationOptions;

/** Without OSGi: ServiceLoader finds the validator and converter, which find the rules the same way. */
class ClasspathServiceTest {
    private static final String GAMES = """
            [Event "SP 288"]
            [Variant "Chess960"]
            [SetUp "1"]
            [FEN "bbqnrkrn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRKRN w KQkq - 0 1"]
            [Result "*"]

            1. O-O O-O 2. Ng3 *

            [Event "classic"]
            [Result "*"]

            1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *
            """;

    @Test
    void serviceLoaderFindsAValidatorThatChecksEveryVariant() throws IOException {
        List<PgnValidator> found = ServiceLoader.load(PgnValidator.class).stream().map(ServiceLoader.Provider::get).toList();
        assertThat(found).hasSize(1).first().isInstanceOf(ClasspathPgnService.class);

        List<GameReport> reports = new ArrayList<>();
        found.get(0).validate(new ByteArrayInputStream(GAMES.getBytes(StandardCharsets.US_ASCII)), "games",
                ValidationOptions.defaults(), reports::add);

        assertThat(reports).allSatisfy(report -> assertThat(report.isValid()).as(report.findings().toString()).isTrue());
        assertThat(reports).extracting(GameReport::variant).containsExactly("chess960", "classic");
        assertThat(reports.get(0).sp()).isEqualTo(288);
    }

    @Test
    void serviceLoaderFindsAConverter() {
        assertThat(ServiceLoader.load(PgnConverter.class).stream().map(ServiceLoader.Provider::type))
                .containsExactly(ClasspathPgnService.class);
    }
}
