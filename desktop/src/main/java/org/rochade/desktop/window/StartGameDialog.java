package org.rochade.desktop.window;

import java.awt.BorderLayout;
import java.awt.FlowLayout;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.awt.Window;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTabbedPane;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import org.rochade.desktop.game.StartRequest;
import org.rochade.rules.api.Variant;

/**
 * "New game": a start from an SP number, at random, by the die (the player enters the throws), a
 * DFRC pair, a Fischer168 number or a pasted FEN. Only the text is read here (numbers as numbers);
 * whether a number or FEN names a start is the rules service's answer, shown when it says no.
 */
final class StartGameDialog extends JDialog {
    private final JTabbedPane tabs = new JTabbedPane();
    private final JTextField sp = field("sp", "518", 6);
    private final JComboBox<Variant> randomVariant = new JComboBox<>(new Variant[] {Variant.CHESS960, Variant.FISCHER168, Variant.DFRC});
    private final JComboBox<Variant> dieVariant = new JComboBox<>(new Variant[] {Variant.CHESS960, Variant.DFRC});
    private final JTextField faces = field("faces", "", 24);
    private final JTextField white = field("dfrcWhite", "", 6);
    private final JTextField black = field("dfrcBlack", "", 6);
    private final JTextField fischer168 = field("fischer168", "", 6);
    private final JComboBox<Variant> fenVariant = new JComboBox<>(Variant.values());
    private final JTextField fen = field("fen", "", 50);
    private final JLabel problem = new JLabel(" ");
    private StartRequest request;

    private StartGameDialog(Window owner) {
        super(owner, "New game", ModalityType.APPLICATION_MODAL);
        setName("newGame");
        tabs.setName("startTabs");
        tabs.addTab("SP number", form(new JLabel("Chess960 SP (0-959):"), sp));
        tabs.addTab("Random", form(new JLabel("Variant:"), randomVariant));
        tabs.addTab("Die", form(new JLabel("Variant:"), dieVariant, new JLabel("Throws (1-6, as thrown):"), faces));
        tabs.addTab("DFRC pair", form(new JLabel("White's SP:"), white, new JLabel("Black's SP:"), black));
        tabs.addTab("Fischer168", form(new JLabel("Number (1-168):"), fischer168));
        tabs.addTab("FEN", form(new JLabel("Variant:"), fenVariant, new JLabel("FEN:"), fen));
        tabs.addChangeListener(e -> focusFirstField());
        JButton start = new JButton("Start");
        start.setName("start");
        start.addActionListener(e -> accept());
        JButton cancel = new JButton("Cancel");
        cancel.addActionListener(e -> dispose());
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT));
        buttons.add(start);
        buttons.add(cancel);
        problem.setName("startProblem");
        JPanel south = new JPanel(new BorderLayout());
        south.add(problem, BorderLayout.CENTER);
        south.add(buttons, BorderLayout.EAST);
        getContentPane().add(tabs, BorderLayout.CENTER);
        getContentPane().add(south, BorderLayout.SOUTH);
        getRootPane().setDefaultButton(start);
        pack();
        setLocationRelativeTo(owner);
        SwingUtilities.invokeLater(this::focusFirstField);
    }

    /** Asks for a start; null when the player cancels. */
    static StartRequest ask(Window owner) {
        StartGameDialog dialog = new StartGameDialog(owner);
        dialog.setVisible(true);
        return dialog.request;
    }

    private void focusFirstField() {
        JComponent tab = (JComponent) tabs.getSelectedComponent();
        for (java.awt.Component c : tab.getComponents()) {
            if (c instanceof JTextField text) {
                text.requestFocusInWindow();
                text.selectAll();
                return;
            }
        }
    }

    private void accept() {
        try {
            request = read();
            dispose();
        } catch (NumberFormatException e) {
            problem.setText("not a number: " + e.getMessage().replace("For input string: ", ""));
        }
    }

    private StartRequest read() {
        switch (tabs.getSelectedIndex()) {
            case 0:
                return new StartRequest.Numbered(Variant.CHESS960, number(sp));
            case 1:
                return new StartRequest.Random((Variant) randomVariant.getSelectedItem());
            case 2:
                List<Integer> thrown = new ArrayList<>();
                for (String face : faces.getText().trim().split("[\\s,]+")) {
                    if (!face.isEmpty()) {
                        thrown.add(Integer.parseInt(face));
                    }
                }
                return new StartRequest.Dice((Variant) dieVariant.getSelectedItem(), thrown);
            case 3:
                return new StartRequest.DfrcPair(number(white), number(black));
            case 4:
                return new StartRequest.Numbered(Variant.FISCHER168, number(fischer168));
            default:
                return new StartRequest.Fen((Variant) fenVariant.getSelectedItem(), fen.getText());
        }
    }

    private static int number(JTextField field) {
        return Integer.parseInt(field.getText().trim());
    }

    private static JTextField field(String name, String text, int columns) {
        JTextField field = new JTextField(text, columns);
        field.setName(name);
        return field;
    }

    private static JPanel form(JComponent... parts) {
        JPanel panel = new JPanel(new GridBagLayout());
        GridBagConstraints c = new GridBagConstraints();
        c.insets = new Insets(6, 8, 6, 8);
        c.anchor = GridBagConstraints.WEST;
        for (int i = 0; i < parts.length; i++) {
            c.gridx = i % 2;
            c.gridy = i / 2;
            c.fill = i % 2 == 1 ? GridBagConstraints.HORIZONTAL : GridBagConstraints.NONE;
            c.weightx = i % 2;
            panel.add(parts[i], c);
        }
        return panel;
    }
}
