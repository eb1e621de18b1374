package org.rochade.desktop.window;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTextArea;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import org.rochade.desktop.board.BoardView;
import org.rochade.desktop.board.DiagramPieces;
import org.rochade.desktop.board.DrawnPieces;
import org.rochade.diagram.BoardOptions;
import org.rochade.diagram.Diagrams;
import org.rochade.desktop.game.GameSession;
import org.rochade.desktop.game.GameStarts;
import org.rochade.desktop.game.StartRequest;
import org.rochade.desktop.host.RochadeServices;
import org.rochade.desktop.moves.AnnotationText;
import org.rochade.desktop.moves.MoveListView;
import org.rochade.games.api.Game;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.GameStatus;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.Square;
import org.rochade.rules.api.Variant;

/**
 * The window: the board, the game's start, the move list with comments and NAGs, the status line
 * and the rules in force; menus for new games and PGN files. It holds the open game and shows it
 * again after every change; it answers no chess question itself (the {@link GameSession} asks the
 * services).
 *
 * <p>Swing's thread only, except {@link #servicesChanged()}, which any thread may call.
 */
public final class ChessWindow extends JFrame {
    private static final String[] NAG_TEXT = {"", "! (1)", "? (2)", "!! (3)", "?? (4)", "!? (5)", "?! (6)"};

    private final RochadeServices services;
    private final BoardView board;
    private final MoveListView moveList = new MoveListView();
    private final StartInfoPanel startInfo = new StartInfoPanel();
    private final JLabel status = new JLabel(" ");
    private final JLabel message = new JLabel(" ");
    private final JLabel rules = new JLabel(" ");
    /** The current move's clock, move time and evaluation, as games.api reads them from its comments. */
    private final JLabel annotation = new JLabel(" ");
    private final JTextArea comment = new JTextArea(3, 24);
    private final JComboBox<String> nag = new JComboBox<>(NAG_TEXT);
    private GameSession session;
    private String startedHow = "";
    /** The File menu's jobs and the games of the file open. */
    private final FileActions files;
    private boolean updating;
    /** The diagram service whose pieces the board draws, or null (the window's own pieces). */
    private Diagrams piecesFrom;

    public ChessWindow(RochadeServices services) {
        super("Rochade");
        this.services = services;
        setName("rochadeWindow");
        files = new FileActions(this, services);
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        DropHandler drops = new DropHandler(this, () -> session, this::say, this::refresh, () -> board().pieces());
        board = new BoardView(drops);
        board.setName("board");
        status.setName("status");
        message.setName("message");
        rules.setName("rules");
        annotation.setName("annotation");
        comment.setName("comment");
        comment.setLineWrap(true);
        comment.setWrapStyleWord(true);
        nag.setName("nag");
        nag.addActionListener(e -> nagChosen());
        moveList.onClick(node -> {
            if (session != null) {
                session.goTo(node);
                refresh();
            }
        });
        setJMenuBar(menus());
        getContentPane().add(layoutParts(), BorderLayout.CENTER);
        keys();
        pack();
        setLocation(0, 0);
    }

