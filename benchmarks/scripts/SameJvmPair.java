// Steady-state comparison of two (or more) builds in one JVM, for a shared, loaded machine:
//   java -XX:+UseSerialGC -Xmx128m benchmarks/scripts/SameJvmPair.java FILE ROUNDS THREADS OLD.jar NEW.jar
// Each benchmarks jar is loaded in its own class loader and PgnThroughput.main runs one validation
// per call, the jars alternated (order swapped each round), so that both see the same moments of the
// machine's load. Prints the calling thread's CPU time per run, the medians of the last two thirds of
// the rounds, and the median of the per-round ratios first/second (>1: the second is faster).
// With -Dmode=games (or convert) each call runs PgnThroughput's mode of that name instead; the CPU
// time is then measured here around the call (older jars print none for games), and with
// -Dmode=games+validate each jar runs both, games then validate, and the ratio games/validate of each
// jar is printed too (one thread: everything runs on the calling thread).
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
        String mode = System.getProperty("mode", "validate");
        if (mode.equals("games+validate")) {
            both(file, rounds, threads, a, mains);
            return;
        }
        PrintStream real = System.out;
        double[][] cpu = new double[n][rounds];
        for (int r = 0; r < rounds; r++) {
            for (int k = 0; k < n; k++) {
                int i = (r % 2 == 0) ? k : n - 1 - k;
                long wall = System.nanoTime();
                cpu[i][r] = run(mains[i], file, threads, mode, real);
                real.printf("round %d %s cpu %.2f wall %.2f%n", r, label(a[3 + i]), cpu[i][r],
                        (System.nanoTime() - wall) / 1e9);
            }
        }
        summary(a, rounds, n, cpu, real);
    }

    /** One call of PgnThroughput.main in this mode: the calling thread's CPU seconds. */
    static double run(Method main, String file, String threads, String mode, PrintStream real) throws Exception {
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        System.setOut(new PrintStream(buf));
        long before = THREADS.getCurrentThreadCpuTime();
        try {
            main.invoke(null, (Object) (mode.equals("validate") ? new String[] {file, threads, "1"}
                    : new String[] {file, threads, "1", mode}));
        } finally {
            System.setOut(real);
        }
        return (THREADS.getCurrentThreadCpuTime() - before) / 1e9;
    }

    static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();

    /** Each round: every jar's games then validate; CPU per run, and games/validate per jar and round. */
    static void both(String file, int rounds, String threads, String[] a, Method[] mains) throws Exception {
        PrintStream real = System.out;
        int n = mains.length;
        double[][] games = new double[n][rounds];
        double[][] validate = new double[n][rounds];
        for (int r = 0; r < rounds; r++) {
            for (int k = 0; k < n; k++) {
                int i = (r % 2 == 0) ? k : n - 1 - k;
                games[i][r] = run(mains[i], file, threads, "games", real);
                validate[i][r] = run(mains[i], file, threads, "validate", real);
                real.printf("round %d %s games %.3f validate %.3f ratio %.3f%n", r, Path.of(a[3 + i]).getFileName(),
                        games[i][r], validate[i][r], games[i][r] / validate[i][r]);
            }
        }
        int from = rounds / 3;
        for (int i = 0; i < n; i++) {
            double[] ratio = new double[rounds - from];
            for (int r = from; r < rounds; r++) ratio[r - from] = games[i][r] / validate[i][r];
            java.util.Arrays.sort(ratio);
            double[] g = java.util.Arrays.copyOfRange(games[i], from, rounds);
            double[] v = java.util.Arrays.copyOfRange(validate[i], from, rounds);
            java.util.Arrays.sort(g);
            java.util.Arrays.sort(v);
            real.printf("%s: rounds %d-%d games median %.3f validate median %.3f games/validate per round median %.3f (min %.3f max %.3f)%n",
                    Path.of(a[3 + i]).getFileName(), from, rounds - 1, g[g.length / 2], v[v.length / 2],
                    ratio[ratio.length / 2], ratio[0], ratio[ratio.length - 1]);
        }
        if (n == 2) {
            double[] ratio = new double[rounds - from];
            for (int r = from; r < rounds; r++) ratio[r - from] = games[0][r] / games[1][r];
            java.util.Arrays.sort(ratio);
            real.printf("games per-round ratio first/second: median %.3f (min %.3f max %.3f)%n", ratio[ratio.length / 2], ratio[0], ratio[ratio.length - 1]);
        }
    }

    static void summary(String[] a, int rounds, int n, double[][] cpu, PrintStream real) {
        int from = rounds / 3;
        for (int i = 0; i < n; i++) {
            double[] x = java.util.Arrays.copyOfRange(cpu[i], from, rounds);
            java.util.Arrays.sort(x);
            double sum = 0; for (double v : x) sum += v;
            real.printf("%s: rounds %d-%d median %.3f mean %.3f min %.3f%n", label(a[3 + i]), from, rounds - 1, x[x.length / 2], sum / x.length, x[0]);
        }
        for (int k = 1; k < n; k++) {
            double[] ratio = new double[rounds - from];
            for (int r = from; r < rounds; r++) ratio[r - from] = cpu[0][r] / cpu[k][r];
            java.util.Arrays.sort(ratio);
            real.printf("per-round ratio first/%s: median %.3f (min %.3f max %.3f)%n", n == 2 ? "second" : label(a[3 + k]),
                    ratio[ratio.length / 2], ratio[0], ratio[ratio.length - 1]);
        }
    }

    /** A jar's name with its directory's: builds are often all called benchmarks.jar. */
    static String label(String jar) {
        Path p = Path.of(jar).toAbsolutePath();
        return p.getParent().getFileName() + "/" + p.getFileName();
    }
}
