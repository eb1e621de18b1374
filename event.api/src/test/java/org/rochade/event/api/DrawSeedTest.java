package org.rochade.event.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class DrawSeedTest {

    /** Made with: printf '%s' 'Hoogeveen 2026, round draw' | sha256sum */
    private static final String HOOGEVEEN = "a4ad7cd8fc652c45eab8f7d07ed584b1777551073a324186ef5332af5469c864";

    @Test
    void theCommitmentIsTheSha256OfTheSeedsUtf8BytesInLowerCaseHex() {
        assertThat(new DrawSeed("Hoogeveen 2026, round draw").commitment()).isEqualTo(HOOGEVEEN);
        // printf '%s' 'Ümlaut ♞' | sha256sum: the seed's characters are encoded as UTF-8, not Latin-1
        assertThat(new DrawSeed("Ümlaut ♞").commitment())
                .isEqualTo("46e59d3e9264848e9d4ba14a5cc9766b3b4e523163a2ed99476eab957f532bde");
    }

    @Test
    void aSeedMatchesItsCommitmentInEitherCaseAndNoOtherSeedDoes() {
        DrawSeed seed = new DrawSeed("Hoogeveen 2026, round draw");
        assertThat(seed.matches(HOOGEVEEN)).isTrue();
        assertThat(seed.matches(" " + HOOGEVEEN.toUpperCase() + "\n")).isTrue();
        assertThat(new DrawSeed("Hoogeveen 2026, round draw ").matches(HOOGEVEEN)).isFalse();
        assertThat(new DrawSeed("hoogeveen 2026, round draw").matches(HOOGEVEEN)).isFalse();
    }

    @Test
    void anEmptySeedIsRefused() {
        assertThatThrownBy(() -> new DrawSeed("")).hasMessage("the seed is empty");
    }
}
