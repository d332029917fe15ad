package org.collsim.scenario.program;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.collsim.mpi.progress.DeviceModel;
import org.collsim.mpi.progress.DeviceModel.NicKind;
import org.collsim.mpi.progress.PathCosts;
import org.collsim.mpi.run.RunOptions;
import org.junit.jupiter.api.Test;

/**
 * A program's waits hand their requests to the engine as one array; who takes each completion
 * (the host per request, or the NIC per request and the host once) is priced by
 * {@code host_completion} and {@code nic_completion}. Wire: Hockney alpha 1000 ps, beta 10 ps/B;
 * device of {@link Programs#device}: host send 100, host packet 200, NIC packet 300, 10 per
 * entry searched, lock 5, eager-short up to 16 B.
 */
class RequestArrayProgramTest {
    private static final long HOST_COMPLETION_PS = 50;
    private static final long NIC_COMPLETION_PS = 20;

    /** Rank 0 posts four 8-byte receives (from ranks 1..4), computes 10,000 ps, then runs the given statements. */
    private static final String FAN_IN = """
            [{"if": {"cond": "rank == 0",
              "then": [{"irecv": {"peer": 1, "bytes": 8, "req": "r1"}}, {"irecv": {"peer": 2, "bytes": 8, "req": "r2"}},
                       {"irecv": {"peer": 3, "bytes": 8, "req": "r3"}}, {"irecv": {"peer": 4, "bytes": 8, "req": "r4"}},
                       {"compute": "10000ps"},
                       %s],
              "else": [{"send": {"peer": 0, "bytes": 8}}]}}]""";

    private static RunOptions nic(NicKind kind, long hostCompletionPs, long nicCompletionPs) {
        DeviceModel d = Programs.device(kind, 0, 0, 0, 0)
                .withPaths(new PathCosts(hostCompletionPs, nicCompletionPs, 0, 0, false, 0, 8));
        return RunOptions.defaults().withDevice(d);
    }

    private static long rank0(String wait, String names, RunOptions options) {
        return rank0("{\"" + wait + "\": " + names + "}", options);
    }

    private static long rank0(String statements, RunOptions options) {
        return Programs.run(5, FAN_IN.formatted(statements), options).rankDonePs()[0];
    }

    @Test
    void hostDrivenNicTakesEveryCompletionOnTheHost() {
        // Posting the four receives searches the empty unexpected queue on the host: 4 x 5 (lock),
        // so the compute ends at 10,020. The four messages arrived meanwhile and waited for the
        // host: it handles them, 200 + 10 (1 entry) + 5 (lock) = 215 each, until 10,880; then it
        // takes the four completions at 50 each: 11,080. Without completion costs: 10,880.
        assertEquals(10_020 + 4 * 215, rank0("waitall", "\"all\"", nic(NicKind.HOST_DRIVEN, 0, 0)));
        assertEquals(10_020 + 4 * 215 + 4 * HOST_COMPLETION_PS,
                rank0("waitall", "\"all\"", nic(NicKind.HOST_DRIVEN, HOST_COMPLETION_PS, NIC_COMPLETION_PS)));
    }

    @Test
    void offloadNicCompletesTheArrayAndRaisesOneHostEvent() {
        // The NIC matched all four long before 10,000 (the last arrives at 400 + 4 x 1080 = 4720,
        // handled by 5035). At 10,000 it takes the four completions, 20 each on its processor,
        // then the host takes one event, 50: 10,130.
        assertEquals(10_000 + 4 * NIC_COMPLETION_PS + HOST_COMPLETION_PS,
                rank0("waitall", "[\"r1\", \"r2\", \"r3\", \"r4\"]", nic(NicKind.OFFLOAD, HOST_COMPLETION_PS, NIC_COMPLETION_PS)));
        assertEquals(10_000, rank0("waitall", "\"all\"", nic(NicKind.OFFLOAD, 0, 0)), "free completions: at once");
    }

    @Test
    void waitanyTakesOneCompletionAndTheRestAreWaitedAfterwards() {
        // offload: waitany takes r1 (NIC 20, host 50): 10,070; then waitall of the three left: 3 x 20 + 50
        assertEquals(10_000 + (NIC_COMPLETION_PS + HOST_COMPLETION_PS) + (3 * NIC_COMPLETION_PS + HOST_COMPLETION_PS),
                rank0("{\"waitany\": [\"r1\", \"r2\", \"r3\", \"r4\"]}, {\"waitall\": \"all\"}",
                        nic(NicKind.OFFLOAD, HOST_COMPLETION_PS, NIC_COMPLETION_PS)));
    }

