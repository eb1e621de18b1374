package org.rochade.desktop.moves;

import java.awt.Dimension;
import java.awt.Rectangle;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javax.swing.JTextPane;
import javax.swing.text.AttributeSet;
import javax.swing.text.BadLocationException;
import javax.swing.text.DefaultStyledDocument;
import javax.swing.text.SimpleAttributeSet;
import javax.swing.text.StyleConstants;
import javax.swing.text.StyledDocument;
import org.rochade.desktop.game.MovePath;
import org.rochade.games.api.Game;
import org.rochade.games.api.GameNode;
import org.rochade.rules.api.Color;
import org.rochade.rules.api.Position;

/**
 * The move list: a game's moves as a player reads them (move numbers, SAN as Rochade wrote it,
 * move glyphs, comments in braces, variations in parentheses), the current move marked. A click on
 * a move goes there. The text is made from the immutable {@link Game}; every move carries its
 * {@link MovePath}, which is what a click hands on.
 *
 * <p>Swing's thread only.
 */
public final class MoveListView extends JTextPane {
    private static final String[] GLYPHS = {"", "!", "?", "!!", "??", "!?", "?!"};

    /** Where each move is in the text, in text order, for tests and keyboard focus. */
    private final List<Placed> placed = new ArrayList<>();
    private Consumer<MovePath> onClick = path -> { };

    /** A move's place in the text. */
    public record Placed(MovePath path, String san, int start, int end) {
    }

    public MoveListView() {
        setEditable(false);
        setName("moveList");
        setPreferredSize(new Dimension(320, 300));
        addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getButton() != MouseEvent.BUTTON1) {
                    return;
                }
                MovePath path = pathAt(viewToModel2D(e.getPoint()));
                if (path != null) {
                    onClick.accept(path);
                }
            }
        });
    }

    /** What to do when a move is clicked: go there. */
    public void onClick(Consumer<MovePath> action) {
        this.onClick = action;
    }

    /** The moves as placed in the text, in text order. */
    public List<Placed> placed() {
        return List.copyOf(placed);
    }

    /** The screen area of a placed move (in this component's coordinates), or null before layout. */
    public Rectangle boundsOf(Placed move) {
        try {
            Rectangle start = modelToView2D(move.start()).getBounds();
            Rectangle end = modelToView2D(move.end()).getBounds();
            return new Rectangle(start.x, start.y, Math.max(1, end.x - start.x), start.height);
        } catch (BadLocationException e) {
            return null;
        }
    }

    private MovePath pathAt(int offset) {
        if (offset < 0) {
            return null;
        }
        for (Placed p : placed) {
            if (offset >= p.start() && offset < p.end()) {
                return p.path();
            }
        }
        return null;
    }

    /** Shows a game with the move at {@code current} marked. */
    public void show(Game game, MovePath current) {
        StyledDocument doc = new DefaultStyledDocument();
        placed.clear();
        Writer writer = new Writer(doc, current);
        for (String comment : game.comments()) {
            writer.comment(comment);
        }
        Position start = game.start().position();
        int firstPly = start == null ? 0 : (start.fullmoveNumber() - 1) * 2 + (start.sideToMove() == Color.BLACK ? 1 : 0);
        writer.line(game.moves(), MovePath.START, firstPly);
        writer.text(" " + game.result(), writer.plain);
        setStyledDocument(doc);
        for (Placed p : placed) {
            if (p.path().equals(current)) {
                setCaretPosition(p.start());
            }
        }
    }

    /** Writes the text of a game into a document. */
    private final class Writer {
        final StyledDocument doc;
        final MovePath current;
        final SimpleAttributeSet plain = new SimpleAttributeSet();
        final SimpleAttributeSet number = new SimpleAttributeSet();
        final SimpleAttributeSet commentStyle = new SimpleAttributeSet();
        final SimpleAttributeSet illegal = new SimpleAttributeSet();
        /** Black's move needs its number after a comment or a variation and at a line's start. */
        boolean numberBlack = true;
        /** How deep in variations the writer is: main-line moves are bold, variations' plain. */
        int depth;

        Writer(StyledDocument doc, MovePath current) {
            this.doc = doc;
            this.current = current;
            StyleConstants.setForeground(number, new java.awt.Color(110, 110, 110));
            StyleConstants.setForeground(commentStyle, new java.awt.Color(30, 100, 40));
            StyleConstants.setItalic(commentStyle, true);
            StyleConstants.setForeground(illegal, new java.awt.Color(190, 30, 30));
        }

        void line(List<GameNode> nodes, MovePath before, int firstPly) {
            numberBlack = true;
            MovePath path = before;
            int ply = firstPly;
            for (GameNode node : nodes) {
                for (String comment : node.startingComments()) {
                    comment(comment);
                }
                space();
                if (ply % 2 == 0) {
                    text((ply / 2 + 1) + ". ", number);
                } else if (numberBlack) {
                    text((ply / 2 + 1) + "... ", number);
                }
                numberBlack = false;
                if (!node.isPlayed()) {
                    text(node.written(), illegal);
                    return;
                }
                MovePath at = path.then(node.move());
                move(node, at);
                for (String comment : node.comments()) {
                    comment(comment);
                }
                for (List<GameNode> variation : node.variations()) {
                    space();
                    text("(", plain);
                    depth++;
                    line(variation, path, ply);
                    depth--;
                    text(")", plain);
                    numberBlack = true;
                }
                path = at;
                ply++;
            }
        }

        void move(GameNode node, MovePath at) {
            SimpleAttributeSet style = new SimpleAttributeSet();
            StyleConstants.setBold(style, depth == 0);
            if (at.equals(current)) {
                StyleConstants.setBackground(style, new java.awt.Color(170, 200, 240));
            }
            StringBuilder san = new StringBuilder(node.san());
            for (int nag : node.nags()) {
                san.append(nag > 0 && nag < GLYPHS.length ? GLYPHS[nag] : " $" + nag);
            }
            int start = doc.getLength();
            text(san.toString(), style);
            placed.add(new Placed(at, node.san(), start, doc.getLength()));
        }

        void comment(String comment) {
            space();
            text("{" + comment + "}", commentStyle);
            numberBlack = true;
        }

        void space() {
            int length = doc.getLength();
            if (length == 0) {
                return;
            }
            try {
                String last = doc.getText(length - 1, 1);
                if (!last.equals(" ") && !last.equals("(")) {
                    text(" ", plain);
                }
            } catch (BadLocationException e) {
                throw new IllegalStateException(e);
            }
        }

        void text(String text, AttributeSet style) {
            try {
                doc.insertString(doc.getLength(), text, style);
            } catch (BadLocationException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return true;
    }
}
