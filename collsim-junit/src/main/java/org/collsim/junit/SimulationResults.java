package org.collsim.junit;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;
import org.collsim.report.ResultRecord;
import org.collsim.report.ResultsJson;

/**
 * The records of one run, in scenario order, as {@code results.json} holds them: time in
 * picoseconds (the mean over replications when there are several) per (collective, algorithm,
 * layer stack, ranks, bytes).
 */
public final class SimulationResults {
    private final List<ResultRecord> records;

    SimulationResults(List<ResultRecord> records) {
        this.records = List.copyOf(records);
    }

    /** Every record, in scenario order. */
    public List<ResultRecord> records() {
        return records;
    }

    /** The time of the one point of {@code collective}/{@code algorithm} without layers at ({@code ranks}, {@code sizeBytes}). */
    public long timePs(String collective, String algorithm, int ranks, long sizeBytes) {
        return timePs(collective, algorithm, List.of(), ranks, sizeBytes);
    }

    /** As above, under the layer stack {@code layers} (as the scenario lists it). */
    public long timePs(String collective, String algorithm, List<String> layers, int ranks, long sizeBytes) {
        return point(collective, algorithm, layers, ranks, sizeBytes).timePs();
    }

    /** The one record of that point; an {@link IllegalArgumentException} says when there is none or several. */
    public ResultRecord point(String collective, String algorithm, List<String> layers, int ranks, long sizeBytes) {
        String what = collective + "/" + algorithm + (layers.isEmpty() ? "" : " under " + layers) + " at " + ranks
                + " ranks, " + sizeBytes + " bytes";
        List<ResultRecord> found = select(r -> r.collective().equals(collective) && r.algorithm().equals(algorithm)
                && r.layers().equals(layers) && r.ranks() == ranks && r.sizeBytes() == sizeBytes);
        if (found.size() != 1) {
            throw new IllegalArgumentException("expected one result for " + what + ", found " + found.size()
                    + (found.isEmpty() ? " (the scenario has no such point)" : " (a sweep: select by its axes in records())"));
        }
        return found.get(0);
    }

    /** The records that {@code filter} accepts, in scenario order. */
    public List<ResultRecord> select(Predicate<ResultRecord> filter) {
        return records.stream().filter(filter).toList();
    }

    /**
     * Writes the records as a bare JSON array, e.g. to store a baseline: {@code collsim compare}
     * reads it as it reads {@code collsim run}'s results.json (which wraps them with provenance).
     */
    public void writeJson(Path file) throws IOException {
        ResultsJson.write(records, file);
    }

    /** The records as JSON text, the array {@link #writeJson} writes. */
    public String toJson() {
        return ResultsJson.toJson(records);
    }
}
