package org.rochade.hall;

import jakarta.servlet.Servlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.servlet.whiteboard.propertytypes.HttpWhiteboardServletPattern;

/**
 * {@code GET /}: the hall's page ({@code hall.html}: markup and style), and {@code GET /hall.js}, the
 * script that renders what {@link RoundStream} sends (a file of its own, so that the page's policy
 * allows no inline script). Neither ever changes; everything the page shows comes from the event
 * stream. Any other path is not found. {@link SecurityHeaders} adds the headers every answer has.
 */
@Component(service = Servlet.class)
@HttpWhiteboardServletPattern("/")
public final class PageServlet extends HttpServlet {
    private static final long serialVersionUID = 1L;
    /** The files served, by path, with their content type. */
    private final transient Map<String, Resource> files = Map.of(
            "/", new Resource(read("hall.html"), "text/html"),
            "/hall.js", new Resource(read("hall.js"), "text/javascript"));

    private record Resource(byte[] bytes, String type) {
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String path = request.getPathInfo() == null ? request.getServletPath() : request.getServletPath() + request.getPathInfo();
        Resource file = files.get(path.isEmpty() ? "/" : path);
        if (file == null) {
            response.sendError(HttpServletResponse.SC_NOT_FOUND);
            return;
        }
        response.setContentType(file.type());
        response.setCharacterEncoding("UTF-8");
        response.setHeader("Cache-Control", "no-store");
        response.setContentLength(file.bytes().length);
        response.getOutputStream().write(file.bytes());
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
