package org.collsim.report;

import java.util.List;
import java.util.Map;
import org.collsim.report.chart.LineChart;
import org.collsim.report.chart.SvgLineChart;
import org.collsim.report.timeline.GanttChart;
import org.collsim.report.timeline.Timeline;

/**
 * Writes {@code results.html}: one self-contained page (inline CSS and SVG, no scripts, no
 * external resources). At the top: the scenario, the machine and what produced the page, a table
 * of contents and the page legend ({@link PageStyles}: colour = algorithm, line and marker =
 * layer stack). Then per collective: time panels ({@link ChartPanels}), speedup panels when
 * layer stacks are compared ({@link SpeedupPanels}), the best-algorithm map when algorithms are
 * ({@link BestAlgorithmMap}), and the table of {@link ResultsTable}; program records and the communicator workload get their
 * tables; recorded timelines get a Gantt chart each ({@link GanttChart}). Equal input gives byte-identical pages on the same JDK and fonts (text widths in the SVG
 * come from the local font metrics).
 */
public final class ResultsHtml {
    /** Prefix of the chart ids: "chart-1", "chart-2", ... in page order. */
    private static final String CHART_ID = "chart-";
    private static final String TIMELINES_HEADING = "timelines";
    private static final String STYLE = """
            body{font-family:sans-serif;margin:2em auto;max-width:90em;padding:0 1em;color:#222}
            table{border-collapse:collapse;margin:1em 0 2em}
            th,td{padding:2px 10px;border-bottom:1px solid #ddd;text-align:left}
            th.r,td.r{text-align:right}
            caption{text-align:left;font-weight:bold;padding:4px 0}
            .panels{display:flex;flex-wrap:wrap;gap:8px}
            .panels svg{width:420px;max-width:100%;height:auto}
            svg.gantt{max-width:100%;height:auto}
            .legend{margin:1em 0;line-height:1.8}
            .key{margin-left:1.2em;white-space:nowrap}
            .key svg{vertical-align:middle;margin-right:4px}
            table.map td small{color:#555}
            """;

    /** What the page's header states: scenario, machine (resolved) and what produced the results. */
    public record Header(String title, String machine, String producedBy) {
    }

    private ResultsHtml() {
    }

    /**
     * @param title   the scenario name
     * @param machine a one-line description of the machine, shown as given (escaped)
     */
    public static String render(String title, String machine, List<ResultRecord> records) {
        return render(new Header(title, machine, "collsim"), records);
    }

    public static String render(Header header, List<ResultRecord> records) {
        return render(header, records, List.of());
    }

    /** The page with a section of Gantt charts for {@code timelines} (none: no section). */
    public static String render(Header header, List<ResultRecord> records, List<Timeline> timelines) {
        StringBuilder out = new StringBuilder();
        head(out, header.title());
        out.append("<h1>").append(HtmlTable.escape(header.title())).append("</h1>\n");
        out.append("<p>machine: ").append(HtmlTable.escape(header.machine())).append("<br>produced by ")
                .append(HtmlTable.escape(header.producedBy())).append("</p>\n");
        Map<String, List<ResultRecord>> groups = ReportGroups.byCollective(records);
        List<ResultRecord> programs = ReportGroups.programs(records);
        List<ResultRecord> workload = CommWorkloadResults.of(records);
        contents(out, groups, !programs.isEmpty(), !workload.isEmpty(), !timelines.isEmpty());
        PageStyles styles = PageStyles.of(records);
        if (!groups.isEmpty()) {
            out.append(styles.legendHtml());
        }
        Map<String, TextTable> tables = ResultsTable.byCollective(records);
        int[] chart = {0};
        for (Map.Entry<String, List<ResultRecord>> e : groups.entrySet()) {
            String collective = e.getKey();
            out.append("<h2 id=\"").append(anchor(collective)).append("\">").append(HtmlTable.escape(collective)).append("</h2>\n");
            List<ResultRecord> measured = e.getValue().stream().filter(r -> !r.isStopped()).toList(); // no time to draw
            panels(out, ChartPanels.time(collective, measured, styles), chart);
            List<LineChart> speedups = SpeedupPanels.of(collective, measured, styles);
            if (!speedups.isEmpty()) {
                out.append("<h3>speedup of each layer stack</h3>\n");
                panels(out, speedups, chart);
            }
            out.append(BestAlgorithmMap.html(collective, measured, styles));
            out.append(HtmlTable.render(tables.get(collective)));
        }
        if (!programs.isEmpty()) {
            out.append("<h2 id=\"program\">").append(ResultsMarkdown.PROGRAM_HEADING).append("</h2>\n");
            out.append(HtmlTable.render(ProgramResultsTable.table(programs)));
        }
        if (!workload.isEmpty()) {
            out.append("<h2 id=\"comm_workload\">").append(CommWorkloadResults.HEADING).append("</h2>\n");
            out.append(HtmlTable.render(CommWorkloadResults.table(workload)));
        }
        links(out, LinksTable.withLinks(records));
        timelines(out, timelines);
        return out.append("</body>\n</html>\n").toString();
    }

