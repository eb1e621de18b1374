package org.rochade.pgn.plugin.check;

import java.util.ArrayList;
import java.util.List;
import org.rochade.pgn.plugin.read.PgnGame;
import org.rochade.rules.api.CastlingSide;
import org.rochade.rules.api.Color;
import org.rochade.rules.api.GameStatus;
import org.rochade.rules.api.Move;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.SanPattern;
import org.rochade.rules.api.SanException;
import org.rochade.rules.api.Variant;
import org.rochade.games.api.MoveEvent;
import org.rochade.games.api.PgnVisitor;
import org.rochade.games.api.pgn.Castlings;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.FindingKind;
import org.rochade.games.api.pgn.GameReport;
import org.rochade.rules.api.MoveTextReplayer;
import org.rochade.games.api.pgn.RosterTags;

/**
 * Checks one game with the rules of its variant: the start ({@link StartResolver}), every move of
 * the main line and of every variation, and the result. Safe to share between threads (its only state is a concurrent {@link FenCache}).
 */
public final class GameChecker {
    private final boolean variations;
    private final boolean finalFen;
    private final Variant defaultVariant;
    private final FenCache fens = new FenCache();

    /**
     * @param variations whether variations are replayed and checked
     * @param finalFen   whether reports carry the final FEN (writing one per game is not free)
     */
    public GameChecker(boolean variations, boolean finalFen) {
        this(variations, finalFen, null);
    }

    /** @param defaultVariant the variant of games without a Variant tag, or null to decide by the FEN */
    public GameChecker(boolean variations, boolean finalFen, Variant defaultVariant) {
        this.variations = variations;
        this.finalFen = finalFen;
        this.defaultVariant = defaultVariant;
    }

    /**
     * The variant, rules and start position of a game, as validation decides them (findings are
     * added to {@code findings}); the writer uses this to re-render a game.
     */
    public static GameStart start(PgnGame game, RulesRegistry registry, List<Finding> findings) {
        return StartResolver.resolve(game, registry, new FenCache(), findings, null);
    }

    /** Like {@link #start(PgnGame, RulesRegistry, List)}, with this checker's FEN cache and default variant. */
    public GameStart startOf(PgnGame game, RulesRegistry registry, List<Finding> findings) {
        return StartResolver.resolve(game, registry, fens, findings, defaultVariant);
    }

    /** Checks a game: its report, as validate gives it. */
    public GameReport check(PgnGame game, RulesRegistry registry) {
        return (GameReport) run(game, registry, null, null);
    }

    /**
     * What one thread's checks hand on from one game to the next: the last game's replayer,
     * which the next game's starts over on its boards (a board, a replayer and their arrays made
     * per game were about a quarter of what validating the 100,000-game archive allocated), and
     * the starts resolved last ({@link StartMemo}).
     * Confined to one thread; one per thread that checks.
     */
    public static final class Spares {
        /** By the variant of the rules that made it (archives mix variants; a replayer starts over only for its own). */
        private final MoveTextReplayer[] replayers = new MoveTextReplayer[Variant.values().length];
        /** The starts this thread resolved last, by their FEN String. */
        private final StartMemo starts = new StartMemo();
    }

    /** As {@link #check(PgnGame, RulesRegistry)}, with this thread's spares (the report is the same). */
    public GameReport check(PgnGame game, RulesRegistry registry, Spares spares) {
        return (GameReport) run(game, registry, null, spares);
    }

    /**
     * Checks a game and hands it to a visitor as it goes (see {@link PgnVisitor} for the order):
     * each move is played once, for the check and for the visitor.
     *
     * @return what the visitor's {@code endGame} returned
     */
    @SuppressWarnings("unchecked")
    public <R> R visit(PgnGame game, RulesRegistry registry, PgnVisitor<R> visitor) {
        return (R) run(game, registry, java.util.Objects.requireNonNull(visitor, "visitor"), null);
    }

