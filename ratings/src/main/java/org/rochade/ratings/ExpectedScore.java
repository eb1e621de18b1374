package org.rochade.ratings;

/** How a player's expected score in a game is found. */
public enum ExpectedScore {
    /**
     * FIDE's Rating Regulations: the scoring probability PD of table 8.1(b) for the rating
     * difference D, higher- or lower-rated side; for a player rated below 2650 a difference over 400
     * counts as 400, from 2650 the real difference is used (8.3.1, in force since 1 October 2025).
     * Two decimals, exactly as the table gives them.
     */
    FIDE,
    /** Elo's formula E = 1 / (1 + 10^((Rb - Ra) / 400)), with no cap on the difference. */
    LOGISTIC
}
