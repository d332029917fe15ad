package org.collsim.scenario;

import java.util.ArrayList;
import java.util.List;
import org.collsim.scenario.json.Problem;

/** A scenario that cannot be run: every problem found, for one report. */
public final class ScenarioException extends Exception {
    /** Problems listed in full; the rest are counted ("and 7 more problems"), as {@code compare} does. */
    public static final int MAX_PROBLEMS_SHOWN = 20;

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

    /** One line per problem, "error: <source>: $.path: expected X, found Y", up to {@link #MAX_PROBLEMS_SHOWN}. */
    public List<String> lines() {
        return render(source, problems);
    }

    private static List<String> render(String source, List<Problem> problems) {
        List<String> out = new ArrayList<>();
        for (Problem p : problems.subList(0, Math.min(problems.size(), MAX_PROBLEMS_SHOWN))) {
            out.add(p.render(source));
        }
        if (problems.size() > MAX_PROBLEMS_SHOWN) {
            out.add("error: " + source + ": and " + (problems.size() - MAX_PROBLEMS_SHOWN) + " more problems");
        }
        return out;
    }
}
