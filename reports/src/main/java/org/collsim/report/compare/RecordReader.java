package org.collsim.report.compare;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.collsim.report.compare.ResultsFileException.Problem;
import org.collsim.report.compare.TimedRecord.Interval;

/**
 * Reads one element of a results.json array: a benchmark record (scenario, collective,
 * algorithm, ranks, bytes, model, seed, layers, time_ps) or a program or communicator workload record
 * ({@code "workload": "program"} or {@code "comm_workload"}, without collective, algorithm and bytes), with the 95%
 * confidence interval of {@code stats} when present. Fields a comparison does not use
 * ({@code time_us}, events, tables, ...) are not read, so a file from a newer collsim with more
 * fields still compares.
 */
final class RecordReader {
    private static final List<String> BENCHMARK_ONLY = List.of("collective", "algorithm", "bytes");

    private RecordReader() {
    }

    /** The record at {@code path}, or empty after adding its problems to {@code problems}. */
    static Optional<TimedRecord> read(JsonNode node, String path, List<Problem> problems) {
        if (!node.isObject()) {
            problems.add(new Problem(path, "expected a result record (an object), found " + JsonFields.describe(node)));
            return Optional.empty();
        }
        int problemsBefore = problems.size();
        JsonFields fields = new JsonFields(node, path, problems);
        Optional<RecordIdentity> identity = identity(fields);
        OptionalLong timePs = fields.integer("time_ps", "the time in picoseconds", 0, Long.MAX_VALUE);
        Interval ci95 = fields.has("stats") ? ci95(fields) : null;
        if (node.has("stopped")) {
            problems.add(new Problem(path, "expected a measured record, found one a run limit stopped ("
                    + node.path("stopped").asText() + "); run the point to the end before comparing it"));
        }
        if (problems.size() > problemsBefore || identity.isEmpty() || timePs.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new TimedRecord(identity.get(), timePs.getAsLong(), ci95));
    }

    private static Optional<RecordIdentity> identity(JsonFields f) {
        boolean program = f.has("workload");
        Optional<String> workload = program ? programWorkload(f) : f.string("collective", "a collective name (a string)");
        Optional<String> algorithm = program ? Optional.empty() : f.string("algorithm", "an algorithm name (a string)");
        OptionalLong bytes = program ? OptionalLong.of(RecordIdentity.NO_BYTES)
                : f.integer("bytes", "a message size in bytes", 0, Long.MAX_VALUE);
        Optional<String> scenario = f.string("scenario", "the scenario name (a string)");
        OptionalLong ranks = f.integer("ranks", "a rank count", 1, Integer.MAX_VALUE);
        Optional<String> model = f.string("model", "a network model name (a string)");
        OptionalLong seed = f.integer("seed", "a seed", 0, Long.MAX_VALUE);
        Optional<List<String>> layers = f.strings("layers", "the layer stack (an array of layer names)");
        if (workload.isEmpty() || (!program && algorithm.isEmpty()) || bytes.isEmpty() || scenario.isEmpty()
                || ranks.isEmpty() || model.isEmpty() || seed.isEmpty() || layers.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new RecordIdentity(scenario.get(), workload.get(), algorithm.orElse(null), layers.get(),
                (int) ranks.getAsLong(), bytes.getAsLong(), model.get(), seed.getAsLong()));
    }

    /** {@code "workload": "program"} or {@code "comm_workload"}, and none of the benchmark-only fields. */
    private static Optional<String> programWorkload(JsonFields f) {
        JsonNode w = f.get("workload");
        if (!w.isTextual() || !RecordIdentity.WORKLOADS.contains(w.textValue())) {
            f.fail("workload", "\"program\" or \"comm_workload\" (the workloads besides collective benchmarks, which "
                    + "have no \"workload\" field)", w);
            return Optional.empty();
        }
        for (String name : BENCHMARK_ONLY) {
            if (f.has(name)) {
                f.fail(name, "no \"" + name + "\" in a " + w.textValue() + " record", f.get(name));
            }
        }
        return Optional.of(w.textValue());
    }

    /** The 95% confidence interval of {@code stats}, or null (with a problem) when it is malformed. */
    private static Interval ci95(JsonFields f) {
        Optional<JsonFields> stats = f.object("stats", "replication statistics (an object)");
        if (stats.isEmpty()) {
            return null;
        }
        Optional<BigDecimal> low = stats.get().decimal("ci95_low_ps", "the 95% confidence interval's low end in picoseconds");
        Optional<BigDecimal> high = stats.get().decimal("ci95_high_ps", "the 95% confidence interval's high end in picoseconds");
        if (low.isEmpty() || high.isEmpty()) {
            return null;
        }
        if (low.get().compareTo(high.get()) > 0) {
            stats.get().fail("ci95_high_ps", "at least ci95_low_ps (" + low.get().toPlainString() + ")", f.get("stats")
                    .get("ci95_high_ps"));
            return null;
        }
        return new Interval(low.get(), high.get());
    }
}
