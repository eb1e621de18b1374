package org.rochade.pgn.plugin.check;

import java.util.ArrayList;
import java.util.List;
import org.rochade.pgn.plugin.read.PgnGame;
import org.rochade.rules.api.CastlingSide;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Color;
import org.rochade.rules.api.GameStatus;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.RulesException;
import org.rochade.rules.api.SanException;
import org.rochade.rules.api.Variant;
import org.rochade.rules.api.pgn.Castlings;
import org.rochade.rules.api.pgn.Finding;
import org.rochade.rules.api.pgn.GameReport;
import org.rochade.rules.api.pgn.MoveTextReplayer;

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

    public GameReport check(PgnGame game, RulesRegistry registry) {
        List<Finding> findings = new ArrayList<>(game.findings());
        GameStart start = startOf(game, registry, findings);
        if (start.position() == null) {
            return report(game, start, 0, null, findings, 0);
        }
        MoveTextReplayer cursor = ApiReplayer.of(start.rules(), start.position());
        Replay replay = replay(game, cursor, start.position().sideToMove() == Color.WHITE, findings);
        // The cursor is back on the main line, after its last legal move.
        if (game.isComplete()) {
            checkResult(game, cursor, replay, findings);
        }
        return report(game, start, replay.mainPlies, finalFen ? cursor.position().fen() : null, findings,
                replay.castlings);
    }

    private static GameReport report(PgnGame game, GameStart start, int plies, String finalFen, List<Finding> findings,
                                     int castlings) {
        boolean valid = true;
        for (Finding f : findings) {
            if (f.isError()) {
                valid = false;
                break;
            }
        }
        return new GameReport(game.number(), game.line(), start.variantName(), start.sp(),
                valid ? GameReport.Status.VALID : GameReport.Status.INVALID, plies, finalFen, findings, game.result(),
                castlings == 0 ? Castlings.NONE : new Castlings((castlings & WHITE_SHORT) != 0,
                        (castlings & WHITE_LONG) != 0, (castlings & BLACK_SHORT) != 0, (castlings & BLACK_LONG) != 0));
    }

    private static final int WHITE_SHORT = 1;
    private static final int WHITE_LONG = 2;
    private static final int BLACK_SHORT = 4;
    private static final int BLACK_LONG = 8;

    /** The outcome of replaying the move text, and the replay's state while it runs. */
    private static final class Replay {
        final boolean whiteStarts;
        int mainPlies;
        boolean mainBroken;
        /** The main line's castlings: WHITE_SHORT | WHITE_LONG | BLACK_SHORT | BLACK_LONG. */
        int castlings;

        int ply;
        boolean dead;
        boolean hasMove;
        /** Per open variation: ply, dead, hasMove, entered (whether the cursor entered it). */
        int[] frames = new int[16];
        int depth;
        /** > 0 while skipping variations (variations turned off). */
        int skipDepth;

        Replay(boolean whiteStarts) {
            this.whiteStarts = whiteStarts;
        }
    }

    /**
     * Replays the main line and the variations on the cursor, leaving it after the main line's last legal move. A variation
     * replaces the move before it, so it starts from the position before that move; the state to
     * return to is kept on an explicit stack (no recursion driven by the input). After an illegal
     * move the rest of that line is skipped, variations hanging from it included, and replay goes
     * on elsewhere.
     *
     * <p>Each element is one call of {@link #step} with the state in {@link Replay}: with the
     * loop body inline, the JIT compiled this loop on-stack early in a run with the whole move
     * path inlined, which cost C2 more than half a second of a two-core machine.
     */
    private Replay replay(PgnGame game, MoveTextReplayer cursor, boolean whiteStarts, List<Finding> findings) {
        Replay replay = new Replay(whiteStarts);
        for (int i = 0; i < game.size(); i++) {
            step(game, i, cursor, replay, findings);
        }
        // A game cut short by a read error may end inside variations: back to the main line.
        while (replay.depth > 0) {
            if (replay.frames[4 * --replay.depth + 3] == 1) {
                cursor.endVariation();
            }
        }
        return replay;
    }

    private void step(PgnGame game, int i, MoveTextReplayer cursor, Replay r, List<Finding> findings) {
        byte kind = game.kind(i);
        if (r.skipDepth > 0) {
            if (kind == PgnGame.VARIATION_START) {
                r.skipDepth++;
            } else if (kind == PgnGame.VARIATION_END) {
                r.skipDepth--;
            }
            return;
        }
        switch (kind) {
            case PgnGame.SAN:
            case PgnGame.NULL_MOVE:
                if (r.dead) {
                    break;
                }
                if (play(game, i, cursor, r.ply + 1, r.depth, findings)) {
                    r.ply++;
                    r.hasMove = true;
                    if (r.depth == 0) {
                        r.mainPlies = r.ply;
                        noteCastling(cursor, r);
                    }
                } else {
                    r.dead = true;
                    if (r.depth == 0) {
                        r.mainBroken = true;
                    }
                }
                break;
            case PgnGame.VARIATION_START: {
                if (!variations) {
                    r.skipDepth = 1;
                    break;
                }
                if (4 * r.depth + 4 > r.frames.length) {
                    r.frames = java.util.Arrays.copyOf(r.frames, r.frames.length * 2);
                }
                boolean enter = !r.dead && r.hasMove;
                int f = 4 * r.depth++;
                r.frames[f] = r.ply;
                r.frames[f + 1] = r.dead ? 1 : 0;
                r.frames[f + 2] = r.hasMove ? 1 : 0;
                r.frames[f + 3] = enter ? 1 : 0;
                if (!r.dead && !r.hasMove) {
                    findings.add(new Finding(Finding.Severity.ERROR, "movetext-syntax", game.line(i),
                            game.column(i), r.ply, null, "a variation before any move it could replace"));
                }
                if (enter) {
                    cursor.startVariation();
                    r.ply--;
                    r.hasMove = false;
                } else {
                    r.dead = true;
                }
                break;
            }
            case PgnGame.VARIATION_END:
                if (r.depth > 0) {
                    int f = 4 * --r.depth;
                    if (r.frames[f + 3] == 1) {
                        cursor.endVariation();
                    }
                    r.ply = r.frames[f];
                    r.dead = r.frames[f + 1] == 1;
                    r.hasMove = r.frames[f + 2] == 1;
                }
                break;
            default:
                break; // comments and NAGs do not affect legality
        }
    }

    /** Remembers a main-line castling: the mover is the side that starts on odd plies. */
    private static void noteCastling(MoveTextReplayer cursor, Replay r) {
        CastlingSide side = cursor.lastCastling();
        if (side != null) {
            boolean white = (r.ply % 2 == 1) == r.whiteStarts;
            boolean shortSide = side == CastlingSide.KING_SIDE;
            r.castlings |= white ? (shortSide ? WHITE_SHORT : WHITE_LONG) : (shortSide ? BLACK_SHORT : BLACK_LONG);
        }
    }

    /** Plays one move on the cursor; false (with a finding) when it is not legal. */
    private static boolean play(PgnGame game, int i, MoveTextReplayer cursor, int ply, int depth,
                                List<Finding> findings) {
        try {
            if (game.kind(i) == PgnGame.SAN) {
                cursor.play(game.text(i));
                noteUci(game, i, ply, findings);
            } else if (cursor.isCheck()) {
                findings.add(moveError(game, i, "illegal-move", ply, depth,
                        "null move '" + game.text(i) + "' while in check"));
                return false;
            } else {
                cursor.playNull();
            }
            return true;
        } catch (SanException e) {
            String kind = e.kind() == SanException.Kind.AMBIGUOUS ? "ambiguous-move"
                    : e.kind() == SanException.Kind.SYNTAX ? "san-syntax" : "illegal-move";
            findings.add(moveError(game, i, kind, ply, depth, e.getMessage()));
        } catch (RulesException e) {
            findings.add(moveError(game, i, "illegal-move", ply, depth, e.getMessage()));
        }
        return false;
    }

    /**
     * Tools such as python-chess accept UCI in the move text (python-chess's own uci-moves.pgn):
     * the rules read it, and the game says once that it was written so.
     */
    private static void noteUci(PgnGame game, int i, int ply, List<Finding> findings) {
        String text = game.text(i);
        if (!UCI.matcher(text).matches()) {
            return;
        }
        for (Finding f : findings) {
            if (f.kind().equals("uci-moves")) {
                return;
            }
        }
        findings.add(new Finding(Finding.Severity.WARNING, "uci-moves", game.line(i), game.column(i), ply, text,
                "the move text is in UCI notation ('" + text + "'), read as python-chess reads it"
                        + " (castling as e1g1 in classic chess, as king takes rook in Chess960)"));
    }

    private static final java.util.regex.Pattern UCI = java.util.regex.Pattern.compile("[a-h][1-8][a-h][1-8][qrbn]?");

    static Finding moveError(PgnGame game, int i, String kind, int ply, int depth, String message) {
        String where = depth == 0 ? "" : "in a variation: ";
        return new Finding(Finding.Severity.ERROR, kind, game.line(i), game.column(i), ply, game.text(i),
                where + message);
    }

    /** The Result tag against the termination marker, and both against a final mate or stalemate. */
    private static void checkResult(PgnGame game, MoveTextReplayer cursor, Replay replay, List<Finding> findings) {
        String tag = game.tag("Result");
        String marker = game.result();
        if (tag == null) {
            findings.add(new Finding(Finding.Severity.WARNING, "result-missing", game.line(), 0, 0, null,
                    "no Result tag"));
        } else if (!isResult(tag)) {
            findings.add(new Finding(Finding.Severity.ERROR, "result-tag", game.tagLine("Result"), game.tagColumn("Result"), 0, null,
                    "Result tag \"" + tag + "\" is not 1-0, 0-1, 1/2-1/2 or *"));
        } else if (marker != null && !tag.equals(marker)) {
            findings.add(new Finding(Finding.Severity.ERROR, "result-mismatch", game.resultLine(),
                    game.resultColumn(), 0, marker, "Result tag says " + tag + " but the game ends with " + marker));
        }
        if (replay.mainBroken || marker == null) {
            return;
        }
        GameStatus status = cursor.status();
        if (status.termination() == GameStatus.Termination.CHECKMATE) {
            String expected = status.winner() == Color.WHITE ? "1-0" : "0-1";
            if (!marker.equals(expected)) {
                boolean unfinished = marker.equals("*");
                findings.add(new Finding(unfinished ? Finding.Severity.WARNING : Finding.Severity.ERROR,
                        "result-vs-mate", game.resultLine(), game.resultColumn(), replay.mainPlies, marker,
                        (status.winner() == Color.WHITE ? "White" : "Black") + " has given checkmate, so the result is "
                                + expected + ", not " + marker));
            }
        } else if (status.termination() == GameStatus.Termination.STALEMATE && !marker.equals("1/2-1/2")) {
            // "*" after stalemate, as after mate: not wrong, but the game is over (a warning).
            boolean unfinished = marker.equals("*");
            findings.add(new Finding(unfinished ? Finding.Severity.WARNING : Finding.Severity.ERROR, "result-vs-stalemate",
                    game.resultLine(), game.resultColumn(), replay.mainPlies, marker,
                    "the game ends in stalemate, so the result is 1/2-1/2, not " + marker));
        }
    }

    static boolean isResult(String s) {
        return s.equals("1-0") || s.equals("0-1") || s.equals("1/2-1/2") || s.equals("*");
    }
}
