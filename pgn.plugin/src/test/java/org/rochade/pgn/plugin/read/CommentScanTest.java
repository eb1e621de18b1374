package org.rochade.pgn.plugin.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.rochade.games.api.pgn.PgnLimits;

/**
 * Comments are scanned eight bytes at a time: every stop byte ('}', '{', line ends) and every
 * non-ASCII byte is found at every offset within a word, and the reader for validation, which keeps
 * no comment's text (it scans them, telling only ASCII and UTF-8), reads every game as the full
 * reader does (elements, places, findings, charset), brace comments and ';' comments alike.
 */
class CommentScanTest {
    private static final byte[][] PIECES = {
        bytes("a"), bytes("bc"), bytes(" "), bytes("   "), bytes("["), bytes("[%eval 0.25] [%clk 0:01:00]"),
        bytes("\n"), bytes("\r\n"), bytes("\r"), bytes("\t"), bytes("0123456789abcdef"), bytes("é"),
        {(byte) 0xE9}, bytes("{"), bytes("+0.25/12 1.2s"), bytes("[Event \"inner\"]"), bytes("\n\n[%cal Ge2e4]"), bytes(";"),
        // not UTF-8: a lead byte alone, a surrogate, an overlong form; and a four-byte character
        {(byte) 0xC3}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, {(byte) 0xC0, (byte) 0xAF}, bytes("\ud83d\ude00")};

    @Test
    void everyReaderReadsCommentsAlikeAtEveryOffset() throws IOException {
        SplittableRandom random = new SplittableRandom(24);
        for (int round = 0; round < 1500; round++) {
            ByteArrayOutputStream comment = new ByteArrayOutputStream();
            int pieces = random.nextInt(14);
            for (int i = 0; i < pieces; i++) {
                comment.writeBytes(PIECES[random.nextInt(PIECES.length)]);
            }
            ByteArrayOutputStream pgn = new ByteArrayOutputStream();
            pgn.writeBytes(bytes("[Event \"x\"]\n[Result \"*\"]\n\n1. e4 {" + "p".repeat(random.nextInt(17)) + "} e5 {"));
            pgn.writeBytes(comment.toByteArray());
            pgn.writeBytes(bytes("} 2. Nf3 {" + "q".repeat(random.nextInt(9)) + "} 2... Nc6 ;"));
            for (int i = random.nextInt(4); i > 0; i--) {
                pgn.writeBytes(PIECES[random.nextInt(PIECES.length)]);
            }
            pgn.writeBytes(bytes("\n*\n\n[Event \"y\"]\n[Result \"*\"]\n\n1. d4 *\n"));
            byte[] input = pgn.toByteArray();
            List<PgnGame> full = read(new GameReader(new ByteArrayInputStream(input), PgnLimits.defaults()));
            List<PgnGame> validation = read(GameReader.forValidation(new ByteArrayInputStream(input), PgnLimits.defaults()));
            String what = "comment " + new String(comment.toByteArray(), StandardCharsets.ISO_8859_1);
            assertThat(validation).as(what).hasSameSizeAs(full);
            for (int g = 0; g < full.size(); g++) {
                PgnGame a = full.get(g);
                PgnGame b = validation.get(g);
                assertThat(b.findings()).as(what).isEqualTo(a.findings());
                assertThat(b.isLatin1()).as(what).isEqualTo(a.isLatin1());
                assertThat(b.size()).as(what).isEqualTo(a.size());
                for (int i = 0; i < a.size(); i++) {
                    assertThat(b.kind(i)).as(what).isEqualTo(a.kind(i));
                    assertThat(b.line(i)).as(what).isEqualTo(a.line(i));
                    assertThat(b.column(i)).as(what).isEqualTo(a.column(i));
                    byte kind = a.kind(i);
                    if (kind == PgnGame.NAG) {
                        assertThat(b.nag(i)).as(what).isEqualTo(a.nag(i));
                    } else if (kind != PgnGame.COMMENT && kind != PgnGame.STARTING_COMMENT) {
                        assertThat(b.text(i)).as(what).isEqualTo(a.text(i));
                    } else {
                        assertThat(b.text(i)).as(what).isNull();
                    }
                }
            }
            // A comment with nothing that ends it early, nests or starts a game is read exactly.
            String text = new String(comment.toByteArray(), StandardCharsets.UTF_8);
            if (full.size() == 2 && full.get(0).findings().isEmpty() && !full.get(0).isLatin1()) {
                PgnGame game = full.get(0);
                int at = commentAfter(game, 1);
                String lines = text.replace("\r\n", "\n").replace('\r', '\n');
                assertThat(game.text(at)).as(what).isEqualTo(lines);
                // Lines are counted inside the comment: the move after it is on line 4 + its line ends.
                assertThat(game.line(at + 1)).as(what).isEqualTo(4 + lines.chars().filter(c -> c == '\n').count());
            }
        }
    }