    /**
     * The report when visitor is null, else what the visitor's endGame returned.
     *
     * @param spares this thread's, or null
     */
    private Object run(PgnGame game, RulesRegistry registry, PgnVisitor<?> visitor, Spares spares) {
        // Most games have no reader's findings: then no copy of an empty list (its toArray, per game).
        List<Finding> findings = game.findings().isEmpty() ? new ArrayList<>() : new ArrayList<>(game.findings());
        PgnVisitor<?> receiver = visitor; // gets endGame even when it skipped the rest of the game
        if (visitor != null) {
            visitor.beginGame(game.number(), game.line());
            for (int i = 0; i < game.tagCount(); i++) {
                visitor.tag(game.tagName(i), game.tagValue(i), game.tagLineAt(i), game.tagColumnAt(i));
            }
            if (visitor.endTags() == PgnVisitor.Flow.SKIP) {
                visitor = null; // still checked, so that the report is the one validate gives
            }
        }
        GameStart start = spares == null ? startOf(game, registry, findings)
                : StartResolver.resolve(game, registry, fens, spares.starts, findings, defaultVariant);
        MoveTextReplayer cursor = start.position() == null ? null
                : spares == null ? ApiReplayer.of(start.rules(), start.position()) : replayer(start, spares);
        if (visitor != null) {
            visitor.start(start.toApi());
        }
        Replay replay = null;
        if (cursor != null || visitor != null) {
            replay = new Replay(game, cursor, visitor, findings,
                    start.position() == null || start.position().sideToMove() == Color.WHITE);
            replay.run();
        }
        if (visitor != null && game.result() != null) {
            visitor.outcome(game.result(), game.resultLine(), game.resultColumn());
        }
        // The cursor is back on the main line, after its last legal move.
        if (cursor != null && game.isComplete()) {
            checkResult(game, cursor, replay, findings);
        }
        GameReport report = report(game, start, replay == null ? 0 : replay.mainPlies,
                finalFen && cursor != null ? cursor.position().fen() : null, findings,
                replay == null ? 0 : replay.castlings);
        return receiver == null ? report : receiver.endGame(report);
    }

    /** The game's replayer, perhaps the spare one of its variant started over; this game's from now on. */
    private static MoveTextReplayer replayer(GameStart start, Spares spares) {
        int variant = start.rules().variant().ordinal();
        MoveTextReplayer cursor = ApiReplayer.of(start.rules(), start.position(), spares.replayers[variant]);
        spares.replayers[variant] = cursor;
        return cursor;
    }

    private static GameReport report(PgnGame game, GameStart start, int plies, String finalFen, List<Finding> findings,
                                     int castlings) {
        if (findings.size() > 1) { // in the order of their places (stable: one place keeps the order found)
            findings.sort(BY_PLACE);
        }
        boolean valid = true;
        for (Finding f : findings) {
            if (f.isError()) {
                valid = false;
                break;
            }
        }
        String[] roster = new String[GameReport.ROSTER.size()];
        for (int i = 0; i < game.tagCount(); i++) {
            int r = RosterTags.rosterIndex(game.tagName(i));
            if (r >= 0 && roster[r] == null) {
                roster[r] = game.tagValue(i);
            }
        }
        return new GameReport(game.number(), game.line(), start.variantName(), start.sp(), start.dfrcBlackSp(),
                valid ? GameReport.Status.VALID : GameReport.Status.INVALID, plies, finalFen, findings, game.result(),
                castlings == 0 ? Castlings.NONE : new Castlings((castlings & WHITE_SHORT) != 0,
                        (castlings & WHITE_LONG) != 0, (castlings & BLACK_SHORT) != 0, (castlings & BLACK_LONG) != 0),
                RosterTags.of(roster));
    }

    /**
     * Line, then column: a finding about the whole game (column 0) first on its line. A method of
     * this class rather than Comparator.comparingLong(...).thenComparingInt(...), whose lambdas,
     * made inside java.util.Comparator, JDK 17's class-data archive does not hold: three classes
     * spun at run time on every start.
     */
    private static final java.util.Comparator<Finding> BY_PLACE = GameChecker::byPlace;

