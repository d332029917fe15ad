package org.collsim.mpi.progress;

import org.collsim.engine.PerByte;
import org.collsim.engine.Time;

/**
 * The MPI device's protocols and NIC, with each cost explicit (picoseconds, bytes). Without a
 * device model the engine uses the plain network model's rules (LogGOPS eager/rendezvous).
 *
 * @param nic                    who runs matching and protocol steps: the host CPU inside the
 *                               progress engine, or the NIC's own processor
 * @param eagerShortLimitBytes   payload carried in the packet header up to this size
 * @param eagerLimitBytes        eager protocol up to this size; rendezvous (RTS/CTS/DATA) above
 * @param hostSendPs             host CPU time to start a send (post a descriptor)
 * @param hostPacketPs           host CPU time to handle one incoming packet (host-driven NIC)
 * @param nicPacketPs            NIC processor time to handle one packet (offload NIC)
 * @param matchEntryPs           time per queue entry traversed while matching (host or NIC)
 * @param copy                   host copy of eager data out of a bounce buffer
 * @param queue                  separate posted/unexpected queues, or the unified queue
 * @param queueLockPs            per operation on separate queues (lock acquire and release)
 * @param queueAtomicPs          per insert or delete on the unified queue (atomic update)
 * @param pageBytes              page size for memory registration
 * @param pinPsPerPage           cost of registering (pinning) one page, on the host CPU
 * @param registrationCacheBytes registration cache capacity per rank; 0 disables registration
 * @param pack                   packing or unpacking a non-contiguous datatype, per byte
 * @param packPsPerSegment       ... and per contiguous segment
 * @param paths                  completion, persistent-request, datatype and short-RMA path costs
 */
public record DeviceModel(NicKind nic, long eagerShortLimitBytes, long eagerLimitBytes, long hostSendPs,
                          long hostPacketPs, long nicPacketPs, long matchEntryPs, PerByte copy,
                          QueueKind queue, long queueLockPs, long queueAtomicPs, long pageBytes, long pinPsPerPage,
                          long registrationCacheBytes, PerByte pack, long packPsPerSegment, PathCosts paths) {
    private static final String MATCHING = "matching time";

    /** Who runs matching and protocol steps. */
    public enum NicKind { HOST_DRIVEN, OFFLOAD }

    /** The layout of the matching queues. */
    public enum QueueKind { SEPARATE, UNIFIED }

    public DeviceModel {
        if (eagerShortLimitBytes < 0 || eagerLimitBytes < eagerShortLimitBytes) {
            throw new IllegalArgumentException("need 0 <= eager_short_limit <= eager_limit");
        }
        if (hostSendPs < 0 || hostPacketPs < 0 || nicPacketPs < 0 || matchEntryPs < 0
                || queueLockPs < 0 || queueAtomicPs < 0 || pinPsPerPage < 0 || registrationCacheBytes < 0
                || packPsPerSegment < 0) {
            throw new IllegalArgumentException("device costs must not be negative");
        }
        if (pageBytes < 1) {
            throw new IllegalArgumentException("page size must be at least 1 byte");
        }
        java.util.Objects.requireNonNull(paths, "paths");
        if (paths.gatherSend() && nic != NicKind.OFFLOAD) {
            throw new IllegalArgumentException("gather_send needs an offload NIC");
        }
    }

    /** A device without the separate path costs ({@link PathCosts#NONE}). */
    public DeviceModel(NicKind nic, long eagerShortLimitBytes, long eagerLimitBytes, long hostSendPs,
                       long hostPacketPs, long nicPacketPs, long matchEntryPs, PerByte copy,
                       QueueKind queue, long queueLockPs, long queueAtomicPs, long pageBytes, long pinPsPerPage,
                       long registrationCacheBytes, PerByte pack, long packPsPerSegment) {
        this(nic, eagerShortLimitBytes, eagerLimitBytes, hostSendPs, hostPacketPs, nicPacketPs, matchEntryPs,
                copy, queue, queueLockPs, queueAtomicPs, pageBytes, pinPsPerPage, registrationCacheBytes,
                pack, packPsPerSegment, PathCosts.NONE);
    }

    /** Whole picoseconds per byte for the copy and pack costs, without the separate path costs. */
    public DeviceModel(NicKind nic, long eagerShortLimitBytes, long eagerLimitBytes, long hostSendPs, long hostPacketPs,
                       long nicPacketPs, long matchEntryPs, long copyPsPerByte, QueueKind queue, long queueLockPs,
                       long queueAtomicPs, long pageBytes, long pinPsPerPage, long registrationCacheBytes, long packPsPerByte,
                       long packPsPerSegment) {
        this(nic, eagerShortLimitBytes, eagerLimitBytes, hostSendPs, hostPacketPs, nicPacketPs, matchEntryPs,
                PerByte.ofPs(copyPsPerByte), queue, queueLockPs, queueAtomicPs, pageBytes, pinPsPerPage,
                registrationCacheBytes, PerByte.ofPs(packPsPerByte), packPsPerSegment, PathCosts.NONE);
    }

    /** The same device with other path costs. */
    public DeviceModel withPaths(PathCosts newPaths) {
        return new DeviceModel(nic, eagerShortLimitBytes, eagerLimitBytes, hostSendPs, hostPacketPs, nicPacketPs,
                matchEntryPs, copy, queue, queueLockPs, queueAtomicPs, pageBytes, pinPsPerPage,
                registrationCacheBytes, pack, packPsPerSegment, newPaths);
    }

    public boolean offload() {
        return nic == NicKind.OFFLOAD;
    }

    /** Time the matching step takes after traversing {@code entries} queue entries. */
    long matchingPs(int entries) {
        return Time.add(Time.multiply(entries, matchEntryPs, MATCHING), queue == QueueKind.SEPARATE ? queueLockPs : queueAtomicPs,
                MATCHING);
    }
}
