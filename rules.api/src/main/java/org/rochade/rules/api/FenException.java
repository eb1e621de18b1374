package org.rochade.rules.api;

/** A FEN that cannot be read or does not describe a legal position; names the field at fault. */
public class FenException extends RulesException {
    private static final long serialVersionUID = 1L;

    /** The FEN fields, in order, plus the position as a whole. */
    public enum Field {
        PLACEMENT("piece placement"), SIDE_TO_MOVE("side to move"), CASTLING("castling"),
        EN_PASSANT("en passant"), HALFMOVE_CLOCK("halfmove clock"), FULLMOVE_NUMBER("fullmove number"),
        POSITION("position");

        private final String label;

        Field(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    private final Field field;
    private final String fen;

    public FenException(Field field, String problem, String fen) {
        super("invalid FEN, " + field.label() + " field: " + problem + " (in \"" + fen + "\")");
        this.field = field;
        this.fen = fen;
    }

    public Field field() {
        return field;
    }

    public String fen() {
        return fen;
    }
}