    /**
     * Where the read buffer ends does not matter: an input handed over a few bytes per read (so
     * that every '}', line end and byte of a UTF-8 sequence falls at a buffer's end somewhere)
     * reads as the whole input at once, in both readers, up to an unclosed comment at the end.
     */
    @Test
    void readsAlikeWhereverTheBufferEnds() throws IOException {
        SplittableRandom random = new SplittableRandom(64);
        ByteArrayOutputStream pgn = new ByteArrayOutputStream();
        for (int game = 0; game < 40; game++) {
            pgn.writeBytes(bytes("[Event \"g" + game + "\"]\n[Result \"*\"]\n\n1. e4 {"));
            for (int i = random.nextInt(6); i >= 0; i--) {
                pgn.writeBytes(PIECES[random.nextInt(PIECES.length)]);
            }
            pgn.writeBytes(bytes("} e5 {d=30, pd=e3, mt=00:03:28, tl=01:33:45, s=6783 kN/s, pv=d5 e3 Ra7, wv=0.05, } 2. Nf3 {"));
            for (int i = random.nextInt(6); i >= 0; i--) {
                pgn.writeBytes(PIECES[random.nextInt(PIECES.length)]);
            }
            pgn.writeBytes(bytes("} *\n\n"));
        }
        pgn.writeBytes(bytes("[Event \"last\"]\n[Result \"*\"]\n\n1. e4 { never closed \u00e9 é"));
        byte[] input = pgn.toByteArray();
        for (boolean validation : new boolean[] {false, true}) {
            List<PgnGame> whole = read(reader(new ByteArrayInputStream(input), validation));
            for (int round = 0; round < 20; round++) {
                int most = 1 + random.nextInt(24);
                InputStream trickle = new ByteArrayInputStream(input) {
                    @Override
                    public synchronized int read(byte[] b, int off, int len) {
                        return super.read(b, off, Math.min(len, 1 + random.nextInt(most)));
                    }
                };
                List<PgnGame> pieces = read(reader(trickle, validation));
                assertThat(pieces).hasSameSizeAs(whole);
                for (int g = 0; g < whole.size(); g++) {
                    PgnGame a = whole.get(g);
                    PgnGame b = pieces.get(g);
                    assertThat(b.findings()).isEqualTo(a.findings());
                    assertThat(b.isLatin1()).isEqualTo(a.isLatin1());
                    assertThat(b.size()).isEqualTo(a.size());
                    for (int i = 0; i < a.size(); i++) {
                        assertThat(b.kind(i)).isEqualTo(a.kind(i));
                        assertThat(b.line(i)).isEqualTo(a.line(i));
                        assertThat(b.column(i)).isEqualTo(a.column(i));
                        if (a.kind(i) != PgnGame.NAG) {
                            assertThat(b.text(i)).isEqualTo(a.text(i));
                        }
                    }
                }
            }
            assertThat(whole.get(whole.size() - 1).findings()).extracting(f -> f.kind())
                    .contains(org.rochade.games.api.pgn.FindingKind.UNCLOSED_COMMENT);
        }
    }

    private static GameReader reader(InputStream in, boolean validation) throws IOException {
        return validation ? GameReader.forValidation(in, PgnLimits.defaults()) : new GameReader(in, PgnLimits.defaults());
    }

    /** The index of the comment after the {@code move}-th move (1-based). */
    private static int commentAfter(PgnGame game, int move) {
        int moves = 0;
        for (int i = 0; i < game.size(); i++) {
            if (game.kind(i) == PgnGame.SAN && ++moves == move + 1) {
                return i + 1;
            }
        }
        throw new AssertionError("no comment after move " + move);
    }

    private static List<PgnGame> read(GameReader reader) throws IOException {
        List<PgnGame> games = new ArrayList<>();
        for (PgnGame g = reader.next(); g != null; g = reader.next()) {
            games.add(g);
        }
        return games;
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}
