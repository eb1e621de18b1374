package org.rochade.pgn.plugin.check;

import java.util.List;
import java.util.Optional;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Color;
import org.rochade.rules.api.Square;
import org.rochade.rules.api.Position;
import org.rochade.rules.api.StartArray;
import org.rochade.rules.api.StartVerdict;
import org.rochade.rules.api.Variant;
import org.rochade.pgn.plugin.read.PgnGame;
import org.rochade.games.api.pgn.Finding;
import org.rochade.games.api.pgn.FindingKind;

/**
 * Decides a game's variant and start position from its Variant, FEN and SetUp tags, the way the
 * Rochade reference asks: known spellings case-insensitively; a FEN only Chess960 can read makes
 * the game Chess960 (with a warning); a Chess960 game whose arrays differ is Double Fischer Random
 * (with a warning); a start with fewer castling rights than its array is that array's start (with a
 * warning naming the rights left out); a Chess960 game without FEN starts from SP 518 (with a
 * warning, never a random array); {@code [FEN "?"]} is an error.
 */
final class StartResolver {
    static final String STANDARD_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private StartResolver() {
    }

    /** @param defaultVariant the variant of a game without a Variant tag, or null to decide by the FEN */
    static GameStart resolve(PgnGame game, RulesRegistry registry, FenCache cache, List<Finding> findings,
                             Variant defaultVariant) {
        return resolve(game, registry, cache, null, findings, defaultVariant);
    }

    /**
     * As {@link #resolve(PgnGame, RulesRegistry, FenCache, List, Variant)}, with this thread's memo
     * of starts (or null): the same start and findings, the start found in the memo when it holds
     * this game's FEN.
     */
    static GameStart resolve(PgnGame game, RulesRegistry registry, FenCache cache, StartMemo memo,
                             List<Finding> findings, Variant defaultVariant) {
        String variantTag = game.tag("Variant");
        String fen = game.tag("FEN");
        String setUp = game.tag("SetUp");
        Variant variant = null;
        if (variantTag != null && !variantTag.isBlank()) {
            Optional<Variant> named = Variant.fromPgnTag(variantTag);
            if (named.isEmpty()) {
                findings.add(atTag(game, "Variant", FindingKind.UNKNOWN_VARIANT, unknownVariant(variantTag)));
                return GameStart.failed(variantTag);
            }
            variant = named.get();
        } else {
            variant = defaultVariant; // an event format's variant, or still undecided
        }
        if (fen == null) {
            return withoutFen(game, registry, cache, variant, setUp, findings);
        }
        if (setUp == null) {
            findings.add(aboutGame(game, FindingKind.SETUP_MISSING, "FEN tag without [SetUp \"1\"]"));
        } else if (!setUp.trim().equals("1")) {
            findings.add(aboutGame(game, FindingKind.SETUP_MISSING, "FEN tag with [SetUp \"" + setUp + "\"] instead of \"1\""));
        }
        if (memo != null && variant != null) {
            // Before the FEN is trimmed: the memo is by the tag's String, and needs none of its text.
            ChessRules rules = registry.rules(variant);
            int known = rules == null ? -1 : memo.find(rules, fen);
            if (known >= 0) {
                OpeningLabel.check(game, memo.array(known), findings);
                return memo.start(known);
            }
        }
        String trimmed = fen.trim();
        if (trimmed.isEmpty() || trimmed.equals("?")) {
            findings.add(atTag(game, "FEN", FindingKind.BAD_FEN, "[FEN \"" + fen + "\"]: the start position is unknown"));
            return GameStart.failed(variant == null ? Variant.CLASSIC.id() : variant.id());
        }
        Inferred inferred = null;
        if (variant == null) {
            inferred = inferVariant(game, registry, cache, trimmed, findings);
            variant = inferred.variant();
        }
        ChessRules rules = registry.rules(variant);
        if (rules == null) {
            findings.add(aboutGame(game, FindingKind.NO_RULES, "no rules for variant " + variant.id()));
            return GameStart.failed(variant.id());
        }
        // The answer inferring the variant read already, when it read it with these rules: the
        // cache keeps no FEN of an opening book's or puzzle set's (one per game), so it is not read twice.
        FenCache.Entry read = inferred != null && inferred.rules() == rules && inferred.read() != null
                ? inferred.read() : cache.read(rules, trimmed);
        if (read.error() != null) {
            findings.add(atTag(game, "FEN", FindingKind.BAD_FEN, read.error().getMessage()));
            return GameStart.failed(variant.id());
        }
        Position position = read.position();
        StartVerdict verdict = read.start();
        boolean doubleFischerRandom = false;
        if (verdict != null && !verdict.isLegal() && variant == Variant.CHESS960) {
            FenCache.Entry dfrc = doubleFischerRandom(registry, cache, trimmed);
            if (dfrc != null) {
                StartArray pair = dfrc.start().start().orElseThrow();
                findings.add(aboutGame(game, FindingKind.VARIANT_DFRC, "White's and Black's arrays differ (White SP "
                        + pair.sp() + ", Black SP " + pair.spBlack() + "): checked as Double Fischer Random (dfrc)"));
                variant = Variant.DFRC;
                rules = registry.rules(Variant.DFRC);
                position = dfrc.position();
                verdict = dfrc.start();
                doubleFischerRandom = true;
            }
        }
        if (verdict == null) {
            return new GameStart(variant.id(), rules, position, null);
        }
        if (!verdict.isLegal()) {
            if (variant == Variant.CLASSIC) {
                return new GameStart(variant.id(), rules, position, null);
            }
            findings.add(atTag(game, "FEN", FindingKind.BAD_START, "not a legal " + variant.id() + " start: " + verdict.reason()));
            return new GameStart(variant.id(), rules, null, null);
        }
        StartArray array = verdict.start().get();
        if (!verdict.hasAllCastlingRights()) {
            findings.add(atTag(game, "FEN", FindingKind.CASTLING_MISSING,
                    "the start gives fewer castling rights than its array has: " + verdict.missingRights()
                    + " (an event played that way: moves are judged with the rights the FEN gives)"));
        }
        OpeningLabel.check(game, array, findings);
        GameStart start = new GameStart(variant.id(), rules, position, array.sp(), array.spBlack());
        if (memo != null && inferred == null && !doubleFischerRandom && verdict.hasAllCastlingRights()) {
            memo.put(rules, fen, start, array); // decided by the rules and the FEN alone, nothing found
        }
        return start;
    }

