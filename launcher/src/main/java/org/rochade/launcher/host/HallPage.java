package org.rochade.launcher.host;

import java.io.IOException;
import java.net.InetAddress;
import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.net.ServerSocket;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Map;
import org.osgi.framework.BundleContext;
import org.osgi.framework.Filter;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.util.tracker.ServiceTracker;
import org.rochade.event.api.hall.Hall;

/**
 * The hall's page of {@code rochade shell --http PORT}: the framework properties that make Felix's
 * HTTP service listen where asked and give the page its reveal token, and the wait until it listens.
 * The page itself is the hall bundle's (servlets on the Jakarta Servlet Whiteboard).
 *
 * @param host  the address to listen on
 * @param port  the port to listen on
 * @param token what the arbiter's page must send to reveal a round: 32 random hex digits; the arbiter's
 *              link carries it in the fragment ({@code #token=...}), which the browser never sends to a server
 */
public record HallPage(String host, int port, String token) {
    /** The Whiteboard's runtime service; Felix registers it once Jetty listens. */
    private static final String RUNTIME = "org.osgi.service.servlet.runtime.HttpServiceRuntime";

    /**
     * A page for this address with a new token.
     *
     * @throws UserError when nothing can listen there (port taken, no such address, no permission)
     */
    public static HallPage at(String host, int port) {
        if (port < 1 || port > 65535) {
            throw new UserError("--http: a port is 1..65535, not " + port);
        }
        // Jetty would only log its failure; asking first gives the user one clear line.
        try (ServerSocket probe = new ServerSocket()) {
            probe.setReuseAddress(true);
            probe.bind(new InetSocketAddress(host, port));
        } catch (IOException | IllegalArgumentException | SecurityException e) {
            throw new UserError("--http: cannot listen on " + host + ":" + port + ": " + e.getMessage());
        }
        byte[] secret = new byte[16];
        new SecureRandom().nextBytes(secret);
        return new HallPage(host, port, HexFormat.of().formatHex(secret));
    }

    /** Whether the page listens on this machine only (a loopback address); 0.0.0.0 and a LAN address are not. */
    public boolean loopback() {
        try {
            return InetAddress.getByName(host).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false; // at() has bound it, so this does not happen; warn rather than not
        }
    }

    /** Framework properties for Felix's HTTP service and the hall bundle. */
    public Map<String, String> frameworkProperties() {
        return Map.of(
                "org.osgi.service.http.port", Integer.toString(port),
                "org.apache.felix.http.host", host,
                Hall.REVEAL_TOKEN_PROPERTY, token);
    }

    /** The page's address, e.g. {@code http://127.0.0.1:8080/}. */
    public String url() {
        return url(host);
    }

    /**
     * The addresses other devices reach the page at: the host asked for, or when that is the
     * wildcard (0.0.0.0, ::) each address of this machine's network interfaces that are up and not
     * loopback, IPv4 first (a link such as http://0.0.0.0:8080/ opens nothing on a phone); the
     * wildcard itself when the machine has none.
     */
    public List<String> urls() {
        InetAddress asked;
        try {
            asked = InetAddress.getByName(host);
        } catch (UnknownHostException e) {
            return List.of(url());
        }
        if (!asked.isAnyLocalAddress()) {
            return List.of(url());
        }
        List<InetAddress> found = new ArrayList<>();
        try {
            for (NetworkInterface nic : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (nic.isUp() && !nic.isLoopback()) {
                    for (InetAddress address : Collections.list(nic.getInetAddresses())) {
                        if (!address.isLinkLocalAddress() && (asked instanceof Inet6Address || address instanceof Inet4Address)) {
                            found.add(address);
                        }
                    }
                }
            }
        } catch (SocketException e) {
            return List.of(url());
        }
        found.sort(Comparator.comparing((InetAddress a) -> a instanceof Inet6Address));
        return found.isEmpty() ? List.of(url()) : found.stream().map(a -> url(a.getHostAddress())).toList();
    }

    private String url(String address) {
        return "http://" + (address.indexOf(':') >= 0 ? "[" + address + "]" : address) + ":" + port + "/";
    }

    /**
     * Waits until the HTTP service listens.
     *
     * @throws UserError when it does not within {@code millis}
     */
    public void awaitListening(BundleContext context, long millis) {
        Filter filter;
        try {
            filter = context.createFilter("(objectClass=" + RUNTIME + ")");
        } catch (InvalidSyntaxException e) {
            throw new IllegalStateException(e);
        }
        ServiceTracker<Object, Object> tracker = new ServiceTracker<>(context, filter, null);
        tracker.open();
        try {
            if (tracker.waitForService(millis) == null) {
                throw new UserError("--http: the hall's page did not start listening on " + host + ":" + port
                        + " within " + millis + " ms");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UserError("--http: interrupted while the hall's page started");
        } finally {
            tracker.close();
        }
    }
}
