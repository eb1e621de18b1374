package org.rochade.hall;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Set;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.servlet.whiteboard.propertytypes.HttpWhiteboardFilterAsyncSupported;
import org.osgi.service.servlet.whiteboard.propertytypes.HttpWhiteboardFilterPattern;

/**
 * Every answer of the hall's server, whatever the path: only GET, HEAD and POST are served (TRACE
 * would echo the request's headers, the reveal token among them; the others have no use here: 405);
 * and headers that keep a browser from reading the answers otherwise than as sent: the page runs only
 * scripts from this server ({@code script-src 'self'}, no inline script), is framed by no other page,
 * and no answer is taken for another content type than it says.
 */
@Component(service = Filter.class)
@HttpWhiteboardFilterPattern("/*")
@HttpWhiteboardFilterAsyncSupported
public final class SecurityHeaders implements Filter {
    /** The page's policy: its own script and styles, the board as inline SVG, no frames, no forms elsewhere. */
    static final String CONTENT_SECURITY_POLICY = "default-src 'none'; script-src 'self'; connect-src 'self';"
            + " style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";
    private static final Set<String> METHODS = Set.of("GET", "HEAD", "POST");

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain) throws IOException, ServletException {
        HttpServletResponse http = (HttpServletResponse) response;
        http.setHeader("Content-Security-Policy", CONTENT_SECURITY_POLICY);
        http.setHeader("X-Content-Type-Options", "nosniff");
        http.setHeader("X-Frame-Options", "DENY");
        http.setHeader("Referrer-Policy", "no-referrer");
        if (!METHODS.contains(((HttpServletRequest) request).getMethod())) {
            http.setHeader("Allow", "GET, HEAD, POST");
            http.sendError(HttpServletResponse.SC_METHOD_NOT_ALLOWED);
            return;
        }
        chain.doFilter(request, response);
    }
}
