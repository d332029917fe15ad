package org.collsim.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.collsim.report.chart.SvgLineChart;

/**
 * Writes {@code results.html}: one self-contained page (inline CSS and SVG, no scripts, no
 * external resources) with the scenario name and machine line, then per collective a chart
 * ({@link CollectiveChart}) and the table of {@link ResultsTable}, and the program records'
 * table. Equal input gives byte-identical pages on the same JDK and fonts (text widths in the
 * SVG come from the local font metrics).
 */
public final class ResultsHtml {
    /** Prefix of the chart ids: "chart-1", "chart-2", ... in page order. */
    private static final String CHART_ID = "chart-";
    private static final String STYLE = """
            body{font-family:sans-serif;margin:2em auto;max-width:60em;color:#222}
            table{border-collapse:collapse;margin:1em 0 2em}
            th,td{padding:2px 10px;border-bottom:1px solid #ddd;text-align:left}
            th.r,td.r{text-align:right}
            svg{max-width:100%;height:auto}
            """;

    private ResultsHtml() {
    }

    /**
     * @param title   the scenario name
     * @param machine a one-line description of the machine, shown as given (escaped)
     */
    public static String render(String title, String machine, List<ResultRecord> records) {
        StringBuilder out = new StringBuilder();
        head(out, title);
        out.append("<h1>").append(HtmlTable.escape(title)).append("</h1>\n");
        out.append("<p>").append(HtmlTable.escape(machine)).append("</p>\n");
        Map<String, List<ResultRecord>> groups = ReportGroups.byCollective(records);
        Map<String, TextTable> tables = ResultsTable.byCollective(records);
        int chart = 0;
        for (Map.Entry<String, List<ResultRecord>> e : groups.entrySet()) {
            String id = CHART_ID + ++chart;
            out.append("<h2>").append(HtmlTable.escape(e.getKey())).append("</h2>\n");
            out.append(SvgLineChart.render(CollectiveChart.of(e.getKey(), e.getValue()), id)).append('\n');
            out.append(HtmlTable.render(tables.get(e.getKey())));
        }
        List<ResultRecord> programs = ReportGroups.programs(records);
        if (!programs.isEmpty()) {
            out.append("<h2>").append(ResultsMarkdown.PROGRAM_HEADING).append("</h2>\n");
            out.append(HtmlTable.render(ProgramResultsTable.table(programs)));
        }
        return out.append("</body>\n</html>\n").toString();
    }

    public static void write(String title, String machine, List<ResultRecord> records, Path file) throws IOException {
        AtomicFiles.writeString(file, render(title, machine, records));
    }

    private static void head(StringBuilder out, String title) {
        out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
        out.append("<title>collsim: ").append(HtmlTable.escape(title)).append("</title>\n");
        out.append("<style>\n").append(STYLE).append("</style>\n</head>\n<body>\n");
    }
}
