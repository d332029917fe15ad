package org.collsim.scenario;

import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;

/**
 * One simulation of a sweep: an algorithm at one rank count and size, with the indices of
 * those values in {@code benchmark.ranks} and {@code benchmark.bytes} (for error paths;
 * {@code bytesIndex} is -1 for a barrier, which moves no data).
 */
public record Point(CollectiveAlgorithm algorithm, int ranks, long sizeBytes, int ranksIndex, int bytesIndex,
                    Datatype datatype, int root) {
    public Collective collective() {
        return algorithm.collective();
    }

    public CollArgs args() {
        return new CollArgs(ranks, sizeBytes / datatype.sizeBytes(), datatype.sizeBytes(), root);
    }

    /** "allreduce/ring at 8 ranks, 65536 bytes". */
    public String describe() {
        return collective().id() + "/" + algorithm.name() + " at " + ranks + " ranks, " + sizeBytes + " bytes";
    }
}
