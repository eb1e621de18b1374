package org.rochade.desktop;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JMenu;
import javax.swing.JMenuItem;
import javax.swing.JTabbedPane;
import javax.swing.JTable;
import javax.swing.JTextField;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.rochade.desktop.board.DiagramPieces;
import org.rochade.desktop.moves.MoveListView;
import org.rochade.desktop.window.ChessWindow;
import org.rochade.games.api.Game;
import org.rochade.games.api.pgn.ValidationOptions;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.Square;
import org.rochade.rules.api.Variant;

/**
 * The desktop window used as a person uses it: under an X display (Xvfb in CI), a {@link Person}
 * drives the window with {@link java.awt.Robot} (drags, clicks, keys, the clipboard), and the board
 * is checked from screenshots ({@link BoardScreen}) against the positions the rules service gives
 * for the same moves. Screenshots go to {@code target/screenshots}.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DesktopWindowIT {
    private static Display display;
    private static DesktopApp app;
    private static ChessWindow window;
    private static Person person;
    private static BoardScreen screen;
    private static Path bundles;
    private static Path shots;

    @TempDir
    static Path temp;

    @BeforeAll
    static void openWindow() throws Exception {
        display = Display.open();
        if (display.reasonMissing() != null) {
            System.out.println("DesktopWindowIT skipped: " + display.reasonMissing());
        }
        Assumptions.assumeTrue(display.reasonMissing() == null, display.reasonMissing());
        bundles = Files.createDirectories(temp.resolve("bundles"));
        shots = Files.createDirectories(Path.of(System.getProperty("rochade.screenshots", "target/screenshots")));
        display.inUse();
        app = DesktopApp.start(bundles, System.err, null);
        window = app.window();
        person = new Person();
        screen = new BoardScreen(window.board());
        Person.waitUntil("the first game", () -> window.session() != null);
        Person.waitUntil("the diagram service's pieces on the board", () -> window.board().pieces() instanceof DiagramPieces);
        person.ready(window);
    }

    @AfterAll
    static void closeWindow() {
        if (app != null) {
            app.close();
        }
        if (display != null) {
            display.close();
        }
    }

    // ---- playing -----------------------------------------------------------------------------

    @Test
    @Order(1)
    void castlesAtSp288BothWays() throws IOException {
        newGameBySp(288);
        assertThat(startShown().get(0)).contains("SP 288").contains("BBQNRKRN");
        assertThat(startShown().get(1)).isEqualTo("bbqnrkrn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRKRN w KQkq - 0 1");
        assertThat(startShown().get(2)).isEqualTo("bbqnrkrn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRKRN w GEge - 0 1");
        Replay game = new Replay(rules(), Person.onEdt(() -> window.session().position()));
        seesBoard(game.position(), "sp288-start");

        // White O-O: the king dropped on g1, its own rook and its destination.
        dragSan(game, "O-O", Square.F1, Square.G1);
        assertThat(message()).isEqualTo("played O-O");
        for (String san : List.of("d6", "h3", "Qd7", "a3", "Ne6", "g3")) {
            play(game, san);
        }
        // Black O-O-O: the king dropped on c8, where castling takes it (no king move goes there).
        Position beforeLong = game.position();
        dragSan(game, "O-O-O", Square.F8, Square.C8);
        assertThat(message()).isEqualTo("played O-O-O");
        seesBoard(game.position(), "sp288-castled");

        // Taken back, and the same castling by dropping the king on its own rook (e8).
        press("back", moved(), "Back after O-O-O");
        seesBoard(beforeLong, "sp288-back");
        drop(Square.F8, Square.E8, moved(), "the king dropped on its rook e8");
        assertThat(message()).isEqualTo("played O-O-O");
        seesBoard(game.position(), "sp288-castled-on-rook");
        assertThat(moveTexts()).containsSequence("O-O", "d6", "h3", "Qd7", "a3", "Ne6", "g3", "O-O-O");
    }

    @Test
    @Order(2)
    void kingToC1AtSp746AsksWhichMove() throws IOException {
        newGameBySp(746);
        Replay game = new Replay(rules(), Person.onEdt(() -> window.session().position()));
        for (String san : List.of("Nd3", "a6", "Nc3", "h6")) {
            play(game, san);
        }
        // The king picked up: its destinations ringed, castling at the rook (a1) and at c1.
        pick(Square.B1);
        BufferedImage picked = pickedShot(Square.B1, "sp746-king-picked");
        assertThat(screen.ringed(picked, Square.A1)).as("ring at the rook a1").isTrue();
        assertThat(screen.ringed(picked, Square.C1)).as("ring at c1").isTrue();
        assertThat(screen.ringed(picked, Square.B2)).as("no ring at b2 (own pawn)").isFalse();

        drop(Square.B1, Square.C1, () -> showing("chooser"), "the king dropped on c1, opening the chooser");
        JDialog chooser = dialog("chooser");
        JButton kc1 = Person.find(chooser.getContentPane(), "choice:Kc1", JButton.class);
        JButton castles = Person.find(chooser.getContentPane(), "choice:O-O-O", JButton.class);
        assertThat(Person.onEdt(() -> List.of(kc1.getText(), castles.getText()))).containsExactly("Kc1", "O-O-O");
        Rectangle chooserArea = Person.onEdt(chooser::getBounds);
        ImageIO.write(person.look(chooserArea), "png", shots.resolve("sp746-chooser.png").toFile());
        person.clickUntil(castles, () -> !chooser.isShowing(), "O-O-O chosen in the chooser");
        Person.noDialog();
        Position afterCastling = game.after("O-O-O");
        seesBoard(afterCastling, "sp746-castled");
        assertThat(message()).isEqualTo("played O-O-O");

        // Back, and the same drop meant as Kc1: a variation.
        press("back", moved(), "Back after O-O-O");
        drop(Square.B1, Square.C1, () -> showing("chooser"), "the king dropped on c1 again, opening the chooser");
        JDialog again = dialog("chooser");
        person.clickUntil(Person.find(again.getContentPane(), "choice:Kc1", JButton.class), () -> !again.isShowing(),
                "Kc1 chosen in the chooser");
        Person.noDialog();
        seesBoard(game.after("Kc1"), "sp746-kc1");
        assertThat(Person.onEdt(() -> window.moveList().getText())).contains("3. O-O-O (3. Kc1)");

        // The variation promoted to the main line, demoted again, promoted, then deleted from the list.
        press("promote", () -> window.moveList().getText().contains("3. Kc1 (3. O-O-O)"), "Promote: Kc1 to the main line");
        press("demote", () -> window.moveList().getText().contains("3. O-O-O (3. Kc1)"), "Demote: Kc1 to a variation");
        assertThat(message()).isEqualTo("line moved down");
        press("promote", () -> window.moveList().getText().contains("3. Kc1 (3. O-O-O)"), "Promote: Kc1 to the main line again");
        press("delete", () -> !window.moveList().getText().contains("Kc1"), "Delete: Kc1 out of the list");
        seesBoard(game.position(), "sp746-kc1-deleted");
    }

    @Test
    @Order(3)
    void underpromotesAPawn() throws IOException {
        String fen = "8/1P4k1/8/8/8/8/6K1/8 w - - 0 1";
        newGameByFen(fen);
        Replay game = new Replay(rules(), Person.onEdt(() -> window.session().position()));
        seesBoard(game.position(), "promotion-start");
        drop(Square.B7, Square.B8, () -> showing("chooser"), "the pawn dropped on b8, opening the promotion chooser");
        JDialog chooser = dialog("chooser");
        person.clickUntil(Person.find(chooser.getContentPane(), "choice:Knight", JButton.class), () -> !chooser.isShowing(),
                "the knight chosen in the promotion chooser");
        Person.noDialog();
        game.play("b8=N");
        seesBoard(game.position(), "promotion-knight");
        assertThat(message()).isEqualTo("played b8=N");
        assertThat(moveTexts()).containsExactly("b8=N");

        // An illegal drop snaps back with the reason.
        drop(Square.G2, Square.G4, messageChanged(), "the illegal drop g2-g4 answered");
        assertThat(message()).isNotEmpty().doesNotStartWith("played");
        seesBoard(game.position(), "promotion-illegal-drop");
    }

    // ---- games and files ---------------------------------------------------------------------

    @Test
    @Order(4)
    void opensAPgnFileAndStepsThroughAVariation() throws IOException {
        Path file = temp.resolve("two games.pgn");
        Files.writeString(file, TWO_GAMES, StandardCharsets.UTF_8);
        openFile(file);
        JDialog list = Person.dialogTitled("two games.pgn");
        person.ready(list);
        JTable table = Person.find(list.getContentPane(), "gameList", JTable.class);
        Rectangle row = Person.onEdt(() -> {
            Rectangle cell = table.getCellRect(1, 5, true);
            Point origin = table.getLocationOnScreen();
            return new Rectangle(origin.x + cell.x, origin.y + cell.y, cell.width, cell.height);
        });
        assertThat(Person.onEdt(() -> table.getValueAt(1, 5))).isEqualTo("Carol");
        person.until(() -> table.getSelectedRow() == 1, () -> person.click(new Point(row.x + row.width / 2, row.y + row.height / 2)),
                "the second game's row selected in the game list");
        person.clickUntil(Person.find(list.getContentPane(), "openGame", JButton.class), () -> !list.isShowing(),
                "Open in the game list");
        Person.noDialog();
        Person.waitUntil("the second game", () -> window.moveList().getText().contains("Nf3"));
        assertThat(startShown().get(0)).contains("SP 518");

        // Click the variation's second move, then step on along it.
        Game second = readBack(file).get(1);
        Replay game = new Replay(second.rules(), second.start().position());
        clickMove(placed("g6"));
        for (String san : List.of("e4", "c5", "Nf3", "Nc6", "g3", "g6")) {
            game.play(san);
        }
        seesBoard(game.position(), "pgn-variation");
        press("forward", moved(), "Forward to Bg2");
        game.play("Bg2");
        seesBoard(game.position(), "pgn-variation-forward");
        assertThat(Person.onEdt(() -> window.session().current().ply())).isEqualTo(7);
        windowShot("pgn-variation-window");
    }

    @Test
    @Order(5)
    void savesAndReadsTheSavedFileBackEqual() throws IOException {
        // A comment and a NAG at the current move, then File > Save as.
        JComponent comment = Person.find(window.getContentPane(), "comment", JComponent.class);
        person.fill((javax.swing.text.JTextComponent) comment, "a fine fianchetto");
        press("setComment", () -> window.session().comments().contains("a fine fianchetto"), "Set comment");
        Path saved = temp.resolve("saved.pgn");
        menu("fileMenu", "saveAs", DesktopWindowIT::anyDialog, "File > Save as, opening the file chooser");
        JDialog chooser = dialog(null);
        JTextField fileName = Person.first(chooser.getContentPane(), JTextField.class);
        person.fill(fileName, saved.toString());
        enter(chooser, fileName, "Enter in the save chooser");
        Person.noDialog();
        Person.waitUntil("saved", () -> window.messageText().equals("saved 2 games to " + saved));
        List<Game> read = readBack(saved);
        assertThat(read).isEqualTo(Person.onEdt(window::fileGames));
        assertThat(read.get(1).moves().get(4).variations()).isNotEmpty();
        assertThat(Files.readString(saved)).contains("{a fine fianchetto}");
        try (Stream<Path> left = Files.list(temp)) {
            assertThat(left.map(p -> p.getFileName().toString())).noneMatch(name -> name.contains(".rochade-part-"));
        }
    }

    // ---- rules swapped live ------------------------------------------------------------------

    @Test
    @Order(6)
    void castlingLeavesWhenCastlingNoneIsDroppedIn() throws Exception {
        newGameBySp(288);
        pick(Square.F1);
        assertThat(screen.ringed(pickedShot(Square.F1, "swap-fide"), Square.G1)).as("O-O offered at g1").isTrue();
        assertThat(Person.onEdt(window::rulesLine)).contains("castling convention: fide");

        Path jar = bundles.resolve("castling.none.jar");
        Path aside = bundles.resolve(".castling.none.part");
        Files.copy(Path.of(System.getProperty("castling.none.jar")), aside);
        Files.move(aside, jar, StandardCopyOption.ATOMIC_MOVE);
        try {
            Person.waitUntil("castling none in force", () -> window.rulesLine().contains("castling convention: none"));
            pick(Square.F1);
            BufferedImage none = pickedShot(Square.F1, "swap-none");
            assertThat(screen.ringed(none, Square.G1)).as("no castling at g1 under castling.none").isFalse();
            Position before = Person.onEdt(() -> window.session().position());
            drop(Square.F1, Square.G1, messageChanged(), "the king dropped on g1 under castling.none answered");
            assertThat(message()).doesNotStartWith("played");
            seesBoard(before, "swap-none-refused");

            // A game started while castling.none is in force: its start has no castling rights.
            newGameBySp(288);
            Replay game = new Replay(rules(), Person.onEdt(() -> window.session().position()));
            assertThat(game.position().fen()).endsWith(" w - - 0 1");
            play(game, "a3");
            play(game, "h6");
        } finally {
            Files.deleteIfExists(jar);
        }
        Person.waitUntil("FIDE castling back", () -> window.rulesLine().contains("castling convention: fide"));
        assertThat(Person.onEdt(window::rulesLine)).doesNotContain("this game's moves");
        pick(Square.F1);
        assertThat(screen.ringed(pickedShot(Square.F1, "swap-fide-again"), Square.G1)).as("O-O offered again").isTrue();
        drop(Square.F1, Square.G1, moved(), "the king dropped on g1 under FIDE castling again");
        assertThat(message()).isEqualTo("played O-O");
        assertThat(moveTexts()).as("the game keeps its moves").containsExactly("a3", "h6", "O-O");
    }

    @Test
    @Order(7)
    void refusesMovesWhileTheVariantHasNoRules() throws Exception {
        newGameBySp(518);
        org.osgi.framework.Bundle castling = bundle("org.rochade.castling.plugin");
        castling.stop();
        try {
            Person.waitUntil("no rules", () -> window.rulesLine().startsWith("No chess960 rules service"));
            Position before = Person.onEdt(() -> window.session().position());
            drop(Square.E2, Square.E4, messageChanged(), "the drop e2-e4 without rules answered");
            assertThat(message()).contains("no chess960 rules service is running");
            seesBoard(before, "no-rules-refused");
        } finally {
            castling.start();
        }
        Person.waitUntil("rules back", () -> window.rulesLine().contains("castling convention: fide"));
        drop(Square.E2, Square.E4, moved(), "e4 played with the rules back");
        assertThat(message()).isEqualTo("played e4");
    }

    @Test
    @Order(8)
    void startsGamesByTheDieByADfrcPairAndByAFischer168Number() {
        // The die: the throws as entered; the start is the one the rules' die procedure gives for them.
        JDialog die = openNewGame();
        chooseTab(die, "Die");
        startAt(die, "faces", "5 2 3 6 4 1 2");
        java.util.Iterator<Integer> faces = List.of(5, 2, 3, 6, 4, 1, 2).iterator();
        org.rochade.rules.api.StartArray thrown = rules().rollDice(faces::next).array();
        Person.waitUntil("the die's start", () -> window.startShown().get(0).contains("SP " + thrown.sp() + " "));
        assertThat(startShown().get(1)).isEqualTo(thrown.xfen());
        assertThat(message()).startsWith("new game by the die: SP " + thrown.sp());

        JDialog dfrc = openNewGame();
        chooseTab(dfrc, "DFRC pair");
        person.fill(Person.find(dfrc.getContentPane(), "dfrcWhite", JTextField.class), "502");
        startAt(dfrc, "dfrcBlack", "532");
        Person.waitUntil("the DFRC start", () -> window.startShown().get(0).startsWith("DFRC 502:532"));
        org.rochade.rules.api.StartArray pair = app.services().rules(Variant.DFRC).orElseThrow().startArray(502, 532);
        assertThat(startShown().subList(1, 3)).containsExactly(pair.xfen(), pair.shredderFen());

        JDialog fischer = openNewGame();
        chooseTab(fischer, "Fischer168");
        startAt(fischer, "fischer168", "1");
        Person.waitUntil("the Fischer168 start", () -> window.startShown().get(0).startsWith("Fischer168 no. 1 "));
        assertThat(startShown().get(1)).isEqualTo(app.services().rules(Variant.FISCHER168).orElseThrow().startArray(1).xfen());
    }

    @Test
    @Order(9)
    void pastesAGameFromTheClipboard() throws IOException {
        person.copy(TWO_GAMES.substring(0, TWO_GAMES.indexOf("[Event", 10)));
        menu("fileMenu", "paste", () -> window.moveList().getText().startsWith("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6"),
                "File > Paste PGN, showing the pasted game");
        assertThat(message()).isEqualTo("opened pasted game 1");
        assertThat(Person.onEdt(() -> window.moveList().getText())).contains("{the Morphy defence}").endsWith("1-0");
        Replay game = new Replay(rules(), rules().startPosition(rules().startArray(518)));
        seesBoard(game.position(), "pasted");
    }

    @Test
    @Order(10)
    void showsClocksAndEvaluationsFromTheComments() throws IOException {
        person.copy(ANNOTATED);
        menu("fileMenu", "paste", () -> window.moveList().getText().startsWith("1. e4 [1:05:03 +0.35]"),
                "File > Paste PGN, showing the annotated game");
        String list = Person.onEdt(() -> window.moveList().getText());
        // cutechess's note is the mover's view: Black's -0.25 is +0.25 from White's side.
        assertThat(list).contains("e5 [+0.25] {-0.25/12 1.2s}", "Nc3 [+0.20]", "(2. Ng3 [+0.10] {[%eval 0.10]})");
        clickMove(placed("e5"));
        Person.waitUntil("e5's clock and evaluation", () -> window.annotationText().equals(
                "evaluation +0.25 (White's view, depth 12) \u00b7 engine took 1.2 s"));
        clickMove(placed("Ng3"));
        Person.waitUntil("Ng3's evaluation", () -> window.annotationText().equals("evaluation +0.10 (White's view)"));
        // The README's picture: a Chess960 game with clocks, evaluations and a variation.
        windowShot("desktop");
    }

    // ---- what the person does ----------------------------------------------------------------

    private static void newGameBySp(int sp) {
        JDialog dialog = openNewGame();
        chooseTab(dialog, "SP number");
        startAt(dialog, "sp", Integer.toString(sp));
        Person.waitUntil("the game at SP " + sp, () -> window.startShown().get(0).contains("SP " + sp));
    }

    private static void newGameByFen(String fen) {
        JDialog dialog = openNewGame();
        chooseTab(dialog, "FEN");
        startAt(dialog, "fen", fen);
        Person.waitUntil("the game from FEN", () -> window.startShown().get(1).equals(fen));
    }

    private static JDialog openNewGame() {
        menu("gameMenu", "newGame", () -> showing("newGame"), "Game > New game, opening its dialog");
        return dialog("newGame");
    }

    /** Fills the New game dialog's field and presses Enter in it: the dialog closes. */
    private static void startAt(JDialog dialog, String fieldName, String text) {
        JTextField field = Person.find(dialog.getContentPane(), fieldName, JTextField.class);
        person.fill(field, text);
        enter(dialog, field, "Enter in the New game dialog's field " + fieldName);
        Person.noDialog();
    }

    /** Clicks a tab of the New game dialog until it shows. */
    private static void chooseTab(JDialog dialog, String title) {
        JTabbedPane tabs = Person.find(dialog.getContentPane(), "startTabs", JTabbedPane.class);
        int index = Person.onEdt(() -> tabs.indexOfTab(title));
        person.until(() -> tabs.getSelectedIndex() == index, () -> person.click(Person.onEdt(() -> {
            Rectangle r = tabs.getBoundsAt(index);
            Point origin = tabs.getLocationOnScreen();
            return new Point(origin.x + r.x + r.width / 2, origin.y + r.y + r.height / 2);
        })), "the tab " + title + " of the New game dialog");
    }

    /** A test that failed with a dialog open closes it, so that the tests after it start from the window. */
    @AfterEach
    void noDialogLeftOpen() throws Exception {
        Person.onEdt(() -> {
            for (java.awt.Window w : java.awt.Window.getWindows()) {
                if (w instanceof JDialog d && d.isShowing()) {
                    d.dispose();
                }
            }
            return null;
        });
    }

    private static void openFile(Path file) {
        menu("fileMenu", "open", DesktopWindowIT::anyDialog, "File > Open, opening the file chooser");
        JDialog chooser = dialog(null);
        JTextField name = Person.first(chooser.getContentPane(), JTextField.class);
        person.fill(name, file.toString());
        enter(chooser, name, "Enter in the open chooser");
    }

    /**
     * Chooses a menu item: the menu opened by a click (again while its popup does not show), the item
     * clicked; the whole confirmed by the item's effect and done again when it does not come.
     */
    private static void menu(String menuName, String itemName, BooleanSupplier effect, String what) {
        JMenu menu = Person.find(window.getJMenuBar(), menuName, JMenu.class);
        person.until(effect, () -> {
            person.until(() -> menu.isPopupMenuVisible() || effect.getAsBoolean(), () -> person.click(menu),
                    "the menu " + menuName + " open");
            if (!Person.onEdt(effect::getAsBoolean)) {
                person.click(Person.find(menu, itemName, JMenuItem.class));
            }
        }, what);
    }

    /** Clicks one of the window's buttons, confirmed by its effect. */
    private static void press(String name, BooleanSupplier effect, String what) {
        person.clickUntil(button(name), effect, what);
    }

    /** Presses Enter in a dialog's field: the dialog closes (its default button, or a chooser's approval). */
    private static void enter(JDialog dialog, JTextField field, String what) {
        person.keyAt(field, KeyEvent.VK_ENTER, () -> !dialog.isShowing(), what);
    }

    /** Picks up the piece on a square with a click, confirmed by the board's selection. */
    private static void pick(Square square) {
        person.until(() -> window.board().selected() == square, () -> person.click(screen.centre(square)),
                "the piece on " + square + " picked up");
    }

    /** Drags a piece from one square to another, confirmed by what the drop causes. */
    private static void drop(Square from, Square to, BooleanSupplier effect, String what) {
        person.until(effect, () -> person.drag(screen.centre(from), screen.centre(to)), what);
    }

    /** Clicks a move in the move list: it becomes the current move. */
    private static void clickMove(MoveListView.Placed move) {
        person.until(() -> window.session().current() == move.node(), () -> person.click(movePoint(move)),
                "the move " + move.san() + " clicked in the move list");
    }

    /** The effect of a move played or stepped to: the current move is another one than now. */
    private static BooleanSupplier moved() {
        Object before = Person.onEdt(() -> window.session().current());
        return () -> window.session().current() != before;
    }

    /** The effect of a refused drop: the message line says something else than now. */
    private static BooleanSupplier messageChanged() {
        String before = message();
        return () -> !window.messageText().equals(before);
    }

    /** The dialog with this name (null: any) once it shows, made ready for input. */
    private static JDialog dialog(String name) {
        JDialog dialog = Person.dialog(name);
        person.ready(dialog);
        return dialog;
    }

    /** Whether a dialog with this name shows (Swing's thread). */
    private static boolean showing(String name) {
        for (java.awt.Window w : java.awt.Window.getWindows()) {
            if (w instanceof JDialog d && d.isShowing() && name.equals(d.getName())) {
                return true;
            }
        }
        return false;
    }

    /** Whether any dialog shows (Swing's thread). */
    private static boolean anyDialog() {
        for (java.awt.Window w : java.awt.Window.getWindows()) {
            if (w instanceof JDialog d && d.isShowing()) {
                return true;
            }
        }
        return false;
    }

    private static JButton button(String name) {
        return Person.find(window.getContentPane(), name, JButton.class);
    }

    /** Drags a piece for a move, and checks the move and the board against the rules' own replay. */
    private static void dragSan(Replay game, String san, Square from, Square to) throws IOException {
        drop(from, to, moved(), san + " played by the drop " + from + "-" + to);
        game.play(san);
        seesBoard(game.position(), null);
    }

    /** Plays a move by dragging the piece from its square to its destination, as the rules read the SAN. */
    private static void play(Replay game, String san) throws IOException {
        Move move = game.rules.parseSan(game.position(), san);
        Square to = move instanceof Move.Castle castle ? castle.kingTo() : move.to();
        dragSan(game, san, move.from(), to);
    }

    /** How long the screen may take to show what the window holds. */
    private static final java.time.Duration SCREEN_PATIENCE = java.time.Duration.ofSeconds(15);

    /** Looks at the board (again until it shows the position, for a while) and checks every square. */
    private static void seesBoard(Position expected, String shotName) throws IOException {
        Map<Square, BoardScreen.Seen> wanted = BoardScreen.expected(expected);
        BufferedImage[] shot = new BufferedImage[1];
        Person.poll(SCREEN_PATIENCE, () -> {
            shot[0] = person.look(screen.area());
            return screen.read(shot[0]).equals(wanted);
        });
        save(shot[0], shotName);
        assertThat(screen.read(shot[0])).as("the board on the screen (%s)", expected.fen()).isEqualTo(wanted);
    }

    /**
     * A screenshot of the board once it shows the piece on this square picked up (its rings are
     * painted with it), for a while; fails when it does not.
     */
    private static BufferedImage pickedShot(Square square, String name) throws IOException {
        BufferedImage[] shot = new BufferedImage[1];
        boolean shown = Person.poll(SCREEN_PATIENCE, () -> {
            shot[0] = person.look(screen.area());
            return screen.picked(shot[0], square);
        });
        save(shot[0], name);
        assertThat(shown).as("the piece on %s shown picked up", square).isTrue();
        return shot[0];
    }

    private static void save(BufferedImage shot, String name) throws IOException {
        if (name != null) {
            ImageIO.write(shot, "png", shots.resolve(name + ".png").toFile());
        }
    }

    /** A screenshot of the whole window (the README's picture is one of these). */
    private static void windowShot(String name) throws IOException {
        Rectangle whole = Person.onEdt(window::getBounds);
        ImageIO.write(person.look(whole), "png", shots.resolve(name + ".png").toFile());
    }

    private static String message() {
        return Person.onEdt(window::messageText);
    }

    private static List<String> startShown() {
        return Person.onEdt(window::startShown);
    }

    private static List<String> moveTexts() {
        return Person.onEdt(() -> window.moveList().placed().stream().map(MoveListView.Placed::san).toList());
    }

    private static MoveListView.Placed placed(String san) {
        return Person.onEdt(() -> window.moveList().placed().stream().filter(p -> p.san().equals(san)).findFirst()
                .orElseThrow(() -> new AssertionError("no move " + san + " in the list")));
    }

    private static Point movePoint(MoveListView.Placed move) {
        return Person.onEdt(() -> {
            Rectangle r = window.moveList().boundsOf(move);
            Point origin = window.moveList().getLocationOnScreen();
            return new Point(origin.x + r.x + r.width / 2, origin.y + r.y + r.height / 2);
        });
    }

    private static ChessRules rules() {
        return app.services().rules(Variant.CHESS960).orElseThrow();
    }

    private static List<Game> readBack(Path file) throws IOException {
        try (Stream<Game> games = app.services().games().orElseThrow().stream(file, ValidationOptions.defaults())) {
            return games.toList();
        }
    }

    private static org.osgi.framework.Bundle bundle(String symbolicName) {
        for (org.osgi.framework.Bundle b : app.framework().context().getBundles()) {
            if (symbolicName.equals(b.getSymbolicName())) {
                return b;
            }
        }
        throw new AssertionError(symbolicName + " is not installed");
    }

    /** The test's own replay of the moves with the rules service: what the board must show. */
    private static final class Replay {
        final ChessRules rules;
        private Position position;

        Replay(ChessRules rules, Position start) {
            this.rules = rules;
            this.position = start;
        }

        Position position() {
            return position;
        }

        void play(String san) {
            position = rules.play(position, rules.parseSan(position, san));
        }

        /** The position after these moves from the current one (the replay stays where it is). */
        Position after(String... sans) {
            Position p = position;
            for (String san : sans) {
                p = rules.play(p, rules.parseSan(p, san));
            }
            return p;
        }
    }

    /** Clocks and evaluations as lichess writes them, and an engine's note as cutechess writes it. */
    private static final String ANNOTATED = """
            [Event "Engine match"]
            [Site "Utrecht"]
            [Date "2026.11.25"]
            [Round "3"]
            [White "Rochade"]
            [Black "Stockfish"]
            [Result "*"]
            [Variant "Chess960"]
            [SetUp "1"]
            [FEN "bbqnrkrn/pppppppp/8/8/8/8/PPPPPPPP/BBQNRKRN w KQkq - 0 1"]

            1. e4 {[%clk 1:05:03] [%eval 0.35,20]} 1... e5 {-0.25/12 1.2s}
            2. Nc3 {[%eval 0.20]} (2. Ng3 {[%eval 0.10]}) 2... Nc6 *
            """;

    private static final String TWO_GAMES = """
            [Event "Club night"]
            [Site "Utrecht"]
            [Date "2026.11.20"]
            [Round "1"]
            [White "Alice"]
            [Black "Bob"]
            [Result "1-0"]

            1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 {the Morphy defence} 4. Ba4 Nf6 1-0

            [Event "Club night"]
            [Site "Utrecht"]
            [Date "2026.11.20"]
            [Round "2"]
            [White "Carol"]
            [Black "Dave"]
            [Result "*"]

            1. e4 c5 2. Nf3 Nc6 3. d4 (3. g3 g6 4. Bg2 Bg7 5. O-O) 3... cxd4 4. Nxd4 $1 g6 *
            """;
}
