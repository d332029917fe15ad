package org.collsim.scenario;

import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.CountsSpec;
import org.collsim.mpi.comm.NodeLayout;
import org.collsim.mpi.comm.PerCallChoice;
import org.collsim.mpi.sched.ReduceOp;

/**
 * One simulation of a sweep: an algorithm under a layer stack at one rank count and size, with
 * the indices of those values in {@code benchmark.ranks} and {@code benchmark.bytes} (for
 * error paths; {@code bytesIndex} is -1 for a barrier, which moves no data), and the split of a
 * "v" collective's total over the ranks.
 */
public record Point(CollectiveAlgorithm algorithm, LayerStack stack, int ranks, long sizeBytes, int ranksIndex,
                    int bytesIndex, Datatype datatype, int root, CountsSpec counts) {
    public Collective collective() {
        return algorithm.collective();
    }

    public CollArgs args() {
        long count = sizeBytes / datatype.sizeBytes();
        return collective().vector()
                ? CollArgs.vector(counts.resolve(count, ranks), datatype.sizeBytes(), root, ReduceOp.SUM)
                : new CollArgs(ranks, count, datatype.sizeBytes(), root);
    }

    /**
     * {@code a}, or what it chooses for this point when it stands for a selector's choice: the
     * choice for the world communicator of {@code ranksPerNode} ranks to a node, as the run's
     * table makes it (there from the placement; docs/SELECTION.md, "Placement"). What estimates
     * build and what {@link RepeatedRuns} compares.
     */
    public CollectiveAlgorithm chosen(CollectiveAlgorithm a, int ranksPerNode) {
        return a instanceof PerCallChoice choice ? choice.choose(args(), NodeLayout.ofWorld(ranks, ranksPerNode)) : a;
    }

    /** "allreduce/ring at 8 ranks, 65536 bytes", plus " under layers [hierarchical, tuned]" for a non-empty stack. */
    public String describe() {
        String what = collective().id() + "/" + algorithm.label() + " at " + ranks + " ranks, " + sizeBytes + " bytes"
                + (collective().vector() && !(counts instanceof CountsSpec.Uniform) ? " (counts " + counts.label() + ")" : "");
        return stack.isEmpty() ? what : what + " under layers " + stack.describe();
    }

    /** {@link #describe()}, naming the stack even when it is empty ("... under no layers"). */
    public String describeWithStack() {
        return stack.isEmpty() ? describe() + " under no layers" : describe();
    }
}
