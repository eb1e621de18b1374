package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code rochade} command lines of a documentation page's {@code ```sh} block, for tests that run
 * them as they stand: the block is the first after the line starting with a given heading; each
 * {@code rochade ...} line is a command, each {@code g! ...} line is input to the command before it
 * (the shell), and any other line must be blank or a comment.
 */
final class DocumentedCommands {

    /** One command line and, for the shell, its input. */
    record Step(List<String> args, List<String> input) {
    }

    private DocumentedCommands() {
    }

    static List<Step> of(Path page, String heading) throws IOException {
        List<String> lines = Files.readAllLines(page, StandardCharsets.UTF_8);
        int at = 0;
        while (!lines.get(at).startsWith(heading)) {
            at++;
        }
        while (!lines.get(at).equals("```sh")) {
            at++;
        }
        List<Step> steps = new ArrayList<>();
        for (at++; !lines.get(at).equals("```"); at++) {
            String line = lines.get(at).strip();
            if (line.startsWith("rochade ")) {
                steps.add(new Step(words(line.substring("rochade ".length())), new ArrayList<>()));
            } else if (line.startsWith("g! ")) {
                steps.get(steps.size() - 1).input().add(line.substring("g! ".length()));
            } else {
                assertThat(line).as("a line of %s's block that is no command", page).matches("|#.*");
            }
        }
        return steps;
    }

    /** Words as a POSIX shell splits them, for what the pages use: blanks and double quotes. */
    static List<String> words(String line) {
        List<String> words = new ArrayList<>();
        StringBuilder word = null;
        boolean quoted = false;
        for (char c : line.toCharArray()) {
            if (c == '"') {
                quoted = !quoted;
                word = word == null ? new StringBuilder() : word;
            } else if (c == ' ' && !quoted) {
                if (word != null) {
                    words.add(word.toString());
                    word = null;
                }
            } else {
                word = word == null ? new StringBuilder() : word;
                word.append(c);
            }
        }
        if (word != null) {
            words.add(word.toString());
        }
        return words;
    }
}
