package org.collsim.mpi.progress;

/**
 * The costs of the device paths that "Changes to CH3 and ADI3" separates, so that each change
 * costs what it saves. All zero ({@link #NONE}) means the device behaves as before they existed.
 *
 * @param hostCompletionPs    host CPU time to take one completion event: per request of a wait
 *                            or test on a host-driven NIC, once per array on an offload NIC
 * @param nicCompletionPs     NIC processor time per request of an array it completes (offload)
 * @param requestSetupPs      host CPU time to prepare a request and its matching entry: every
 *                            isend / irecv pays it; a persistent request pays it once, at init
 * @param datatypeCheckPs     host CPU time of the datatype checks of the general (non-contiguous)
 *                            path, per call; the contiguous path skips them
 * @param gatherSend          the NIC sends from and receives into an iov segment by segment
 *                            (offload NICs only); otherwise the host packs and unpacks
 * @param gatherPsPerSegment  NIC processor time per iov segment of a gather-send or scatter-receive
 * @param rmaShortLimitBytes  a put, get or accumulate up to this size rides in its header (one
 *                            packet); a longer one sends its data in a packet of its own
 */
public record PathCosts(long hostCompletionPs, long nicCompletionPs, long requestSetupPs, long datatypeCheckPs,
                        boolean gatherSend, long gatherPsPerSegment, long rmaShortLimitBytes) {
    /** No extra costs, no gather-send, every one-sided access short: the device before these paths. */
    public static final PathCosts NONE = new PathCosts(0, 0, 0, 0, false, 0, Long.MAX_VALUE);

    public PathCosts {
        if (hostCompletionPs < 0 || nicCompletionPs < 0 || requestSetupPs < 0 || datatypeCheckPs < 0
                || gatherPsPerSegment < 0 || rmaShortLimitBytes < 0) {
            throw new IllegalArgumentException("path costs and the short RMA limit must not be negative");
        }
    }

    /** True when waits and tests cost anything (else the engine answers them as a plain count). */
    boolean completionCosted() {
        return hostCompletionPs > 0 || nicCompletionPs > 0;
    }
}
