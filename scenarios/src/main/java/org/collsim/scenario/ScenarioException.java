package org.collsim.scenario;

import java.util.ArrayList;
import java.util.List;
import org.collsim.mpi.error.BadInputException;
import org.collsim.scenario.json.Problem;
import org.collsim.scenario.json.Problems;

/**
 * A scenario that cannot be run: the first {@link Problems#MAX_KEPT} problems found and the
 * count of the rest ("and 7 more problems", as {@code compare} does), for one report.
 */
public final class ScenarioException extends BadInputException {
    private final String source;
    private final List<Problem> problems;
    private final long moreProblems;

    public ScenarioException(String source, List<Problem> problems) {
        this(source, problems, 0);
    }

    public ScenarioException(String source, Problems problems) {
        this(source, problems.list(), problems.size() - problems.list().size());
    }

    private ScenarioException(String source, List<Problem> problems, long moreProblems) {
        super(String.join("\n", render(source, problems, moreProblems)));
        this.source = source;
        this.problems = List.copyOf(problems);
        this.moreProblems = moreProblems;
    }

    public String source() {
        return source;
    }

    /** The problems kept (the first {@link Problems#MAX_KEPT} found). */
    public List<Problem> problems() {
        return problems;
    }

    /** One line per problem, "error: <source>: $.path: expected X, found Y", then "and N more problems". */
    public List<String> lines() {
        return render(source, problems, moreProblems);
    }

    private static List<String> render(String source, List<Problem> problems, long moreProblems) {
        List<String> out = new ArrayList<>();
        int shown = Math.min(problems.size(), Problems.MAX_KEPT);
        for (Problem p : problems.subList(0, shown)) {
            out.add(p.render(source));
        }
        long more = moreProblems + problems.size() - shown;
        if (more > 0) {
            out.add("error: " + source + ": and " + more + " more problem" + (more == 1 ? "" : "s"));
        }
        return out;
    }
}
