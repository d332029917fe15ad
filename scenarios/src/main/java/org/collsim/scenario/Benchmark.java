package org.collsim.scenario;

import java.util.List;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.CountsSpec;
import org.collsim.mpi.coll.Fallback;
import org.collsim.mpi.select.Selectors;

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

    /**
     * What runs a point of {@code algorithm} with {@code args}: the algorithm, or where it cannot
     * and {@code fallback} allows, MPICH's choice for the call ({@link Selectors#choiceFor}).
     *
     * @throws IllegalArgumentException when it cannot run and falls back to nothing that can
     */
    public Fallback.Choice runs(CollectiveAlgorithm algorithm, CollArgs args, AlgorithmRegistry registry) {
        return fallback.choose(algorithm, args, () -> Selectors.choiceFor(algorithm.collective(), args, registry));
    }
}
