package org.collsim.mpi.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.Counts;
import org.collsim.mpi.comm.NodeLayout;
import org.collsim.mpi.sched.ReduceOp;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * The built-in {@code mpich} selector against MPICH's generic.json read by hand: each row is a
 * point just below, at or above a threshold of that file (bytes = count x element bytes).
 */
class MpichSelectorTest {
    private static final Selector MPICH = MpichSelector.builtIn(AlgorithmRegistry.builtIn());

    @ParameterizedTest(name = "{0} on {1} ranks, count {2} x {3} B, commutative {4} -> {5} ({6})")
    @CsvSource({
        // bcast: comm_size<8 is binomial at any size
        "bcast, 7, 1048576, 1, true, binomial, MPIR_Bcast_intra_binomial",
        // bcast, comm_size=pow2: avg_msg_size<=12288 binomial, <=524288 scatter+rd allgather, then ring
        "bcast, 8, 12288, 1, true, binomial, MPIR_Bcast_intra_binomial",
        "bcast, 8, 12289, 1, true, scatter_recursive_doubling_allgather, MPIR_Bcast_intra_scatter_recursive_doubling_allgather",
        "bcast, 8, 524288, 1, true, scatter_recursive_doubling_allgather, MPIR_Bcast_intra_scatter_recursive_doubling_allgather",
        "bcast, 8, 524289, 1, true, scatter_ring_allgather, MPIR_Bcast_intra_scatter_ring_allgather",
        // bcast, other sizes: avg_msg_size<=12288 binomial, then ring allgather
        "bcast, 12, 3072, 4, true, binomial, MPIR_Bcast_intra_binomial",
        "bcast, 12, 12289, 1, true, scatter_ring_allgather, MPIR_Bcast_intra_scatter_ring_allgather",
        // allreduce: avg_msg_size<=0 commutative is smp (substituted), non-commutative recursive doubling
        "allreduce, 8, 0, 8, true, recursive_doubling, MPIR_Allreduce_intra_smp",
        "allreduce, 8, 0, 8, false, recursive_doubling, MPIR_Allreduce_intra_recursive_doubling",
        // avg_msg_size<=8 recursive doubling; above, count<pof2(comm_size) recursive doubling, else Rabenseifner
        "allreduce, 8, 8, 1, true, recursive_doubling, MPIR_Allreduce_intra_recursive_doubling",
        "allreduce, 8, 9, 1, true, reduce_scatter_allgather, MPIR_Allreduce_intra_reduce_scatter_allgather",
        "allreduce, 8, 7, 4, true, recursive_doubling, MPIR_Allreduce_intra_recursive_doubling",
        "allreduce, 8, 8, 4, true, reduce_scatter_allgather, MPIR_Allreduce_intra_reduce_scatter_allgather",
        "allreduce, 12, 7, 4, true, recursive_doubling, MPIR_Allreduce_intra_recursive_doubling",
        "allreduce, 12, 8, 4, false, reduce_scatter_allgather, MPIR_Allreduce_intra_reduce_scatter_allgather",
        // reduce: avg_msg_size<=2048 binomial; above, count<pof2 binomial, else reduce_scatter_gather
        "reduce, 8, 2048, 1, true, binomial, MPIR_Reduce_intra_binomial",
        "reduce, 8, 2049, 1, true, reduce_scatter_gather, MPIR_Reduce_intra_reduce_scatter_gather",
        "reduce, 8, 7, 512, true, binomial, MPIR_Reduce_intra_binomial",
        // reduce_scatter commutative: total_msg_size<524288 recursive halving, else pairwise
        "reduce_scatter, 8, 524287, 1, true, recursive_halving, MPIR_Reduce_scatter_intra_recursive_halving",
        "reduce_scatter, 8, 524288, 1, true, pairwise, MPIR_Reduce_scatter_intra_pairwise",
        // reduce_scatter non-commutative, regular blocks: pow2 noncommutative, else recursive doubling
        "reduce_scatter, 8, 64, 1, false, noncommutative, MPIR_Reduce_scatter_intra_noncommutative",
        "reduce_scatter, 12, 64, 1, false, recursive_doubling, MPIR_Reduce_scatter_intra_recursive_doubling",
        // allgather pow2: total_msg_size (count x ranks) < 524288 recursive doubling, else ring
        "allgather, 8, 65535, 1, true, recursive_doubling, MPIR_Allgather_intra_recursive_doubling",
        "allgather, 8, 65536, 1, true, ring, MPIR_Allgather_intra_ring",
        // allgather otherwise: total < 81920 Bruck, else ring (6826 x 12 = 81912, 6827 x 12 = 81924)
        "allgather, 12, 6826, 1, true, bruck, MPIR_Allgather_intra_brucks",
        "allgather, 12, 6827, 1, true, ring, MPIR_Allgather_intra_ring",
        // alltoall, comm_size<8: avg_msg_size<=32768 scattered, else pairwise
        "alltoall, 7, 32768, 1, true, scattered, MPIR_Alltoall_intra_scattered",
        "alltoall, 7, 32769, 1, true, pairwise, MPIR_Alltoall_intra_pairwise",
        // alltoall otherwise: <=256 Bruck, <=32768 scattered, else pairwise
        "alltoall, 8, 256, 1, true, bruck, MPIR_Alltoall_intra_brucks",
        "alltoall, 8, 257, 1, true, scattered, MPIR_Alltoall_intra_scattered",
        "alltoall, 8, 32769, 1, true, pairwise, MPIR_Alltoall_intra_pairwise",
        // allgatherv: total_msg_size is the sum of the counts (collsim's count), not times the ranks;
        // pow2: < 524288 recursive doubling, else ring; otherwise < 81920 Bruck, else ring
        "allgatherv, 8, 524287, 1, true, recursive_doubling, MPIR_Allgatherv_intra_recursive_doubling",
        "allgatherv, 8, 524288, 1, true, ring, MPIR_Allgatherv_intra_ring",
        "allgatherv, 12, 81919, 1, true, bruck, MPIR_Allgatherv_intra_brucks",
        "allgatherv, 12, 81920, 1, true, ring, MPIR_Allgatherv_intra_ring",
        "barrier, 5, 0, 1, true, dissemination, MPIR_Barrier_intra_k_dissemination",
        "gather, 5, 100, 1, true, binomial, MPIR_Gather_intra_binomial",
        "scatter, 5, 100, 1, true, binomial, MPIR_Scatter_intra_binomial",
        "scan, 5, 100, 1, false, recursive_doubling, MPIR_Scan_intra_recursive_doubling",
        "exscan, 5, 100, 1, false, recursive_doubling, MPIR_Exscan_intra_recursive_doubling",
    })
    void choosesWhatGenericJsonSays(String collective, int ranks, long count, int elementBytes, boolean commutative,
            String algorithm, String mpichName) {
        Selection s = MPICH.select(new SelectionQuery(Collective.fromId(collective), ranks, count, elementBytes,
                commutative)).orElseThrow();
        assertEquals(algorithm, s.algorithm().name());
        assertEquals(mpichName, s.libraryName());
        assertEquals(MpichNames.target(mpichName).orElseThrow().substitute(), s.substitute());
    }