    private static int byPlace(Finding a, Finding b) {
        int byLine = Long.compare(a.line(), b.line());
        return byLine != 0 ? byLine : Integer.compare(a.column(), b.column());
    }

    private static final int WHITE_SHORT = 1;
    private static final int WHITE_LONG = 2;
    private static final int BLACK_SHORT = 4;
    private static final int BLACK_LONG = 8;

    /**
     * Replays the main line and the variations on the cursor (the one walk over a game's move text),
     * leaving it after the main line's last legal move, and hands each element to the visitor, if
     * any. A variation replaces the move before it, so it starts from the position before that
     * move; the state to return to is kept on an explicit stack (no recursion driven by the input).
     * After an illegal move the rest of that line is not played, variations hanging from it
     * included (the visitor still gets its moves, as written), and replay goes on elsewhere. With
     * no cursor (no legal start) nothing is played and nothing is found: the visitor gets the text.
     *
     * <p>Each element is one call of {@link #step} with the state in fields: with the loop body
     * inline, the JIT compiled this loop on-stack early in a run with the whole move path inlined,
     * which cost C2 more than half a second of a two-core machine.
     */
    private final class Replay implements MoveEvent {
        private final PgnGame game;
        private final MoveTextReplayer cursor;
        private final List<Finding> findings;
        /** Where events go; null for none (validation alone). */
        private final PgnVisitor<?> visitor;

        int mainPlies;
        boolean mainBroken;
        /** The main line's castlings: WHITE_SHORT | WHITE_LONG | BLACK_SHORT | BLACK_LONG. */
        int castlings;
        private final boolean whiteStarts;

        private int ply;
        private boolean dead;
        private boolean hasMove;
        /** Per open variation: ply, dead, hasMove, entered (whether the cursor entered it). */
        private int[] frames = new int[16];
        private int depth;
        /** > 0 while skipping variations (variations turned off): neither checked nor visited. */
        private int skipDepth;
        /** > 0 inside a variation the visitor skipped (checked, not visited). */
        private int muteDepth;

        /** The move being handed to the visitor. */
        private int at;
        private boolean played;
        /** Whether the visitor wants the position before each move, and that position (else null). */
        private final boolean wantsBefore;
        private Position before;

        Replay(PgnGame game, MoveTextReplayer cursor, PgnVisitor<?> visitor, List<Finding> findings, boolean whiteStarts) {
            this.game = game;
            this.cursor = cursor;
            this.visitor = visitor;
            this.findings = findings;
            this.dead = cursor == null;
            this.whiteStarts = whiteStarts;
            this.wantsBefore = visitor != null && visitor.wantsPositionBefore();
        }

        void run() {
            for (int i = 0; i < game.size(); i++) {
                step(i);
            }
            // A game cut short by a read error may end inside variations: back to the main line.
            while (depth > 0) {
                closeVariation();
            }
        }

        private boolean visiting() {
            return visitor != null && muteDepth == 0;
        }

        private void step(int i) {
            byte kind = game.kind(i);
            if (skipDepth > 0) {
                if (kind == PgnGame.VARIATION_START) {
                    skipDepth++;
                } else if (kind == PgnGame.VARIATION_END) {
                    skipDepth--;
                }
                return;
            }
            switch (kind) {
                case PgnGame.SAN:
                case PgnGame.NULL_MOVE:
                    move(i);
                    break;
                case PgnGame.VARIATION_START:
                    openVariation(i);
                    break;
                case PgnGame.VARIATION_END:
                    if (depth > 0) {
                        closeVariation();
                    }
                    break;
                case PgnGame.COMMENT:
                    if (visiting()) {
                        visitor.comment(game.text(i), game.line(i), game.column(i));
                    }
                    break;
                case PgnGame.STARTING_COMMENT:
                    if (visiting()) {
                        visitor.startingComment(game.text(i), game.line(i), game.column(i));
                    }
                    break;
                case PgnGame.NAG:
                    if (visiting()) {
                        visitor.nag(game.nag(i), game.line(i), game.column(i));
                    }
                    break;
                case PgnGame.EN_PASSANT:
                    enPassantSuffix(i);
                    break;
                default:
                    break;
            }
        }

