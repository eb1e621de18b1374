package org.rochade.launcher.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Pictures in a {@code draw --out} directory that the draw just written does not have: cards of
 * rounds it has not drawn and sheet pages past its last, left by an earlier, longer draw into the
 * same directory. They are named, never deleted (Rochade removes no file it did not write in this
 * run): an organiser who prints the directory must know which pages are not this draw's.
 */
final class StalePictures {
    private static final Pattern PICTURE = Pattern.compile("(round|sheet)-([1-9][0-9]{0,8})\\.(svg|png)");

    private StalePictures() {
    }

    /**
     * @param rounds the rounds whose cards were written
     * @param pages  how many sheet pages were written (sheet-1.svg to sheet-{@code pages}.svg)
     * @return the names of the other cards and pages in {@code dir}, in numeric order; empty when
     *         the directory cannot be listed (the draw itself was written and checked)
     */
    static List<String> in(Path dir, Set<Integer> rounds, int pages) {
        List<String> stale = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            files.map(file -> file.getFileName().toString()).forEach(name -> {
                Matcher m = PICTURE.matcher(name);
                if (!m.matches()) {
                    return;
                }
                int n = Integer.parseInt(m.group(2));
                boolean round = m.group(1).equals("round");
                if (round ? !rounds.contains(n) : m.group(3).equals("svg") && n > pages) {
                    stale.add(name);
                }
            });
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
        stale.sort(Comparator.comparing((String name) -> name.startsWith("sheet"))
                .thenComparingInt(name -> Integer.parseInt(name.replaceAll("\\D", "")))
                .thenComparing(Comparator.naturalOrder()));
        return stale;
    }
}
