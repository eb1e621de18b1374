package org.rochade.formats;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Reads the DS description bnd generated into target/classes/OSGI-INF (bnd-process runs before the
 * tests). The component adds no properties of its own, so that an event format's service properties
 * are its configuration's and no others: a host filtering on {@code (name=...)} or
 * {@code (variant=...)} is not answered by defaults the configuration never gave (a format named by
 * its PID once carried {@code name=""}). And it is no DS service: it registers the format itself once
 * the configuration is checked (a DS service stayed registered when its construction failed, and
 * gave a host a null service object).
 */
class FormatComponentDescriptorTest {

    @Test
    void theComponentAddsNoPropertiesOfItsOwn() throws Exception {
        Element component = descriptor(EventFormatComponent.class);

        assertThat(component.getAttribute("configuration-pid")).isEqualTo("org.rochade.format");
        assertThat(component.getElementsByTagName("property").getLength()).as("<property> elements").isZero();
        assertThat(component.getElementsByTagName("properties").getLength()).as("<properties> elements").isZero();
        assertThat(component.getElementsByTagName("service").getLength()).as("<service> elements").isZero();
    }

    private static Element descriptor(Class<?> type) throws Exception {
        try (InputStream in = type.getClassLoader().getResourceAsStream("OSGI-INF/" + type.getName() + ".xml")) {
            assertThat(in).as("OSGI-INF/%s.xml (bnd-process output)", type.getName()).isNotNull();
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(false);
            Document document = factory.newDocumentBuilder().parse(in);
            return document.getDocumentElement();
        }
    }
}
