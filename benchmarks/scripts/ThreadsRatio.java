import java.lang.reflect.Method;
import java.net.*;
import java.nio.file.Path;
import java.io.*;
import java.util.*;
// One JVM, one benchmarks jar, PgnThroughput with one and with two threads alternated (order swapped each
// round), the process's CPU time and the wall time per pass, medians of the last two thirds:
//   java -XX:+UseSerialGC -Xmx64m benchmarks/scripts/ThreadsRatio.java JAR FILE ROUNDS
public class ThreadsRatio {
    public static void main(String[] a) throws Exception {
        URLClassLoader l = new URLClassLoader(new URL[] {Path.of(a[0]).toUri().toURL()}, ClassLoader.getPlatformClassLoader());
        Method main = l.loadClass("org.rochade.benchmarks.PgnThroughput").getMethod("main", String[].class);
        var os = (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        int rounds = Integer.parseInt(a[2]);
        PrintStream real = System.out;
        List<Double> c1 = new ArrayList<>(), c2 = new ArrayList<>(), w1 = new ArrayList<>(), w2 = new ArrayList<>(), r = new ArrayList<>(), rw = new ArrayList<>();
        for (int i = 0; i < rounds; i++) {
            double[] cpu = new double[3], wall = new double[3];
            for (int k = 0; k < 2; k++) {
                int t = (i % 2 == 0) ? 1 + k : 2 - k;
                System.setOut(new PrintStream(new ByteArrayOutputStream()));
                long p0 = os.getProcessCpuTime(), n0 = System.nanoTime();
                main.invoke(null, (Object) new String[] {a[1], "" + t, "1"});
                cpu[t] = (os.getProcessCpuTime() - p0) / 1e9; wall[t] = (System.nanoTime() - n0) / 1e9;
                System.setOut(real);
            }
            if (i >= rounds / 3) { c1.add(cpu[1]); c2.add(cpu[2]); w1.add(wall[1]); w2.add(wall[2]); r.add(cpu[2] / cpu[1]); rw.add(wall[1] / wall[2]); }
        }
        for (List<Double> x : List.of(c1, c2, w1, w2, r, rw)) Collections.sort(x);
        int m = c1.size() / 2;
        real.printf("%s: 1 thread CPU %.3f wall %.3f; 2 threads CPU %.3f wall %.3f; CPU 2/1 per round %.3f (%.3f-%.3f); wall gain 1/2 %.3f%n",
                String.join(" ", java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments()), c1.get(m), w1.get(m), c2.get(m), w2.get(m), r.get(m), r.get(0), r.get(r.size() - 1), rw.get(m));
    }
}
