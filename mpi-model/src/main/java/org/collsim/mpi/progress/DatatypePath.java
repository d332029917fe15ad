package org.collsim.mpi.progress;

import org.collsim.engine.Time;
import org.collsim.engine.net.Hosts;
import org.collsim.engine.trace.CpuWork;

/**
 * The contiguous and general (non-contiguous) paths of a send or receive. One segment takes
 * the contiguous path: no datatype checks, no packing. More pay the datatype checks and then
 * either pack and unpack on the host, or, on a gather-send NIC, let the NIC gather and scatter
 * the iov segment by segment. Without a device every path is free.
 */
final class DatatypePath {
    private final ProgressEngine engine;
    private final DeviceModel device;
    private final Hosts hosts;

    DatatypePath(ProgressEngine engine) {
        this.engine = engine;
        this.device = engine.device();
        this.hosts = engine.network().hosts();
    }

    /** The sender's host work before a send of {@code segments} pieces: checks and packing (none when contiguous). */
    void beforeSend(int src, long nowPs, long sizeBytes, int segments) {
        if (segments > 1 && device != null) {
            long packPs = device.paths().gatherSend() ? 0 : packPs(sizeBytes, segments);
            hosts.occupyCpu(src, nowPs, Time.add(device.paths().datatypeCheckPs(), packPs, "send datatype path"), CpuWork.COPY);
        }
    }

    /** Packing or unpacking cost of a non-contiguous datatype. */
    long packPs(long sizeBytes, int segments) {
        return device == null || segments <= 1 ? 0 : Time.add(device.pack().timePs(sizeBytes),
                Time.multiply(segments, device.packPsPerSegment(), "packing time"), "packing time");
    }

    /**
     * When a matched receive completes: its data is there at {@code readyPs}, then unpacked on
     * the host, or scattered into the iov by a gather-send NIC, if it is not contiguous.
     */
    long unpackedPs(RecvRequest r, long sizeBytes, long readyPs) {
        if (r.segments <= 1 || device == null) {
            return readyPs;
        }
        return device.paths().gatherSend()
                ? engine.nicWork(r.rankOf, readyPs, Time.multiply(r.segments, device.paths().gatherPsPerSegment(), "scatter time"))
                : hosts.occupyCpu(r.rankOf, readyPs, packPs(sizeBytes, r.segments), CpuWork.COPY);
    }
}
