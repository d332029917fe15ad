package org.collsim.mpi.progress;

import java.util.ArrayList;
import java.util.List;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.OpKind;
import org.collsim.mpi.sched.Schedule;

/**
 * Executes one rank's {@link Schedule} on the progress engine: issues each phase's operations
 * in order, and the next phase when every operation of the current one has completed.
 * Peers in the schedule are communicator ranks, translated through {@code worldRanks}.
 */
public final class ScheduleExecution implements RequestListener {
    /** Told when the whole schedule has completed. */
    @FunctionalInterface
    public interface Listener {
        void scheduleDone(ScheduleExecution execution, long nowPs);
    }

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
    private int next;
    private int phaseStart;
    private int outstanding;
    private boolean issuing;
    private long donePs = -1;

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
        return donePs >= 0;
    }

    public long donePs() {
        return donePs;
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

    private void advance(long nowPs) {
        while (outstanding == 0) {
            int n = schedule.size();
            if (next >= n) {
                donePs = nowPs;
                if (listener != null) {
                    listener.scheduleDone(this, nowPs);
                }
                return;
            }
            phaseStart = next;
            issuing = true;
            do {
                issue(next++, nowPs);
            } while (next < n && !schedule.startsPhase(next));
            issuing = false;
        }
    }

    private void issue(int i, long nowPs) {
        long count = schedule.count(i);
        OpKind kind = schedule.kind(i);
        switch (kind) {
            case SEND -> {
                outstanding++;
                long[] payload = buffers == null ? null : slice(schedule.bufA(i), schedule.offA(i), count);
                int peer = world(schedule.peer(i));
                engine.isend(world(rank), peer, context, tag, count * elementBytes, payload, engine.pools().sendRequest(this, peer, tag));
            }
            case RECV -> {
                outstanding++;
                long[] target = buffers == null ? null : buffers[schedule.bufA(i)];
                int offset = buffers == null ? 0 : schedule.offA(i);
                engine.irecv(world(rank), engine.pools().recvRequest(this, world(schedule.peer(i)), tag, context,
                        count * elementBytes, target, offset));
            }
            case REDUCE -> {
                outstanding++;
                if (buffers != null) {
                    long[] src = buffers[schedule.bufA(i)];
                    long[] dst = buffers[schedule.bufB(i)];
                    int so = schedule.offA(i);
                    int d0 = schedule.offB(i);
                    for (int k = 0; k < count; k++) {
                        dst[d0 + k] += src[so + k];
                    }
                }
                long end = engine.network().reduce(world(rank), count * elementBytes, nowPs);
                engine.vertexDone(end, engine.pools().cpuRequest(this));
            }
            case HW_JOIN, HW_ROOT_JOIN -> {
                outstanding++;
                boolean root = kind == OpKind.HW_ROOT_JOIN;
                long[] target = buffers == null || root ? null : buffers[schedule.bufA(i)];
                long[] payload = buffers != null && root ? slice(schedule.bufA(i), schedule.offA(i), count) : null;
                int offset = buffers == null ? 0 : schedule.offA(i);
                engine.joinHardwareCollective(world(rank), schedule.peer(i), count * elementBytes, payload,
                        engine.pools().recvRequest(this, RecvRequest.ANY, RecvRequest.ANY, -1, 0, target, offset));
            }
            case COPY -> {
                if (buffers != null) {
                    System.arraycopy(buffers[schedule.bufA(i)], schedule.offA(i),
                            buffers[schedule.bufB(i)], schedule.offB(i), Math.toIntExact(count));
                }
            }
        }
    }

    private long[] slice(int buf, int offset, long count) {
        long[] out = new long[Math.toIntExact(count)];
        System.arraycopy(buffers[buf], offset, out, 0, out.length);
        return out;
    }

    /** A completed operation: its request goes back to the engine's pool, and the phase may be over. */
    @Override
    public void requestDone(Request request, long nowPs) {
        engine.pools().recycle(request);
        outstanding--;
        if (outstanding == 0 && !issuing) {
            advance(nowPs);
        }
    }

    /** The operations of the phase this rank is stuck in (for deadlock reports). */
    public List<String> currentPhase() {
        List<String> out = new ArrayList<>();
        for (int i = phaseStart; i < next; i++) {
            out.add(schedule.kind(i).name().toLowerCase() + (schedule.kind(i) == OpKind.SEND || schedule.kind(i) == OpKind.RECV
                    ? " " + schedule.peer(i) : "") + " (" + schedule.count(i) * elementBytes + " B)");
        }
        return out;
    }

    public String label() {
        return label;
    }
}
