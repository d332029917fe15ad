package org.collsim.mpi.progress;

import java.util.ArrayList;
import java.util.List;
import org.collsim.engine.trace.CpuWork;
import org.collsim.mpi.sched.Schedule;
import org.collsim.mpi.sched.VertexKind;

/**
 * Executes one rank's {@link Schedule} on the progress engine, phase by phase (a phase is the
 * vertices between two fences): every vertex has a pending-dependency count; those at zero
 * are issued in vertex order when the phase starts, the others as their last dependency
 * completes (vertices readied together in vertex order), and the next phase starts when every
 * vertex of the current one has completed. Peers in the schedule are communicator ranks,
 * translated through the {@link ExecutionCall}'s world ranks. A run that records a timeline
 * executes through {@link TracedScheduleExecution} ({@link #of}); this class has no tracing in it.
 */
public class ScheduleExecution implements RequestListener {
    /** Told when the whole schedule has completed. */
    @FunctionalInterface
    public interface Listener {
        void scheduleDone(ScheduleExecution execution, long nowPs);
    }

    final ExecutionCall call;
    final Schedule schedule;
    final int rank;
    /** Null unless data is carried. */
    private final ExecutionBuffers buffers;
    /**
     * Null when the schedule has no edges and no phase longer than 64, whose vertices are all
     * issued when their phase starts and whose completions fit the bits of {@link #doneBitsOrPs}.
     * A million executions run at once: every field counts.
     */
    private final PhaseTracking tracking;
    /** Before the end: bit i set when vertex phaseStart + i completed (compact mode); then the end time. */
    private long doneBitsOrPs;
    private int phaseStart;
    private int next;
    private int outstanding;
    private byte flags;
    private static final byte BUSY = 1;
    private static final byte LOOPING = 2;
    private static final byte DONE_FLAG = 4;

    /** The execution of {@code schedule} by {@code rank}: traced when the call's engine records a timeline. */
    public static ScheduleExecution of(ExecutionCall call, Schedule schedule, int rank, long[][] buffers) {
        return call.engine.trace() == null ? new ScheduleExecution(call, schedule, rank, buffers)
                : new TracedScheduleExecution(call, schedule, rank, buffers);
    }