    @Test
    void theRegistryHoldsMpich() {
        assertEquals(java.util.List.of("mpich", "ompi"), Selectors.builtIn(AlgorithmRegistry.builtIn()).names());
    }

    @Test
    void everyCollsimCollectiveGetsARegisteredAlgorithmEverywhere() {
        // generic.json covers every blocking intra collective collsim has; each leaf it can reach must map
        long[] bytes = {0, 1, 8, 9, 256, 257, 2048, 2049, 12288, 12289, 32768, 32769, 81920, 524288, 524289, 1 << 24};
        for (Collective c : AlgorithmRegistry.builtIn().collectives()) {
            for (int ranks = 1; ranks <= 70; ranks++) {
                for (long b : bytes) {
                    for (boolean commutative : new boolean[] {true, false}) {
                        SelectionQuery q = new SelectionQuery(c, ranks, b, 1, commutative);
                        assertTrue(MPICH.select(q).isPresent(), q.toString());
                    }
                }
            }
        }
    }

    /**
     * generic.json, reduce_scatter, non-commutative: is_block_regular=yes goes on to comm_size=pow2
     * (noncommutative), is_block_regular=no straight to recursive doubling. At 8 ranks: counts 8 x 8
     * are regular; the counts list 1..8, and 63 elements that 8 ranks do not divide (7 blocks of 8,
     * one of 7), are not. The choice runs the call (SelectedAlgorithm checks its restrictions).
     */
    @Test
    void aReduceScatterWithIrregularBlocksTakesRecursiveDoublingAsMpichDoes() {
        SelectedAlgorithm selected = new SelectedAlgorithm(Collective.REDUCE_SCATTER, MPICH);
        CollArgs regular = new CollArgs(8, 64, 1, 0, ReduceOp.MATRIX2X2);
        CollArgs list = CollArgs.vector(Counts.of(1, 2, 3, 4, 5, 6, 7, 8), 1, 0, ReduceOp.MATRIX2X2);
        CollArgs undivided = new CollArgs(8, 63, 1, 0, ReduceOp.MATRIX2X2);
        assertEquals("noncommutative", selected.choose(regular, NodeLayout.SPREAD).name());
        assertEquals("recursive_doubling", selected.choose(list, NodeLayout.SPREAD).name());
        assertEquals("recursive_doubling", selected.choose(undivided, NodeLayout.SPREAD).name());
        assertTrue(SelectionQuery.of(Collective.REDUCE_SCATTER_BLOCK, undivided, NodeLayout.SPREAD).blockRegular(),
                "MPICH asks only reduce_scatter whether its blocks are regular");
    }

