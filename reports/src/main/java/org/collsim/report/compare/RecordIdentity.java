package org.collsim.report.compare;

import java.util.List;
import java.util.Objects;

/**
 * What a result record measured, without the measurement: two records with equal identities
 * are the same experiment, and comparing their times is meaningful.
 *
 * @param workload  the collective ("allreduce"), or "program" / "comm_workload" for those workloads' records
 * @param algorithm the algorithm's registry name, or null for a program record
 * @param sizeBytes the {@code bytes} field, or {@link #NO_BYTES} for a program record
 * @param layers    the layer stack, upper layer first (empty: the default table)
 */
public record RecordIdentity(String scenario, String workload, String algorithm, List<String> layers, int ranks,
                             long sizeBytes, String model, long seed) {
    /** The workload of a program record ({@code "workload": "program"} in results.json). */
    public static final String PROGRAM = "program";
    /** The workloads of records without collective and algorithm: a program's and the communicator workload's. */
    public static final List<String> WORKLOADS = List.of(PROGRAM, "comm_workload");
    /** {@link #sizeBytes()} of a program record, which has no {@code bytes}. */
    public static final long NO_BYTES = -1;
    private static final String NONE = "-";

    public RecordIdentity {
        Objects.requireNonNull(scenario, "scenario");
        Objects.requireNonNull(workload, "workload");
        Objects.requireNonNull(model, "model");
        layers = List.copyOf(layers);
    }

    public boolean isProgram() {
        return algorithm == null;
    }

    /** The algorithm, or "-" for a program record. */
    public String algorithmLabel() {
        return isProgram() ? NONE : algorithm;
    }

    /** The stack as one word, "hierarchical+tuned", or "-" when empty (as in results.csv). */
    public String layersLabel() {
        return layers.isEmpty() ? NONE : String.join("+", layers);
    }

    /** The bytes, or "-" for a program record. */
    public String bytesLabel() {
        return sizeBytes == NO_BYTES ? NONE : Long.toString(sizeBytes);
    }

    /** One line for messages: "quickstart allreduce/ring, layers -, 8 ranks, 8 bytes, hockney, seed 1". */
    public String describe() {
        String what = isProgram() ? workload : workload + "/" + algorithm;
        String bytes = sizeBytes == NO_BYTES ? "" : ", " + sizeBytes + " bytes";
        return scenario + " " + what + ", layers " + layersLabel() + ", " + ranks + " ranks" + bytes + ", " + model
                + ", seed " + seed;
    }
}
