package org.collsim.replay.ti;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.program.ProgramRun;
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
    void whatCollsimCannotRepresentIsRefusedAtItsColumn() {
        TiSyntaxException matrix = assertThrows(TiSyntaxException.class, () -> replay("""
                0 alltoallv 300 100 200 400 100 300
                1 alltoallv 600 300 300 300 200 300
                """));
        assertEquals("v.ti:1:21: expected the send count of rank 0, 100 (collsim's alltoallv sends one count to every "
                + "destination; it has no alltoallv with a matrix of counts yet), found \"200\"", matrix.getMessage());
        TiSyntaxException split = assertThrows(TiSyntaxException.class, () -> replay("""
                0 reducescatter 2 3 0 2
                1 reducescatter 2 3 0 2
                """));
        assertEquals("v.ti:1:17: expected 3 bytes for rank 0 (collsim's reduce_scatter splits its 5 bytes as evenly as "
                + "possible, the first ranks one more; it has no reduce_scatter with other counts yet), found \"2\"",
                split.getMessage());
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
