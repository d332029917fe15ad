package org.collsim.mpi.coll.tree;

import java.util.List;
import java.util.Map;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Chunks;
import org.collsim.mpi.coll.Parameter;
import org.collsim.mpi.coll.ParameterizedAlgorithm;

/**
 * An algorithm that walks one of MPICH's trees chunk by chunk (bcast's pipelined_tree,
 * allreduce's tree): its three parameters, {@code tree} (the kind), {@code k} (the radix) and
 * {@code segment} (bytes per chunk), and their values, written once; each algorithm gives its
 * own defaults (MPICH's CVARs).
 */
public abstract class ChunkedTreeAlgorithm extends ParameterizedAlgorithm {
    protected final TreeShape shape;
    protected final int k;
    private final long segmentBytes;

    protected ChunkedTreeAlgorithm(TreeShape defaultShape, long defaultSegmentBytes, Map<String, Long> values) {
        super(List.of(TreeShape.parameter(defaultShape), new Parameter("k", 2, 2, 1 << 16, "tree radix"),
                new Parameter("segment", defaultSegmentBytes, 0, 1L << 30,
                        "bytes per chunk (whole elements, at least one; 0: one chunk)")), values);
        this.shape = TreeShape.of(parameterValues().get("tree"));
        this.k = Math.toIntExact(parameterValues().get("k"));
        this.segmentBytes = parameterValues().get("segment");
    }

    /** The call's elements in chunks of the segment size. */
    protected final Chunks chunks(CollArgs args) {
        return Chunks.of(args.count(), args.elementBytes(), segmentBytes);
    }
}
