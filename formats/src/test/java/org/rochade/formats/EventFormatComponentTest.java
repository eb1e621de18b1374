package org.rochade.formats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Dictionary;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.osgi.framework.BundleContext;
import org.rochade.event.api.format.EventFormat;

/** What the component registers for a configuration, seen through a BundleContext that records it. */
class EventFormatComponentTest {
    private final List<Object> services = new ArrayList<>();
    private final List<Dictionary<String, ?>> properties = new ArrayList<>();

    private final BundleContext context = (BundleContext) Proxy.newProxyInstance(getClass().getClassLoader(),
            new Class<?>[] {BundleContext.class}, (proxy, method, args) -> {
                if (method.getName().equals("registerService")) {
                    services.add(args[1]);
                    @SuppressWarnings("unchecked")
                    Dictionary<String, ?> registered = (Dictionary<String, ?>) args[2];
                    properties.add(registered);
                    return null;
                }
                throw new UnsupportedOperationException(method.getName());
            });

    @Test
    void aConfigurationNamedByItsPidIsFoundByNameAndCarriesNoDefaults() {
        new EventFormatComponent(context, Map.of("service.pid", "org.rochade.format~open", "variant", "dfrc", "start", "502:532"));

        assertThat(services).hasSize(1);
        assertThat(((EventFormat) services.get(0)).name()).isEqualTo("open");
        assertThat(properties.get(0).get("name")).isEqualTo("open");
        assertThat(properties.get(0).get("variant")).isEqualTo("dfrc");
        assertThat(properties.get(0).get("rounds")).as("a default the configuration did not give").isNull();
    }

    @Test
    void aConfigurationThatIsNotUsableRegistersNothing() {
        assertThatThrownBy(() -> new EventFormatComponent(context, Map.of("service.pid", "org.rochade.format~typo", "exlude", "518")))
                .hasMessageContaining("unknown key 'exlude'");
        assertThat(services).isEmpty();
    }
}
