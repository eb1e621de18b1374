package org.rochade.rules.impl.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Timeout;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.FenException;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.StartVerdict;

/**
 * Fuzzes the FEN readers through the {@link ChessRules} API: the engine's FEN reader
 * ({@code fromFen}) and the start check ({@code checkStart}, StartFenReader). Properties:
 * <ul>
 *   <li>{@code fromFen} either returns a position or throws a {@link FenException} naming the field
 *       at fault; any other throwable is a finding;</li>
 *   <li>an accepted FEN is written back in both castling notations, and each reads back to the same
 *       position (a fixed point);</li>
 *   <li>{@code checkStart} never throws, gives a reason for every refusal, and a start it accepts is
 *       the array's start position for {@code fromFen} too (which may refuse only its counters).</li>
 * </ul>
 * Every build replays the seed corpus in {@code src/test/resources/org/rochade/rules/impl/fuzz/FenFuzzTestInputs/};
 * {@code -Pfuzz} fuzzes (see pgn.plugin/README.md, "Fuzzing").
 */
class FenFuzzTest {
    @Timeout(20) // Jazzer's per-input timeout: a slow input is a finding
    @FuzzTest(maxDuration = "5m")
    void fenIsReadOrRefusedWithItsField(byte[] input) {
        // Latin-1 maps every byte to one char, so the fuzzer reaches every char value below 256;
        // UTF-8 adds the rest (e.g. the Kelvin sign, which lower-cases to 'k').
        for (String fen : new String[] {new String(input, StandardCharsets.ISO_8859_1),
                new String(input, StandardCharsets.UTF_8)}) {
            for (ChessRules rules : FuzzedRules.ALL) {
                checkFromFen(rules, fen);
                checkStart(rules, fen);
            }
        }
    }

    private static void checkFromFen(ChessRules rules, String fen) {
        Position position;
        try {
            position = rules.fromFen(fen);
        } catch (FenException e) {
            assertThat(e.field()).isNotNull();
            assertThat(e.getMessage()).startsWith("invalid FEN, " + e.field().label() + " field: ");
            return;
        }
        for (FenFormat format : FenFormat.values()) {
            String written = position.fen(format);
            Position again = rules.fromFen(written);
            assertThat(again.fen(format)).as("re-read of %s", written).isEqualTo(written);
            assertThat(again.fen(FenFormat.XFEN)).isEqualTo(position.fen(FenFormat.XFEN));
        }
    }

    private static void checkStart(ChessRules rules, String fen) {
        StartVerdict verdict = rules.checkStart(fen);
        assertThat(verdict).isNotNull();
        if (verdict.isLegal()) {
            // The start check accepts any numeric move counters (documented), fromFen only those in
            // range: a start may be refused there for its counters only, and otherwise must be the
            // array's start position.
            Position position;
            try {
                position = rules.fromFen(fen);
            } catch (FenException e) {
                assertThat(e.field()).isIn(FenException.Field.HALFMOVE_CLOCK, FenException.Field.FULLMOVE_NUMBER);
                return;
            }
            assertThat(withoutCounters(position.fen(FenFormat.XFEN)))
                    .isEqualTo(withoutCounters(rules.startPosition(verdict.start().get()).fen(FenFormat.XFEN)));
        } else {
            assertThat(verdict.reason()).isNotBlank();
        }
    }

    private static String withoutCounters(String fen) {
        String[] fields = fen.split(" ");
        return String.join(" ", fields[0], fields[1], fields[2], fields[3]);
    }
}
