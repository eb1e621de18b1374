package org.rochade.desktop.window;

import java.awt.FlowLayout;
import java.awt.Window;
import java.util.List;
import javax.swing.Icon;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.BorderFactory;
import javax.swing.BoxLayout;
import java.awt.Component;

/**
 * The small modal choosers a drop can need: which of several moves (Kc1 or O-O-O) and which piece
 * a pawn promotes to. One button per choice, named {@code choice:<text>}; closing the chooser
 * chooses nothing.
 */
final class Choosers {
    private Choosers() {
    }

    /**
     * Asks which of the choices is meant.
     *
     * @param icons an icon per choice, or null
     * @return the index chosen, or -1 when the chooser was closed
     */
    static int choose(Window owner, String title, String question, List<String> choices, List<Icon> icons) {
        JDialog dialog = new JDialog(owner, title, JDialog.ModalityType.APPLICATION_MODAL);
        dialog.setName("chooser");
        int[] chosen = {-1};
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.CENTER, 8, 8));
        for (int i = 0; i < choices.size(); i++) {
            int index = i;
            JButton button = new JButton(choices.get(i));
            button.setName("choice:" + choices.get(i));
            if (icons != null) {
                button.setIcon(icons.get(i));
                button.setVerticalTextPosition(JButton.BOTTOM);
                button.setHorizontalTextPosition(JButton.CENTER);
            }
            button.addActionListener(e -> {
                chosen[0] = index;
                dialog.dispose();
            });
            buttons.add(button);
        }
        JPanel content = new JPanel();
        content.setLayout(new BoxLayout(content, BoxLayout.Y_AXIS));
        content.setBorder(BorderFactory.createEmptyBorder(10, 10, 10, 10));
        JLabel label = new JLabel(question);
        label.setAlignmentX(Component.CENTER_ALIGNMENT);
        buttons.setAlignmentX(Component.CENTER_ALIGNMENT);
        content.add(label);
        content.add(buttons);
        dialog.setContentPane(content);
        dialog.pack();
        dialog.setLocationRelativeTo(owner);
        dialog.setVisible(true);
        return chosen[0];
    }
}
