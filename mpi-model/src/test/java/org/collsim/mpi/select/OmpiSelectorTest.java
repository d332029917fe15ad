package org.collsim.mpi.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.comm.NodeLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The built-in {@code ompi} selector against coll_tuned_decision_fixed.c (open-mpi/ompi
 * 8efebee745e1) read by hand: each row is a point just below or at a threshold of the C code
 * (bytes = count x element bytes, the functions' total_dsize).
 */
class OmpiSelectorTest {
    private static final AlgorithmRegistry REG = AlgorithmRegistry.builtIn();
    private static final Selector OMPI = OmpiSelector.builtIn(REG);

    @ParameterizedTest(name = "{0} on {1} ranks, {2} B, commutative {3} -> {4} ({5}, substitute {6})")
    @CsvSource({
        // allreduce commutative, communicator_size < 4: < 8 ring, < 4096 recursive doubling, < 8192 ring,
        // < 16384 recursive doubling, < 65536 ring, < 262144 segmented ring, else rabenseifner
        "allreduce, 3, 7, true, ring, ring, false",
        "allreduce, 3, 8, true, recursive_doubling, recursive_doubling, false",
        "allreduce, 3, 4095, true, recursive_doubling, recursive_doubling, false",
        "allreduce, 3, 4096, true, ring, ring, false",
        "allreduce, 3, 65536, true, ring_segmented, segmented_ring, true",
        "allreduce, 3, 262144, true, reduce_scatter_allgather, rabenseifner, false",
        // < 32 ranks: < 64 segmented ring, < 4096 recursive doubling, else rabenseifner
        "allreduce, 16, 63, true, ring_segmented, segmented_ring, true",
        "allreduce, 16, 64, true, recursive_doubling, recursive_doubling, false",
        "allreduce, 31, 4096, true, reduce_scatter_allgather, rabenseifner, false",
        // non-commutative, < 4 ranks: < 131072 recursive doubling, else basic linear
        "allreduce, 2, 131071, false, recursive_doubling, recursive_doubling, false",
        "allreduce, 2, 131072, false, recursive_doubling, basic_linear, true",
        // bcast, < 16 ranks: < 8 knomial (radix 4), < 64 binary tree, < 4096 knomial, < 16384 binary tree,
        // < 32768 binomial, else basic linear
        "bcast, 8, 7, true, knomial:k=4, knomial, false",
        "bcast, 8, 8, true, kary, binary_tree, false",
        "bcast, 15, 64, true, knomial:k=4, knomial, false",
        "bcast, 15, 16384, true, binomial, binomial, false",
        "bcast, 15, 32768, true, binomial, basic_linear, true",
        // bcast, < 64 ranks: < 2048 binomial, else knomial; < 32 ranks >= 1 MiB scatter_allgather
        "bcast, 32, 2047, true, binomial, binomial, false",
        "bcast, 63, 2048, true, knomial:k=4, knomial, false",
        "bcast, 16, 1048576, true, scatter_recursive_doubling_allgather, scatter_allgather, false",
        // barrier: < 4 recursive doubling, < 8 linear, < 64 recursive doubling, < 256 bruck (= dissemination)
        "barrier, 3, 0, true, recursive_doubling, recursive_doubling, false",
        "barrier, 64, 0, true, dissemination, bruck, false",
        // alltoall == 2 ranks: < 2 pairwise, < 4 two_proc, < 16 pairwise, < 64 two_proc
        "alltoall, 2, 1, true, pairwise, pairwise, false",
        "alltoall, 2, 2, true, pairwise, two_proc, true",
        // < 128 ranks: < 1024 modified bruck, < 2048 linear, < 4096 linear_sync, < 262144 linear, else pairwise
        "alltoall, 64, 1023, true, bruck, modified_bruck, true",
        "alltoall, 64, 1024, true, linear, linear, false",
        "alltoall, 127, 262144, true, pairwise, pairwise, false",
        // allgather: == 2 two_proc, < 32 recursive doubling (Bruck's on a non-power-of-two size, as Open MPI does)
        "allgather, 2, 8, true, ring, two_proc, true",
        "allgather, 16, 8, true, recursive_doubling, recursive_doubling, false",
        "allgather, 12, 8, true, bruck, recursive_doubling, false",
        // < 64 ranks: < 1024 recursive doubling, < 65536 neighbor, else ring
        "allgather, 32, 65536, true, ring, ring, false",
        // neighbor exchange on an even size, the ring on an odd one (as Open MPI switches)
        "allgather, 32, 2048, true, neighbor_exchange, neighbor, false",
        "allgather, 33, 2048, true, ring, neighbor, false",
        // reduce_scatter: non-commutative non-overlapping; commutative < 4 ranks: < 65536 ring, < 131072 butterfly
        "reduce_scatter, 3, 65535, true, ring, ring, false",
        "reduce_scatter, 3, 65536, true, recursive_halving, butterfly, true",
        // reduce, non-commutative, < 4 ranks: < 8 in-order binary, else linear (substituted by in-order binary)
        "reduce, 3, 7, false, in_order_binary, in-order_binary, false",
        "reduce, 3, 8, false, in_order_binary, linear, true",
        // commutative, < 4 ranks: < 8 rabenseifner, < 16 binary (in-order binary), < 32 pipeline (pipelined chain)
        "reduce, 3, 7, true, reduce_scatter_gather, rabenseifner, false",
        "reduce, 3, 8, true, in_order_binary, binary, true",
        "reduce, 3, 16, true, pipelined_chain, pipeline, true",
        // scan has no fixed decision: Open MPI runs the linear scan
        "scan, 5, 100, false, linear, linear, false",
        // allgatherv by the total over the ranks; == 2 ranks: < 2048 ring, < 4096 two_proc (the ring's one exchange)
        "allgatherv, 2, 4095, true, ring, ring, false",
        "allgatherv, 2, 4096, true, ring, two_proc, false",
        // < 8 ranks: < 256 default (gatherv + bcast, substituted by the ring), < 4096 neighbor (substituted)
        "allgatherv, 4, 1023, true, ring, default, true",
        "allgatherv, 4, 1024, true, ring, neighbor, true",
        "allgatherv, 4, 65536, true, bruck, bruck, false",
        // < 16 ranks: < 1024 default, else bruck
        "allgatherv, 8, 8191, true, ring, default, true",
        "allgatherv, 8, 8192, true, bruck, bruck, false",
        // alltoallv by the communicator size only: < 4 pairwise, < 64 basic linear, < 128 pairwise, < 256 basic linear
        "alltoallv, 3, 1000000, true, pairwise, pairwise, false",
        "alltoallv, 4, 0, true, scattered:batch=0, basic_linear, true",
        "alltoallv, 64, 8, true, pairwise, pairwise, false",
        "alltoallv, 128, 8, true, scattered:batch=0, basic_linear, true",
        // coll/tuned leaves gatherv, scatterv and alltoallw to coll/basic: linear
        "gatherv, 5, 100, true, linear, basic_linear, false",
        "scatterv, 5, 100, true, linear, basic_linear, false",
        "alltoallw, 5, 100, true, scattered:batch=0, basic_linear, true",
    })
    void choosesWhatDecisionFixedSays(String collective, int ranks, long bytes, boolean commutative, String label,
                                      String ompiName, boolean substitute) {
        Selection s = OMPI.select(new SelectionQuery(Collective.fromId(collective), ranks, bytes, 1, commutative))
                .orElseThrow();
        assertEquals(label, s.algorithm().label());
        assertEquals(ompiName, s.libraryName());
        assertEquals(substitute, s.substitute());
    }

    @Test
    void everyCollsimCollectiveGetsARegisteredAlgorithmEverywhere() {
        long[] bytes = {0, 1, 7, 8, 63, 64, 4095, 4096, 65536, 262144, 1048576, 1 << 24};
        // reduce_scatter_block has no rules in the fixed decisions taken (a scenario error)
        for (Collective c : REG.collectives().stream().filter(c -> c != Collective.REDUCE_SCATTER_BLOCK).toList()) {
            for (int ranks : new int[] {1, 2, 3, 4, 7, 8, 31, 64, 255, 256, 1023, 4096, 5000}) {
                for (long b : bytes) {
                    for (boolean commutative : new boolean[] {true, false}) {
                        assertTrue(OMPI.select(new SelectionQuery(c, ranks, b, 1, commutative)).isPresent(),
                                c + " " + ranks + " " + b);
                    }
                }
            }
        }
    }

    @Test
    void aClassicRulesFileAppliesEachRuleFromItsSizeUpAndFallsBackToTheFixedRules() {
        // bcast (id 7): from 0 ranks binomial (6) up to 1023 bytes, from 1024 bytes scatter_allgather_ring (9);
        // from 16 ranks knomial (7); alltoall has no rule, so the fixed decision answers. Version 2 adds the
        // maximum of requests, read when a digit follows (as Open MPI does), so every rule gives it
        String file = "rule-file-version-2\n1   # one collective\n7 2\n0 2\n0 6 0 0 0\n1024 9 0 0 8\n16 1\n0 7 0 0 0\n";
        Selector user = OmpiSelector.fromFile("mine", "rules.conf", stream(file), REG);
        assertEquals("binomial", pick(user, Collective.BCAST, 15, 1023));
        assertEquals("scatter_ring_allgather", pick(user, Collective.BCAST, 15, 1024));
        assertEquals("knomial:k=4", pick(user, Collective.BCAST, 16, 1024));
        assertEquals(pick(OMPI, Collective.ALLTOALL, 16, 8), pick(user, Collective.ALLTOALL, 16, 8));
    }

    @Test
    void aJsonRulesFileUsesFirstMatchAndDynamicSizes() {
        // alltoall's dynamic size is block x ranks: 8 ranks x 128 B = 1024 B, inside msg_size_max 1024
        String file = "{\"collectives\": {\"alltoall\": [{\"comm_size_min\": 8, \"comm_size_max\": 8, \"rules\": ["
                + "{\"msg_size_max\": 1024, \"alg\": \"pairwise\"}, {\"msg_size_min\": 1025, \"alg\": 3}]}]}}";
        Selector user = OmpiSelector.fromFile("mine", "rules.json", stream(file), REG);
        assertEquals("pairwise", pick(user, Collective.ALLTOALL, 8, 128));
        assertEquals("bruck", pick(user, Collective.ALLTOALL, 8, 129));
    }

    @Test
    void aJsonRulesFileMayCarryTheSchemasVersionModuleAndSchemaKeys() {
        // Open MPI 6's schema requires rule_file_version and module; its reader reads only "collectives"
        String file = "{\"$schema\": \"tuned_schema.json\", \"rule_file_version\": 3, \"module\": \"tuned\","
                + " \"collectives\": {\"bcast\": [{\"comm_size_min\": 4, \"rules\": [{\"alg\": 6}]}]}}";
        assertEquals("binomial", pick(OmpiSelector.fromFile("mine", "rules.json", stream(file), REG), Collective.BCAST, 8, 64));
        String other = "{\"version\": 3, \"collectives\": {}}";
        SelectionFileException e = assertThrows(SelectionFileException.class,
                () -> OmpiSelector.fromFile("mine", "rules.json", stream(other), REG));
        assertTrue(e.getMessage().startsWith("rules.json: $.version: expected one of the keys"), e.getMessage());
    }

    @ParameterizedTest(name = "{0} on {1} ranks, {2} B, commutative {3}, one rank per node -> {4} ({5}, substitute {6})")
    @CsvSource({
        // bcast_intra_disjoint_dec_fixed: < 4 ranks basic_linear; < 16 ranks below 1 MiB basic_linear, else binary_tree
        "bcast, 3, 4194304, true, binomial, basic_linear, true",
        "bcast, 8, 1048575, true, binomial, basic_linear, true",
        "bcast, 15, 1048576, true, kary, binary_tree, false",
        // < 32 ranks: < 262144 basic_linear, < 1 MiB knomial; from 32: < 65536 basic_linear, < 1 MiB knomial
        "bcast, 16, 262144, true, knomial:k=4, knomial, false",
        "bcast, 32, 65535, true, binomial, basic_linear, true",
        "bcast, 32, 65536, true, knomial:k=4, knomial, false",
        "bcast, 4096, 1048576, true, kary, binary_tree, false",
        // allreduce_intra_disjoint_dec_fixed, commutative: 2 ranks recursive_doubling; < 4 allgather_reduce
        "allreduce, 2, 8, true, recursive_doubling, recursive_doubling, false",
        "allreduce, 3, 8, true, recursive_doubling, allgather_reduce, true",
        // 32..64 ranks: < 32768 allgather_reduce, < 131072 recursive_doubling, else rabenseifner
        "allreduce, 64, 131071, true, recursive_doubling, recursive_doubling, false",
        "allreduce, 64, 131072, true, reduce_scatter_allgather, rabenseifner, false",
        // from 4096 ranks: < 2048 nonoverlapping, < 16384 segmented_ring, < 32768 recursive_doubling, else rabenseifner
        "allreduce, 4096, 2047, true, recursive_doubling, nonoverlapping, true",
        "allreduce, 4096, 2048, true, ring_segmented, segmented_ring, true",
        "allreduce, 4096, 16384, true, recursive_doubling, recursive_doubling, false",
        "allreduce, 4096, 32768, true, reduce_scatter_allgather, rabenseifner, false",
        // non-commutative, 128..255 ranks: < 131072 nonoverlapping, < 524288 recursive_doubling, else nonoverlapping
        "allreduce, 200, 131072, false, recursive_doubling, recursive_doubling, false",
        "allreduce, 200, 524288, false, recursive_doubling, nonoverlapping, true",
    })
    void aCommunicatorOfOneRankPerNodeGetsTheDisjointDecision(String collective, int ranks, long bytes, boolean commutative,
                                                              String label, String ompiName, boolean substitute) {
        Selection s = OMPI.select(new SelectionQuery(Collective.fromId(collective), ranks, bytes, 1, commutative,
                new NodeLayout(false, true))).orElseThrow();
        assertEquals(label, s.algorithm().label());
        assertEquals(ompiName, s.libraryName());
        assertEquals(substitute, s.substitute());
    }

    @Test
    void onlyBcastAndAllreduceHaveADisjointDecisionAndNothingLooksAtOneNode() {
        NodeLayout disjoint = new NodeLayout(false, true);
        NodeLayout oneNode = new NodeLayout(true, false);
        for (Collective c : List.of(Collective.BARRIER, Collective.REDUCE, Collective.ALLGATHER, Collective.ALLTOALL)) {
            SelectionQuery q = new SelectionQuery(c, 16, 1024, 1, true);
            assertEquals(pick(OMPI, q), pick(OMPI, q.withLayout(disjoint)), c.id());
            assertEquals(pick(OMPI, q), pick(OMPI, q.withLayout(oneNode)), c.id());
        }
        // bcast on 8 ranks, 64 B: knomial in general and on one node, basic_linear (binomial) one rank per node
        SelectionQuery bcast = new SelectionQuery(Collective.BCAST, 8, 64, 1, true);
        assertEquals("knomial:k=4", pick(OMPI, bcast.withLayout(oneNode)));
        assertEquals("binomial", pick(OMPI, bcast.withLayout(disjoint)));
    }

    @Test
    void aRankDistributionIsSpeltAsOpenMpiSpellsItAndDecides() {
        // coll_rules_comm_rank_distro_table: "any", "one-per-node", "single-node"; the first communicator rule that
        // holds wins (ompi_coll_tuned_get_com_rule_ptr)
        String file = "{\"collectives\": {\"bcast\": [{\"comm_size_min\": 4, \"comm_rank_distribution\": \"one-per-node\","
                + " \"rules\": [{\"alg\": 9}]}, {\"comm_size_min\": 4, \"comm_rank_distribution\": \"any\","
                + " \"rules\": [{\"alg\": 6}]}, {\"comm_size_min\": 2, \"comm_rank_distribution\": \"single-node\","
                + " \"rules\": [{\"alg\": 8}]}]}}";
        Selector user = OmpiSelector.fromFile("mine", "rules.json", stream(file), REG);
        SelectionQuery eight = new SelectionQuery(Collective.BCAST, 8, 64, 1, true);
        assertEquals("binomial", pick(user, eight));
        assertEquals("scatter_ring_allgather", pick(user, eight.withLayout(new NodeLayout(false, true))));
        assertEquals("binomial", pick(user, eight.withLayout(new NodeLayout(true, false))));
        SelectionQuery two = new SelectionQuery(Collective.BCAST, 2, 64, 1, true);
        assertEquals("scatter_recursive_doubling_allgather", pick(user, two.withLayout(new NodeLayout(true, false))));
        String disjoint = "{\"collectives\": {\"bcast\": [{\"comm_rank_distribution\": \"disjoint\", \"rules\": [{\"alg\": 6}]}]}}";
        SelectionFileException e = assertThrows(SelectionFileException.class,
                () -> OmpiSelector.fromFile("mine", "rules.json", stream(disjoint), REG));
        assertTrue(e.getMessage().startsWith("rules.json: $.collectives.bcast[0].comm_rank_distribution: expected one of "
                + "[any, one-per-node, single-node], found \"disjoint\""), e.getMessage());
    }

    @Test
    void errorsNameTheJsonPathOrTheLineAndColumn() {
        String json = "{\"collectives\": {\"bcast\": [{\"rules\": [{\"alg\": \"binomal\"}]}]}}";
        SelectionFileException e = assertThrows(SelectionFileException.class,
                () -> OmpiSelector.fromFile("mine", "rules.json", stream(json), REG));
        assertTrue(e.getMessage().startsWith("rules.json: $.collectives.bcast[0].rules[0].alg: expected an Open MPI "
                + "bcast algorithm (1..9 or basic_linear, "), e.getMessage());
        assertTrue(e.getMessage().endsWith("found \"binomal\""), e.getMessage());
        SelectionFileException classic = assertThrows(SelectionFileException.class,
                () -> OmpiSelector.fromFile("mine", "rules.conf", stream("1\n7 1\n0 1\n0 12 0 0\n"), REG));
        assertEquals("rules.conf:4:3: expected an Open MPI bcast algorithm number (0 to ignore, 1..9) in 0..9, found 12",
                classic.getMessage());
        SelectionFileException firstSize = assertThrows(SelectionFileException.class,
                () -> OmpiSelector.fromFile("mine", "rules.conf", stream("1\n7 1\n0 1\n64 6 0 0\n"), REG));
        assertEquals("rules.conf:4:1: expected a message size in bytes in 0..0, found 64", firstSize.getMessage());
    }

    @Test
    void aFileFallsBackToTheDisjointDecisionOnlyWhereItHasNoRuleForTheCommunicator() {
        // a rule for 8 ranks from 1000 B: at 64 B Open MPI's _dec_dynamic calls bcast_intra_dec_fixed (general: knomial
        // on 8 ranks at 64 B) even for one rank per node; on 16 ranks the file has no communicator rule, so the
        // disjoint function coll_tuned_module.c installed decides (basic_linear, binomial standing in; general: knomial)
        String file = "{\"collectives\": {\"bcast\": [{\"comm_size_min\": 8, \"comm_size_max\": 8, \"rules\": ["
                + "{\"msg_size_min\": 1000, \"alg\": 9}]}]}}";
        Selector user = OmpiSelector.fromFile("mine", "rules.json", stream(file), REG);
        NodeLayout disjoint = new NodeLayout(false, true);
        assertEquals("knomial:k=4", pick(user, new SelectionQuery(Collective.BCAST, 8, 64, 1, true, disjoint)));
        assertEquals("scatter_ring_allgather", pick(user, new SelectionQuery(Collective.BCAST, 8, 1000, 1, true, disjoint)));
        assertEquals("binomial", pick(user, new SelectionQuery(Collective.BCAST, 16, 64, 1, true, disjoint)));
        assertEquals("knomial:k=4", pick(user, new SelectionQuery(Collective.BCAST, 16, 64, 1, true)));
    }

    private static String pick(Selector selector, SelectionQuery q) {
        return selector.select(q).orElseThrow().algorithm().label();
    }

    private static String pick(Selector selector, Collective c, int ranks, long bytes) {
        return selector.select(new SelectionQuery(c, ranks, bytes, 1, true)).orElseThrow().algorithm().label();
    }

    private static ByteArrayInputStream stream(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }
}
