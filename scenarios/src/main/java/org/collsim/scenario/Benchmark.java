package org.collsim.scenario;

import java.util.List;

/**
 * A parsed {@code benchmark}: the collectives with their algorithms and the sweep axes
 * (rank counts and message sizes in bytes, OSU meaning), the datatype, the root, and whether every
 * point's timeline is recorded.
 */
public record Benchmark(List<Selection> selections, List<Integer> ranks, List<Long> sizesBytes, Datatype datatype,
                        int root, boolean timeline) {
    public Benchmark {
        selections = List.copyOf(selections);
        ranks = List.copyOf(ranks);
        sizesBytes = List.copyOf(sizesBytes);
    }
}
