package org.collsim.engine.net;

import org.collsim.engine.PerByte;
import org.collsim.engine.Time;

/**
 * Hockney's model: an n-byte message occupies the sender's send port and the receiver's
 * receive port together for alpha + n*beta and is delivered when that ends. Ports are full
 * duplex and single: a rank sends one and receives one message at a time. A transfer starts
 * when both ports are free (reserved in the order sends are issued; no backfilling), so
 * there is no contention beyond the two endpoints. Reduction costs gamma per byte of CPU.
 * n*beta is rounded up to whole picoseconds once per message ({@link PerByte#timePs}).
 */
public record HockneyModel(long alphaPs, PerByte beta, PerByte gamma) implements NetworkModel {
    public HockneyModel {
        if (alphaPs < 0) {
            throw new IllegalArgumentException("hockney alpha must not be negative");
        }
    }

    /** Whole picoseconds per byte. */
    public HockneyModel(long alphaPs, long betaPsPerByte, long gammaPsPerByte) {
        this(alphaPs, PerByte.ofPs(betaPsPerByte), PerByte.ofPs(gammaPsPerByte));
    }

    @Override
    public String name() {
        return "hockney";
    }

    /** alpha + ceil(n*beta). */
    public long transferPs(long sizeBytes) {
        return Time.add(alphaPs, beta.timePs(sizeBytes), "hockney transfer time");
    }

    @Override
    public void send(Hosts hosts, int src, int dst, long sizeBytes, long readyPs, Timing out) {
        int srcPort = hosts.port(src);
        int dstPort = hosts.port(dst);
        long start = Math.max(readyPs, Math.max(hosts.sendFreePs[srcPort], hosts.recvFreePs[dstPort]));
        long end = Time.add(start, transferPs(sizeBytes), "hockney message arrival");
        hosts.occupySend(src, srcPort, start, end);
        hosts.occupyReceive(dst, dstPort, start, end);
        out.startPs = start;
        out.donePs = end;
        out.arrivalPs = end;
    }

    @Override
    public void receive(Hosts hosts, int dst, long sizeBytes, long arrivalPs, Timing out) {
        out.startPs = arrivalPs;
        out.donePs = arrivalPs;
    }

    @Override
    public long eagerLimitBytes() {
        return Long.MAX_VALUE;
    }
}
