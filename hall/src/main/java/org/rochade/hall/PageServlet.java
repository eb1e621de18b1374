package org.rochade.hall;

import jakarta.servlet.Servlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.servlet.whiteboard.propertytypes.HttpWhiteboardServletPattern;

/**
 * {@code GET /}: the hall's page ({@code hall.html}: markup, style and the script that renders what
 * {@link RoundStream} sends). The page itself never changes; everything it shows comes from the
 * event stream. Any other path is not found.
 */
@Component(service = Servlet.class)
@HttpWhiteboardServletPattern("/")
public final class PageServlet extends HttpServlet {
    private static final long serialVersionUID = 1L;
    private final transient byte[] page = read("hall.html");

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String path = request.getPathInfo() == null ? request.getServletPath() : request.getServletPath() + request.getPathInfo();
        if (!path.isEmpty() && !path.equals("/")) {
            response.sendError(HttpServletResponse.SC_NOT_FOUND);
            return;
        }
        response.setContentType("text/html");
        response.setCharacterEncoding("UTF-8");
        response.setHeader("Cache-Control", "no-store");
        // The page runs only its own script and shows nobody else's content.
        response.setHeader("Content-Security-Policy",
                "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:");
        response.setContentLength(page.length);
        response.getOutputStream().write(page);
    }

    private static byte[] read(String resource) {
        try (InputStream in = PageServlet.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing from the hall bundle");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }
}
