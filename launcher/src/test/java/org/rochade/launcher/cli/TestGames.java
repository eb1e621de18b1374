package org.rochade.launcher.cli;

/** Positions and games the command-line tests share. */
final class TestGames {
    static final String CLASSIC_XFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static final String CLASSIC_SHREDDER = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1";
    static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

    /** A valid Chess960 game from SP 289 that castles at once on both sides. */
    static final String VALID_960 = String.join("\n",
            "[Event \"ok\"]", "[Site \"?\"]", "[Date \"????.??.??\"]", "[Round \"-\"]", "[White \"a\"]",
            "[Black \"b\"]", "[Result \"*\"]", "[Variant \"Chess960\"]", "[SetUp \"1\"]",
            "[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w KQkq - 0 1\"]", "",
            "1. O-O O-O 2. Ng3 Ng6 *", "", "");
    /** An invalid Chess960 game: O-O through an attacked square at ply 1. */
    static final String ILLEGAL_CASTLING = String.join("\n",
            "[Event \"bad\"]", "[Site \"?\"]", "[Date \"????.??.??\"]", "[Round \"-\"]", "[White \"a\"]",
            "[Black \"b\"]", "[Result \"*\"]", "[Variant \"Chess960\"]", "[SetUp \"1\"]",
            "[FEN \"4kr2/8/8/8/8/8/8/3K3R w K - 0 1\"]", "",
            "1. O-O *", "", "");
    /** SP 518 tagged as Chess960 with comments, a NAG, a variation and zeros for castling. */
    static final String SP518_960 = String.join("\n",
            "[Event \"sp518\"]", "[Variant \"chess 960\"]", "[FEN \"" + CLASSIC_XFEN + "\"]", "[Annotator \"me\"]", "",
            "1. e4 {best by test} e5 $1 (1... c5) 2. Nf3 Nf6 3. Bc4 Bc5 4. 0-0 0-0 *", "", "");

    private TestGames() {
    }
}
