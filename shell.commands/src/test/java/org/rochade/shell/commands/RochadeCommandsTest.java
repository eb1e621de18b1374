package org.rochade.shell.commands;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.apache.felix.service.command.Descriptor;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** Every function Gogo is told of is a described public method that runs the command of its name. */
class RochadeCommandsTest {

    /** The osgi.command.function values of the component's descriptor, as bnd wrote it for SCR. */
    private static List<String> functions() throws Exception {
        try (InputStream xml = RochadeCommands.class.getResourceAsStream("/OSGI-INF/" + RochadeCommands.class.getName() + ".xml")) {
            assertThat(xml).as("the component descriptor").isNotNull();
            NodeList properties = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(xml)
                    .getElementsByTagName("property");
            for (int i = 0; i < properties.getLength(); i++) {
                Element property = (Element) properties.item(i);
                if (property.getAttribute("name").equals("osgi.command.function")) {
                    return property.getTextContent().strip().lines().map(String::strip).toList();
                }
            }
        }
        throw new AssertionError("no osgi.command.function property");
    }

    @Test
    void eachFunctionIsDescribedAndRunsItsCommandWithItsArguments() throws Exception {
        List<String> ran = new ArrayList<>();
        RochadeCommands commands = new RochadeCommands((command, args) -> ran.add(command + " " + String.join(" ", args)));
        List<String> names = functions();
        assertThat(names).contains("validate", "convert", "info");
        assertThat(Arrays.stream(RochadeCommands.class.getDeclaredMethods())
                .filter(m -> java.lang.reflect.Modifier.isPublic(m.getModifiers())).map(Method::getName))
                .as("the public methods").containsExactlyInAnyOrderElementsOf(names);
        for (String name : names) {
            Method method = RochadeCommands.class.getMethod(name, String[].class);
            assertThat(method.getAnnotation(Descriptor.class)).as(name).isNotNull();
            assertThat(method.getAnnotation(Descriptor.class).value()).as(name).endsWith(".");
            assertThat(method.getParameters()[0].getAnnotation(Descriptor.class)).as(name).isNotNull();
            method.invoke(commands, (Object) new String[] {"--json", "x"});
        }
        assertThat(ran).hasSize(names.size()).allMatch(line -> line.endsWith(" --json x"));
        assertThat(ran.stream().map(line -> line.substring(0, line.indexOf(' ')))).containsExactlyElementsOf(names);
    }
}
