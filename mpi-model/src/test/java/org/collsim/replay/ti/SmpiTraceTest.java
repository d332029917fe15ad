package org.collsim.replay.ti;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.program.ProgramRun;
import org.collsim.mpi.run.JobSpec;
import org.collsim.mpi.run.RunOptions;
import org.collsim.mpi.coll.Counts;
import org.collsim.mpi.coll.CountsSpec;
import org.collsim.mpi.program.Expr;
import org.collsim.mpi.program.Stmt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The TI trace SMPI 3.32 wrote for examples/ti/smpi/app.c (trace.sh), replayed on collsim's
 * matching machine — hockney alpha = 2 us + 16 ns (SMPI's 16-byte envelope at 1 ns/B), beta =
 * 1 ns/B, 1 Gflop/s — with the algorithms SMPI ran, gives every rank the simulated time SMPI
 * printed (app-run.txt), to the picosecond.
 */
class SmpiTraceTest {
    @TempDir
    Path dir;
    private static final Path EXAMPLE = Path.of("..", "examples", "ti", "smpi");
    private static final Pattern RANK_LINE = Pattern.compile("rank (\\d+) ends at ([0-9.e-]+) s");

    @Test
    void replayGivesTheTimesSmpiPrinted() throws IOException {
        AlgorithmRegistry registry = AlgorithmRegistry.builtIn();
        Map<Collective, CollectiveAlgorithm> smpiAlgorithms = Map.of(
                Collective.BCAST, registry.find(Collective.BCAST, "binomial").orElseThrow(), // binomial_tree
                Collective.ALLREDUCE, registry.find(Collective.ALLREDUCE, "recursive_doubling").orElseThrow(), // rdb
                Collective.ALLTOALL, registry.find(Collective.ALLTOALL, "pairwise").orElseThrow(), // pair
                Collective.BARRIER, registry.find(Collective.BARRIER, "recursive_doubling").orElseThrow()); // ompi_recursivedoubling
        TiFiles.TiTrace trace = TiFiles.read(EXAMPLE.resolve("app.ti"), new BigDecimal("1e9")).withAlgorithms(smpiAlgorithms);
        JobSpec spec = new JobSpec(new Network(8, new HockneyModel(2_016_000, 1_000, 0)), RunOptions.defaults(), registry, 1);
        long[] endPs = ProgramRun.run(spec, trace.programs()::get).rankDonePs();

        // By hand, a = 2.016 us per message plus 1 ns per byte, every receive posted before its send:
        // ring of 2000 B: a + 2 = 4.016; rank 0 -> 1 blocking 4096 B: 6.112 more on ranks 0 and 1 (10.128);
        // compute 5000 flops: 5 (15.128 on ranks 0 and 1, whose bcast root 0 is the last to start);
        // bcast 64 KiB binomial: 3 x 67.552 = 202.656 (217.784); allreduce 8 KiB recursive doubling:
        // 3 x 10.208 = 30.624 (248.408); alltoall 1 KiB blocks pairwise: 7 x 3.04 = 21.28 (269.688);
        // barrier: 3 x 2.016 = 6.048 (275.736); compute (rank + 1) us: 276.736 + rank us.
        long[] byHand = new long[8];
        for (int rank = 0; rank < 8; rank++) {
            byHand[rank] = 276_736_000 + 1_000_000L * rank;
        }
        assertArrayEquals(byHand, endPs);
        assertArrayEquals(smpiPrinted("app-run.txt"), endPs);
    }

    /**
     * vcoll.c's trace, as SMPI wrote it: a gatherv's receive counts only on the root's line (zeros on
     * the others), a scatterv's send counts only on its root's (rank 1), alltoallv's per-destination
     * counts, reducescatter's per-rank counts, sendRecv's peers. Every rank's statements carry the
     * root's counts, and each action replayed alone costs what collsim's algorithm costs by hand.
     */
    @Test
    void theVCollectivesAsSmpiWroteThem() throws IOException {
        TiFiles.TiTrace trace = TiFiles.read(EXAMPLE.resolve("vcoll.ti"), new BigDecimal("1e9"));
        Stmt.Collective gatherv = (Stmt.Collective) trace.programs().get(2).body().get(0);
        assertEquals(Collective.GATHERV, gatherv.entry().collective());
        assertArrayEquals(new long[] {1000, 2000, 3000, 4000}, ((CountsSpec.Explicit) gatherv.counts()).elements());
        Stmt.Collective scatterv = (Stmt.Collective) trace.programs().get(0).body().get(1);
        assertEquals(new Expr.Const(1), scatterv.root());
        assertArrayEquals(new long[] {1000, 2000, 3000, 4000}, ((CountsSpec.Explicit) scatterv.counts()).elements());
        Stmt.Collective alltoallv = (Stmt.Collective) trace.programs().get(3).body().get(3);
        Counts matrix = ((CountsSpec.Matrix) alltoallv.counts()).counts();
        for (int src = 0; src < 4; src++) {
            for (int dst = 0; dst < 4; dst++) {
                assertEquals(500 * (src + 1), matrix.block(src, dst)); // vcoll.c: rank r sends 500 (r + 1) to each rank
            }
        }
        assertEquals(new Expr.Const(8000), ((Stmt.Collective) trace.programs().get(1).body().get(4)).bytes());

        // gatherv alone, linear: the root's port takes 2000, 3000 and 4000 B one after the other,
        // 3 x 2.016 + 9 = 15.048 us (SMPI, which shares the root's link among the three: 11.048 us)
        assertEquals(15_048_000, alone("gatherv")[0]);
        // sendRecv alone: 3000 B round the ring, each rank sending and receiving at once: 2.016 + 3 =
        // 5.016 us on every rank, as SMPI
        assertArrayEquals(new long[] {5_016_000, 5_016_000, 5_016_000, 5_016_000}, alone("sendRecv"));
    }

    /**
     * irregular.c's trace (5 ranks: an alltoallv whose count matrix has zeros and differs in every row
     * and column, then a reduce_scatter of 1800, 1800, 1800, 0 and 1800 chars), replayed with the
     * algorithms SMPI ran: its alltoallv ring (collsim's alltoallv {@code ring}, off powers of two
     * the shift of Open MPI's pairwise), its reduce_scatter mpich_pair MPICH's pairwise. The
     * counts keep the ranks in step (every rank moves one of the step's largest blocks), so no send
     * waits for its receiver under SMPI's rule either, and the two models agree.
     */
    @Test
    void anIrregularAlltoallvAndReduceScatterGiveSmpisTimes() throws IOException {
        AlgorithmRegistry registry = AlgorithmRegistry.builtIn();
        TiFiles.TiTrace trace = TiFiles.read(EXAMPLE.resolve("irregular.ti"), BigDecimal.ONE).withAlgorithms(Map.of(
                Collective.ALLTOALLV, registry.find(Collective.ALLTOALLV, "ring").orElseThrow(),
                Collective.REDUCE_SCATTER, registry.find(Collective.REDUCE_SCATTER, "pairwise").orElseThrow()));
        Stmt.Collective alltoallv = (Stmt.Collective) trace.programs().get(2).body().get(0);
        Counts matrix = ((CountsSpec.Matrix) alltoallv.counts()).counts();
        assertEquals(3000, matrix.block(2, 3));
        assertEquals(0, matrix.block(3, 0));
        JobSpec spec = new JobSpec(new Network(5, new HockneyModel(2_016_000, 1_000, 0)), RunOptions.defaults(), registry, 1);
        long[] endPs = ProgramRun.run(spec, trace.programs()::get).rankDonePs();
        // By hand, a = 2.016 us per message plus 1 ns per byte. alltoallv step i (rank r sends to r + i,
        // receives from r - i; own blocks are copies): ranks 0, 2i and 3i mod 5 send the step's largest
        // block, 3000, 1200, 2500 and 800 B (row 0: 0 3000 1200 2500 800), and every rank sends or
        // receives one of them, the others smaller (0 to 2000 B), so every step ends on every rank at
        // a + largest: 4 x 2.016 + 7.5 = 15.564 us. reduce_scatter step i: rank r sends block r + i and
        // receives block r; of any two ranks one has 1800 B, so every step takes a + 1.8 us:
        // 4 x 3.816 = 15.264 (30.828) on every rank.
        long[] byHand = {30_828_000, 30_828_000, 30_828_000, 30_828_000, 30_828_000};
        assertArrayEquals(byHand, endPs);
        assertArrayEquals(smpiPrinted("irregular-run.txt"), endPs);
    }

    /**
     * xorring.c's trace (4 ranks, an alltoallv whose rows and columns all differ): at a power of two
     * SMPI's alltoallv ring pairs rank r with r XOR i, and so does collsim's {@code ring}. By hand,
     * a = 2.016 us per message plus 1 ns per byte: at XOR step i every rank sends or receives the
     * step's largest block (1000, 2000, 3000 B; the others 0 to 200 B), so each step ends on every
     * rank at a + largest: 3 x 2.016 + 6 = 12.048 us, SMPI's time. {@code pairwise} shifts instead
     * (rank r sends to r + i): steps 1 and 2 keep the ranks in step (a + 3 us, a + 2 us: 9.032 us),
     * step 3 does not: rank 0 sends 3000 B to rank 3 (14.048 us on both), rank 1 sends 100 B and
     * receives 50 B (11.148), rank 2 sends 50 B and receives 200 B (11.248).
     */
    @Test
    void atAPowerOfTwoTheRingPairsRanksByXorAsSmpiDoes() throws IOException {
        assertArrayEquals(smpiPrinted("xorring-run.txt"), xorRing("ring"));
        assertArrayEquals(new long[] {12_048_000, 12_048_000, 12_048_000, 12_048_000}, xorRing("ring"));
        assertArrayEquals(new long[] {14_048_000, 11_148_000, 11_248_000, 14_048_000}, xorRing("pairwise"));
    }

    private static long[] xorRing(String alltoallv) throws IOException {
        AlgorithmRegistry registry = AlgorithmRegistry.builtIn();
        TiFiles.TiTrace trace = TiFiles.read(EXAMPLE.resolve("xorring.ti"), BigDecimal.ONE).withAlgorithms(Map.of(
                Collective.ALLTOALLV, registry.find(Collective.ALLTOALLV, alltoallv).orElseThrow()));
        JobSpec spec = new JobSpec(new Network(4, new HockneyModel(2_016_000, 1_000, 0)), RunOptions.defaults(), registry, 1);
        return ProgramRun.run(spec, trace.programs()::get).rankDonePs();
    }

    /** vcoll.c's trace with only the lines of {@code action}, replayed on the machine. */
    private long[] alone(String action) throws IOException {
        StringBuilder lines = new StringBuilder();
        for (String index : Files.readAllLines(EXAMPLE.resolve("vcoll.ti"))) {
            for (String line : Files.readAllLines(EXAMPLE.resolve(index))) {
                if (line.split(" ")[1].equals(action)) {
                    lines.append(line).append('\n');
                }
            }
        }
        Path file = Files.writeString(dir.resolve(action + ".ti"), lines);
        TiFiles.TiTrace trace = TiFiles.read(file, BigDecimal.ONE);
        JobSpec spec = new JobSpec(new Network(4, new HockneyModel(2_016_000, 1_000, 0)), RunOptions.defaults(),
                AlgorithmRegistry.builtIn(), 1);
        return ProgramRun.run(spec, trace.programs()::get).rankDonePs();
    }

    /** Each rank's final MPI_Wtime as SMPI printed it (seconds, 17 digits), to the nearest picosecond. */
    private static long[] smpiPrinted(String file) throws IOException {
        List<String> lines = Files.readAllLines(EXAMPLE.resolve(file));
        long[] ps = new long[lines.size()];
        for (String line : lines) {
            Matcher m = RANK_LINE.matcher(line);
            assertEquals(true, m.matches(), line);
            ps[Integer.parseInt(m.group(1))] = new BigDecimal(m.group(2)).movePointRight(12)
                    .setScale(0, RoundingMode.HALF_EVEN).longValueExact();
        }
        return ps;
    }
}
