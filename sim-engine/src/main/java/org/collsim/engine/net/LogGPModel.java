package org.collsim.engine.net;

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
 * One hop on idle ranks therefore takes 2o + L + (s-1)max(O, G). CPU time goes through
 * {@link Hosts#occupyCpuFrom}, so OS noise stretches it: a send's o first (the message leaves
 * when the stretched o ends, then takes L), then its (s-1)O; a receive's whole CPU part.
 */
public record LogGPModel(long latencyPs, long overheadPs, long gapPs, long gapPerBytePs,
                         long overheadPerBytePs, long eagerLimitBytes, long gammaPsPerByte) implements NetworkModel {
    public LogGPModel {
        if (latencyPs < 0 || overheadPs < 0 || gapPs < 0 || gapPerBytePs < 0 || overheadPerBytePs < 0
                || eagerLimitBytes < 0 || gammaPsPerByte < 0) {
            throw new IllegalArgumentException("loggp parameters must not be negative");
        }
    }

    @Override
    public String name() {
        return "loggp";
    }

    private static long extraBytes(long sizeBytes) {
        return sizeBytes > 0 ? sizeBytes - 1 : 0;
    }

    @Override
    public void send(Hosts hosts, int src, int dst, long sizeBytes, long readyPs, Timing out) {
        long t = Math.max(readyPs, Math.max(hosts.cpuFreePs[src], hosts.sendFreePs[src]));
        long extra = extraBytes(sizeBytes);
        long injected = hosts.occupyCpuFrom(src, t, overheadPs);
        out.donePs = hosts.occupyCpuFrom(src, injected, extra * overheadPerBytePs);
        hosts.sendFreePs[src] = t + gapPs + extra * gapPerBytePs;
        out.startPs = t;
        out.arrivalPs = injected + latencyPs;
    }

    @Override
    public void receive(Hosts hosts, int dst, long sizeBytes, long arrivalPs, Timing out) {
        long h = Math.max(arrivalPs, Math.max(hosts.cpuFreePs[dst], hosts.recvFreePs[dst]));
        long extra = extraBytes(sizeBytes);
        out.donePs = hosts.occupyCpuFrom(dst, h, overheadPs + extra * Math.max(overheadPerBytePs, gapPerBytePs));
        hosts.recvFreePs[dst] = h + gapPs + extra * gapPerBytePs;
        out.startPs = h;
    }
}
