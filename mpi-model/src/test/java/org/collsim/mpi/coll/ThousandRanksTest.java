package org.collsim.mpi.coll;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.run.CollectiveData;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.sched.ReduceOp;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The tree, pipelined and radix algorithms of bcast, reduce and allreduce at 1000 ranks (not a
 * power of two, of three or of four; every tree partial; a count not divisible by p; a root
 * inside), against the sequential reference, with the matrix product where accepted. About two
 * minutes on a loaded machine, so it runs with the long scale runs: {@code ./mvnw -Pslow test}.
 */
@Tag("slow")
class ThousandRanksTest {
    private static final Set<String> NAMES = Set.of("kary", "pipelined_tree", "binary_split", "knomial",
            "pipelined_chain", "in_order_binary", "ring_segmented", "recexch", "recursive_multiplying",
            "k_reduce_scatter_allgather", "tree", "double_binary_tree", "swing");

    static Stream<CollectiveAlgorithm> algorithms() {
        return List.of(Collective.BCAST, Collective.REDUCE, Collective.ALLREDUCE).stream()
                .flatMap(c -> AlgorithmRegistry.builtIn().algorithms(c).stream())
                .filter(a -> NAMES.contains(a.name()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("algorithms")
    void everyRankHoldsTheReferenceAtAThousandRanks(CollectiveAlgorithm a) {
        ReduceOp op = a.restrictions().contains(Restriction.COMMUTATIVE_OP_ONLY) ? ReduceOp.SUM : ReduceOp.MATRIX2X2;
        CollArgs args = new CollArgs(1000, 1003, 1, 333, op);
        long[][] out = CollectiveRun.run(new Network(1000, new HockneyModel(2_000_000, 1_000, 500)), a, args, true, 1).outputs();
        for (int r = 0; r < args.ranks(); r++) {
            assertArrayEquals(CollectiveData.expectedOutput(a.collective(), args, r), out[r], a.collective().id() + "/" + a.name() + " rank " + r);
        }
    }
}
