package org.rochade.launcher.host;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.URI;
import org.junit.jupiter.api.Test;

/** The addresses the shell prints for the hall's page. */
class HallPageTest {

    @Test
    void aGivenAddressIsTheOneLink() {
        assertThat(new HallPage("127.0.0.1", 18081, "t").urls()).containsExactly("http://127.0.0.1:18081/");
        assertThat(new HallPage("::1", 18081, "t").urls()).containsExactly("http://[::1]:18081/");
    }

    @Test
    void theWildcardBecomesTheAddressesOtherDevicesReach() throws Exception {
        for (String url : new HallPage("0.0.0.0", 18081, "t").urls()) {
            InetAddress address = InetAddress.getByName(URI.create(url).getHost());
            if (address.isAnyLocalAddress()) { // only when this machine has no network interface up
                assertThat(new HallPage("0.0.0.0", 18081, "t").urls()).containsExactly("http://0.0.0.0:18081/");
            } else {
                assertThat(address.isLoopbackAddress()).as(url).isFalse();
                assertThat(address.getAddress()).as(url).hasSize(4); // 0.0.0.0 listens on IPv4 only
            }
        }
    }
}
