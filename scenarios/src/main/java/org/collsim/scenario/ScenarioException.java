package org.collsim.scenario;

import java.util.ArrayList;
import java.util.List;
import org.collsim.mpi.error.BadInputException;
import org.collsim.scenario.json.Problem;

/** A scenario that cannot be run: every problem found, for one report (exit code 2). */
public final class ScenarioException extends BadInputException {
    private final String source;
    private final List<Problem> problems;

    public ScenarioException(String source, List<Problem> problems) {
        super(String.join("\n", render(source, problems)));
        this.source = source;
        this.problems = List.copyOf(problems);
    }

    public String source() {
        return source;
    }

    public List<Problem> problems() {
        return problems;
    }

    /** One line per problem: "error: <source>: $.path: expected X, found Y". */
    public List<String> lines() {
        return render(source, problems);
    }

    private static List<String> render(String source, List<Problem> problems) {
        List<String> out = new ArrayList<>();
        for (Problem p : problems) {
            out.add(p.render(source));
        }
        return out;
    }
}
