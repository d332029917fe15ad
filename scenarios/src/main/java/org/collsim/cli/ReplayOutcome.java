package org.collsim.cli;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.collsim.report.CompactJson;
import org.collsim.report.ReplayFiles;
import org.collsim.report.ReplayRecord;
import org.collsim.report.ResultRecord;
import org.collsim.scenario.MachineSpec;
import org.collsim.scenario.sweep.ScenarioHash;

/**
 * A replay of either format ({@code collsim replay}): its summary, each rank's end time, the wall
 * time it took, its record as {@code run} would write it, and the one-point scenario that names the
 * trace and gives the same record (kept in results.json, so {@code rerun} and {@code compare} work).
 */
record ReplayOutcome(ReplayRecord summary, long[] endPs, double wallSeconds, ResultRecord record, ObjectNode scenario) {
    /** {"name": the trace's name without its extension, "seed": 1, "machine", "trace": {"file": absolute}}. */
    static ObjectNode scenario(Path trace, MachineSpec machine) {
        ObjectNode s = JsonNodeFactory.instance.objectNode();
        s.put("name", TraceFormat.baseName(trace));
        s.put("seed", 1);
        s.set("machine", machine.resolved());
        s.putObject("trace").put("file", trace.toAbsolutePath().normalize().toString());
        return s;
    }

    /** ranks.csv and the reports {@code run} writes (results.json, .csv, .md, .html), titled with the trace's name. */
    int write(Path dir, boolean html, PrintWriter err) {
        try {
            Files.createDirectories(dir);
            ReplayFiles.writeRanksCsv(endPs, dir.resolve("ranks.csv"));
        } catch (IOException e) {
            return Failures.unwritable(err, dir, e);
        }
        String title = "replay of " + summary.trace();
        return ReportFiles.write(dir, new ReportFiles.Contents(title, summary.machine(),
                BuildInfo.provenance(ScenarioHash.of(CompactJson.of(scenario)), scenario, List.of(scenario.get("machine"))),
                List.of(record), List.of()), html, err);
    }
}
