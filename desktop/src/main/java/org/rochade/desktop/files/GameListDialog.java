package org.rochade.desktop.files;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Window;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.ListSelectionModel;
import javax.swing.table.AbstractTableModel;
import org.rochade.games.api.Game;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.GameReport;

/**
 * The games of a file: one row per game with the Seven Tag Roster, its start and how many findings
 * validating it gave; the selected game's findings below. Double-click or "Open" picks a game.
 */
public final class GameListDialog extends JDialog {
    private final List<Game> games;
    private final JTable table;
    private final JTextArea findings = new JTextArea(6, 60);
    private int chosen = -1;

    private GameListDialog(Window owner, String title, List<Game> games) {
        super(owner, title, ModalityType.APPLICATION_MODAL);
        this.games = games;
        table = new JTable(new Model());
        table.setName("gameList");
        table.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        table.getSelectionModel().addListSelectionListener(e -> showFindings());
        table.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getClickCount() == 2 && table.getSelectedRow() >= 0) {
                    choose();
                }
            }
        });
        findings.setEditable(false);
        findings.setName("findings");
        JSplitPane split = new JSplitPane(JSplitPane.VERTICAL_SPLIT, new JScrollPane(table), new JScrollPane(findings));
        split.setResizeWeight(0.7);
        JButton open = new JButton("Open");
        open.setName("openGame");
        open.addActionListener(e -> choose());
        JButton cancel = new JButton("Cancel");
        cancel.addActionListener(e -> dispose());
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT));
        buttons.add(open);
        buttons.add(cancel);
        getContentPane().add(split, BorderLayout.CENTER);
        getContentPane().add(buttons, BorderLayout.SOUTH);
        getRootPane().setDefaultButton(open);
        setPreferredSize(new Dimension(900, 480));
        pack();
        setLocationRelativeTo(owner);
        if (!games.isEmpty()) {
            table.setRowSelectionInterval(0, 0);
        }
    }

    /** Shows the list and waits; the index of the game picked, or -1. */
    public static int choose(Window owner, String title, List<Game> games) {
        GameListDialog dialog = new GameListDialog(owner, title, games);
        dialog.setVisible(true);
        return dialog.chosen;
    }

    private void choose() {
        chosen = table.getSelectedRow();
        dispose();
    }

    private void showFindings() {
        int row = table.getSelectedRow();
        if (row < 0) {
            findings.setText("");
            return;
        }
        Game game = games.get(row);
        StringBuilder text = new StringBuilder();
        text.append(game.isValid() ? "valid" : "invalid");
        if (game.findings().isEmpty()) {
            text.append(", no findings");
        }
        text.append('\n');
        for (Finding f : game.findings()) {
            text.append(f.severity().label()).append(": ");
            if (f.line() > 0) {
                text.append("line ").append(f.line()).append(": ");
            }
            if (f.move() != null) {
                text.append(f.move()).append(": ");
            }
            text.append(f.message()).append('\n');
        }
        findings.setText(text.toString());
        findings.setCaretPosition(0);
    }

    private final class Model extends AbstractTableModel {
        private static final List<String> COLUMNS = List.of("#", "Event", "Site", "Date", "Round", "White", "Black",
                "Result", "Start", "Findings");

        @Override
        public int getRowCount() {
            return games.size();
        }

        @Override
        public int getColumnCount() {
            return COLUMNS.size();
        }

        @Override
        public String getColumnName(int column) {
            return COLUMNS.get(column);
        }

        @Override
        public Object getValueAt(int row, int column) {
            Game game = games.get(row);
            switch (column) {
                case 0:
                    return row + 1;
                case 8:
                    return start(game.report());
                case 9:
                    return game.findings().isEmpty() ? (game.isValid() ? "" : "invalid")
                            : game.findings().size() + (game.isValid() ? " (valid)" : " (invalid)");
                default:
                    String value = game.tag(COLUMNS.get(column));
                    return value == null ? "" : value;
            }
        }

        private String start(GameReport report) {
            if (report.sp() == null) {
                return report.variant();
            }
            return report.variant() + " " + report.sp() + (report.spBlack() != null && !report.spBlack().equals(report.sp())
                    ? ":" + report.spBlack() : "");
        }
    }
}
