package org.collsim.report.compare;

import java.util.List;

/**
 * A results file that cannot be compared: missing, unreadable, not JSON, or not the
 * results.json format. Carries every problem found, each rendered as the scenario errors are:
 * {@code error: <file>: <$.json.path>: expected X, found Y}.
 */
public final class ResultsFileException extends Exception {
    private final String source;
    private final List<Problem> problems;

    public ResultsFileException(String source, List<Problem> problems) {
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
        return problems.stream().map(p -> p.render(source)).toList();
    }

    /** Where (a JSON path such as {@code $[3].time_ps}, a line and column, or empty for the whole file) and what. */
    public record Problem(String where, String message) {
        public String render(String source) {
            return "error: " + source + ": " + (where.isEmpty() ? "" : where + ": ") + message;
        }
    }
}
