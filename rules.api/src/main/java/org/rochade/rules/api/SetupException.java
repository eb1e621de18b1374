package org.rochade.rules.api;

import java.util.List;
import java.util.stream.Collectors;

/** A {@link Setup} that is not a legal position, with every problem found, not only the first. */
public class SetupException extends RulesException {
    private static final long serialVersionUID = 1L;

    private final transient List<SetupProblem> problems;

    public SetupException(List<SetupProblem> problems) {
        super("not a legal position: " + problems.stream().map(SetupProblem::toString).collect(Collectors.joining("; ")));
        this.problems = List.copyOf(problems);
    }

    public List<SetupProblem> problems() {
        return problems;
    }
}