    private JComponent layoutParts() {
        JPanel left = new JPanel(new BorderLayout());
        left.add(startInfo, BorderLayout.NORTH);
        JPanel boardHolder = new JPanel(new BorderLayout());
        boardHolder.setBorder(BorderFactory.createEmptyBorder(6, 6, 6, 6));
        boardHolder.add(board, BorderLayout.CENTER);
        left.add(boardHolder, BorderLayout.CENTER);
        JPanel lines = new JPanel(new BorderLayout());
        lines.setBorder(BorderFactory.createEmptyBorder(2, 8, 4, 8));
        JPanel texts = new JPanel(new java.awt.GridLayout(3, 1));
        texts.add(status);
        texts.add(message);
        texts.add(rules);
        lines.add(texts, BorderLayout.CENTER);
        left.add(lines, BorderLayout.SOUTH);

        JPanel right = new JPanel(new BorderLayout());
        JScrollPane listScroll = new JScrollPane(moveList);
        listScroll.setPreferredSize(new Dimension(340, 380));
        right.add(listScroll, BorderLayout.CENTER);
        annotation.setBorder(BorderFactory.createEmptyBorder(2, 4, 2, 4));
        right.add(annotation, BorderLayout.NORTH);
        JPanel controls = new JPanel();
        controls.setLayout(new javax.swing.BoxLayout(controls, javax.swing.BoxLayout.Y_AXIS));
        JPanel nav = new JPanel(new FlowLayout(FlowLayout.LEFT, 2, 2));
        nav.add(button("toStart", "|<", this::toStart));
        nav.add(button("back", "<", this::back));
        nav.add(button("forward", ">", this::forward));
        nav.add(button("toEnd", ">|", this::toEnd));
        controls.add(nav);
        JPanel edit = new JPanel(new FlowLayout(FlowLayout.LEFT, 2, 2));
        edit.add(button("promote", "Promote", this::promote));
        edit.add(button("demote", "Demote", this::demote));
        edit.add(button("delete", "Delete", this::deleteFromHere));
        controls.add(edit);
        JPanel annotate = new JPanel(new BorderLayout(4, 4));
        annotate.setBorder(BorderFactory.createTitledBorder("Comment and NAG at the current move"));
        annotate.add(new JScrollPane(comment), BorderLayout.CENTER);
        JPanel annotateButtons = new JPanel(new FlowLayout(FlowLayout.LEFT, 2, 2));
        annotateButtons.add(nag);
        annotateButtons.add(button("setComment", "Set comment", this::setComment));
        annotate.add(annotateButtons, BorderLayout.SOUTH);
        controls.add(annotate);
        right.add(controls, BorderLayout.SOUTH);
        JSplitPane split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, left, right);
        split.setResizeWeight(0.7);
        return split;
    }

    private JMenuBar menus() {
        JMenuBar bar = new JMenuBar();
        JMenu fileMenu = new JMenu("File");
        fileMenu.setName("fileMenu");
        fileMenu.setMnemonic(KeyEvent.VK_F);
        fileMenu.add(item("open", "Open PGN...", KeyEvent.VK_O, files::openFile));
        fileMenu.add(item("save", "Save", KeyEvent.VK_S, files::save));
        fileMenu.add(item("saveAs", "Save as...", 0, files::saveAs));
        fileMenu.add(item("paste", "Paste PGN", KeyEvent.VK_V, files::pastePgn));
        fileMenu.addSeparator();
        fileMenu.add(item("quit", "Quit", KeyEvent.VK_Q, this::dispose));
        JMenu gameMenu = new JMenu("Game");
        gameMenu.setName("gameMenu");
        gameMenu.setMnemonic(KeyEvent.VK_G);
        gameMenu.add(item("newGame", "New game...", KeyEvent.VK_N, this::newGame));
        gameMenu.add(item("flip", "Flip board", 0, () -> board.setFlipped(!board.isFlipped())));
        bar.add(fileMenu);
        bar.add(gameMenu);
        return bar;
    }

    private void keys() {
        bind("LEFT", this::back);
        bind("RIGHT", this::forward);
        bind("HOME", this::toStart);
        bind("END", this::toEnd);
    }

    private void bind(String key, Runnable action) {
        JComponent root = getRootPane();
        root.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke(key), key);
        root.getActionMap().put(key, action(action));
    }

    private static Action action(Runnable run) {
        return new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                run.run();
            }
        };
    }

    private static JMenuItem item(String name, String text, int key, Runnable run) {
        JMenuItem item = new JMenuItem(text);
        item.setName(name);
        if (key != 0) {
            item.setAccelerator(KeyStroke.getKeyStroke(key, InputEvent.CTRL_DOWN_MASK | (key == KeyEvent.VK_V ? InputEvent.SHIFT_DOWN_MASK : 0)));
        }
        item.addActionListener(e -> run.run());
        return item;
    }

    private static JButton button(String name, String text, Runnable run) {
        JButton button = new JButton(text);
        button.setName(name);
        button.setFocusable(false);
        button.addActionListener(e -> run.run());
        return button;
    }

    // ---- the game ------------------------------------------------------------------------------

    /** Starts a game as asked, with the variant's rules in force; says why not when they cannot. */
    public void start(StartRequest request) {
        ChessRules found = services.rules(request.variant()).orElse(null);
        if (found == null) {
            say("no " + request.variant().id() + " rules service is running: no game can start");
            return;
        }
        try {
            GameStarts.Started started = GameStarts.start(found, request);
            open(GameSession.started(started), started.how());
            files.forget();
            say(started.how().isEmpty() ? "new game" : "new game " + started.how());
        } catch (RulesException e) {
            say(e.getMessage());
        }
    }

    private void open(GameSession opened, String how) {
        session = opened;
        startedHow = how;
        refresh();
    }

    /** The open game, or null. */
    public GameSession session() {
        return session;
    }

    private void newGame() {
        StartRequest request = StartGameDialog.ask(this);
        if (request != null) {
            start(request);
        }
    }

    /**
     * The services changed (a rules service came, was replaced or went): the open game takes the
     * rules now in force for its variant. Any thread.
     */
    public void servicesChanged() {
        SwingUtilities.invokeLater(() -> {
            updatePieces();
            if (session == null) {
                ChessRules chess960 = services.rules(Variant.CHESS960).orElse(null);
                if (chess960 != null) {
                    start(new StartRequest.Numbered(Variant.CHESS960, 518));
                }
                refresh();
                return;
            }
            ChessRules now = services.rules(session.variant()).orElse(null);
            if (now != session.rulesInForce()) {
                boolean recorded = session.rulesInForce(now);
                say(now == null ? "the " + session.variant().id() + " rules service went away: moves are refused"
                        : "rules now in force: castling " + now.castlingConvention()
                        + (recorded ? "" : "; the game keeps the rules its moves need"));
                refresh();
            }
        });
    }

    /** The board draws the diagram service's pieces while there is one, else its own. */
    private void updatePieces() {
        Diagrams now = services.diagrams().orElse(null);
        if (now == piecesFrom) {
            return;
        }
        piecesFrom = now;
        if (now == null) {
            board.setPieces(new DrawnPieces());
            return;
        }
        try {
            board.setPieces(DiagramPieces.from(now.board(DiagramPieces.ALL_PIECES, BoardOptions.defaults())));
        } catch (RuntimeException e) {
            board.setPieces(new DrawnPieces());
            say("the diagram service's pieces could not be read (" + e.getMessage() + "): the window draws its own");
        }
    }

    /** Shows the open game again: board, start, moves, comments, status and rules. */
    void refresh() {
        updating = true;
        try {
            if (session == null) {
                board.show(null, Set.of(), null);
                status.setText("no game");
                rules.setText("no chess960 rules service is running: waiting for one (bundles directory)");
                return;
            }
            Position position = session.position();
            GameStatus gameStatus = session.status();
            Square checked = gameStatus.check() ? position.king(position.sideToMove()) : null;
            board.show(position, lastMoveSquares(session.lastMove()), checked);
            status.setText(StatusText.of(gameStatus, position.sideToMove()));
            rules.setText(rulesText());
            Game game = session.game();
            moveList.show(session.root(), session.current(), game.result());
            annotation.setText(session.atStart() ? " "
                    : or(AnnotationText.detail(session.annotations(), session.current().mover()), " "));
            startInfo.show(game.start(), session.gameRules(), startedHow);
            comment.setText(String.join("\n", session.comments()));
            List<Integer> nags = session.nags();
            nag.setEnabled(!session.atStart());
            nag.setSelectedIndex(nags.isEmpty() || nags.get(0) >= NAG_TEXT.length ? 0 : nags.get(0));
            setTitle("Rochade - " + (files.file() == null ? "new game" : files.file().getFileName()));
        } finally {
            updating = false;
        }
    }

    private static String or(String text, String otherwise) {
        return text.isEmpty() ? otherwise : text;
    }

    private String rulesText() {
        ChessRules inForce = session.rulesInForce();
        String variant = session.variant().id();
        if (inForce == null) {
            return "No " + variant + " rules service is running: moves are refused";
        }
        String text = variant + " rules in force, castling convention: " + inForce.castlingConvention();
        if (!inForce.castlingConvention().equals(session.gameRules().castlingConvention())) {
            text += " (this game's moves so far were played with castling " + session.gameRules().castlingConvention() + ")";
        }
        return text;
    }

    private static Set<Square> lastMoveSquares(Move move) {
        if (move == null) {
            return Set.of();
        }
        Set<Square> squares = EnumSet.of(move.from(), move.to());
        if (move instanceof Move.Castle castle) {
            squares.add(castle.kingTo());
        }
        return squares;
    }

    /** Shows a line about what just happened (a move, why a drop was refused, a file saved). */
    void say(String text) {
        message.setText(text == null || text.isEmpty() ? " " : text);
    }

    /** The status line's text (the game's status). */
    public String statusText() {
        return status.getText();
    }

    /** The message line's text (what just happened). */
    public String messageText() {
        return message.getText();
    }

    /** The current move's clock and evaluation as shown beside the move list (blank when none). */
    public String annotationText() {
        return annotation.getText();
    }

    /** The rules line's text (the rules in force). */
    public String rulesLine() {
        return rules.getText();
    }

    public BoardView board() {
        return board;
    }

    public MoveListView moveList() {
        return moveList;
    }

    /** The start shown: number, X-FEN, Shredder-FEN. */
    public List<String> startShown() {
        return List.of(startInfo.numberText(), startInfo.xfenText(), startInfo.shredderText());
    }

    private void toStart() {
        if (session != null) {
            session.toStart();
            refresh();
        }
    }

    private void back() {
        if (session != null) {
            session.back();
            refresh();
        }
    }

    private void forward() {
        if (session != null) {
            session.forward();
            refresh();
        }
    }

    private void toEnd() {
        if (session != null) {
            session.toEnd();
            refresh();
        }
    }

    private void promote() {
        if (session != null) {
            say(session.promote() ? "variation moved up" : "already the main line");
            refresh();
        }
    }

    private void demote() {
        if (session != null) {
            say(session.demote() ? "line moved down" : "no line below this one");
            refresh();
        }
    }

    private void deleteFromHere() {
        if (session != null) {
            say(session.deleteFromHere() ? "move and what follows deleted" : "nothing to delete at the start");
            refresh();
        }
    }

    private void setComment() {
        if (session == null) {
            return;
        }
        String text = comment.getText().strip();
        List<String> before = List.copyOf(session.comments());
        try {
            session.comments().clear();
            if (!text.isEmpty()) {
                session.comments().add(text);
            }
            say(text.isEmpty() ? "comment removed" : "comment set");
        } catch (IllegalArgumentException refused) { // what a PGN comment cannot hold, as the editor says
            session.comments().clear();
            session.comments().addAll(before);
            say(refused.getMessage());
        }
        refresh();
    }

    private void nagChosen() {
        if (updating || session == null || session.atStart()) {
            return;
        }
        int index = nag.getSelectedIndex();
        session.setNags(index <= 0 ? List.of() : List.of(index));
        refresh();
    }

    // ---- files ---------------------------------------------------------------------------------

    /**
     * Makes a game read from PGN the open game, with the rules now in force for its variant.
     *
     * @return false when it cannot be opened (its start is not known, a move of it was not legal): the window says why
     */
    boolean load(Game game, String how) {
        try {
            Variant variant = game.rules() == null ? null : game.rules().variant();
            GameSession opened = GameSession.opened(game, variant == null ? null : services.rules(variant).orElse(null));
            open(opened, how);
            say("opened " + how + (game.findings().isEmpty() ? "" : " (" + game.findings().size() + " findings: "
                    + game.findings().get(0).message() + ")"));
            return true;
        } catch (IllegalArgumentException | RulesException e) {
            say("cannot open " + how + ": " + e.getMessage());
            return false;
        }
    }

    /** Opens a PGN file: its games listed with their findings, the one picked made the open game. */
    public void open(Path path) {
        files.open(path);
    }

    /** Saves the open file's games, the open game as it is now among them (or the open game alone). */
    public void saveTo(Path target) {
        files.saveTo(target);
    }

    /** The games of the file open, as last opened or saved. */
    public List<Game> fileGames() {
        return files.games();
    }
}
