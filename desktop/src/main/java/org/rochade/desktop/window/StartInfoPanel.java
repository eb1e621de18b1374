package org.rochade.desktop.window;

import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import org.rochade.games.api.Start;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.FenFormat;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.StartVerdict;

/**
 * The game's start: its number in its variant (as the rules service recognises the start position),
 * X-FEN and Shredder-FEN, in fields that can be selected and copied.
 */
final class StartInfoPanel extends JPanel {
    private final JLabel number = new JLabel(" ");
    private final JTextField xfen = readOnly("xfen");
    private final JTextField shredder = readOnly("shredderFen");

    StartInfoPanel() {
        super(new GridBagLayout());
        number.setName("startNumber");
        GridBagConstraints c = new GridBagConstraints();
        c.insets = new Insets(2, 6, 2, 6);
        c.anchor = GridBagConstraints.WEST;
        c.gridx = 0;
        c.gridy = 0;
        c.gridwidth = 2;
        add(number, c);
        c.gridwidth = 1;
        c.gridy = 1;
        add(new JLabel("X-FEN"), c);
        c.gridx = 1;
        c.fill = GridBagConstraints.HORIZONTAL;
        c.weightx = 1;
        add(xfen, c);
        c.gridx = 0;
        c.gridy = 2;
        c.fill = GridBagConstraints.NONE;
        c.weightx = 0;
        add(new JLabel("Shredder-FEN"), c);
        c.gridx = 1;
        c.fill = GridBagConstraints.HORIZONTAL;
        c.weightx = 1;
        add(shredder, c);
    }

    /** Shows a start, recognised by {@code rules} (the game's); {@code how} says how it was started. */
    void show(Start start, ChessRules rules, String how) {
        if (start.position() == null) {
            number.setText("start not known");
            xfen.setText("");
            shredder.setText("");
            return;
        }
        String shredderFen = start.position().fen(FenFormat.SHREDDER);
        StartVerdict verdict = rules.checkStart(shredderFen);
        String name;
        if (verdict.isLegal()) {
            StartArray array = verdict.start().orElseThrow();
            name = label(array) + (verdict.hasAllCastlingRights() ? "" : ", " + verdict.missingRights());
        } else {
            name = rules.variant().id() + ": not a start array (" + verdict.reason() + ")";
        }
        number.setText(name + (how == null || how.isEmpty() ? "" : "   [" + how + "]"));
        number.setToolTipText(how);
        xfen.setText(start.position().fen(FenFormat.XFEN));
        shredder.setText(shredderFen);
        xfen.setCaretPosition(0);
        shredder.setCaretPosition(0);
    }

    private static String label(StartArray array) {
        switch (array.variant()) {
            case FISCHER168:
                return "Fischer168 no. " + array.number() + " (SP " + array.sp() + ", " + array.backRank() + ")";
            case DFRC:
                return "DFRC " + array.label() + " (no. " + array.number() + ", " + array.backRank() + " / "
                        + array.blackBackRank() + ")";
            case CLASSIC:
                return "Classic (SP 518, " + array.backRank() + ")";
            default:
                return "Chess960 SP " + array.sp() + " (" + array.backRank() + ")";
        }
    }

    String numberText() {
        return number.getText();
    }

    String xfenText() {
        return xfen.getText();
    }

    String shredderText() {
        return shredder.getText();
    }

    private static JTextField readOnly(String name) {
        JTextField field = new JTextField(40);
        field.setName(name);
        field.setEditable(false);
        return field;
    }
}
