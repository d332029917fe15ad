package org.collsim.mpi.progress;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.collsim.engine.trace.CpuWork;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ReduceOp;
import org.collsim.mpi.sched.Schedule;
import org.collsim.mpi.sched.VertexKind;

/**
 * Executes one rank's {@link Schedule} on the progress engine, phase by phase (a phase is the
 * vertices between two fences): every vertex has a pending-dependency count; those at zero
 * are issued in vertex order when the phase starts, the others as their last dependency
 * completes (vertices readied together in vertex order), and the next phase starts when every
 * vertex of the current one has completed. Peers in the schedule are communicator ranks,
 * translated through {@code worldRanks}.
 */
public final class ScheduleExecution implements RequestListener {
    /** Told when the whole schedule has completed. */
    @FunctionalInterface
    public interface Listener {
        void scheduleDone(ScheduleExecution execution, long nowPs);
    }

    /** Tracking state of an issued vertex; a vertex not yet issued holds its pending-dependency count. */
    private static final int ISSUED = -1;
    private static final int DONE = -2;

    private final ProgressEngine engine;
    private final Schedule schedule;
    private final int[] worldRanks;
    private final int rank;
    private final int context;
    private final int tag;
    private final int elementBytes;
    private final long[][] buffers;
    private final Listener listener;
    private final String label;
    /**
     * Per vertex of the current phase: null when the schedule has no edges and no phase longer
     * than 64, whose vertices are all issued when their phase starts and whose completions fit
     * the bits of {@link #doneBitsOrPs}. A million executions run at once: every field counts.
     */
    private final Tracking tracking;
    /** Before the end: bit i set when vertex phaseStart + i completed (compact mode); then the end time. */
    private long doneBitsOrPs;
    private int phaseStart;
    private int next;
    private int outstanding;
    private byte flags;
    private static final byte BUSY = 1;
    private static final byte LOOPING = 2;
    private static final byte DONE_FLAG = 4;

    /** The per-vertex state of schedules with edges or long phases. */
    private static final class Tracking {
        /** Per vertex of the current phase (index v - phaseStart): pending count, ISSUED or DONE. */
        final int[] state;
        /** Vertices readied by a completion outside the phase loop, to issue in order; null without edges. */
        final int[] ready;
        int readyHead;
        int readyTail;

        Tracking(Schedule schedule) {
            state = new int[schedule.longestPhase()];
            ready = schedule.hasEdges() ? new int[schedule.longestPhase()] : null;
        }
    }

    /**
     * @param worldRanks communicator rank to world rank; null means identity
     * @param buffers    the rank's IN and OUT buffers when data is carried, else null
     */
    public ScheduleExecution(ProgressEngine engine, Schedule schedule, int[] worldRanks, int rank, int context,
                             int tag, int elementBytes, long[][] buffers, Listener listener, String label) {
        this.engine = engine;
        this.schedule = schedule;
        this.worldRanks = worldRanks;
        this.rank = rank;
        this.context = context;
        this.tag = tag;
        this.elementBytes = elementBytes;
        this.buffers = schedule.carriesData() ? withTemporaries(schedule, buffers) : null;
        this.listener = listener;
        this.label = label;
        boolean compact = !schedule.hasEdges() && schedule.longestPhase() <= Long.SIZE;
        this.tracking = compact ? null : new Tracking(schedule);
    }

    private static long[][] withTemporaries(Schedule schedule, long[][] userBuffers) {
        long[][] all = new long[Buffers.FIRST_TMP + schedule.tmpBuffers()][];
        all[Buffers.IN] = userBuffers[Buffers.IN];
        all[Buffers.OUT] = userBuffers[Buffers.OUT];
        for (int b = Buffers.FIRST_TMP; b < all.length; b++) {
            all[b] = new long[Math.toIntExact(schedule.tmpCount(b))];
        }
        return all;
    }

    public boolean isDone() {
        return (flags & DONE_FLAG) != 0;
    }

    /** When the schedule completed; -1 before. */
    public long donePs() {
        return isDone() ? doneBitsOrPs : -1;
    }

    public int rank() {
        return rank;
    }

    private int world(int commRank) {
        return worldRanks == null ? commRank : worldRanks[commRank];
    }

    /** Issues the first phase at the current simulated time. */
    public void start() {
        advance(engine.simulation().nowPs());
    }

