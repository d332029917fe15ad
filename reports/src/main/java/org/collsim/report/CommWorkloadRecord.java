package org.collsim.report;

import java.util.List;
import java.util.Objects;

/**
 * The outcome of a communicator workload under one layer stack: the workload (ranks, splits,
 * colors), the communicators it created (world, one self per rank, colors per split) and the
 * collective-table counters after everything was freed.
 */
public record CommWorkloadRecord(String scenario, int ranks, int splits, int colors, List<String> layers,
                                 long communicators, TableCounts tables) {
    public CommWorkloadRecord {
        Objects.requireNonNull(scenario, "scenario");
        layers = List.copyOf(layers);
        Objects.requireNonNull(tables, "tables");
    }

    /** The stack as one word: "hierarchical+tuned", or "-" when empty. */
    public String layersLabel() {
        return layers.isEmpty() ? ResultRecord.NO_LAYERS : String.join(ResultRecord.LAYER_SEPARATOR, layers);
    }
}