    @Test
    void substitutesAreMarked() {
        Selection s = MPICH.select(new SelectionQuery(Collective.ALLREDUCE, 8, 0, 8, true)).orElseThrow();
        assertTrue(s.substitute(), "MPICH's smp allreduce is not in collsim");
    }

    @Test
    void readsAUsersSelectionFileInMpichFormat() {
        String file = "{\"collective=bcast\": {\"comm_type=intra\": {\"comm_size<=4\": {\"algorithm=MPIR_Bcast_intra_scatter_ring_allgather\": {}},"
                + " \"comm_size=any\": {\"algorithm=MPIR_Bcast_intra_binomial\": {}}}}}";
        Selector user = MpichSelector.fromFile("mine", "rules.json", stream(file), AlgorithmRegistry.builtIn());
        assertEquals("scatter_ring_allgather", pick(user, 4));
        assertEquals("binomial", pick(user, 5));
        assertTrue(user.select(new SelectionQuery(Collective.REDUCE, 4, 1, 1, true)).isEmpty(),
                "the file has no rule for reduce");
    }

    @Test
    void anUnknownKeyIsAnErrorWithItsPath() {
        String file = "{\"collective=bcast\": {\"comm_sise<8\": {\"algorithm=MPIR_Bcast_intra_binomial\": {}}}}";
        SelectionFileException e = assertThrows(SelectionFileException.class,
                () -> MpichSelector.fromFile("mine", "rules.json", stream(file), AlgorithmRegistry.builtIn()));
        assertEquals("rules.json: $[\"collective=bcast\"][\"comm_sise<8\"]: expected an MPICH selection key "
                + "(collective=, comm_type=, comm_size<N, avg_msg_size<=N, count<pow2, is_commutative=, algorithm=, ...),"
                + " found \"comm_sise<8\"", e.getMessage());
    }

    @Test
    void badJsonNamesLineAndColumn() {
        SelectionFileException e = assertThrows(SelectionFileException.class,
                () -> MpichSelector.fromFile("mine", "rules.json", stream("{\n  \"a\": }"), AlgorithmRegistry.builtIn()));
        assertTrue(e.getMessage().startsWith("rules.json:2:"), e.getMessage());
    }

    @Test
    void anUnmappedAlgorithmIsAnError() {
        String file = "{\"collective=bcast\": {\"algorithm=MPIR_Bcast_intra_pipelined_tree\": {}}}";
        Selector user = MpichSelector.fromFile("mine", "rules.json", stream(file), AlgorithmRegistry.builtIn());
        SelectionFileException e = assertThrows(SelectionFileException.class, () -> pick(user, 4));
        assertTrue(e.getMessage().contains("\"MPIR_Bcast_intra_pipelined_tree\""), e.getMessage());
    }

    private static String pick(Selector selector, int ranks) {
        return selector.select(new SelectionQuery(Collective.BCAST, ranks, 1, 1, true)).orElseThrow().algorithm().name();
    }

    private static ByteArrayInputStream stream(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }
}
