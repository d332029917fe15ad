package org.collsim.scenario;

import java.util.List;
import org.collsim.mpi.coll.CountsSpec;
import org.collsim.mpi.coll.Fallback;

/**
 * A parsed {@code benchmark}: the collectives with their algorithms and the sweep axes
 * (rank counts and message sizes in bytes, OSU meaning; a "v" collective's total), the datatype,
 * the root, whether every point's timeline is recorded, how a "v" collective's total splits over
 * the ranks, and what runs where a chosen algorithm cannot ({@link Fallback}).
 */
public record Benchmark(List<Selection> selections, List<Integer> ranks, List<Long> sizesBytes, Datatype datatype,
                        int root, boolean timeline, CountsSpec counts, Fallback fallback) {
    public Benchmark {
        selections = List.copyOf(selections);
        ranks = List.copyOf(ranks);
        sizesBytes = List.copyOf(sizesBytes);
    }
}