    /** Starts phases until one has a vertex in flight, or the schedule is done. */
    private void advance(long nowPs) {
        while (outstanding == 0) {
            int n = schedule.size();
            if (next >= n) {
                doneBitsOrPs = nowPs;
                flags |= DONE_FLAG;
                if (listener != null) {
                    listener.scheduleDone(this, nowPs);
                }
                return;
            }
            phaseStart = next;
            do {
                next++;
            } while (next < n && !schedule.startsPhase(next));
            outstanding = next - phaseStart;
            countDependencies();
            flags |= BUSY | LOOPING;
            if (engine.waits() && tracking != null && tracking.ready != null) {
                queuePhaseRoots(); // issued in kind order by drainReady
            } else {
                for (int pass = firstPass(); pass < PASSES; pass++) {
                    for (int v = phaseStart; v < next; v++) {
                        if ((tracking == null || tracking.state[v - phaseStart] == 0) && inPass(v, pass)) {
                            issue(v, nowPs);
                        }
                    }
                }
            }
            flags &= ~LOOPING;
            drainReady(nowPs);
            flags &= ~BUSY;
        }
    }

    /** Each vertex of the phase starts with the number of its edges from inside the phase. */
    private void countDependencies() {
        Tracking t = tracking;
        if (t == null) {
            doneBitsOrPs = 0;
            return;
        }
        Arrays.fill(t.state, 0, next - phaseStart, 0);
        if (t.ready == null) {
            return;
        }
        t.readyHead = 0;
        t.readyTail = 0;
        for (int v = phaseStart; v < next; v++) {
            for (int e = schedule.firstSuccessor(v); e < schedule.endSuccessor(v); e++) {
                t.state[schedule.successor(e) - phaseStart]++;
            }
        }
    }

    /**
     * Vertices readied together are issued in vertex order; under a model that waits (loggp) sends
     * first, then receives, then the rest, as LogGOPSim numbers the operations one event releases.
     */
    private static final int PASSES = 3;

    private int firstPass() {
        return engine.waits() ? 0 : PASSES - 1;
    }

    private boolean inPass(int v, int pass) {
        if (pass == PASSES - 1) {
            return !engine.waits() || !schedule.kind(v).hasPeer();
        }
        return schedule.kind(v) == (pass == 0 ? VertexKind.SEND : VertexKind.RECV);
    }

    /** Queues the phase's vertices without dependencies inside it, with LOOPING off so that completions queue theirs too. */
    private void queuePhaseRoots() {
        flags &= ~LOOPING;
        Tracking t = tracking;
        for (int v = phaseStart; v < next; v++) {
            if (t.state[v - phaseStart] == 0) {
                t.ready[t.readyTail++] = v;
            }
        }
    }

    private void drainReady(long nowPs) {
        Tracking t = tracking;
        while (t != null && t.ready != null && t.readyHead < t.readyTail) {
            int end = t.readyTail;
            for (int pass = firstPass(); pass < PASSES; pass++) {
                for (int i = t.readyHead; i < end; i++) {
                    if (inPass(t.ready[i], pass)) {
                        issue(t.ready[i], nowPs);
                    }
                }
            }
            t.readyHead = end;
        }
    }

    private void issue(int v, long nowPs) {
        if (tracking != null) {
            tracking.state[v - phaseStart] = ISSUED;
        }
        long count = schedule.count(v);
        VertexKind kind = schedule.kind(v);
        if (engine.trace() != null) {
            traceIssue(v, nowPs);
        }
        switch (kind) {
            case SEND -> {
                long[] payload = buffers == null ? null : slice(schedule.bufA(v), schedule.offA(v), count);
                int peer = world(schedule.peer(v));
                SendRequest req = engine.pools().sendRequest(this, peer, tag);
                req.vertex = v;
                engine.isend(world(rank), peer, context, tag, count * elementBytes, payload, req);
            }
            case RECV -> {
                long[] target = buffers == null ? null : buffers[schedule.bufA(v)];
                int offset = buffers == null ? 0 : schedule.offA(v);
                RecvRequest req = engine.pools().recvRequest(this, world(schedule.peer(v)), tag, context,
                        count * elementBytes, target, offset);
                req.vertex = v;
                engine.irecv(world(rank), req);
            }
            case REDUCE -> {
                if (engine.waitForCpu(world(rank), nowPs, now -> issue(v, now))) {
                    return;
                }
                if (buffers != null) {
                    reduceData(v, count);
                }
                cpuUntil(v, engine.network().reduce(world(rank), count * elementBytes, nowPs));
            }
            case CALC -> {
                if (!engine.waitForCpu(world(rank), nowPs, now -> issue(v, now))) {
                    cpuUntil(v, engine.network().hosts().occupyCpu(world(rank), nowPs, schedule.calcPs(v), CpuWork.COMPUTE));
                }
            }
            case HW_BARRIER, HW_BCAST, HW_BCAST_ROOT -> joinHardware(v, kind, count);
            case COPY -> {
                if (buffers != null) {
                    System.arraycopy(buffers[schedule.bufA(v)], schedule.offA(v),
                            buffers[schedule.bufB(v)], schedule.offB(v), Math.toIntExact(count));
                }
                if (engine.trace() != null) {
                    engine.trace().operationDone(this, v, nowPs);
                }
                complete(v);
            }
        }
    }

