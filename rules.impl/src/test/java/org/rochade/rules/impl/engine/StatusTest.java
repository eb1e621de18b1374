package org.rochade.rules.impl.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.rochade.castling.plugin.FideCastling;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Color;
import org.rochade.rules.api.GameStatus;
import org.rochade.rules.api.GameStatus.DrawClaim;
import org.rochade.rules.api.GameStatus.Termination;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.Variant;

/** Checkmate, stalemate, dead material, the 50/75-move rules and repetitions. */
class StatusTest {
    private static final ChessRules RULES = new EngineRules(Variant.CHESS960, new FideCastling());
    private static final ChessRules CLASSIC = new EngineRules(Variant.CLASSIC, new FideCastling());
    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    /** Plays SAN moves from a FEN; returns every position, the start included. */
    private static List<Position> game(ChessRules rules, String fen, String moves) {
        List<Position> history = new ArrayList<>();
        Position p = rules.fromFen(fen);
        history.add(p);
        for (String san : moves.trim().split("\\s+")) {
            if (san.isEmpty()) {
                continue;
            }
            p = rules.play(p, rules.parseSan(p, san));
            history.add(p);
        }
        return history;
    }

    private static Position last(List<Position> history) {
        return history.get(history.size() - 1);
    }

    /** The move-text cursor judges its board as the rules judge the same position (without history). */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | f3 e5 g4 Qh4#",
            "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1 | Kg5",
            "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1 | Qf8#",
            "8/8/8/8/8/2k5/8/K1B5 w - - 99 80 | Kb1",
            "8/8/8/8/8/2k5/1p6/K1B5 w - - 149 80 | Kb1",
            "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1 | O-O O-O"})
    void replayerStatusAgreesWithTheRules(String fen, String moves) {
        ChessRules rules = fen.startsWith("rnbqkbnr") ? CLASSIC : RULES;
        org.rochade.rules.api.MoveTextReplayer cursor =
                ((org.rochade.rules.api.MoveTextReplay) rules).replayer(rules.fromFen(fen));
        for (String san : moves.trim().split("\\s+")) {
            cursor.play(san);
        }
        Position end = last(game(rules, fen, moves));
        assertThat(cursor.position()).isEqualTo(end);
        assertThat(cursor.status()).isEqualTo(rules.status(end));
    }

    @Test
    @DisplayName("fool's mate: checkmate, Black wins")
    void foolsMate() {
        List<Position> g = game(CLASSIC, START, "f3 e5 g4 Qh4#");
        GameStatus s = CLASSIC.status(last(g));
        assertThat(s.termination()).isEqualTo(Termination.CHECKMATE);
        assertThat(s.winner()).isEqualTo(Color.BLACK);
        assertThat(s.check()).isTrue();
        assertThat(s.isOver()).isTrue();
        assertThat(CLASSIC.status(g)).isEqualTo(s);
        assertThat(CLASSIC.legalMoves(last(g))).isEmpty();
    }

    @Test
    @DisplayName("the game goes on: start position")
    void ongoing() {
        GameStatus s = RULES.status(RULES.fromFen(START));
        assertThat(s.termination()).isEqualTo(Termination.NONE);
        assertThat(s.winner()).isNull();
        assertThat(s.claimableDraws()).isEmpty();
        assertThat(s.check()).isFalse();
        assertThat(s.isOver()).isFalse();
    }

    @Test
    @DisplayName("check that is not mate")
    void checkNotMate() {
        assertThat(RULES.status(RULES.fromFen("4k3/8/8/8/8/8/8/R3K3 b - - 0 1")).check()).isFalse();
        GameStatus t = RULES.status(RULES.fromFen("R3k3/8/8/8/8/8/8/4K3 b - - 0 1"));
        assertThat(t.check()).isTrue();
        assertThat(t.termination()).isEqualTo(Termination.NONE);
    }

    @ParameterizedTest(name = "{0}: {2}")
    @CsvSource(delimiter = '|', value = {
            "stalemate, queen                 | 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1                | STALEMATE",
            "stalemate, pawn blocked          | 8/8/8/8/8/1k6/p7/K7 w - - 0 1                 | STALEMATE",
            "back-rank mate, White wins       | R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1             | CHECKMATE",
            "KvK                              | 4k3/8/8/8/8/8/8/4K3 w - - 0 1                 | INSUFFICIENT_MATERIAL",
            "KNvK                             | 4k3/8/8/8/8/8/8/4KN2 w - - 0 1                | INSUFFICIENT_MATERIAL",
            "KvKN                             | 4kn2/8/8/8/8/8/8/4K3 w - - 0 1                | INSUFFICIENT_MATERIAL",
            "KBvK                             | 4k3/8/8/8/8/8/8/4KB2 w - - 0 1                | INSUFFICIENT_MATERIAL",
            "KB v KB, both dark squares       | 4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1              | INSUFFICIENT_MATERIAL",
            "KB v KB, both light squares      | 2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1              | INSUFFICIENT_MATERIAL",
            "KB v KB, opposite colours        | 2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1             | NONE",
            "KBB v K, opposite colours        | 4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1              | NONE",
            "KNN v K is not dead by this rule | 4k3/8/8/8/8/8/8/3NKN2 w - - 0 1               | NONE",
            "KN v KB                          | 4kb2/8/8/8/8/8/8/4KN2 w - - 0 1               | NONE",
            "KN v KN                          | 4kn2/8/8/8/8/8/8/4KN2 w - - 0 1               | NONE",
            "KP v K                           | 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1               | NONE",
            "KR v K                           | 4k3/8/8/8/8/8/8/4KR2 w - - 0 1                | NONE",
            "KQ v K                           | 4k3/8/8/8/8/8/8/3QK3 w - - 0 1                | NONE",
    })
    void terminations(String name, String fen, Termination termination) {
        GameStatus s = RULES.status(RULES.fromFen(fen));
        assertThat(s.termination()).isEqualTo(termination);
        assertThat(s.winner()).isEqualTo(termination == Termination.CHECKMATE ? Color.WHITE : null);
    }

    /** Once the 75-move rule has ended the game there is nothing left to claim. */
    @ParameterizedTest(name = "halfmove clock {0}: {1}, fifty-move claim {2}")
    @CsvSource({"0, NONE, false", "99, NONE, false", "100, NONE, true", "149, NONE, true",
            "150, SEVENTY_FIVE_MOVES, false", "151, SEVENTY_FIVE_MOVES, false"})
    void moveRules(int halfmove, Termination termination, boolean fiftyClaim) {
        GameStatus s = RULES.status(RULES.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - " + halfmove + " 120"));
        assertThat(s.termination()).isEqualTo(termination);
        assertThat(s.claimableDraws().contains(DrawClaim.FIFTY_MOVES)).isEqualTo(fiftyClaim);
    }

    @Test
    @DisplayName("checkmate on the 150th half-move wins over the 75-move rule")
    void mateBeatsSeventyFive() {
        GameStatus s = RULES.status(RULES.fromFen("R5k1/5ppp/8/8/8/8/8/6K1 b - - 150 100"));
        assertThat(s.termination()).isEqualTo(Termination.CHECKMATE);
        assertThat(s.winner()).isEqualTo(Color.WHITE);
    }

    @Test
    @DisplayName("the halfmove clock counts to 100 by play, then a draw may be claimed")
    void fiftyByPlay() {
        Position p = RULES.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 98 60");
        p = RULES.play(p, RULES.parseSan(p, "Ra2"));
        assertThat(RULES.status(p).claimableDraws()).isEmpty();
        p = RULES.play(p, RULES.parseSan(p, "Kd7"));
        assertThat(p.halfmoveClock()).isEqualTo(100);
        assertThat(RULES.status(p).claimableDraws()).containsExactly(DrawClaim.FIFTY_MOVES);
    }

    private static final String SHUFFLE = "Nf3 Nf6 Ng1 Ng8 ";

    @Test
    @DisplayName("knight shuffle: twice is nothing, three times may be claimed, five times ends the game")
    void repetitions() {
        List<Position> twice = game(CLASSIC, START, SHUFFLE);
        assertThat(CLASSIC.status(twice).claimableDraws()).isEmpty();

        List<Position> thrice = game(CLASSIC, START, SHUFFLE.repeat(2));
        GameStatus s3 = CLASSIC.status(thrice);
        assertThat(s3.claimableDraws()).containsExactly(DrawClaim.THREEFOLD_REPETITION);
        assertThat(s3.termination()).isEqualTo(Termination.NONE);
        // Without history there is no repetition.
        assertThat(CLASSIC.status(last(thrice)).claimableDraws()).isEmpty();

        List<Position> four = game(CLASSIC, START, SHUFFLE.repeat(3));
        assertThat(CLASSIC.status(four).termination()).isEqualTo(Termination.NONE);
        assertThat(CLASSIC.status(four).claimableDraws()).contains(DrawClaim.THREEFOLD_REPETITION);

        List<Position> five = game(CLASSIC, START, SHUFFLE.repeat(4));
        GameStatus s5 = CLASSIC.status(five);
        assertThat(s5.termination()).isEqualTo(Termination.FIVEFOLD_REPETITION);
        assertThat(s5.isOver()).isTrue();
        assertThat(s5.claimableDraws()).as("a finished game leaves nothing to claim").isEmpty();
    }

    @Test
    @DisplayName("a repetition in the middle of the history counts for the position it repeats")
    void repetitionOfAnotherPosition() {
        // After Nf3 (Black to move) the position recurs at plies 1, 5 and 9.
        List<Position> g = game(CLASSIC, START, SHUFFLE.repeat(2) + "Nf3");
        assertThat(CLASSIC.status(g).claimableDraws()).containsExactly(DrawClaim.THREEFOLD_REPETITION);
        assertThat(CLASSIC.status(g.subList(0, 9)).claimableDraws()).containsExactly(DrawClaim.THREEFOLD_REPETITION);
        assertThat(CLASSIC.status(g.subList(0, 8)).claimableDraws()).isEmpty();
    }

    @Test
    @DisplayName("same pieces but lost castling rights is another position")
    void castlingRightsMatter() {
        List<Position> g = game(CLASSIC, START, "Nf3 Nf6 Rg1 Rg8 Rh1 Rh8 Ng1 Ng8 " + SHUFFLE);
        Position start = g.get(0);
        Position afterRooks = g.get(8);
        assertThat(afterRooks.fen().split(" ")[0]).isEqualTo(start.fen().split(" ")[0]);
        assertThat(afterRooks.repeats(start)).isFalse();
        assertThat(afterRooks.repeats(last(g))).isTrue();
        assertThat(afterRooks.repetitionHash()).isEqualTo(last(g).repetitionHash());
        // Three times the same placement, but only twice with the same rights.
        assertThat(CLASSIC.status(g).claimableDraws()).isEmpty();
        assertThat(CLASSIC.status(game(CLASSIC, START, "Nf3 Nf6 Rg1 Rg8 Rh1 Rh8 Ng1 Ng8 " + SHUFFLE.repeat(2)))
                .claimableDraws()).containsExactly(DrawClaim.THREEFOLD_REPETITION);
    }

    @Test
    @DisplayName("a legal en passant capture makes a different position; an impossible one does not")
    void enPassantMatters() {
        Position withEp = RULES.fromFen("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3");
        Position without = RULES.fromFen("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3");
        assertThat(withEp.repeats(without)).isFalse();
        assertThat(without.repeats(withEp)).isFalse();

        Position uselessEp = RULES.fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        Position plain = RULES.fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 5 9");
        assertThat(uselessEp.repeats(plain)).isTrue();
        assertThat(uselessEp.repetitionHash()).isEqualTo(plain.repetitionHash());

        Position pinnedEp = RULES.fromFen("8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1");
        assertThat(pinnedEp.repeats(RULES.fromFen("8/8/8/KPp4r/8/8/8/4k3 w - - 0 1"))).isTrue();
    }

    @Test
    @DisplayName("a double push with a capturable pawn is not a repetition of the later same placement")
    void enPassantInHistory() {
        // 1.e4 (no capture possible) ... the e3 square is dropped, so the shuffle repeats it.
        List<Position> g = game(CLASSIC, "rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 3",
                "e4 Nf6 Nf3 Ng8 Ng1 Nf6 Nf3 Ng8 Ng1");
        // g[1] (after e4, dxe3 legal) and g[5], g[9] (same placement, Black to move, no ep) differ.
        assertThat(g.get(1).enPassantSquare()).isPresent();
        assertThat(g.get(1).repeats(g.get(5))).isFalse();
        assertThat(g.get(5).repeats(g.get(9))).isTrue();
        assertThat(CLASSIC.status(g).claimableDraws()).isEmpty();
    }

    @Test
    @DisplayName("side to move matters for repetition")
    void sideToMoveMatters() {
        Position w = RULES.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        Position b = RULES.fromFen("4k3/8/8/8/8/8/8/R3K3 b - - 0 1");
        assertThat(w.repeats(b)).isFalse();
    }

    @Test
    @DisplayName("an empty history is an error")
    void emptyHistory() {
        assertThat(catchThrowableOfType(() -> RULES.status(List.of()), RulesException.class)).isNotNull();
    }
}
