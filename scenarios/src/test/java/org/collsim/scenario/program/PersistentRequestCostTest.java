package org.collsim.scenario.program;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.collsim.mpi.progress.DeviceModel;
import org.collsim.mpi.progress.DeviceModel.NicKind;
import org.collsim.mpi.progress.PathCosts;
import org.collsim.mpi.run.RunOptions;
import org.junit.jupiter.api.Test;

/**
 * Persistent requests cost what they save: send_init / recv_init pay the request set-up (and,
 * for a rendezvous buffer on a registering NIC, its registration) once; every start pays only
 * the rest. Two ranks exchange with each other N times, plain (irecv, isend, waitall) or
 * persistent (startall, waitall). Wire: Hockney alpha 1000 ps, beta 10 ps/B; host-driven NIC of
 * {@link Programs#device}: host send 100, host packet 200, 10 per entry, lock 5, copy 2 ps/B,
 * eager limit 1024 B; request set-up S = 400; registration 1000 per 4 KiB page (1 MiB cache).
 */
class PersistentRequestCostTest {
    private static final long SETUP_PS = 400;
    private static final long PIN_PER_PAGE_PS = 1000;
    private static final int ITERATIONS = 5;

    private static final String PLAIN = """
            [{"loop": {"count": %d, "body": [
              {"irecv": {"peer": "1 - rank", "bytes": %d, "req": "r"}},
              {"isend": {"peer": "1 - rank", "bytes": %d, "req": "s"}},
              {"waitall": ["r", "s"]}]}}]""";
    private static final String PERSISTENT = """
            [{"recv_init": {"peer": "1 - rank", "bytes": %d, "req": "r"}},
             {"send_init": {"peer": "1 - rank", "bytes": %d, "req": "s"}},
             {"loop": {"count": %d, "body": [{"startall": ["r", "s"]}, {"waitall": ["r", "s"]}]}},
             {"request_free": "r"}, {"request_free": "s"}]""";

    private static RunOptions nic(long setupPs) {
        DeviceModel d = Programs.device(NicKind.HOST_DRIVEN, PIN_PER_PAGE_PS, 1 << 20, 0, 0)
                .withPaths(new PathCosts(0, 0, setupPs, 0, false, 0, 8));
        return RunOptions.defaults().withDevice(d);
    }

    private static long plain(long bytes, long setupPs) {
        return Programs.run(2, PLAIN.formatted(ITERATIONS, bytes, bytes), nic(setupPs)).timePs();
    }

    private static long persistent(long bytes, long setupPs) {
        return Programs.run(2, PERSISTENT.formatted(bytes, bytes, ITERATIONS), nic(setupPs)).timePs();
    }

    @Test
    void eagerExchangeSavesTheSetUpOfBothRequestsEveryIterationButTheFirst() {
        // Plain iteration from T: irecv set-up S, matching (empty queue) lock 5; isend host send
        // 100 + set-up S: the packet leaves at T + 2S + 105, arrives 2000 later (100 B), is handled
        // (200 + 1 entry 10 + lock 5) and copied (200): T + 2S + 2520. The send is done at
        // T + 2S + 2105, earlier. Persistent: init pays 2S once; each start skips the set-up: 2520.
        long iterationPs = 2520;
        assertEquals(ITERATIONS * (2 * SETUP_PS + iterationPs), plain(100, SETUP_PS));
        assertEquals(2 * SETUP_PS + ITERATIONS * iterationPs, persistent(100, SETUP_PS));
        assertEquals((ITERATIONS - 1) * 2 * SETUP_PS, plain(100, SETUP_PS) - persistent(100, SETUP_PS));
        assertEquals(plain(100, 0), persistent(100, 0), "without set-up cost, persistent saves nothing");
    }

    @Test
    void rendezvousExchangeAlsoSavesTheRegistrationOfBothBuffers() {
        // 8192 B = 2 pages: P = 2000 per buffer, fresh (unnamed) buffers pinned at every call.
        // Plain iteration from T: irecv S, lock 5, pin P; isend 100 + S + P: the RTS leaves at
        // T + 2S + 2P + 105, arrives + 1000, handled 215, CTS posted 100: + 1420, arrives + 2420,
        // handled 200: + 2620; DATA 1000 + 81,920 arrives + 85,540, handled 200: + 85,740.
        // Persistent: recv_init and send_init pay S + P each once; each start pays neither.
        long pinPs = 2 * PIN_PER_PAGE_PS;
        long iterationPs = 85_740;
        assertEquals(ITERATIONS * (2 * SETUP_PS + 2 * pinPs + iterationPs), plain(8192, SETUP_PS));
        assertEquals(2 * SETUP_PS + 2 * pinPs + ITERATIONS * iterationPs, persistent(8192, SETUP_PS));
    }
}
