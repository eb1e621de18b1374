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
import org.rochade.games.api.GameEditor;
import org.rochade.rules.api.Color;
import org.rochade.rules.api.Position;

/**
 * The move list: a game's moves as a player reads them (move numbers, SAN as Rochade wrote it,
 * move glyphs, each move's clock and evaluation as games.api reads them from its comments, the
 * comments in braces, variations in parentheses), the current move marked. A click on a move goes
 * there. The text is made from the editor's tree; every move carries its {@link GameEditor.Node}
 * handle, which is what a click hands on.
 *
 * <p>Swing's thread only.
 */
public final class MoveListView extends JTextPane {
    private static final String[] GLYPHS = {"", "!", "?", "!!", "??", "!?", "?!"};

    /** Where each move is in the text, in text order, for tests and keyboard focus. */
    private final List<Placed> placed = new ArrayList<>();
    private Consumer<GameEditor.Node> onClick = node -> { };

    /** A move's place in the text. */
    public record Placed(GameEditor.Node node, String san, int start, int end) {
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
                GameEditor.Node node = nodeAt(viewToModel2D(e.getPoint()));
                if (node != null) {
                    onClick.accept(node);
                }
            }
        });
    }

    /** What to do when a move is clicked: go there. */
    public void onClick(Consumer<GameEditor.Node> action) {
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

    private GameEditor.Node nodeAt(int offset) {
        if (offset < 0) {
            return null;
        }
        for (Placed p : placed) {
            if (offset >= p.start() && offset < p.end()) {
                return p.node();
            }
        }
        return null;
    }

    /**
     * Shows a game's tree with the move {@code current} marked.
     *
     * @param root   the start of the game ({@link GameEditor#root()})
     * @param result the game's result, written at the end
     */
    public void show(GameEditor.Node root, GameEditor.Node current, String result) {
        StyledDocument doc = new DefaultStyledDocument();
        placed.clear();
        Writer writer = new Writer(doc, current);
        for (String comment : root.comments()) {
            writer.comment(comment);
        }
        writer.line(root.continuations(), 0);
        writer.space();
        writer.text(result, writer.plain);
        setStyledDocument(doc);
        for (Placed p : placed) {
            if (p.node() == current) {
                setCaretPosition(p.start());
            }
        }
    }

    /** Writes the text of a game into a document. */
    private final class Writer {
        final StyledDocument doc;
        final GameEditor.Node current;
        final SimpleAttributeSet plain = new SimpleAttributeSet();
        final SimpleAttributeSet number = new SimpleAttributeSet();
        final SimpleAttributeSet commentStyle = new SimpleAttributeSet();
        final SimpleAttributeSet annotationStyle = new SimpleAttributeSet();
        /** Black's move needs its number after a comment or a variation and at a line's start. */
        boolean numberBlack = true;
        /** How deep in variations the writer is: main-line moves are bold, variations' plain. */
        int depth;

        Writer(StyledDocument doc, GameEditor.Node current) {
            this.doc = doc;
            this.current = current;
            StyleConstants.setForeground(number, new java.awt.Color(110, 110, 110));
            StyleConstants.setForeground(commentStyle, new java.awt.Color(30, 100, 40));
            StyleConstants.setItalic(commentStyle, true);
            StyleConstants.setForeground(annotationStyle, new java.awt.Color(40, 70, 150));
        }

        /**
         * The line that starts with {@code alternatives.get(pick)} and goes on along main
         * continuations; after each main move, the variations that branch there. Recursion
         * follows the nesting of variations only.
         */
        void line(List<GameEditor.Node> alternatives, int pick) {
            numberBlack = true;
            List<GameEditor.Node> choices = alternatives;
            int index = pick;
            while (index < choices.size()) {
                GameEditor.Node node = choices.get(index);
                for (String comment : node.startingComments()) {
                    comment(comment);
                }
                space();
                Position before = node.positionBefore();
                if (before.sideToMove() == Color.WHITE) {
                    text(before.fullmoveNumber() + ". ", number);
                } else if (numberBlack) {
                    text(before.fullmoveNumber() + "... ", number);
                }
                numberBlack = false;
                move(node);
                String annotation = AnnotationText.brief(node.annotations(), node.mover());
                if (!annotation.isEmpty()) {
                    space();
                    text(annotation, annotationStyle);
                }
                for (String comment : node.comments()) {
                    comment(comment);
                }
                if (index == 0) {
                    for (int v = 1; v < choices.size(); v++) {
                        space();
                        text("(", plain);
                        depth++;
                        line(choices, v);
                        depth--;
                        text(")", plain);
                        numberBlack = true;
                    }
                }
                choices = node.continuations();
                index = 0;
            }
        }

        void move(GameEditor.Node node) {
            SimpleAttributeSet style = new SimpleAttributeSet();
            StyleConstants.setBold(style, depth == 0);
            if (node == current) {
                StyleConstants.setBackground(style, new java.awt.Color(170, 200, 240));
            }
            StringBuilder san = new StringBuilder(node.san());
            for (int nag : node.nags()) {
                san.append(nag > 0 && nag < GLYPHS.length ? GLYPHS[nag] : " $" + nag);
            }
            int start = doc.getLength();
            text(san.toString(), style);
            placed.add(new Placed(node, node.san(), start, doc.getLength()));
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
