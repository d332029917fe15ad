package org.collsim.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.collsim.mpi.error.BadInputException;
import org.collsim.report.CommWorkloadFields;
import org.collsim.report.ResultRecord;
import org.collsim.scenario.CommWorkloadPoint;
import org.collsim.scenario.PointFailure;
import org.collsim.scenario.Rerun;
import org.collsim.scenario.ScenarioException;
import org.collsim.scenario.ScenarioPoint;
import org.collsim.scenario.ScenarioRunner;
import org.collsim.scenario.sweep.ResultsLog;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code collsim rerun DIR/results.json --point N}: runs record N again from what the file keeps
 * (its scenario, the record's axes and resolved machine) and says whether it gives the same
 * picoseconds: exit 0 when it does, 4 when it does not, 2 for a file or point it cannot use. The
 * file may also be a results.jsonl, or any lines copied out of one: the line of point N carries
 * the scenario that runs it alone.
 */
@Command(name = "rerun", mixinStandardHelpOptions = true,
        description = "Runs one record of a results.json (or a line of results.jsonl) again from the file alone and "
                + "checks its time_ps.")
final class RerunCommand implements Callable<Integer> {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String EXPECTED = "expected a results.json object with \"records\" (written by collsim run, "
            + "report or merge) or lines of a results.jsonl";

    @Spec
    private CommandSpec spec;

    @ParentCommand
    private CollsimCli parent;

    @Parameters(paramLabel = "RESULTS.json", description = "a results.json written by collsim run, report or merge, or "
            + "a results.jsonl (whole, or the line of the point alone)")
    private Path file;

    @Option(names = "--point", paramLabel = "N", required = true, description = "the record to run again (0 is the first; "
            + "in results.jsonl, the line's \"point\")")
    private int point;

    @Option(names = "--scenario-dir", paramLabel = "DIR", defaultValue = ".", description = "where the files the "
            + "scenario names by a relative path (a topology, a trace) are read from: the scenario file's directory "
            + "(default: the working directory)")
    private Path scenarioDir;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        try {
            JsonNode root = read();
            if (!root.has("records")) {
                return rerunLine();
            }
            checkResults(root);
            JsonNode record = record(root);
            String path = "$.records[" + point + "]";
            ResultRecord recorded = recorded(record, path);
            JsonNode machine = machine(root, record, path);
            ScenarioPoint<?> p = Rerun.point(parent.environment().loader(), root.get("scenario"), axes(record),
                    machine, recorded, file.toString(), scenarioDir);
            return report(recorded, ScenarioRunner.runPoint(parent.environment().registry(), p));
        } catch (BadInputException e) { // a scenario's problems too
            return Failures.print(err, e);
        } catch (PointFailure f) {
            return Failures.print(err, file.toString(), f);
        }
    }

    /**
     * Compares the time again, and for a communicator workload (which takes no virtual time) the
     * communicators it made too.
     */
    private int report(ResultRecord recorded, ResultRecord again) {
        PrintWriter out = spec.commandLine().getOut();
        String what = "point " + point + " (" + recorded.collective() + "/" + recorded.algorithm() + " ranks="
                + recorded.ranks() + " bytes=" + recorded.sizeBytes() + ")"; // what it is, not what it measured
        boolean counted = recorded.isCommWorkload();
        String made = !counted || again.isStopped() ? "" : ", " + again.commWorkload().communicators() + " communicators";
        String now = again.isStopped() ? "stopped: " + again.stopped() : again.timePs() + " ps" + made;
        boolean same = !again.isStopped() && again.timePs() == recorded.timePs()
                && (!counted || again.commWorkload().communicators() == recorded.commWorkload().communicators());
        String was = recorded.timePs() + " ps"
                + (counted ? ", " + recorded.commWorkload().communicators() + " communicators" : "");
        out.println(what + ": " + now + (same ? ", as recorded" : "; the record has " + was));
        out.flush();
        return same ? ExitCodes.OK : ExitCodes.REGRESSION;
    }

    private JsonNode read() {
        if (!Files.isRegularFile(file)) {
            throw new BadInputException(file + ": expected a results.json file, found " + (Files.isDirectory(file)
                    ? "a directory" : "no file"));
        }
        JsonNode root;
        try {
            root = JSON.readTree(file.toFile());
        } catch (IOException e) {
            throw new BadInputException(file + ": expected a results.json file, found one that is not JSON ("
                    + e.getMessage().lines().findFirst().orElse("") + ")");
        }
        if (root == null || root.isMissingNode()) {
            throw new BadInputException(file + ": $: " + EXPECTED + ", found an empty file");
        }
        if (!root.isObject()) {
            throw new BadInputException(file + ": $: " + EXPECTED + ", found " + (root.isArray()
                    ? "an array of records of an older collsim, which keeps no machines" : "another document"));
        }
        if (!root.has("records") && !root.has("point") && !ResultsLog.isHeader(root.toString())) {
            List<String> fields = new ArrayList<>();
            root.fieldNames().forEachRemaining(fields::add);
            throw new BadInputException(file + ": $: " + EXPECTED + ", found " + (fields.isEmpty() ? "an empty object"
                    : "an object with the fields " + clip(fields.toString()) + " (a scenario? rerun reads what a run wrote)"));
        }
        return root;
    }

    private void checkResults(JsonNode root) {
        if (!root.path("records").isArray()) {
            throw new BadInputException(file + ": $.records: expected an array of records, found " + clip(root.get("records")
                    .toString()));
        }
        if (!root.path("machines").isArray() || !root.path("scenario").isObject()) {
            throw new BadInputException(file + ": $: expected \"machines\" and \"scenario\" to run a record again, found "
                    + "a file without them (written from a log of an older collsim)");
        }
    }

    /** Runs the last line of point {@link #point} of a results.jsonl (a later line of a point wins, as in --resume). */
    private int rerunLine() throws ScenarioException {
        ResultsLog.PointLine found = null;
        int foundAt = 0;
        List<String> lines = lines();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).isBlank() || ResultsLog.isHeader(lines.get(i))) {
                continue;
            }
            ResultsLog.PointLine line = pointLine(lines.get(i), i);
            if (line.point() == point) {
                found = line;
                foundAt = i + 1;
            }
        }
        if (found == null) {
            throw new BadInputException(file + ": --point: expected the line of point " + point + ", found none");
        }
        if (found.rerun() == null) {
            throw new BadInputException(file + ":" + foundAt + ": expected a line with \"rerun\" (the scenario that runs "
                    + "the point alone), found one without (a log of an older collsim): rerun it from results.json");
        }
        ScenarioPoint<?> p = Rerun.point(parent.environment().loader(), found.rerun(), found.record(),
                file + ":" + foundAt, scenarioDir);
        return report(found.record(), ScenarioRunner.runPoint(parent.environment().registry(), p));
    }

    private List<String> lines() {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new BadInputException(file + ": expected a readable results.jsonl, found " + Failures.found(e));
        }
    }

    private ResultsLog.PointLine pointLine(String text, int index) {
        try {
            return ResultsLog.pointLine(text);
        } catch (JsonProcessingException e) {
            throw new BadInputException(file + ":" + (index + 1) + ": expected a line of results.jsonl, found one that is "
                    + "not (" + e.getOriginalMessage() + ")");
        }
    }

    private JsonNode record(JsonNode root) {
        int count = root.get("records").size();
        if (point < 0 || point >= count) {
            throw new BadInputException(file + ": --point: expected a record from 0 to " + (count - 1) + ", found " + point);
        }
        return root.get("records").get(point);
    }

    /**
     * The record as far as rerun reads it: what identifies its point, its time, and a communicator
     * workload's splits, colors and communicators.
     */
    private ResultRecord recorded(JsonNode r, String path) {
        boolean program = r.has("workload"); // a program's or the communicator workload's record
        String workload = r.path("workload").asText();
        List<String> layers = new ArrayList<>();
        r.path("layers").forEach(l -> layers.add(l.asText()));
        if (!r.path("ranks").canConvertToInt() || (!program && (!r.path("collective").isTextual()
                || !r.path("algorithm").isTextual() || !r.path("bytes").canConvertToLong())) || !r.path("time_ps").isIntegralNumber()) {
            throw new BadInputException(file + ": " + path + ": expected a result record with ranks, time_ps and (for a "
                    + "benchmark) collective, algorithm and bytes, found " + clip(r.toString()));
        }
        return ResultRecord.builder().scenario(r.path("scenario").asText()).model(r.path("model").asText())
                .collective(program ? (workload.equals(CommWorkloadPoint.COLLECTIVE) ? workload : "program")
                        : r.get("collective").asText())
                .algorithm(program ? "-" : r.get("algorithm").asText()).ranks(r.get("ranks").asInt())
                .sizeBytes(r.path("bytes").asLong(0)).layers(layers).timePs(r.get("time_ps").asLong())
                .commWorkload(r.has("communicators") ? new CommWorkloadFields(r.path("splits").asInt(),
                        r.path("colors").asInt(), r.path("communicators").asLong()) : null).build();
    }

    private JsonNode machine(JsonNode root, JsonNode record, String path) {
        JsonNode machines = root.get("machines");
        JsonNode index = record.path("machine");
        if (!index.canConvertToInt() || index.asInt() < 0 || index.asInt() >= machines.size()) {
            throw new BadInputException(file + ": " + path + ".machine: expected the index of one of the file's "
                    + machines.size() + " machines, found " + (record.has("machine") ? index.toString() : "no such field"));
        }
        return machines.get(index.asInt());
    }

    private static Map<String, String> axes(JsonNode record) {
        Map<String, String> out = new LinkedHashMap<>();
        record.path("axes").fields().forEachRemaining(e -> out.put(e.getKey(), e.getValue().asText()));
        return out;
    }

    private static String clip(String text) {
        return text.length() <= 80 ? text : text.substring(0, 77) + "...";
    }
}