        // The methods run for every move are kept small enough for the JIT compiler to inline them
        // under the launch script's inlining limits; what happens rarely is in methods of its own.
        private void move(int i) {
            if (wantsBefore) {
                before = dead ? null : cursor.position();
            }
            played = !dead && play(game, i, cursor, ply + 1, depth, findings);
            if (played) {
                hasMove = true;
                if (depth == 0) {
                    mainLineMove();
                }
            } else if (!dead) {
                dead = true;
                mainBroken |= depth == 0;
            }
            ply++;
            if (visitor != null) {
                visitMove(i);
            }
        }

        /** A legal move of the main line was played (ply not yet counted). */
        private void mainLineMove() {
            mainPlies = ply + 1;
            CastlingSide side = cursor.lastCastling();
            if (side != null) {
                noteCastling(side, ply + 1);
            }
        }

        private void visitMove(int i) {
            if (muteDepth == 0) {
                at = i;
                visitor.move(this);
            }
        }

        /**
         * The suffix "e.p." (no event: the move is written without it): right after an en passant
         * capture a warning, after any other move, or after no move, an error that names it. Said
         * nothing about after a move that could not be played (that move's error says enough).
         */
        private void enPassantSuffix(int i) {
            boolean afterMove = i > 0 && game.kind(i - 1) == PgnGame.SAN;
            if (afterMove && !played) {
                return;
            }
            String where = depth == 0 ? "" : "in a variation: ";
            if (afterMove && cursor.lastMove() instanceof Move.EnPassant) {
                findings.add(new Finding(FindingKind.EN_PASSANT_SUFFIX, game.line(i), game.column(i), ply, "e.p.",
                        where + "'e.p.' after the en passant capture " + game.text(i - 1)
                                + ": an old suffix that SAN leaves out, read as the capture"));
            } else {
                findings.add(new Finding(FindingKind.EN_PASSANT_SUFFIX_MISPLACED, game.line(i), game.column(i), ply,
                        "e.p.", where + (afterMove ? "'e.p.' after " + game.text(i - 1) + ", which is not an en passant capture"
                                : "'e.p.' follows no move")));
            }
        }

        /** Remembers a main-line castling: the mover is the side that starts on odd plies. */
        private void noteCastling(CastlingSide side, int movePly) {
            boolean white = (movePly % 2 == 1) == whiteStarts;
            boolean shortSide = side == CastlingSide.KING_SIDE;
            castlings |= white ? (shortSide ? WHITE_SHORT : WHITE_LONG) : (shortSide ? BLACK_SHORT : BLACK_LONG);
        }

        private void openVariation(int i) {
            if (!variations) {
                skipDepth = 1;
                return;
            }
            if (muteDepth > 0) {
                muteDepth++;
            } else if (visitor != null && visitor.beginVariation(game.line(i), game.column(i)) == PgnVisitor.Flow.SKIP) {
                muteDepth = 1;
            }
            if (4 * depth + 4 > frames.length) {
                frames = java.util.Arrays.copyOf(frames, frames.length * 2);
            }
            boolean enter = !dead && hasMove;
            int f = 4 * depth++;
            frames[f] = ply;
            frames[f + 1] = dead ? 1 : 0;
            frames[f + 2] = hasMove ? 1 : 0;
            frames[f + 3] = enter ? 1 : 0;
            if (!dead && !hasMove) {
                findings.add(new Finding(FindingKind.MOVETEXT_SYNTAX, game.line(i),
                        game.column(i), ply, null, "a variation before any move it could replace"));
            }
            if (enter) {
                cursor.startVariation();
                hasMove = false;
            } else {
                dead = true;
            }
            // The variation's first move has the ply of the move it replaces.
            ply--;
        }

