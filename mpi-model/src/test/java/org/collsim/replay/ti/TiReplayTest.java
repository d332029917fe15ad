package org.collsim.replay.ti;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * SimGrid TI traces replayed as programs, on hockney alpha = 1 us, beta = 1 ns/B (a message of n
 * bytes between idle ranks: 1 us + n ns) and a host speed of 1 Gflop/s; times derived by hand.
 */
class TiReplayTest {
    private static final BigDecimal GFLOPS = new BigDecimal("1e9");

    @TempDir
    Path dir;

    long[] replay(Path trace) throws IOException {
        TiFiles.TiTrace t = TiFiles.read(trace, GFLOPS);
        JobSpec spec = new JobSpec(new Network(t.ranks(), new HockneyModel(1_000_000, 1_000, 0)), RunOptions.defaults(),
                AlgorithmRegistry.builtIn(), 1);
        return ProgramRun.run(spec, t.programs()::get).rankDonePs();
    }

    Path file(String name, String text) throws IOException {
        Path f = dir.resolve(name);
        Files.writeString(f, text);
        return f;
    }

    @Test
    void oneFileWithEveryRanksLines() throws IOException {
        // rank 0 computes 1000 flops (1 us), then sends 1000 bytes: received at 1 + 1 + 1 = 3 us.
        // Rank 1 then broadcasts 100 doubles (datatype 0: 800 B) from root 1: rank 0 has them at 3 + 1.8 = 4.8 us.
        Path trace = file("one.ti", """
                0 init
                1 init
                0 compute 1000
                0 send 1 7 1000
                1 recv 0 7 1000
                0 bcast 100 1 0
                1 bcast 100 1 0
                0 finalize
                1 finalize
                """);
        assertArrayEquals(new long[] {4_800_000, 4_800_000}, replay(trace));
    }

    @Test
    void anIndexOfOneFilePerRankWithNonblockingRequests() throws IOException {
        // both post an irecv and an isend of 500 B at 0; the two messages cross: each arrives at 1.5 us;
        // waits by (src, dst, tag) as SimGrid keys them; rank 1 then sleeps 0.5 us: 2 us.
        Files.createDirectories(dir.resolve("traces"));
        file("traces/r0.txt", """
                0 irecv 1 3 500
                0 isend 1 3 500
                0 wait 1 0 3
                0 wait 0 1 3
                """);
        file("traces/r1.txt", """
                1 irecv 0 3 500
                1 isend 0 3 500
                1 waitall
                1 sleep 0.0000005
                """);
        Path index = file("index.txt", "traces/r0.txt\ntraces/r1.txt\n");
        assertArrayEquals(new long[] {1_500_000, 2_000_000}, replay(index));
    }

    @Test
    void sendRecvScanAndExscanAsSimGridReplaysThem() throws IOException {
        // sendRecv: rank 0 sends 1000 B to 1 while it receives 500 B from it, both with tag 0: the longer
        // message ends at 1 + 1 = 2 us on both; a scan, then an exscan, of 100 chars: one message of
        // 100 B between the two ranks each, 1.1 us: 3.1 and 4.2 us
        Path trace = file("sr.ti", """
                0 sendRecv 1000 1 500 1 2 2
                1 sendRecv 500 0 1000 0 2 2
                0 scan 100 0 2
                1 scan 100 0 2
                0 exscan 100 0 2
                1 exscan 100 0 2
                """);
        assertArrayEquals(new long[] {4_200_000, 4_200_000}, replay(trace));
    }

    @Test
    void badLinesNameFileLineAndColumn() throws IOException {
        TiSyntaxException unknown = assertThrows(TiSyntaxException.class,
                () -> replay(file("a.ti", "0 init\n0 frobnicate 3\n")));
        assertEquals("a.ti:2:3: expected a TI action (init, finalize, send, isend, recv, irecv, sendRecv, wait, waitall, "
                + "test, compute, sleep, barrier, bcast, reduce, allreduce, alltoall, alltoallv, gather, gatherv, "
                + "allgather, allgatherv, scatter, scatterv, reducescatter, scan, exscan, comm_size, comm_split, "
                + "comm_dup), found \"frobnicate\"", unknown.getMessage());
        TiSyntaxException datatype = assertThrows(TiSyntaxException.class,
                () -> replay(file("b.ti", "0 bcast 8 0 99\n")));
        assertTrue(datatype.getMessage().startsWith("b.ti:1:13: expected a datatype id"), datatype.getMessage());
        TiSyntaxException missing = assertThrows(TiSyntaxException.class, () -> replay(file("c.ti", "0 send 1 0\n")));
        assertEquals("c.ti:1:11: expected a peer rank, a tag and a count [datatype], found the end of the line",
                missing.getMessage());
    }
}
