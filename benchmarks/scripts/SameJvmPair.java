// Steady-state comparison of two (or more) builds in one JVM, for a shared, loaded machine:
//   java -XX:+UseSerialGC -Xmx128m benchmarks/scripts/SameJvmPair.java FILE ROUNDS THREADS OLD.jar NEW.jar
// Each benchmarks jar is loaded in its own class loader and PgnThroughput.main runs one validation
// per call, the jars alternated (order swapped each round), so that both see the same moments of the
// machine's load. Prints the calling thread's CPU time per run, the medians of the last two thirds of
// the rounds, and the median of the per-round ratios first/second (>1: the second is faster).
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.io.*;


public class SameJvmPair {
    public static void main(String[] a) throws Exception {
        String file = a[0];
        int rounds = Integer.parseInt(a[1]);
        String threads = a[2];
        int n = a.length - 3;
        Method[] mains = new Method[n];
        for (int i = 0; i < n; i++) {
            URLClassLoader l = new URLClassLoader(new URL[] {Path.of(a[3 + i]).toUri().toURL()}, ClassLoader.getPlatformClassLoader());
            mains[i] = l.loadClass("org.rochade.benchmarks.PgnThroughput").getMethod("main", String[].class);
        }
        PrintStream real = System.out;
        double[][] cpu = new double[n][rounds];
        for (int r = 0; r < rounds; r++) {
            for (int k = 0; k < n; k++) {
                int i = (r % 2 == 0) ? k : n - 1 - k;
                ByteArrayOutputStream buf = new ByteArrayOutputStream();
                System.setOut(new PrintStream(buf));
                mains[i].invoke(null, (Object) new String[] {file, threads, "1"});
                System.setOut(real);
                String s = buf.toString();
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("calling thread CPU ([0-9.]+) s").matcher(s);
                m.find();
                cpu[i][r] = Double.parseDouble(m.group(1));
                java.util.regex.Matcher w = java.util.regex.Pattern.compile("plies, ([0-9.]+) s").matcher(s);
                w.find();
                real.printf("round %d %s cpu %.2f wall %s%n", r, Path.of(a[3 + i]).getFileName(), cpu[i][r], w.group(1));
            }
        }
        int from = rounds / 3;
        for (int i = 0; i < n; i++) {
            double[] x = java.util.Arrays.copyOfRange(cpu[i], from, rounds);
            java.util.Arrays.sort(x);
            double sum = 0; for (double v : x) sum += v;
            real.printf("%s: rounds %d-%d median %.3f mean %.3f min %.3f%n", Path.of(a[3 + i]).getFileName(), from, rounds - 1, x[x.length / 2], sum / x.length, x[0]);
        }
        if (n == 2) {
            double[] ratio = new double[rounds - from];
            for (int r = from; r < rounds; r++) ratio[r - from] = cpu[0][r] / cpu[1][r];
            java.util.Arrays.sort(ratio);
            real.printf("per-round ratio first/second: median %.3f (min %.3f max %.3f)%n", ratio[ratio.length / 2], ratio[0], ratio[ratio.length - 1]);
        }
    }
}
