package org.collsim.engine.net;

import org.collsim.engine.Time;
import org.collsim.engine.noise.CpuNoise;
import org.collsim.engine.trace.CpuWork;
import org.collsim.engine.trace.TraceSink;

/**
 * Single-server resources as next-free times in picoseconds (LogGOPSim's
 * {@code nexto}/{@code nextgs}/{@code nextgr}): each rank's CPU, and the send side (send port or
 * send gap) and receive side (receive port or receive gap) of the NIC port each rank uses. By
 * default every rank has a port of its own; {@link #sharingNics} gives a view of the same CPUs
 * whose ranks share the ports of their node's NICs.
 * <p>Every CPU occupation goes through {@link #occupyCpu} or {@link #occupyCpuFrom}, the one
 * place where OS noise ({@link CpuNoise}, null when off) stretches CPU work. NIC gaps, ports
 * and wire times are never stretched.
 * <p>A run that records a timeline gets {@link TracedHosts}, which reports every occupation of a
 * CPU or a NIC side to its {@link TraceSink}; this class has no tracing in it, so an untraced run
 * pays nothing for timelines.
 */
public class Hosts {
    final long[] cpuFreePs;
    final long[] sendFreePs;
    final long[] recvFreePs;
    /** The port of each rank, or null: rank r uses port r. */
    private final int[] portOfRank;
    final CpuNoise noise;

    public Hosts(int ranks) {
        this(ranks, null);
    }

    /** Hosts whose CPU work is stretched by {@code noise} (null: no noise). */
    public Hosts(int ranks, CpuNoise noise) {
        this(new long[ranks], ranks, null, noise);
    }

    Hosts(long[] cpuFreePs, int ports, int[] portOfRank, CpuNoise noise) {
        this.cpuFreePs = cpuFreePs;
        this.sendFreePs = new long[ports];
        this.recvFreePs = new long[ports];
        this.portOfRank = portOfRank;
        this.noise = noise;
    }

    /**
     * The same CPUs and noise, with {@code nics} shared ports: rank r sends and receives through
     * port {@code nicOfRank[r]} (not copied). Work on either view occupies the same CPUs.
     */
    public Hosts sharingNics(int[] nicOfRank, int nics) {
        return new Hosts(cpuFreePs, nics, nicOfRank, noise);
    }

    /** How many ports (NICs) there are. */
    public int ports() {
        return sendFreePs.length;
    }

    /** The port (NIC) {@code rank} sends and receives through. */
    public int port(int rank) {
        return portOfRank == null ? rank : portOfRank[rank];
    }

    /** The sink of a recorded timeline; null here (see {@link TracedHosts}). */
    public TraceSink trace() {
        return null;
    }

    /** {@code rank}'s {@code port} sends from {@code startPs} until {@code endPs} (a message's send port or gap). */
    public void occupySend(int rank, int port, long startPs, long endPs) {
        sendFreePs[port] = endPs;
    }

    /** {@code rank}'s {@code port} receives from {@code startPs} until {@code endPs} (a message's receive port or gap). */
    public void occupyReceive(int rank, int port, long startPs, long endPs) {
        recvFreePs[port] = endPs;
    }

    public int size() {
        return cpuFreePs.length;
    }

    public long cpuFreePs(int rank) {
        return cpuFreePs[rank];
    }

    /** When both the rank's CPU and its port's send side are free. */
    public long sendSideFreePs(int rank) {
        return Math.max(cpuFreePs[rank], sendFreePs[port(rank)]);
    }

    /** When both the rank's CPU and its port's receive side are free. */
    public long receiveSideFreePs(int rank) {
        return Math.max(cpuFreePs[rank], recvFreePs[port(rank)]);
    }

    /**
     * Keeps the rank's CPU and its port's send side busy until at least {@code untilPs} (a rendezvous
     * sender, whose send was issued at {@code sincePs}, waits for the match, as in LogGOPSim). Waiting
     * is not work: noise does not stretch it. {@code sincePs} is for a timeline's hold ({@link TracedHosts}).
     */
    public void holdUntil(int rank, long sincePs, long untilPs) {
        cpuFreePs[rank] = Math.max(cpuFreePs[rank], untilPs);
        int port = port(rank);
        sendFreePs[port] = Math.max(sendFreePs[port], untilPs);
    }

    /** Occupies the rank's CPU with MPI overhead for {@code durationPs} from {@code max(readyPs, cpu free)}; returns the end. */
    public long occupyCpu(int rank, long readyPs, long durationPs) {
        return occupyCpu(rank, readyPs, durationPs, CpuWork.OVERHEAD);
    }

    /** As {@link #occupyCpu(int, long, long)}, for {@code work}. */
    public long occupyCpu(int rank, long readyPs, long durationPs, CpuWork work) {
        return occupyCpuFrom(rank, Math.max(readyPs, cpuFreePs[rank]), durationPs, work);
    }

    /**
     * Occupies the rank's CPU for {@code durationPs} of work from {@code startPs}, which must
     * not be before the CPU is free; returns the end, later than {@code startPs + durationPs}
     * by the detours of the noise that fall in the interval.
     */
    public long occupyCpuFrom(int rank, long startPs, long durationPs) {
        return occupyCpuFrom(rank, startPs, durationPs, CpuWork.OVERHEAD);
    }

    /** As {@link #occupyCpuFrom(int, long, long)}, for {@code work}. */
    public long occupyCpuFrom(int rank, long startPs, long durationPs, CpuWork work) {
        long end = Time.add(startPs, durationPs, "CPU work end");
        if (noise != null) {
            end = noise.stretch(rank, startPs, end);
        }
        cpuFreePs[rank] = end;
        return end;
    }
}