        private void closeVariation() {
            int f = 4 * --depth;
            if (frames[f + 3] == 1) {
                cursor.endVariation();
            }
            ply = frames[f];
            dead = frames[f + 1] == 1;
            hasMove = frames[f + 2] == 1;
            if (muteDepth > 0) {
                muteDepth--;
            } else if (visitor != null) {
                visitor.endVariation();
            }
        }

        // ---- the move being visited ----

        @Override
        public String written() {
            return game.text(at);
        }

        @Override
        public boolean isNullMove() {
            return game.kind(at) == PgnGame.NULL_MOVE;
        }

        @Override
        public long line() {
            return game.line(at);
        }

        @Override
        public int column() {
            return game.column(at);
        }

        @Override
        public int ply() {
            return ply;
        }

        @Override
        public int depth() {
            return depth;
        }

        @Override
        public boolean isPlayed() {
            return played;
        }

        @Override
        public Move move() {
            return played ? cursor.lastMove() : null;
        }

        @Override
        public String san() {
            return played ? cursor.lastSan() : null;
        }

        @Override
        public int san(byte[] into, int at) {
            return played ? cursor.lastSan(into, at) : -1;
        }

        @Override
        public String uci() {
            return played ? cursor.lastUci() : null;
        }

        @Override
        public Position after() {
            return played ? cursor.position() : null;
        }

        @Override
        public Color mover() {
            return (ply % 2 == 1) == whiteStarts ? Color.WHITE : Color.BLACK;
        }

        @Override
        public Position before() {
            return before;
        }
    }

    /** Plays one move on the cursor; false (with a finding) when it is not legal. */
    private static boolean play(PgnGame game, int i, MoveTextReplayer cursor, int ply, int depth,
                                List<Finding> findings) {
        if (game.kind(i) != PgnGame.SAN) {
            return playNull(game, i, cursor, ply, depth, findings);
        }
        String san = game.moveText(i);
        int pattern = game.pattern(i);
        try {
            cursor.play(san, pattern);
        } catch (RulesException e) {
            return refused(game, i, e, ply, depth, findings);
        }
        // A move in the standard shape is never UCI: its text needs no second look.
        if (!SanPattern.isStandardShape(pattern) && hasUciShape(san)) {
            noteUci(game, i, ply, san, findings);
        }
        return true;
    }

    private static boolean playNull(PgnGame game, int i, MoveTextReplayer cursor, int ply, int depth,
                                    List<Finding> findings) {
        if (cursor.isCheck()) {
            findings.add(moveError(game, i, FindingKind.ILLEGAL_MOVE, ply, depth,
                    "null move '" + game.text(i) + "' while in check"));
            return false;
        }
        try {
            cursor.playNull();
        } catch (RulesException e) {
            findings.add(moveError(game, i, FindingKind.ILLEGAL_MOVE, ply, depth, e.getMessage()));
            return false;
        }
        if (depth == 0) { // played, so that the moves after it are still checked
            findings.add(moveError(game, i, FindingKind.NULL_MOVE, ply, depth, "null move '" + game.text(i)
                    + "' on the main line: no move was played (a null move is allowed in a variation)"));
        }
        return true;
    }

    /** Reports a move the rules refused: false, for {@link #play} to return. */
    private static boolean refused(PgnGame game, int i, RulesException e, int ply, int depth, List<Finding> findings) {
        FindingKind kind = FindingKind.ILLEGAL_MOVE;
        if (e instanceof SanException san) {
            kind = san.kind() == SanException.Kind.AMBIGUOUS ? FindingKind.AMBIGUOUS_MOVE
                    : san.kind() == SanException.Kind.SYNTAX ? FindingKind.SAN_SYNTAX : FindingKind.ILLEGAL_MOVE;
        }
        findings.add(moveError(game, i, kind, ply, depth, e.getMessage()));
        return false;
    }

