package org.collsim.engine.net;

import org.collsim.engine.PerByte;
import org.collsim.engine.Time;

/**
 * LogGP with LogGOPS's per-byte CPU overhead O and eager limit S, applied as LogGOPSim applies
 * them. With s the size and (s-1) terms taken as 0 for empty messages:
 * <ul>
 * <li>a send starting at t = max(ready, CPU free, NIC send gap free) keeps the CPU busy until
 *     t + o + (s-1)O and the NIC send gap until t + g + (s-1)G; the message arrives at t + o + L;</li>
 * <li>the receiver handles it at h = max(arrival, CPU free, NIC receive gap free); its CPU is
 *     busy until h + o + (s-1)max(O, G) and its receive gap until h + g + (s-1)G — paid at
 *     arrival whether or not a receive is posted;</li>
 * <li>above S bytes the send completes only when the receiver matches the message.</li>
 * </ul>
 * One hop on idle ranks therefore takes 2o + L + max(ceil((s-1)O), ceil((s-1)G)): every (s-1)
 * product is rounded up to whole picoseconds on its own ({@link PerByte#timePs}). CPU time goes through
 * {@link Hosts#occupyCpuFrom}, so OS noise stretches it: a send's o first (the message leaves
 * when the stretched o ends, then takes L), then its (s-1)O; a receive's whole CPU part.
 */
public record LogGPModel(long latencyPs, long overheadPs, long gapPs, PerByte gapPerByte,
                         PerByte overheadPerByte, long eagerLimitBytes, PerByte gamma) implements NetworkModel {
    private static final String GAP = "loggp NIC gap";

    public LogGPModel {
        if (latencyPs < 0 || overheadPs < 0 || gapPs < 0 || eagerLimitBytes < 0) {
            throw new IllegalArgumentException("loggp parameters must not be negative");
        }
    }

    /** Whole picoseconds per byte. */
    public LogGPModel(long latencyPs, long overheadPs, long gapPs, long gapPerBytePs, long overheadPerBytePs,
                      long eagerLimitBytes, long gammaPsPerByte) {
        this(latencyPs, overheadPs, gapPs, PerByte.ofPs(gapPerBytePs), PerByte.ofPs(overheadPerBytePs), eagerLimitBytes,
                PerByte.ofPs(gammaPsPerByte));
    }

    @Override
    public String name() {
        return "loggp";
    }

    /** LogGOPSim books nothing ahead: its callers start a send or handle a message only when its resources are free. */
    @Override
    public boolean waits() {
        return true;
    }

    private static long extraBytes(long sizeBytes) {
        return sizeBytes > 0 ? sizeBytes - 1 : 0;
    }

    @Override
    public void send(Hosts hosts, int src, int dst, long sizeBytes, long readyPs, Timing out) {
        int port = hosts.port(src);
        long t = Math.max(readyPs, Math.max(hosts.cpuFreePs[src], hosts.sendFreePs[port]));
        long extra = extraBytes(sizeBytes);
        long injected = hosts.occupyCpuFrom(src, t, overheadPs);
        out.donePs = hosts.occupyCpuFrom(src, injected, overheadPerByte.timePs(extra));
        hosts.occupySend(src, port, t, Time.add(Time.add(t, gapPs, GAP), gapPerByte.timePs(extra), GAP));
        out.startPs = t;
        out.arrivalPs = Time.add(injected, latencyPs, "loggp message arrival");
    }

    @Override
    public void receive(Hosts hosts, int dst, long sizeBytes, long arrivalPs, Timing out) {
        int port = hosts.port(dst);
        long h = Math.max(arrivalPs, Math.max(hosts.cpuFreePs[dst], hosts.recvFreePs[port]));
        long extra = extraBytes(sizeBytes);
        long cpuPs = Time.add(overheadPs, Math.max(overheadPerByte.timePs(extra), gapPerByte.timePs(extra)), "loggp receive");
        out.donePs = hosts.occupyCpuFrom(dst, h, cpuPs);
        hosts.occupyReceive(dst, port, h, Time.add(Time.add(h, gapPs, GAP), gapPerByte.timePs(extra), GAP));
        out.startPs = h;
    }
}
