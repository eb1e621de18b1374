package org.rochade.pgn.plugin.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Raw pieces are the input cut without gaps or overlaps, whatever their size: small ones in one
 * array, large ones (past a block) in blocks that are never copied together, and past the bound
 * an overflow that drops the piece and goes on with the next.
 */
class RawBytesTest {
    @Test
    void piecesOfEverySizeAreTheInputCutAtTheirEnds() {
        Random random = new Random(518);
        byte[] input = new byte[12 * RawBytes.BLOCK + 12345];
        random.nextBytes(input);
        int[] pieceSizes = {0, 1, 4095, 4096, 70_000, RawBytes.BLOCK - 1, RawBytes.BLOCK, RawBytes.BLOCK + 1,
            3 * RawBytes.BLOCK + 17, 2 * RawBytes.BLOCK, 100, 5 * RawBytes.BLOCK / 2};
        RawBytes raw = new RawBytes(Integer.MAX_VALUE - 64, 0);
        int appended = 0;
        int cut = 0;
        for (int size : pieceSizes) {
            int end = cut + size;
            // Appended in reads of any size, up to some bytes past the cut (the next token's start).
            int upTo = Math.min(input.length, end + random.nextInt(70_000));
            while (appended < upTo) {
                int n = Math.min(upTo - appended, 1 + random.nextInt(1 << 17));
                raw.append(input, appended, appended + n);
                appended += n;
            }
            List<byte[]> piece = raw.take(end);
            assertThat(piece).as("piece of %d", size).isNotNull();
            if (size <= RawBytes.BLOCK) {
                assertThat(piece).as("a small piece is one array").hasSize(1);
            } else {
                assertThat(piece.size()).as("a large piece is kept in blocks").isGreaterThan(1);
                assertThat(piece).allSatisfy(block -> assertThat(block.length).isLessThanOrEqualTo(RawBytes.BLOCK));
            }
            assertThat(concat(piece)).as("piece of %d", size).isEqualTo(java.util.Arrays.copyOfRange(input, cut, end));
            cut = end;
        }
    }

    @Test
    void aPiecePastTheBoundOverflowsAndTheNextStartsAtTheCut() {
        byte[] input = new byte[3 * RawBytes.BLOCK];
        new Random(960).nextBytes(input);
        RawBytes raw = new RawBytes(RawBytes.BLOCK + 10, 0);
        raw.append(input, 0, RawBytes.BLOCK);
        raw.append(input, RawBytes.BLOCK, RawBytes.BLOCK + 11);
        assertThat(raw.take(RawBytes.BLOCK + 11)).isNull();
        raw.append(input, RawBytes.BLOCK + 11, RawBytes.BLOCK + 100);
        assertThat(concat(raw.take(RawBytes.BLOCK + 50)))
                .isEqualTo(java.util.Arrays.copyOfRange(input, RawBytes.BLOCK + 11, RawBytes.BLOCK + 50));
    }

    private static byte[] concat(List<byte[]> parts) {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            all.writeBytes(part);
        }
        return all.toByteArray();
    }
}
