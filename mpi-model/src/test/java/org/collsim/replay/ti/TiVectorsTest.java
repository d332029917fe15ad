package org.collsim.replay.ti;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CountsSpec;
import org.collsim.mpi.program.Expr;
import org.collsim.mpi.program.ProgramRun;
import org.collsim.mpi.program.Stmt;
import org.collsim.mpi.run.JobSpec;
import org.collsim.mpi.run.RunOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The v actions of TI traces in SimGrid's argument orders, as SMPI writes them (a gatherv's
 * receive counts and a scatterv's send counts only on the root's line), on hockney alpha = 1 us,
 * beta = 1 ns/B (n bytes between idle ranks: 1 us + n ns); times derived by hand.
 */
class TiVectorsTest {
    @TempDir
    Path dir;

    private long[] replay(String text) throws IOException {
        Path f = dir.resolve("v.ti");
        Files.writeString(f, text);
        TiFiles.TiTrace t = TiFiles.read(f, BigDecimal.ONE);
        JobSpec spec = new JobSpec(new Network(t.ranks(), new HockneyModel(1_000_000, 1_000, 0)), RunOptions.defaults(),
                AlgorithmRegistry.builtIn(), 1);
        return ProgramRun.run(spec, t.programs()::get).rankDonePs();
    }

    @Test
    void everyVActionWithItsCounts() throws IOException {
        // gatherv to root 0 of 100 and 300 chars: rank 1 sends 300 B, 1.3 us;
        // scatterv from root 1 of 100 and 200 chars: rank 0 gets 100 B, 1.1 us (2.4);
        // allgatherv of 100 and 300 chars on the ring: the two blocks cross, the longer 1.3 us (3.7);
        // alltoallv, rank 0 sending 100 chars to each rank and rank 1 300: they cross, 1.3 us (5.0).
        long[] endPs = replay("""
                0 gatherv 100 100 300 0 2 2
                1 gatherv 300 0 0 0 2 2
                0 scatterv 0 0 100 1 2 2
                1 scatterv 100 200 200 1 2 2
                0 allgatherv 100 100 300 2 2
                1 allgatherv 300 100 300 2 2
                0 alltoallv 200 100 100 400 100 300 2 2
                1 alltoallv 600 300 300 400 100 300 2 2
                """);
        assertArrayEquals(new long[] {5_000_000, 5_000_000}, endPs);
    }

    @Test
    void countsInElementsOfTheirDatatypeAndDisplacementsIgnored() throws IOException {
        // allgatherv of 25 and 75 ints (datatype 1: 4 B) with displacements: 100 and 300 B cross, 1.3 us
        assertArrayEquals(new long[] {1_300_000, 1_300_000}, replay("""
                0 allgatherv 25 25 75 1 1 0 25
                1 allgatherv 75 25 75 1 1 0 25
                """));
    }

    @Test
    void anAlltoallvWithACountMatrixAndAnIrregularReduceScatter() throws IOException {
        // alltoallv, matrix [[50, 300], [40, 60]] chars (rank 0 sends 300 B to rank 1, rank 1 40 B to
        // rank 0, own blocks copied): the two messages cross on idle ports, the longer 1.3 us;
        // reducescatter of 100 and 300 chars, recursive halving at p = 2: rank 0 keeps block 0 and
        // sends block 1 (300 B), rank 1 sends block 0 (100 B); they cross, 1.3 us (2.6);
        // reducescatter of 200 and 200 chars: 1.2 us (3.8).
        long[] endPs = replay("""
                0 alltoallv 350 50 300 90 50 40 2 2
                1 alltoallv 100 40 60 360 300 60 2 2
                0 reducescatter 100 300 0 2
                1 reducescatter 100 300 0 2
                0 reducescatter 200 200 0 2
                1 reducescatter 200 200 0 2
                """);
        assertArrayEquals(new long[] {3_800_000, 3_800_000}, endPs);
    }

    @Test
    void everyRanksStatementSharesTheCallsCountMatrix() throws IOException {
        Path f = dir.resolve("m.ti");
        Files.writeString(f, """
                0 alltoallv 3 0 1 2 6 0 5 1
                1 alltoallv 7 5 0 2 8 1 0 7
                2 alltoallv 8 1 7 0 4 2 2 0
                """);
        TiFiles.TiTrace t = TiFiles.read(f, BigDecimal.ONE);
        CountsSpec.Matrix[] specs = new CountsSpec.Matrix[3];
        for (int r = 0; r < 3; r++) {
            Stmt.Collective c = (Stmt.Collective) t.programs().get(r).body().get(0);
            specs[r] = (CountsSpec.Matrix) c.counts();
            assertEquals(new Expr.Const(18), c.bytes()); // 3 + 7 + 8 bytes sent
        }
        assertSame(specs[0], specs[1]);
        assertSame(specs[0], specs[2]);
        assertEquals("[[0, 1, 2], [5, 0, 2], [1, 7, 0]]", specs[0].label());
    }

    @Test
    void receiveCountsThatAreNotTheMatrixColumnAreRefusedAtTheirColumn() {
        TiSyntaxException column = assertThrows(TiSyntaxException.class, () -> replay("""
                0 alltoallv 350 50 300 90 50 40
                1 alltoallv 100 40 60 360 299 60
                """));
        assertEquals("v.ti:2:27: expected a receive count of 300 bytes from rank 0 (what rank 0's alltoallv at v.ti:1 "
                + "sends to rank 1), found \"299\"", column.getMessage());
        TiSyntaxException row = assertThrows(TiSyntaxException.class, () -> replay("""
                0 alltoallv 350 50 300 90 50 40
                1 bcast 8 0 2
                """));
        assertEquals("v.ti:1:3: expected an alltoallv that rank 1 calls too (as its collective #0, which gives row 1 of "
                + "the count matrix), found \"alltoallv\"", row.getMessage());
        TiSyntaxException split = assertThrows(TiSyntaxException.class, () -> replay("""
                0 reducescatter 2 3 0 2
                1 reducescatter 3 2 0 2
                """));
        assertEquals("v.ti:2:3: expected a reduce_scatter with the counts of rank 0's at v.ti:1 ([2, 3] bytes, not "
                + "[3, 2]), found \"reducescatter\"", split.getMessage());
    }

    @Test
    void aRanksCountsMustAgreeWithTheRootsCall() {
        TiSyntaxException own = assertThrows(TiSyntaxException.class, () -> replay("""
                0 gatherv 100 100 300 0 2 2
                1 gatherv 200 0 0 0 2 2
                """));
        assertEquals("v.ti:2:11: expected a count of 300 bytes, rank 1's in the call's counts [100, 300], found \"200\"",
                own.getMessage());
        TiSyntaxException noRoot = assertThrows(TiSyntaxException.class, () -> replay("""
                0 bcast 8 0 2
                1 gatherv 200 0 0 0 2 2
                """));
        assertEquals("v.ti:2:3: expected a gatherv that its root, rank 0, calls too (as its collective #0, which gives "
                + "the counts), found \"gatherv\"", noRoot.getMessage());
    }
}
