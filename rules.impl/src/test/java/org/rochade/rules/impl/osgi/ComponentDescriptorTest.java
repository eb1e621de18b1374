package org.rochade.rules.impl.osgi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.rochade.rules.api.ChessRules;
import org.rochade.rules.api.Variant;
import org.rochade.rules.api.spi.CastlingConvention;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * Reads the DS descriptions bnd generated into target/classes/OSGI-INF (bnd-process runs before the
 * tests) and checks them against what the component objects say, so that the service properties a
 * host filters on cannot drift from {@link ChessRules#variant()} and {@link Variant#pgnAliases()}.
 */
class ComponentDescriptorTest {

    @SuppressWarnings("unchecked")
    static List<Arguments> components() {
        return List.of(
                Arguments.of(Chess960RulesComponent.class, (Function<CastlingConvention, ChessRules>) Chess960RulesComponent::new),
                Arguments.of(Fischer168RulesComponent.class, (Function<CastlingConvention, ChessRules>) Fischer168RulesComponent::new),
                Arguments.of(ClassicRulesComponent.class, (Function<CastlingConvention, ChessRules>) ClassicRulesComponent::new),
                Arguments.of(DfrcRulesComponent.class, (Function<CastlingConvention, ChessRules>) DfrcRulesComponent::new));
    }

    @ParameterizedTest
    @MethodSource("components")
    void servicePropertiesMatchTheObject(Class<?> type, Function<CastlingConvention, ChessRules> create) throws Exception {
        Element component = descriptor(type);
        ChessRules rules = create.apply(new StubConvention("stub"));

        assertThat(propertyValues(component, ChessRules.VARIANT_PROPERTY)).containsExactly(rules.variant().id());
        // The documented PID a host configures (castling.target), not the private class's name
        assertThat(component.getAttribute("configuration-pid")).isEqualTo("org.rochade.rules." + rules.variant().id());
        assertThat(component.getAttribute("configuration-policy")).isIn("", "optional");
        assertThat(rules.castlingConvention()).isEqualTo("stub");
    }

    @ParameterizedTest
    @MethodSource("components")
    void registersExactlyItsVariantsPgnAliases(Class<?> type, Function<CastlingConvention, ChessRules> create) throws Exception {
        Variant variant = create.apply(new StubConvention("stub")).variant();

        assertThat(propertyValues(descriptor(type), ChessRules.PGN_ALIASES_PROPERTY))
                .as("the pgn.aliases of %s", type.getSimpleName())
                .containsExactlyElementsOf(variant.pgnAliases());
    }

    @ParameterizedTest
    @MethodSource("components")
    void isAChessRulesServiceWithAStaticGreedyConstructorReference(Class<?> type, Function<CastlingConvention, ChessRules> ignored)
            throws Exception {
        Element component = descriptor(type);

        assertThat(provides(component)).containsExactly(ChessRules.class.getName());
        NodeList references = component.getElementsByTagName("reference");
        assertThat(references.getLength()).isEqualTo(2);
        Element reference = reference(component, "castling");
        assertThat(reference.getAttribute("interface")).isEqualTo(CastlingConvention.class.getName());
        assertThat(reference.getAttribute("parameter")).as("constructor injection").isEqualTo("0");
        assertThat(reference.getAttribute("policy-option")).isEqualTo("greedy");
        // Defaults: static policy, mandatory unary cardinality.
        assertThat(reference.getAttribute("policy")).isIn("", "static");
        assertThat(reference.getAttribute("cardinality")).isIn("", "1..1");
    }

    @ParameterizedTest
    @MethodSource("components")
    void isImmediateAndLogsThroughAnOptionalDynamicLogReference(Class<?> type, Function<CastlingConvention, ChessRules> ignored)
            throws Exception {
        Element component = descriptor(type);

        // Built (and its classes loaded) before the service is registered: see RulesComponent.
        assertThat(component.getAttribute("immediate")).isEqualTo("true");
        assertThat(component.getAttribute("activate")).isEqualTo("activate");
        assertThat(component.getAttribute("deactivate")).isEqualTo("deactivate");
        Element log = reference(component, "log");
        assertThat(log.getAttribute("interface")).isEqualTo("org.osgi.service.log.LoggerFactory");
        assertThat(log.getAttribute("cardinality")).isEqualTo("0..1");
        assertThat(log.getAttribute("policy")).isEqualTo("dynamic");
        assertThat(log.getAttribute("bind")).isEqualTo("bindLog");
        assertThat(log.getAttribute("unbind")).isEqualTo("unbindLog");
    }

    @Test
    void everyVariantHasAComponent() {
        assertThat(components().stream()
                .map(arguments -> ((Function<CastlingConvention, ChessRules>) arguments.get()[1]).apply(new StubConvention("stub")))
                .map(ChessRules::variant))
                .containsExactlyInAnyOrder(Variant.values());
    }

    private static Element descriptor(Class<?> type) throws IOException, ParserConfigurationException, SAXException {
        String resource = "OSGI-INF/" + type.getName() + ".xml";
        try (InputStream in = type.getClassLoader().getResourceAsStream(resource)) {
            assertThat(in).as(resource + " generated by bnd-process").isNotNull();
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            Document document = factory.newDocumentBuilder().parse(in);
            return document.getDocumentElement();
        }
    }

    /** The values of one property, whether bnd wrote it as value="..." or as a body of lines. */
    private static List<String> propertyValues(Element component, String name) {
        NodeList properties = component.getElementsByTagName("property");
        for (int i = 0; i < properties.getLength(); i++) {
            Element property = (Element) properties.item(i);
            if (property.getAttribute("name").equals(name)) {
                if (property.hasAttribute("value")) {
                    return List.of(property.getAttribute("value"));
                }
                return property.getTextContent().lines().map(String::strip).filter(s -> !s.isEmpty()).toList();
            }
        }
        return List.of();
    }

    private static Element reference(Element component, String name) {
        NodeList references = component.getElementsByTagName("reference");
        for (int i = 0; i < references.getLength(); i++) {
            Element reference = (Element) references.item(i);
            if (reference.getAttribute("name").equals(name)) {
                return reference;
            }
        }
        throw new AssertionError("no reference named " + name);
    }

    private static List<String> provides(Element component) {
        List<String> names = new ArrayList<>();
        NodeList provides = component.getElementsByTagName("provide");
        for (int i = 0; i < provides.getLength(); i++) {
            names.add(((Element) provides.item(i)).getAttribute("interface"));
        }
        return names;
    }

    private record StubConvention(String name) implements CastlingConvention {
        @Override
        public Optional<CastlingPath> path(int kingFile, int rookFile) {
            return Optional.empty();
        }
    }
}
