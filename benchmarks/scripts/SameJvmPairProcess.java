import java.lang.reflect.Method;
import java.net.*;
import java.nio.file.Path;
import java.io.*;
import java.util.*;
// Like SameJvmPair, for runs on several threads, where the calling thread's CPU time says little:
//   java -XX:+UseSerialGC -Xmx64m benchmarks/scripts/SameJvmPairProcess.java FILE ROUNDS THREADS OLD.jar NEW.jar
// Each benchmarks jar in its own class loader, PgnThroughput.main with one validation per call, the
// jars alternated (order swapped each round). Prints per run the process's CPU time (every thread:
// the workers, the calling thread, the collector, the JIT compilers) and the wall time, then their
// medians over the last two thirds of the rounds and the median per-round ratios first/other
// (>1: the other is faster). On a shared machine the process's CPU time is the steadier figure.
public class SameJvmPairProcess {
    public static void main(String[] a) throws Exception {
        int rounds = Integer.parseInt(a[1]); int n = a.length - 3;
        Method[] m = new Method[n];
        for (int i = 0; i < n; i++) m[i] = new URLClassLoader(new URL[] {Path.of(a[3 + i]).toUri().toURL()}, ClassLoader.getPlatformClassLoader()).loadClass("org.rochade.benchmarks.PgnThroughput").getMethod("main", String[].class);
        var os = (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        PrintStream real = System.out;
        double[][] cpu = new double[n][rounds], wall = new double[n][rounds];
        for (int r = 0; r < rounds; r++) for (int k = 0; k < n; k++) {
            int i = r % 2 == 0 ? k : n - 1 - k;
            System.setOut(new PrintStream(new ByteArrayOutputStream()));
            long w = System.nanoTime(), p = os.getProcessCpuTime();
            m[i].invoke(null, (Object) new String[] {a[0], a[2], "1"});
            System.setOut(real);
            cpu[i][r] = (os.getProcessCpuTime() - p) / 1e9; wall[i][r] = (System.nanoTime() - w) / 1e9;
            System.out.printf("round %d %s proc %.3f wall %.3f%n", r, Path.of(a[3 + i]).getFileName(), cpu[i][r], wall[i][r]);
        }
        int from = rounds / 3;
        for (int i = 0; i < n; i++) System.out.printf("%s: proc CPU median %.3f, wall median %.3f (rounds %d-%d)%n", Path.of(a[3 + i]).getFileName(), med(cpu[i], from), med(wall[i], from), from, rounds - 1);
        for (int i = 1; i < n; i++) {
            double[] rc = new double[rounds], rw = new double[rounds];
            for (int r = 0; r < rounds; r++) { rc[r] = cpu[0][r] / cpu[i][r]; rw[r] = wall[0][r] / wall[i][r]; }
            System.out.printf("first/%s per round: proc CPU %.3f, wall %.3f%n", Path.of(a[3 + i]).getFileName(), med(rc, from), med(rw, from));
        }
    }
    static double med(double[] x, int from) { double[] y = Arrays.copyOfRange(x, from, x.length); Arrays.sort(y); return y.length % 2 == 1 ? y[y.length / 2] : (y[y.length / 2 - 1] + y[y.length / 2]) / 2; }
}