    /** The busiest links and the utilisation histograms of the records with link statistics (none: no section). */
    private static void links(StringBuilder out, List<ResultRecord> withLinks) {
        if (withLinks.isEmpty()) {
            return;
        }
        out.append("<h2 id=\"links\">").append(LinksTable.HEADING).append("</h2>\n");
        out.append(HtmlTable.render(LinksTable.busiest(withLinks)));
        out.append("<p>Used links by utilisation (the time their bytes take at full rate over the run's time):</p>\n");
        out.append(HtmlTable.render(LinksTable.histogram(withLinks)));
    }

    private static void timelines(StringBuilder out, List<Timeline> timelines) {
        if (timelines.isEmpty()) {
            return;
        }
        out.append("<h2 id=\"timelines\">").append(TIMELINES_HEADING).append("</h2>\n");
        out.append("<p>What each rank did on virtual time, on one time axis; the same events, with the schedule's operations, are in "
                + "the timeline JSON files (Chrome Trace Event format: open them in Perfetto or chrome://tracing).</p>\n");
        out.append(GanttChart.svg(timelines, "timelines")).append('\n');
    }

    private static void contents(StringBuilder out, Map<String, List<ResultRecord>> groups, boolean programs,
                                 boolean workload, boolean timelines) {
        if (groups.size() + (programs ? 1 : 0) + (workload ? 1 : 0) + (timelines ? 1 : 0) < 2) {
            return;
        }
        out.append("<nav><b>Contents</b><ul>\n");
        for (String collective : groups.keySet()) {
            out.append("<li><a href=\"#").append(anchor(collective)).append("\">").append(HtmlTable.escape(collective))
                    .append("</a></li>\n");
        }
        if (programs) {
            out.append("<li><a href=\"#program\">").append(ResultsMarkdown.PROGRAM_HEADING).append("</a></li>\n");
        }
        if (workload) {
            out.append("<li><a href=\"#comm_workload\">").append(CommWorkloadResults.HEADING).append("</a></li>\n");
        }
        if (timelines) {
            out.append("<li><a href=\"#timelines\">").append(TIMELINES_HEADING).append("</a></li>\n");
        }
        out.append("</ul></nav>\n");
    }

    private static void panels(StringBuilder out, List<LineChart> charts, int[] counter) {
        out.append("<div class=\"panels\">\n");
        for (LineChart c : charts) {
            out.append(SvgLineChart.render(c, CHART_ID + ++counter[0])).append('\n');
        }
        out.append("</div>\n");
    }

    /** A fragment id from a collective name: letters, digits, '-' and '_' only. */
    private static String anchor(String name) {
        return "c-" + name.replaceAll("[^A-Za-z0-9_-]", "-");
    }

    /** The page's start up to its body: title and the shared style sheet. */
    static void head(StringBuilder out, String title) {
        out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
        out.append("<title>collsim: ").append(HtmlTable.escape(title)).append("</title>\n");
        out.append("<style>\n").append(STYLE).append("</style>\n</head>\n<body>\n");
    }
}
