package org.rochade.desktop.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.rochade.games.api.Game;
import org.rochade.games.api.PgnGames;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.MoveLookup;
import org.rochade.rules.api.Square;
import org.rochade.rules.api.Variant;

/** The open game's bookkeeping, with the rules and PGN services found on the plain class path. */
class GameSessionTest {
    private static final ChessRules CHESS960 = ServiceLoader.load(ChessRules.class).stream()
            .map(ServiceLoader.Provider::get).filter(r -> r.variant() == Variant.CHESS960).findFirst().orElseThrow();
    private static final PgnGames GAMES = ServiceLoader.load(PgnGames.class).findFirst().orElseThrow();

    private static GameSession at(int sp, String... sans) {
        GameSession session = new GameSession(GameStarts.start(CHESS960, new StartRequest.Numbered(Variant.CHESS960, sp)).editor(), CHESS960);
        for (String san : sans) {
            session.play(CHESS960.parseSan(session.position(), san));
        }
        return session;
    }

    @Test
    void castlingIsOfferedAtTheRookAndAtTheKingsDestination() {
        GameSession session = at(746, "Nd3", "a6", "Nc3", "h6");
        assertThat(session.targetsFrom(Square.B1)).containsExactlyInAnyOrder(Square.A1, Square.C1);
        assertThat(session.lookup(Square.B1, Square.C1, null)).isInstanceOf(MoveLookup.Ambiguous.class);
        assertThat(session.lookup(Square.B1, Square.A1, null)).isInstanceOf(MoveLookup.Found.class);
    }

    @Test
    void withoutRulesInForceMovesAreRefusedWithTheReason() {
        GameSession session = at(518);
        session.rulesInForce(null);
        assertThat(session.canPlay()).isFalse();
        assertThat(session.targetsFrom(Square.E2)).isEmpty();
        assertThat(session.lookup(Square.E2, Square.E4, null)).isEqualTo(
                new MoveLookup.Illegal("no chess960 rules service is running: moves are refused"));
        session.rulesInForce(CHESS960);
        assertThat(session.lookup(Square.E2, Square.E4, null)).isInstanceOf(MoveLookup.Found.class);
    }

    @Test
    void walksTheTreeByPathsAndTakesVariationsApart() {
        GameSession session = at(518, "e4", "e5", "Nf3");
        MovePath mainLine = session.path();
        session.back();
        session.play(CHESS960.parseSan(session.position(), "f4"));
        MovePath gambit = session.path();
        assertThat(gambit.length()).isEqualTo(3);
        session.goTo(mainLine);
        assertThat(session.position().pieceAt(Square.F3)).isNotNull();
        session.goTo(gambit);
        assertThat(session.promoteVariation()).isTrue();
        assertThat(session.game().moves().get(2).san()).isEqualTo("f4");
        assertThat(session.deleteFromHere()).isTrue();
        assertThat(session.path().length()).isEqualTo(2);
        assertThat(session.game().moves().get(2).san()).isEqualTo("Nf3");
        assertThat(session.game().moves().get(2).variations()).isEmpty();
    }

    @Test
    void aGameReadFromPgnIsEditedIntoAnEqualGame() {
        String pgn = """
                [Event "Club night"]
                [Site "Utrecht"]
                [Date "2026.11.20"]
                [Round "2"]
                [White "Carol"]
                [Black "Dave"]
                [Result "*"]
                [Annotator "Eve"]

                {A Sicilian} 1. e4 c5 2. Nf3 Nc6 3. d4 ({The quiet way} 3. g3 g6 4. Bg2 Bg7 5. O-O) 3... cxd4 4. Nxd4 $1 g6 {[%clk 0:10:00]} *
                """;
        Game read = GAMES.read(pgn).get(0);
        Game edited = new GameSession(GameLoader.edit(read), read.rules()).game();
        assertThat(edited).isEqualTo(read);
        assertThat(GAMES.read(GAMES.write(edited, org.rochade.games.api.PgnWriteOptions.defaults()))).containsExactly(read);
    }

    @Test
    void startsFromTheDieAndFromADfrcPair() {
        GameStarts.Started die = GameStarts.start(CHESS960, new StartRequest.Dice(Variant.CHESS960, List.of(1, 1, 1, 1, 1)));
        assertThat(die.how()).startsWith("by the die: SP ");
        ChessRules dfrc = ServiceLoader.load(ChessRules.class).stream().map(ServiceLoader.Provider::get)
                .filter(r -> r.variant() == Variant.DFRC).findFirst().orElseThrow();
        GameStarts.Started pair = GameStarts.start(dfrc, new StartRequest.DfrcPair(502, 532));
        assertThat(pair.editor().position().fen()).isEqualTo(dfrc.startArray(502, 532).xfen());
        Move first = dfrc.parseSan(pair.editor().position(), "e4");
        assertThat(first.to()).isEqualTo(Square.E4);
    }
}
