package org.rochade.launcher.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.List;
import org.apache.felix.service.command.Descriptor;
import org.junit.jupiter.api.Test;
import org.rochade.shell.commands.RochadeCommands;

/** The shell's help for a rochade: command is the one-shot command's header: one text, not two that drift. */
class ShellCommandHelpTest {

    @Test
    void eachShellCommandIsDescribedByItsOneShotCommandsHeader() {
        List<Method> functions = Arrays.stream(RochadeCommands.class.getDeclaredMethods())
                .filter(method -> Modifier.isPublic(method.getModifiers())).toList();
        assertThat(functions).hasSizeGreaterThan(10);
        for (Method function : functions) {
            assertThat(RochadeCommand.SUBCOMMANDS).as("one-shot commands").contains(function.getName());
            Subcommand command = new RochadeCommand(null, null, null, InputStream.nullInputStream())
                    .subcommand(function.getName());
            assertThat(function.getAnnotation(Descriptor.class).value()).as(function.getName())
                    .isEqualTo(String.join(" ", command.spec.usageMessage().header()));
        }
    }

    @Test
    void theShellsHelpAndTheCommandLinePageNameEveryCommandTheShellHas() throws Exception {
        String help = String.join(" ", new RochadeCommand(null, null, null, InputStream.nullInputStream())
                .subcommand("shell").spec.usageMessage().description());
        String page = java.nio.file.Files.readString(java.nio.file.Path.of("../docs/command-line.md"));
        String shellSection = page.substring(page.indexOf("### The shell"));
        for (Method function : RochadeCommands.class.getDeclaredMethods()) {
            if (Modifier.isPublic(function.getModifiers())) {
                assertThat(help).as("shell --help").containsPattern("rochade:" + function.getName() + "[ ,]");
                assertThat(shellSection).as("docs/command-line.md, The shell").contains("`rochade:" + function.getName() + "`");
            }
        }
    }
}
