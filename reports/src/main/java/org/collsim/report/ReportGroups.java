package org.collsim.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** How the Markdown and HTML reports split records: benchmark records by collective, program records apart. */
final class ReportGroups {
    private ReportGroups() {
    }

    /**
     * Benchmark records by collective and, in a sweep, by the axes' values ("allreduce
     * (machine.network.alpha=1us)"); groups and records in order of first appearance.
     */
    static Map<String, List<ResultRecord>> byCollective(List<ResultRecord> records) {
        Map<String, List<ResultRecord>> out = new LinkedHashMap<>();
        for (ResultRecord r : records) {
            if (r.isBenchmark()) {
                String key = r.axes().isEmpty() ? r.collective() : r.collective() + " (" + r.axesLabel() + ")";
                out.computeIfAbsent(key, c -> new ArrayList<>()).add(r);
            }
        }
        return out;
    }

    static List<ResultRecord> programs(List<ResultRecord> records) {
        return records.stream().filter(ResultRecord::isProgram).toList();
    }
}
