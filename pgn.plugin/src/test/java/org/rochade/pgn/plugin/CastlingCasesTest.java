package org.rochade.pgn.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.FindingKind;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.games.api.pgn.ValidationOptions;

/** The 14 hand-made Chess960 castling cases of castling-960-cases.json. */
class CastlingCasesTest {

    private final List<GameReport> reports =
            TestRules.validate(TestRules.resource("castling-960-cases.pgn"), ValidationOptions.defaults());

    @Test
    void legalCastlingsAreValid() {
        assertThat(reports).hasSize(14);
        for (int game : new int[] {1, 2, 3, 8, 9, 10}) {
            assertThat(reports.get(game - 1).findings()).as("game %d", game).isEmpty();
        }
    }

    @Test
    void illegalCastlingsAreInvalidAtTheirMove() {
        for (int game : new int[] {4, 5, 6, 7, 13}) {
            GameReport r = reports.get(game - 1);
            assertThat(r.isValid()).as("game %d", game).isFalse();
            Finding f = r.findings().stream().filter(Finding::isError).findFirst().orElseThrow();
            assertThat(f.kind()).isEqualTo(FindingKind.ILLEGAL_MOVE);
            assertThat(f.line()).isPositive();
            assertThat(f.column()).isPositive();
            assertThat(f.ply()).isPositive();
            assertThat(f.move()).isNotBlank();
        }
    }

    @Test
    void chess960FenWithoutVariantTagIsInferredWithAWarning() {
        GameReport r = reports.get(10);
        assertThat(r.isValid()).isTrue();
        assertThat(r.variant()).isEqualTo("chess960");
        assertThat(r.findings()).extracting(Finding::kind).containsExactly(FindingKind.VARIANT_INFERRED);
    }

    @Test
    void kingTakesOwnRookAndZeroCastlingAreReadAsCastling() {
        // The reference asks to accept both on input; the writer turns them into O-O / O-O-O.
        assertThat(reports.get(11).isValid()).isTrue();
        assertThat(reports.get(13).isValid()).isTrue();
    }
}
