// Ways of reading a file into a Java array, thread CPU per pass over the file, modes rotated per round:
//   java -Xmx64m -XX:+UseSerialGC benchmarks/scripts/ReadPaths.java FILE ROUNDS fis64,dir64,heap64,fis16,fis8,map64
// fis = FileInputStream, dir = FileChannel into a reused direct buffer then get, heap = FileChannel into
// the array, map = FileChannel.map in 4 MB windows; the number is the read size in KB. A byte per cache
// line is touched after each read.
import java.io.*;
import java.nio.*;
import java.nio.channels.*;
import java.nio.file.*;
import java.lang.management.*;

public class ReadPaths {
    static final ThreadMXBean T = ManagementFactory.getThreadMXBean();
    static long sink;
    public static void main(String[] a) throws Exception {
        Path p = Path.of(a[0]);
        int rounds = Integer.parseInt(a[1]);
        String[] modes = a[2].split(",");
        for (int r = 0; r < rounds; r++) {
            StringBuilder sb = new StringBuilder("round " + r);
            for (int k = 0; k < modes.length; k++) {
                String m = modes[(k + r) % modes.length];
                long c0 = T.getCurrentThreadCpuTime(), u0 = T.getCurrentThreadUserTime();
                run(p, m);
                long c1 = T.getCurrentThreadCpuTime(), u1 = T.getCurrentThreadUserTime();
                sb.append(String.format("  %s %.1f(u%.1f)", m, (c1 - c0) / 1e6, (u1 - u0) / 1e6));
            }
            System.out.println(sb);
        }
    }
    static void touch(byte[] b, int n) {
        long s = 0;
        for (int i = 0; i < n; i += 64) s += b[i];
        sink += s;
    }
    static void run(Path p, String m) throws Exception {
        String kind = m.replaceAll("[0-9]+$", "");
        int size = Integer.parseInt(m.replaceAll("^[a-z]+", "")) << 10;
        byte[] buf = new byte[size];
        switch (kind) {
            case "fis" -> { try (FileInputStream in = new FileInputStream(p.toFile())) { int n; while ((n = in.read(buf, 0, size)) > 0) touch(buf, n); } }
            case "dir" -> { try (FileChannel ch = FileChannel.open(p)) { ByteBuffer d = ByteBuffer.allocateDirect(size); int n; while ((n = ch.read(d)) > 0) { d.flip(); d.get(buf, 0, n); d.clear(); touch(buf, n); } } }
            case "heap" -> { try (FileChannel ch = FileChannel.open(p)) { ByteBuffer h = ByteBuffer.wrap(buf); int n; while ((n = ch.read(h)) > 0) { h.clear(); touch(buf, n); } } }
            case "map" -> { try (FileChannel ch = FileChannel.open(p)) { long len = ch.size(); long win = 4 << 20; for (long at = 0; at < len; at += win) { MappedByteBuffer mb = ch.map(FileChannel.MapMode.READ_ONLY, at, Math.min(win, len - at)); while (mb.hasRemaining()) { int n = Math.min(size, mb.remaining()); mb.get(buf, 0, n); touch(buf, n); } } } }
        }
    }
}