    /**
     * What an unknown Variant tag gets told: the accepted spelling nearest to it, and every accepted
     * spelling by variant (compared as {@link Variant#fromPgnTag} compares).
     */
    static String unknownVariant(String tag) {
        StringBuilder sb = new StringBuilder("unknown variant \"").append(tag).append("\": the closest accepted spelling is \"")
                .append(Variant.closestPgnAlias(tag)).append("\"; accepted (case, spaces, '-', '_' and '.' ignored): ");
        for (Variant v : Variant.values()) {
            sb.append(v == Variant.values()[0] ? "" : "; ").append(v.id()).append(' ').append(String.join(", ", v.pgnAliases()));
        }
        return sb.toString();
    }

    /**
     * The FEN read as a Double Fischer Random start, when DFRC rules are bound and it is one: what
     * a game tagged with a Chess960 spelling is when its arrays differ (TCEC and fastchess write
     * such games as "fischerandom" and "Chess960"); else null.
     */
    private static FenCache.Entry doubleFischerRandom(RulesRegistry registry, FenCache cache, String fen) {
        ChessRules dfrc = registry.rules(Variant.DFRC);
        if (dfrc == null) {
            return null;
        }
        FenCache.Entry read = cache.read(dfrc, fen);
        return read.error() == null && read.start() != null && read.start().isLegal() ? read : null;
    }

    /**
     * A game without FEN: the standard start of its variant's rules (SP 518). Small, with the
     * findings in methods of their own: every game without FEN comes here, and a larger method
     * stayed in C1's profiling code (one game in seven of the 100,000-game archive; 7% of its
     * steady-state profile in this method alone).
     */
    private static GameStart withoutFen(PgnGame game, RulesRegistry registry, FenCache cache, Variant tagged, String setUp,
                                        List<Finding> findings) {
        Variant variant = tagged == null ? Variant.CLASSIC : tagged;
        if (setUp != null) {
            setUpWithoutFen(game, setUp, findings);
        }
        ChessRules rules = registry.rules(variant);
        if (rules == null || variant != Variant.CLASSIC) {
            return notClassicWithoutFen(game, rules, cache, variant, findings);
        }
        return new GameStart(variant.id(), rules, cache.standardStart(rules), SP_518);
    }

    /** SP 518 boxed once (Integer caches only small values). */
    private static final Integer SP_518 = 518;

    private static void setUpWithoutFen(PgnGame game, String setUp, List<Finding> findings) {
        if (setUp.trim().equals("1")) {
            findings.add(aboutGame(game, FindingKind.FEN_MISSING, "[SetUp \"1\"] without a FEN tag"));
        }
    }

