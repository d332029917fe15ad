package org.collsim.engine.net;

import org.collsim.engine.Time;
import org.collsim.engine.noise.CpuNoise;

/**
 * Single-server resources per rank, as next-free times in picoseconds (LogGOPSim's
 * {@code nexto}/{@code nextgs}/{@code nextgr}): the CPU, the NIC's send side (send port or
 * send gap) and its receive side (receive port or receive gap).
 * <p>Every CPU occupation goes through {@link #occupyCpu} or {@link #occupyCpuFrom}, the one
 * place where OS noise ({@link CpuNoise}, null when off) stretches CPU work. NIC gaps, ports
 * and wire times are never stretched.
 */
public final class Hosts {
    final long[] cpuFreePs;
    final long[] sendFreePs;
    final long[] recvFreePs;
    private final CpuNoise noise;

    public Hosts(int ranks) {
        this(ranks, null);
    }

    /** Hosts whose CPU work is stretched by {@code noise} (null: no noise). */
    public Hosts(int ranks, CpuNoise noise) {
        cpuFreePs = new long[ranks];
        sendFreePs = new long[ranks];
        recvFreePs = new long[ranks];
        this.noise = noise;
    }

    public int size() {
        return cpuFreePs.length;
    }

    public long cpuFreePs(int rank) {
        return cpuFreePs[rank];
    }

    /**
     * Keeps the rank's CPU and send side busy until at least {@code timePs} (a rendezvous
     * sender waits for the match, as in LogGOPSim). Waiting is not work: noise does not stretch it.
     */
    public void holdUntil(int rank, long timePs) {
        cpuFreePs[rank] = Math.max(cpuFreePs[rank], timePs);
        sendFreePs[rank] = Math.max(sendFreePs[rank], timePs);
    }

    /** Occupies the rank's CPU for {@code durationPs} from {@code max(readyPs, cpu free)}; returns the end. */
    public long occupyCpu(int rank, long readyPs, long durationPs) {
        return occupyCpuFrom(rank, Math.max(readyPs, cpuFreePs[rank]), durationPs);
    }

    /**
     * Occupies the rank's CPU for {@code durationPs} of work from {@code startPs}, which must
     * not be before the CPU is free; returns the end, later than {@code startPs + durationPs}
     * by the detours of the noise that fall in the interval.
     */
    public long occupyCpuFrom(int rank, long startPs, long durationPs) {
        long end = Time.add(startPs, durationPs, "CPU work end");
        if (noise != null) {
            end = noise.stretch(rank, startPs, end);
        }
        cpuFreePs[rank] = end;
        return end;
    }
}
