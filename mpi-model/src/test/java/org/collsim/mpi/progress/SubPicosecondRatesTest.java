package org.collsim.mpi.progress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.collsim.engine.PerByte;
import org.collsim.engine.Units;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.LogGPModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.run.CollectiveRun;
import org.junit.jupiter.api.Test;

/**
 * Issue 11: rates below a picosecond per byte, priced by the one rounding rule (docs/MODELS.md):
 * a message of n bytes at p/b ps per byte takes ceil(n p / b) ps, rounded once per message.
 * 900GB/s is exactly 10/9 ps/B; alpha = 1us = 1,000,000 ps.
 */
class SubPicosecondRatesTest {
    private static final PerByte NVLINK = Units.parsePerByte("900GB/s");
    private static final HockneyModel HOCKNEY = new HockneyModel(1_000_000, NVLINK, PerByte.ZERO);

    private static long time(String collective, String algorithm, int ranks, long bytes) {
        CollectiveAlgorithm a = AlgorithmRegistry.builtIn().find(Collective.fromId(collective), algorithm)
                .orElseThrow();
        return CollectiveRun.run(new Network(ranks, HOCKNEY), a, new CollArgs(ranks, bytes, 1, 0), false, 1).timePs();
    }

    @Test
    void nineHundredGigabytesPerSecondIsTenPicosecondsPerNineBytes() {
        assertEquals(new PerByte(10, 9), NVLINK);
    }

    @Test
    void aBinomialBcastPaysTheRoundedTransferOnEachStep() {
        // 8 ranks: 3 steps of alpha + ceil(1000 x 10 / 9) = 1,000,000 + ceil(1111.1) = 1,001,112
        assertEquals(3 * 1_001_112L, time("bcast", "binomial", 8, 1000));
    }

    @Test
    void roundingIsPerMessageNotPerCollective() {
        // ring allgather of 1 byte on 4 ranks: 3 messages of ceil(10/9) = 2 ps each, 3 x (alpha + 2);
        // rounding the total 3 x 10/9 instead would give 4 ps.
        assertEquals(3 * (1_000_000L + 2), time("allgather", "ring", 4, 1));
        assertEquals(3 * (1_000_000L + 2), HOCKNEY.transferPs(1) * 3);
    }

    @Test
    void loggpRoundsEachPerByteTermOnItsOwn() {
        // L = 1us, o = 300ns, g = 200ns, G = 10/9 ps/B, O = 0: one hop of s = 1001 B takes
        // 2o + L + ceil((s-1) G) = 600,000 + 1,000,000 + ceil(10000/9 = 1111.1) = 1,601,112; the
        // sender is done after o.
        LogGPModel loggp = new LogGPModel(1_000_000, 300_000, 200_000, NVLINK, PerByte.ZERO, Long.MAX_VALUE, PerByte.ZERO);
        CollectiveRun.Result r = CollectiveRun.run(new Network(2, loggp), new ScriptedAlgorithm((rank, b) -> {
            if (rank == 0) {
                b.send(1, 0, 0, 1001);
            } else {
                b.recv(0, 0, 0, 1001);
            }
        }), CollArgs.of(2, 0), false, 1);
        assertArrayEquals(new long[] {300_000, 1_601_112}, r.rankDonePs());
    }
}
