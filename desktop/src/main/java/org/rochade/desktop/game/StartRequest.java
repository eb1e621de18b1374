package org.rochade.desktop.game;

import java.util.List;
import java.util.Objects;
import org.rochade.rules.api.Variant;

/** How the player asked a new game to start. Each names the variant whose rules make it. */
public sealed interface StartRequest {
    Variant variant();

    /** By the variant's own number: SP 0..959 for Chess960, 1..168 for Fischer168, 518 for classic. */
    record Numbered(Variant variant, int number) implements StartRequest {
        public Numbered {
            Objects.requireNonNull(variant, "variant");
        }
    }

    /** A start array chosen at random. */
    record Random(Variant variant) implements StartRequest {
        public Random {
            Objects.requireNonNull(variant, "variant");
        }
    }

    /** The die procedure with the throws the player entered (Chess960, or DFRC: White's then Black's). */
    record Dice(Variant variant, List<Integer> faces) implements StartRequest {
        public Dice {
            Objects.requireNonNull(variant, "variant");
            faces = List.copyOf(faces);
        }
    }

    /** A Double Fischer Random start by White's and Black's Scharnagl numbers. */
    record DfrcPair(int sp, int spBlack) implements StartRequest {
        @Override
        public Variant variant() {
            return Variant.DFRC;
        }
    }

    /** A position pasted as FEN (X-FEN, Shredder-FEN or standard), played as {@code variant}. */
    record Fen(Variant variant, String fen) implements StartRequest {
        public Fen {
            Objects.requireNonNull(variant, "variant");
            Objects.requireNonNull(fen, "fen");
        }
    }
}
