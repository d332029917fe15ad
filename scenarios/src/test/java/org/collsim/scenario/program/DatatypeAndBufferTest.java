package org.collsim.scenario.program;

import static org.collsim.scenario.program.Programs.assertError;
import static org.collsim.scenario.program.Programs.device;
import static org.collsim.scenario.program.Programs.mpiError;
import static org.collsim.scenario.program.Programs.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.collsim.mpi.MpiErrorClass;
import org.collsim.mpi.program.ProgramRun;
import org.collsim.mpi.progress.DeviceModel.NicKind;
import org.collsim.mpi.run.RunOptions;
import org.junit.jupiter.api.Test;

/**
 * Vector datatypes and named buffers. Wire: Hockney alpha = 1000 ps, beta = 10 ps/B; device
 * as {@link Programs#device}: host send 100, packet 200, one entry 10 + lock 5, copy 2 ps/B.
 */
class DatatypeAndBufferTest {
    /** 4 blocks of 2 elements of 8 B, stride 3: 64 B in 4 segments. */
    private static final String VECTOR_PAIR = """
            [{"if": {"cond": "rank == 0",
               "then": [{"send": {"peer": 1, "bytes": 8, "datatype": {"vector": {"count": 4, "blocklength": 2, "stride": %s}}}}],
               "else": [{"recv": {"peer": 0, "bytes": 8, "datatype": {"vector": {"count": 4, "blocklength": 2, "stride": %s}}}}]}}]""";

    private static final RunOptions PACKING = RunOptions.defaults().withDevice(device(NicKind.HOST_DRIVEN, 0, 0, 1, 50));

    @Test
    void aVectorCarriesCountTimesBlocklengthElementsAndIsFreeWithoutADevice() {
        ProgramRun.Result r = run(2, VECTOR_PAIR.formatted(3, 3));
        assertArrayEquals(new long[] {1000 + 64 * 10, 1000 + 64 * 10}, r.rankDonePs());
        assertEquals(64, r.bytesSent());
    }

    @Test
    void aStridedVectorIsPackedAtTheSenderAndUnpackedAtTheReceiver() {
        // pack 64 B x 1 + 4 segments x 50 = 264; sender: pack 0..264, post 100 -> 364, wire 1000 + 640 -> 2004
        // receiver: packet 200 + entry 10 + lock 5 -> 2219, eager copy 128 -> 2347, unpack 264 -> 2611
        assertArrayEquals(new long[] {2004, 2611}, Programs.run(2, VECTOR_PAIR.formatted(3, 3), PACKING).rankDonePs());
    }

    @Test
    void aVectorWhoseStrideIsItsBlocklengthIsContiguousAndNotPacked() {
        // as contiguous 64 B: sender 100 + 1640 = 1740; receiver 1740 + 215 + copy 128 = 2083
        assertArrayEquals(new long[] {1740, 2083}, Programs.run(2, VECTOR_PAIR.formatted(2, 2), PACKING).rankDonePs());
    }

    @Test
    void badVectorsAreCountAndArgumentErrors() {
        String send = "[{\"send\": {\"peer\": 0, \"bytes\": 8, \"datatype\": {\"vector\": {\"count\": %s, \"blocklength\": %s, \"stride\": %s}}}}]";
        assertError(mpiError(1, send.formatted("\"rank - 1\"", 1, 1)), MpiErrorClass.MPI_ERR_COUNT, 0, "send at $.program.body[0]",
                "vector count (rank - 1) = -1 is not in 0..2147483647");
        assertError(mpiError(1, send.formatted(2, -1, 1)), MpiErrorClass.MPI_ERR_COUNT, 0, "send at $.program.body[0]",
                "vector blocklength -1 = -1 is negative");
        assertError(mpiError(1, send.formatted(2, 4, 3)), MpiErrorClass.MPI_ERR_ARG, 0, "send at $.program.body[0]",
                "vector stride 3 = 3 is less than the blocklength 4 (overlapping blocks)");
        assertError(mpiError(1, send.formatted(2147483647L, 2147483647L, 2147483647L).replace("\"bytes\": 8", "\"bytes\": \"1000000000\"")),
                MpiErrorClass.MPI_ERR_COUNT, 0, "send at $.program.body[0]", "overflows");
    }

    @Test
    void aReusedNamedBufferIsRegisteredOnceAFreshOneEveryTime() {
        // 2 rendezvous messages of 4096 B (one page, pin 1000 ps) from rank 0 to rank 1, registration cache 1 MiB.
        // The second send's registration is on rank 0's path (it delays the RTS); the second receive's is not
        // (rank 1 registers while it waits for that RTS), so reuse saves rank 0 one page of pinning.
        String loop = """
                [{"loop": {"count": 2, "body": [{"if": {"cond": "rank == 0",
                   "then": [{"send": {"peer": 1, "bytes": 4096 %s}}],
                   "else": [{"recv": {"peer": 0, "bytes": 4096 %s}}]}}]}}]""";
        RunOptions pinning = RunOptions.defaults().withDevice(device(NicKind.HOST_DRIVEN, 1000, 1 << 20, 0, 0));
        long fresh = Programs.run(2, loop.formatted("", ""), pinning).rankDonePs()[0];
        long reused = Programs.run(2, loop.formatted(", \"buffer\": \"a\"", ", \"buffer\": \"b\""), pinning).rankDonePs()[0];
        assertEquals(1000, fresh - reused);
    }
}
