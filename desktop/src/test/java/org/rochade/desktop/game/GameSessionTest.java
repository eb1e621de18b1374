package org.rochade.desktop.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.rochade.games.api.Game;
import org.rochade.games.api.GameEditor;
import org.rochade.games.api.GameNode;
import org.rochade.games.api.PgnGames;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.MoveLookup;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.Square;
import org.rochade.rules.api.Variant;

/** The open game's bookkeeping, with the rules and PGN services found on the plain class path. */
class GameSessionTest {
    private static final ChessRules CHESS960 = ServiceLoader.load(ChessRules.class).stream()
            .map(ServiceLoader.Provider::get).filter(r -> r.variant() == Variant.CHESS960).findFirst().orElseThrow();
    private static final PgnGames GAMES = ServiceLoader.load(PgnGames.class).findFirst().orElseThrow();

    private static GameSession at(int sp, String... sans) {
        GameSession session = GameSession.started(GameStarts.start(CHESS960, new StartRequest.Numbered(Variant.CHESS960, sp)));
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
    void walksTheTreeByItsNodesAndReordersAndTakesVariationsApart() {
        GameSession session = at(518, "e4", "e5", "Nf3");
        GameEditor.Node mainLine = session.current();
        session.back();
        session.play(CHESS960.parseSan(session.position(), "f4"));
        GameEditor.Node gambit = session.current();
        assertThat(gambit.ply()).isEqualTo(3);
        session.goTo(mainLine);
        assertThat(session.position().pieceAt(Square.F3)).isNotNull();
        session.goTo(gambit);
        assertThat(session.demote()).as("the last variation cannot go down").isFalse();
        assertThat(session.promote()).isTrue();
        assertThat(session.game().moves().get(2).san()).isEqualTo("f4");
        // Standing on the main line (f4 now), Demote gives the main continuation back to Nf3.
        assertThat(session.demote()).isTrue();
        assertThat(session.game().moves().get(2).san()).isEqualTo("Nf3");
        assertThat(session.current()).isSameAs(gambit);
        session.goTo(mainLine);
        assertThat(session.promote()).as("already the main line").isFalse();
        session.goTo(gambit);
        assertThat(session.deleteFromHere()).isTrue();
        assertThat(session.current().ply()).isEqualTo(2);
        assertThat(session.game().moves().get(2).san()).isEqualTo("Nf3");
        assertThat(session.game().moves().get(2).variations()).isEmpty();
        session.toEnd();
        assertThat(session.current()).isSameAs(mainLine);
    }

    @Test
    void aGameStartedWithoutCastlingGetsItBackWithFideCastlingAndKeepsItsMoves() {
        ChessRules none = withoutCastling();
        assertThat(none.castlingConvention()).isEqualTo("none");
        GameSession session = GameSession.started(GameStarts.start(none, new StartRequest.Numbered(Variant.CHESS960, 288)));
        for (String san : List.of("a3", "h6")) {
            session.play(none.parseSan(session.position(), san));
        }
        assertThat(session.targetsFrom(Square.F1)).as("no castling under castling.none").isEmpty();

        assertThat(session.rulesInForce(CHESS960)).as("recorded again with FIDE castling").isTrue();
        assertThat(session.gameRules()).isSameAs(CHESS960);
        assertThat(session.current().ply()).isEqualTo(2);
        assertThat(session.game().moves()).extracting(GameNode::san).containsExactly("a3", "h6");
        Position fide = CHESS960.startPosition(CHESS960.startArray(288));
        for (String san : List.of("a3", "h6")) {
            fide = CHESS960.play(fide, CHESS960.parseSan(fide, san));
        }
        assertThat(session.position().fen()).as("FIDE's castling rights").isEqualTo(fide.fen());
        assertThat(session.targetsFrom(Square.F1)).as("O-O at the rook g1").containsExactly(Square.G1);
        MoveLookup castle = session.lookup(Square.F1, Square.G1, null);
        assertThat(castle).isInstanceOf(MoveLookup.Found.class);
        session.play(((MoveLookup.Found) castle).move());

        // castling.none again: the game castled, so it keeps the FIDE rules that recorded it.
        assertThat(session.rulesInForce(none)).isFalse();
        assertThat(session.gameRules()).isSameAs(CHESS960);
        assertThat(session.game().moves()).extracting(GameNode::san).containsExactly("a3", "h6", "O-O");
        assertThat(session.legalMoves()).noneMatch(move -> move instanceof Move.Castle);
    }

    @Test
    void aGameFromFenGetsItsCastlingRightsBackAsTheFenGaveThem() {
        ChessRules none = withoutCastling();
        String fen = "bbqnrkrn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRKRN w KQkq - 0 1";
        GameSession session = GameSession.started(GameStarts.start(none, new StartRequest.Fen(Variant.CHESS960, fen)));
        assertThat(session.position().fen()).endsWith(" w - - 0 1");
        session.rulesInForce(CHESS960);
        assertThat(session.position().fen()).isEqualTo(fen);
    }

    /** Chess960 rules with castling.none's convention, as a class-path host asks for them by name. */
    private static ChessRules withoutCastling() {
        System.setProperty("rochade.castling", "none");
        try {
            return ServiceLoader.load(ChessRules.class).stream().map(ServiceLoader.Provider::get)
                    .filter(r -> r.variant() == Variant.CHESS960).findFirst().orElseThrow();
        } finally {
            System.clearProperty("rochade.castling");
        }
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
        Game edited = GameSession.opened(read, read.rules()).game();
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