    /** {@link #withoutFen} for a variant without rules, or other than classic chess (with a warning). */
    private static GameStart notClassicWithoutFen(PgnGame game, ChessRules rules, FenCache cache, Variant variant,
                                                  List<Finding> findings) {
        if (rules == null) {
            findings.add(aboutGame(game, FindingKind.NO_RULES, "no rules for variant " + variant.id()));
            return GameStart.failed(variant.id());
        }
        findings.add(aboutGame(game, FindingKind.FEN_MISSING,
                "no FEN tag in a " + variant.id() + " game: replayed from SP 518 (RNBQKBNR)"));
        return new GameStart(variant.id(), rules, cache.standardStart(rules), SP_518);
    }

    /**
     * No Variant tag: classic when classic rules read the FEN; otherwise Chess960 when its rules
     * read it (castling rights that only Chess960 allows), with a warning that this was inferred.
     *
     * <p>Chess960's reading is asked first, and when it gives a right classic chess cannot have,
     * classic rules are not asked at all: a FEN's castling letters name rooks, the same ones
     * whichever rules read them, so classic rules refuse such a FEN (Rochade's do, with an
     * exception) and the answer is Chess960 either way. Archives of Chess960 positions without a
     * Variant tag (Stockfish's opening book: every game) so read each FEN once, not twice.
     *
     * @return the variant, with the answer of the rules it was decided with when they were asked (else null)
     */
    private static Inferred inferVariant(PgnGame game, RulesRegistry registry, FenCache cache, String fen,
                                         List<Finding> findings) {
        ChessRules classic = registry.rules(Variant.CLASSIC);
        ChessRules chess960 = registry.rules(Variant.CHESS960);
        FenCache.Entry as960 = chess960 == null ? null : cache.read(chess960, fen);
        boolean readAs960 = as960 != null && as960.error() == null;
        FenCache.Entry asClassic = null;
        if (classic != null && !(readAs960 && !classicCastling(as960.position()))) {
            asClassic = cache.read(classic, fen);
            if (asClassic.error() == null && classicCastling(asClassic.position())) {
                return new Inferred(Variant.CLASSIC, classic, asClassic);
            }
        }
        if (readAs960) {
            findings.add(aboutGame(game, FindingKind.VARIANT_INFERRED,
                    "no Variant tag, but only Chess960 can read the FEN: checked as Chess960"));
            return new Inferred(Variant.CHESS960, chess960, as960);
        }
        return new Inferred(Variant.CLASSIC, classic, asClassic);
    }

    /** The variant a game without Variant tag is checked as, and what {@code rules} (when not null) said of its FEN. */
    private record Inferred(Variant variant, ChessRules rules, FenCache.Entry read) {
    }

    /**
     * Whether every castling right is one classic chess can have: king on e1/e8 with a rook on the
     * a- or h-file. Rochade's own classic rules refuse other rights when reading the FEN; a
     * classic rules service from elsewhere may read them, so the check stays.
     */
    private static boolean classicCastling(Position position) {
        for (Square rook : position.castlingRooks()) {
            Square king = position.king(rook.rank() == 0 ? Color.WHITE : Color.BLACK);
            if (king.file() != 4 || (rook.file() != 0 && rook.file() != 7)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the placement is a start array's shape (full back ranks, pawns on their second
     * ranks, the middle empty): then it must be a legal start of the variant, not just a position.
     */
    static boolean looksLikeStartArray(String fen) {
        // Character by character, no split: the FEN cache asks this of every FEN it is given.
        // The shape is fixed: "XXXXXXXX/pppppppp/8/8/8/8/PPPPPPPP/XXXXXXXX", 43 characters.
        int space = fen.indexOf(' ');
        int length = space < 0 ? fen.length() : space;
        return length == 43 && isEightPieces(fen, 0) && fen.startsWith("/pppppppp/8/8/8/8/PPPPPPPP/", 8)
                && isEightPieces(fen, 35);
    }

    private static boolean isEightPieces(String fen, int from) {
        for (int i = from; i < from + 8; i++) {
            if (!Character.isLetter(fen.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** A finding located at the tag it is about. */
    private static Finding atTag(PgnGame game, String tag, FindingKind kind, String message) {
        return new Finding(kind, game.tagLine(tag), game.tagColumn(tag), 0, null, message);
    }

    /** A finding about the game as a whole, at the line where it starts. */
    private static Finding aboutGame(PgnGame game, FindingKind kind, String message) {
        return new Finding(kind, game.line(), 0, 0, null, message);
    }
}