    @Test
    void completionsTakenAsTheyComeOverlapTheWait() {
        // No compute: rank 0 waits from time 0. Offload NIC: the last receive completes at
        // 4720 + 315 = 5035 (arrivals 1080 apart on rank 0's port); the NIC takes each completion
        // as it comes (20), so only the last one's 20 and the host's 50 show: 5105.
        String body = FAN_IN.formatted("{\"waitall\": \"all\"}").replace("{\"compute\": \"10000ps\"},", "");
        assertEquals(5035 + NIC_COMPLETION_PS + HOST_COMPLETION_PS,
                Programs.run(5, body, nic(NicKind.OFFLOAD, HOST_COMPLETION_PS, NIC_COMPLETION_PS)).rankDonePs()[0]);
    }

    @Test
    void testallChecksEveryRequestOnAHostNicAndOneEventOnAnOffloadNic() {
        // Host: compute to 10,020 (as above); testall lets the host handle the held packets
        // (4 x 215, whose completions come after the test: it fails) and checks 4 requests at 50;
        // the final compute of 1000 starts after that CPU work. Offload: all are complete; one
        // check of 50.
        String tail = "{\"testall\": \"all\"}, {\"compute\": \"1000ps\"}, {\"waitall\": \"all\"}";
        assertEquals(10_020 + 4 * 215 + 4 * HOST_COMPLETION_PS + 1000 + 4 * HOST_COMPLETION_PS,
                rank0(tail, nic(NicKind.HOST_DRIVEN, HOST_COMPLETION_PS, 0)));
        assertEquals(10_000 + HOST_COMPLETION_PS + 1000, rank0(tail, nic(NicKind.OFFLOAD, HOST_COMPLETION_PS, NIC_COMPLETION_PS)));
    }

    @Test
    void waitsomeTakesEveryRequestCompleteAtTheCallOrTheFirstToComplete() {
        // Offload: all four are complete at 10,000; waitsome takes them all (4 x 20 on the NIC,
        // one host event of 50) and retires them, so the waitall after it has nothing to wait for:
        // 10,130, where waitany and then waitall pay two host events: 10,180.
        String some = "{\"waitsome\": \"all\"}, {\"waitall\": \"all\"}";
        RunOptions offload = nic(NicKind.OFFLOAD, HOST_COMPLETION_PS, NIC_COMPLETION_PS);
        assertEquals(10_000 + 4 * NIC_COMPLETION_PS + HOST_COMPLETION_PS, rank0(some, offload));
        // Host-driven: at 10,020 nothing is complete (the held packets are handled from then on,
        // the first receive completes at 10,235); waitsome takes that completion once the host is
        // free, 10,880 + 50, and retires all four, complete by then: 10,930 (waitall: 11,080).
        assertEquals(10_020 + 4 * 215 + HOST_COMPLETION_PS, rank0(some, nic(NicKind.HOST_DRIVEN, HOST_COMPLETION_PS, 0)));
    }

    @Test
    void testanyChecksUpToTheFirstCompleteRequestAndRetiresOnlyIt() {
        // Host-driven: at 10,020 none is complete: the host checks all 4 (after handling the held
        // packets, 10,880 + 200), computes 1000 and waits for the four: 12,080 + 4 x 50.
        String tail = "{\"testany\": \"all\"}, {\"compute\": \"1000ps\"}, {\"waitall\": \"all\"}";
        assertEquals(10_020 + 4 * 215 + 4 * HOST_COMPLETION_PS + 1000 + 4 * HOST_COMPLETION_PS,
                rank0(tail, nic(NicKind.HOST_DRIVEN, HOST_COMPLETION_PS, 0)));
        // Offload: r1 is complete: one event read (50), r1 retired; compute to 11,050; the waitall
        // over the three left: 3 x 20 on the NIC and one host event: 11,160.
        assertEquals(10_000 + HOST_COMPLETION_PS + 1000 + 3 * NIC_COMPLETION_PS + HOST_COMPLETION_PS,
                rank0(tail, nic(NicKind.OFFLOAD, HOST_COMPLETION_PS, NIC_COMPLETION_PS)));
    }
}
