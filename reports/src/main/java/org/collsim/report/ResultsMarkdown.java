package org.collsim.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Writes {@code results.md}: a level-1 heading with the scenario name, the machine line, what
 * produced the results (collsim, its revision, the JDK, the scenario's hash), then a
 * level-2 heading and a Markdown table per collective (the columns of {@link ResultsTable}
 * without the collective, which the heading names: layers and speedup when present), and the
 * program records' table under "program", and the communicator workload's under "communicator workload". Equal input gives byte-identical text.
 */
public final class ResultsMarkdown {
    static final String PROGRAM_HEADING = "program";

    private ResultsMarkdown() {
    }

    /**
     * @param title   the scenario name
     * @param machine a one-line description of the machine, printed as given
     */
    public static String render(String title, String machine, List<ResultRecord> records) {
        return render(title, machine, "", records);
    }

    /** As above, with a "produced by ..." line under the machine's ({@code producedBy} empty: none). */
    public static String render(String title, String machine, String producedBy, List<ResultRecord> records) {
        StringBuilder out = new StringBuilder();
        out.append("# ").append(title).append("\n\n").append(machine).append('\n');
        if (!producedBy.isEmpty()) {
            out.append("\nproduced by ").append(producedBy).append('\n');
        }
        for (Map.Entry<String, TextTable> e : ResultsTable.byCollective(records).entrySet()) {
            section(out, e.getKey(), e.getValue());
        }
        List<ResultRecord> programs = ReportGroups.programs(records);
        if (!programs.isEmpty()) {
            section(out, PROGRAM_HEADING, ProgramResultsTable.table(programs));
        }
        List<ResultRecord> workload = CommWorkloadResults.of(records);
        if (!workload.isEmpty()) {
            section(out, CommWorkloadResults.HEADING, CommWorkloadResults.table(workload));
        }
        List<ResultRecord> withLinks = LinksTable.withLinks(records);
        if (!withLinks.isEmpty()) {
            section(out, LinksTable.HEADING, LinksTable.busiest(withLinks));
            out.append('\n').append(MarkdownTable.render(LinksTable.histogram(withLinks)));
        }
        return out.toString();
    }

    public static void write(String title, String machine, String producedBy, List<ResultRecord> records, Path file)
            throws IOException {
        AtomicFiles.writeString(file, render(title, machine, producedBy, records));
    }

    private static void section(StringBuilder out, String heading, TextTable table) {
        out.append("\n## ").append(heading).append("\n\n").append(MarkdownTable.render(table));
    }
}
