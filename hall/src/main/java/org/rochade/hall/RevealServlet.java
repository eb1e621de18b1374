package org.rochade.hall;

import jakarta.servlet.Servlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.osgi.service.servlet.whiteboard.propertytypes.HttpWhiteboardServletPattern;
import org.rochade.event.api.hall.Hall;
import org.rochade.event.api.hall.HallException;

/**
 * {@code POST /reveal}: the arbiter's button. Reveals the next round through the {@link Hall} service
 * when the request carries the token the shell printed, in the header {@value #TOKEN_HEADER}; the
 * pages learn of the round through {@link RoundStream}. A custom header also keeps other sites'
 * pages from posting here (a browser sends one only from this page's own script).
 *
 * <p>Answers 204 when the round is revealed; 403 without the right token, or when the host gave none
 * (framework property {@value Hall#REVEAL_TOKEN_PROPERTY}): then nobody may reveal from a page; 409 with the
 * reason as text when no round can be revealed now; 503 when nothing reveals rounds.
 */
@Component(service = Servlet.class)
@HttpWhiteboardServletPattern("/reveal")
public final class RevealServlet extends HttpServlet {
    private static final long serialVersionUID = 1L;
    static final String TOKEN_HEADER = "X-Rochade-Token";

    private final transient byte[] token;
    private transient volatile Hall hall;

    @Activate
    public RevealServlet(BundleContext context) {
        String given = context.getProperty(Hall.REVEAL_TOKEN_PROPERTY);
        this.token = given == null || given.isBlank() ? null : given.getBytes(StandardCharsets.UTF_8);
    }

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC, unbind = "unbindHall")
    void bindHall(Hall hall) {
        this.hall = hall;
    }

    void unbindHall(Hall hall) {
        if (this.hall == hall) {
            this.hall = null;
        }
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String offered = request.getHeader(TOKEN_HEADER);
        // Compared in constant time: how long a wrong guess takes says nothing about the token.
        if (token == null || offered == null || !MessageDigest.isEqual(token, offered.getBytes(StandardCharsets.UTF_8))) {
            answer(response, HttpServletResponse.SC_FORBIDDEN, "the reveal token is missing or wrong");
            return;
        }
        Hall current = hall;
        if (current == null) {
            answer(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, "nothing reveals rounds here");
            return;
        }
        try {
            current.revealNext();
            response.setStatus(HttpServletResponse.SC_NO_CONTENT);
        } catch (HallException e) {
            answer(response, HttpServletResponse.SC_CONFLICT, e.getMessage());
        }
    }

    private static void answer(HttpServletResponse response, int status, String message) throws IOException {
        response.setStatus(status);
        response.setContentType("text/plain");
        response.setCharacterEncoding("UTF-8");
        response.getWriter().write(message);
    }
}
