package org.rochade.rules.api.spi;

import java.util.Optional;
import org.rochade.rules.api.CastlingSide;

/**
 * Reads the ways people write castling: "O-O" / "O-O-O" with the letter O, the digit zero or a
 * lower-case o, joined by a hyphen, a Unicode hyphen, a non-breaking hyphen, an en dash or an em
 * dash, or with no separator at all ("OO", "OOO").
 *
 * <p>Strict on purpose: one letter kind and one separator kind per token, exactly two or three
 * letters, nothing before or after. "O", "O-O-O-O", "O-0" or "O-O " are not castling, so a typo is
 * reported as bad SAN rather than silently read as a castling.
 */
final class CastlingTokens {

    private static final String LETTERS = "O0o";
    /** ASCII hyphen-minus, U+2010 hyphen, U+2011 non-breaking hyphen, U+2013 en dash, U+2014 em dash. */
    private static final String SEPARATORS = "-\u2010\u2011\u2013\u2014";

    private CastlingTokens() {
    }

    static Optional<CastlingSide> parse(String token) {
        if (token == null || token.isEmpty() || LETTERS.indexOf(token.charAt(0)) < 0) {
            return Optional.empty();
        }
        char letter = token.charAt(0);
        int letters = token.length() >= 2 && SEPARATORS.indexOf(token.charAt(1)) >= 0
                ? countSeparated(token, letter, token.charAt(1))
                : countJoined(token, letter);
        return switch (letters) {
            case 2 -> Optional.of(CastlingSide.KING_SIDE);
            case 3 -> Optional.of(CastlingSide.QUEEN_SIDE);
            default -> Optional.empty();
        };
    }

    static String write(CastlingSide side) {
        return side == CastlingSide.KING_SIDE ? "O-O" : "O-O-O";
    }

    /** Letters in "L-L" or "L-L-L" shape with one separator kind, or -1 when the shape is wrong. */
    private static int countSeparated(String token, char letter, char separator) {
        if (token.length() % 2 == 0) {
            return -1;
        }
        for (int i = 0; i < token.length(); i++) {
            char expected = i % 2 == 0 ? letter : separator;
            if (token.charAt(i) != expected) {
                return -1;
            }
        }
        return token.length() / 2 + 1;
    }

    /** Letters in "LL" or "LLL" shape, or -1 when anything else is in the token. */
    private static int countJoined(String token, char letter) {
        for (int i = 0; i < token.length(); i++) {
            if (token.charAt(i) != letter) {
                return -1;
            }
        }
        return token.length();
    }
}
