package org.collsim.engine.net;

/**
 * Single-server resources per rank, as next-free times in picoseconds (LogGOPSim's
 * {@code nexto}/{@code nextgs}/{@code nextgr}): the CPU, the NIC's send side (send port or
 * send gap) and its receive side (receive port or receive gap).
 */
public final class Hosts {
    final long[] cpuFreePs;
    final long[] sendFreePs;
    final long[] recvFreePs;

    public Hosts(int ranks) {
        cpuFreePs = new long[ranks];
        sendFreePs = new long[ranks];
        recvFreePs = new long[ranks];
    }

    public int size() {
        return cpuFreePs.length;
    }

    public long cpuFreePs(int rank) {
        return cpuFreePs[rank];
    }

    /**
     * Keeps the rank's CPU and send side busy until at least {@code timePs} (a rendezvous
     * sender waits for the match, as in LogGOPSim).
     */
    public void holdUntil(int rank, long timePs) {
        cpuFreePs[rank] = Math.max(cpuFreePs[rank], timePs);
        sendFreePs[rank] = Math.max(sendFreePs[rank], timePs);
    }

    /** Occupies the rank's CPU for {@code durationPs} from {@code max(readyPs, cpu free)}; returns the end. */
    public long occupyCpu(int rank, long readyPs, long durationPs) {
        long start = Math.max(readyPs, cpuFreePs[rank]);
        long end = start + durationPs;
        cpuFreePs[rank] = end;
        return end;
    }
}