    /** Out of {@link #issue}, so that the untraced path stays small enough to inline. */
    private void traceIssue(int v, long nowPs) {
        engine.trace().operationStarted(world(rank), this, v, schedule.describe(v, elementBytes), nowPs);
    }

    private void reduceData(int v, long count) {
        long[] src = buffers[schedule.bufA(v)];
        long[] dst = buffers[schedule.bufB(v)];
        int so = schedule.offA(v);
        int d0 = schedule.offB(v);
        ReduceOp op = schedule.reduceOp(v);
        if (schedule.sourceFirst(v)) {
            for (int k = 0; k < count; k++) {
                dst[d0 + k] = op.apply(src[so + k], dst[d0 + k]);
            }
        } else {
            for (int k = 0; k < count; k++) {
                dst[d0 + k] = op.apply(dst[d0 + k], src[so + k]);
            }
        }
    }

    private void cpuUntil(int v, long endPs) {
        Request req = engine.pools().cpuRequest(this);
        req.vertex = v;
        engine.vertexDone(endPs, req);
    }

    private void joinHardware(int v, VertexKind kind, long count) {
        boolean root = kind == VertexKind.HW_BCAST_ROOT;
        boolean data = buffers != null && kind != VertexKind.HW_BARRIER;
        long[] target = data && !root ? buffers[schedule.bufA(v)] : null;
        long[] payload = data && root ? slice(schedule.bufA(v), schedule.offA(v), count) : null;
        int offset = data ? schedule.offA(v) : 0;
        RecvRequest req = engine.pools().recvRequest(this, RecvRequest.ANY, RecvRequest.ANY, -1, 0, target, offset);
        req.vertex = v;
        engine.joinHardwareCollective(world(rank), schedule.contextId(v), count * elementBytes, payload, req);
    }

    private long[] slice(int buf, int offset, long count) {
        long[] out = new long[Math.toIntExact(count)];
        System.arraycopy(buffers[buf], offset, out, 0, out.length);
        return out;
    }

    /** Vertex v is done: its successors lose a pending dependency; those at zero become ready. */
    private void complete(int v) {
        outstanding--;
        Tracking t = tracking;
        if (t == null) {
            doneBitsOrPs |= 1L << (v - phaseStart);
            return;
        }
        t.state[v - phaseStart] = DONE;
        for (int e = schedule.firstSuccessor(v); e < schedule.endSuccessor(v); e++) {
            int s = schedule.successor(e);
            if (--t.state[s - phaseStart] == 0 && (flags & LOOPING) == 0) {
                t.ready[t.readyTail++] = s; // during the phase loop, the loop itself reaches s (s > v)
            }
        }
    }

    /** A completed vertex: its request goes back to the engine's pool; successors or the next phase may start. */
    @Override
    public void requestDone(Request request, long nowPs) {
        int v = request.vertex;
        engine.pools().recycle(request);
        if (engine.trace() != null) {
            engine.trace().operationDone(this, v, nowPs);
        }
        complete(v);
        if ((flags & BUSY) == 0) {
            flags |= BUSY;
            drainReady(nowPs);
            flags &= ~BUSY;
            if (outstanding == 0) {
                advance(nowPs);
            }
        }
    }

    /**
     * What this rank is stuck on (for deadlock reports): the vertices issued but not complete,
     * then the next ones blocked behind them (inside the phase, else after the fence).
     */
    public String waitingFor() {
        List<String> issued = new ArrayList<>();
        List<String> blocked = new ArrayList<>();
        for (int v = phaseStart; v < next; v++) {
            int s = stateOf(v);
            if (s == ISSUED) {
                issued.add(schedule.describe(v, elementBytes));
            } else if (s > 0) {
                blocked.add(schedule.describe(v, elementBytes));
            }
        }
        String after = "";
        if (blocked.isEmpty()) {
            for (int v = next; v < schedule.size() && (v == next || !schedule.startsPhase(v)); v++) {
                blocked.add(schedule.describe(v, elementBytes));
            }
            after = " after the fence";
        }
        return "issued, not complete: " + shortList(issued) + (blocked.isEmpty() ? ", nothing after them"
                : "; blocked" + after + ": " + shortList(blocked));
    }

    /** A vertex of the current phase: its pending count, ISSUED or DONE. */
    private int stateOf(int v) {
        if (tracking != null) {
            return tracking.state[v - phaseStart];
        }
        return ((doneBitsOrPs >>> (v - phaseStart)) & 1) == 0 ? ISSUED : DONE;
    }

    /** Reports name at most this many vertices of a list (a linear alltoall's phase has 2p). */
    private static final int REPORTED_VERTICES = 8;

    private static String shortList(List<String> vertices) {
        if (vertices.size() <= REPORTED_VERTICES) {
            return vertices.toString();
        }
        return vertices.subList(0, REPORTED_VERTICES) + " and " + (vertices.size() - REPORTED_VERTICES) + " more";
    }

    public String label() {
        return label;
    }
}