    /** @param buffers the rank's IN and OUT buffers when data is carried, else null */
    ScheduleExecution(ExecutionCall call, Schedule schedule, int rank, long[][] buffers) {
        this.call = call;
        this.schedule = schedule.shared(); // peers through peerOf(v, rank): no per-rank view is kept
        this.rank = rank;
        this.buffers = schedule.carriesData() ? new ExecutionBuffers(schedule, buffers) : null;
        boolean compact = !schedule.hasEdges() && schedule.longestPhase() <= Long.SIZE;
        this.tracking = compact ? null : new PhaseTracking(schedule);
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

    /** Issues the first phase at the current simulated time. */
    public void start() {
        advance(call.engine.simulation().nowPs());
    }

    /** Starts phases until one has a vertex in flight, or the schedule is done. */
    private void advance(long nowPs) {
        while (outstanding == 0) {
            int n = schedule.size();
            if (next >= n) {
                doneBitsOrPs = nowPs;
                flags |= DONE_FLAG;
                if (call.listener != null) {
                    call.listener.scheduleDone(this, nowPs);
                }
                return;
            }
            phaseStart = next;
            do {
                next++;
            } while (next < n && !schedule.startsPhase(next));
            outstanding = next - phaseStart;
            startPhase(nowPs);
        }
    }

    /** Issues the phase's vertices without dependencies inside it (then those readied meanwhile). */
    private void startPhase(long nowPs) {
        PhaseTracking t = tracking;
        if (t == null) {
            doneBitsOrPs = 0;
        } else {
            t.countDependencies(schedule, phaseStart, next);
        }
        flags |= BUSY;
        if (call.engine.waits() && t != null && t.ready != null) {
            t.queueRoots(phaseStart, next); // issued in kind order by drainReady
        } else {
            flags |= LOOPING;
            for (int pass = firstPass(); pass < PASSES; pass++) {
                for (int v = phaseStart; v < next; v++) {
                    if ((t == null || t.state[v - phaseStart] == 0) && inPass(v, pass)) {
                        issue(v, nowPs);
                    }
                }
            }
            flags &= ~LOOPING;
        }
        drainReady(nowPs);
        flags &= ~BUSY;
    }

    /**
     * Vertices readied together are issued in vertex order; under a model that waits (loggp) sends
     * first, then receives, then the rest, as LogGOPSim numbers the operations one event releases.
     */
    private static final int PASSES = 3;

    private int firstPass() {
        return call.engine.waits() ? 0 : PASSES - 1;
    }

    private boolean inPass(int v, int pass) {
        if (pass == PASSES - 1) {
            return !call.engine.waits() || !schedule.kind(v).hasPeer();
        }
        return schedule.kind(v) == (pass == 0 ? VertexKind.SEND : VertexKind.RECV);
    }

    private void drainReady(long nowPs) {
        PhaseTracking t = tracking;
        while (t != null && t.hasReady()) {
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
            tracking.state[v - phaseStart] = PhaseTracking.ISSUED;
        }
        issued(v, nowPs);
        ProgressEngine engine = call.engine;
        long sizeBytes = schedule.count(v) * call.elementBytes;
        int self = call.world(rank);
        VertexKind kind = schedule.kind(v);
        switch (kind) {
            case SEND -> {
                long[] payload = buffers == null ? null : buffers.slice(schedule.bufA(v), schedule.offA(v), schedule.count(v));
                int peer = call.world(schedule.peerOf(v, rank));
                SendRequest req = engine.pools().sendRequest(this, peer, call.tag);
                req.vertex = v;
                engine.isend(self, peer, call.context, call.tag, sizeBytes, payload, req);
            }
            case RECV -> {
                long[] target = buffers == null ? null : buffers.buffer(schedule.bufA(v));
                int offset = buffers == null ? 0 : schedule.offA(v);
                RecvRequest req = engine.pools().recvRequest(this, call.world(schedule.peerOf(v, rank)), call.tag, call.context,
                        sizeBytes, target, offset);
                req.vertex = v;
                engine.irecv(self, req);
            }
            case REDUCE -> {
                if (!engine.waitForCpu(self, nowPs, now -> issue(v, now))) {
                    if (buffers != null) {
                        buffers.reduce(schedule, v);
                    }
                    cpuUntil(v, engine.network().reduce(self, sizeBytes, nowPs));
                }
            }
            case CALC -> {
                if (!engine.waitForCpu(self, nowPs, now -> issue(v, now))) {
                    cpuUntil(v, engine.network().hosts().occupyCpu(self, nowPs, schedule.calcPs(v), CpuWork.COMPUTE));
                }
            }
            case HW_BARRIER, HW_BCAST, HW_BCAST_ROOT -> joinHardware(v, kind, sizeBytes);
            case COPY -> {
                if (buffers != null) {
                    buffers.copy(schedule, v);
                }
                done(v, nowPs);
                complete(v);
            }
        }
    }

    /** Vertex {@code v} is issued at {@code nowPs}: nothing to do here; a timeline records it. */
    void issued(int v, long nowPs) {
    }

    /** Vertex {@code v} completed at {@code nowPs}: nothing to do here; a timeline records it. */
    void done(int v, long nowPs) {
    }

    private void cpuUntil(int v, long endPs) {
        Request req = call.engine.pools().cpuRequest(this);
        req.vertex = v;
        call.engine.vertexDone(endPs, req);
    }

    private void joinHardware(int v, VertexKind kind, long sizeBytes) {
        boolean root = kind == VertexKind.HW_BCAST_ROOT;
        boolean data = buffers != null && kind != VertexKind.HW_BARRIER;
        long[] target = data && !root ? buffers.buffer(schedule.bufA(v)) : null;
        long[] payload = data && root ? buffers.slice(schedule.bufA(v), schedule.offA(v), schedule.count(v)) : null;
        int offset = data ? schedule.offA(v) : 0;
        RecvRequest req = call.engine.pools().recvRequest(this, RecvRequest.ANY, RecvRequest.ANY, -1, 0, target, offset);
        req.vertex = v;
        call.engine.joinHardwareCollective(call.world(rank), schedule.contextId(v), sizeBytes, payload, req);
    }

    /** Vertex v is done: its successors lose a pending dependency; those at zero become ready. */
    private void complete(int v) {
        outstanding--;
        if (tracking == null) {
            doneBitsOrPs |= 1L << (v - phaseStart);
        } else {
            tracking.complete(schedule, phaseStart, v, (flags & LOOPING) != 0);
        }
    }

    /** A completed vertex: its request goes back to the engine's pool; successors or the next phase may start. */
    @Override
    public void requestDone(Request request, long nowPs) {
        int v = request.vertex;
        ProgressEngine engine = call.engine;
        engine.pools().recycle(request);
        done(v, nowPs);
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
            if (s == PhaseTracking.ISSUED) {
                issued.add(schedule.describe(v, call.elementBytes, rank));
            } else if (s > 0) {
                blocked.add(schedule.describe(v, call.elementBytes, rank));
            }
        }
        String after = "";
        if (blocked.isEmpty()) {
            for (int v = next; v < schedule.size() && (v == next || !schedule.startsPhase(v)); v++) {
                blocked.add(schedule.describe(v, call.elementBytes, rank));
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
        return ((doneBitsOrPs >>> (v - phaseStart)) & 1) == 0 ? PhaseTracking.ISSUED : PhaseTracking.DONE;
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
        return call.label;
    }
}