    /**
     * Tools such as python-chess accept UCI in the move text (python-chess's own uci-moves.pgn):
     * the rules read it, and the game says once that it was written so.
     */
    private static void noteUci(PgnGame game, int i, int ply, String text, List<Finding> findings) {
        for (Finding f : findings) {
            if (f.kind() == FindingKind.UCI_MOVES) {
                return;
            }
        }
        findings.add(new Finding(FindingKind.UCI_MOVES, game.line(i), game.column(i), ply, text,
                "the move text is in UCI notation ('" + text + "'), read as python-chess reads it"
                        + " (castling as e1g1 in classic chess, as king takes rook in Chess960)"));
    }

    /** Two squares, then perhaps q, r, b or n: asked of every move, so no regular expression. */
    static boolean hasUciShape(String text) {
        int n = text.length();
        return (n == 4 || n == 5 && "qrbn".indexOf(text.charAt(4)) >= 0)
                && isFile(text.charAt(0)) && isRank(text.charAt(1)) && isFile(text.charAt(2)) && isRank(text.charAt(3));
    }

    private static boolean isFile(char c) {
        return c >= 'a' && c <= 'h';
    }

    private static boolean isRank(char c) {
        return c >= '1' && c <= '8';
    }

    static Finding moveError(PgnGame game, int i, FindingKind kind, int ply, int depth, String message) {
        String where = depth == 0 ? "" : "in a variation: ";
        return new Finding(kind, game.line(i), game.column(i), ply, game.text(i),
                where + message);
    }

    /** The Result tag against the termination marker, and both against a final mate or stalemate. */
    private static void checkResult(PgnGame game, MoveTextReplayer cursor, Replay replay, List<Finding> findings) {
        String tag = game.tag("Result");
        String marker = game.result();
        if (tag == null) {
            findings.add(new Finding(FindingKind.RESULT_MISSING, game.line(), 0, 0, null,
                    "no Result tag"));
        } else if (!isResult(tag)) {
            findings.add(new Finding(FindingKind.RESULT_TAG, game.tagLine("Result"), game.tagColumn("Result"), 0, null,
                    "Result tag \"" + tag + "\" is not 1-0, 0-1, 1/2-1/2 or *"));
        } else if (marker != null && !tag.equals(marker)) {
            findings.add(new Finding(FindingKind.RESULT_MISMATCH, game.resultLine(),
                    game.resultColumn(), 0, marker, "Result tag says " + tag + " but the game ends with " + marker));
        }
        if (replay.mainBroken || marker == null) {
            return;
        }
        GameStatus status = cursor.status();
        if (status.termination() == GameStatus.Termination.CHECKMATE) {
            String expected = status.winner() == Color.WHITE ? "1-0" : "0-1";
            if (!marker.equals(expected)) {
                FindingKind kind = marker.equals("*") ? FindingKind.RESULT_VS_MATE_UNFINISHED : FindingKind.RESULT_VS_MATE;
                findings.add(new Finding(kind, game.resultLine(), game.resultColumn(), replay.mainPlies, marker,
                        (status.winner() == Color.WHITE ? "White" : "Black") + " has given checkmate, so the result is "
                                + expected + ", not " + marker));
            }
        } else if (status.termination() == GameStatus.Termination.STALEMATE && !marker.equals("1/2-1/2")) {
            // "*" after stalemate, as after mate: not wrong, but the game is over (a warning).
            FindingKind kind = marker.equals("*") ? FindingKind.RESULT_VS_STALEMATE_UNFINISHED : FindingKind.RESULT_VS_STALEMATE;
            findings.add(new Finding(kind, game.resultLine(), game.resultColumn(), replay.mainPlies, marker,
                    "the game ends in stalemate, so the result is 1/2-1/2, not " + marker));
        }
    }

    static boolean isResult(String s) {
        return s.equals("1-0") || s.equals("0-1") || s.equals("1/2-1/2") || s.equals("*");
    }
}
