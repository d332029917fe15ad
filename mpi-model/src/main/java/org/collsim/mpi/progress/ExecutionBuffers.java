package org.collsim.mpi.progress;

import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ReduceOp;
import org.collsim.mpi.sched.Schedule;

/**
 * The buffers of a {@link ScheduleExecution} that carries data: the rank's IN and OUT and the
 * schedule's temporaries, and what its vertices do to them (slice a send's payload, reduce, copy).
 */
final class ExecutionBuffers {
    private final long[][] buffers;

    ExecutionBuffers(Schedule schedule, long[][] userBuffers) {
        buffers = new long[Buffers.FIRST_TMP + schedule.tmpBuffers()][];
        buffers[Buffers.IN] = userBuffers[Buffers.IN];
        buffers[Buffers.OUT] = userBuffers[Buffers.OUT];
        for (int b = Buffers.FIRST_TMP; b < buffers.length; b++) {
            buffers[b] = new long[Math.toIntExact(schedule.tmpCount(b))];
        }
    }

    long[] buffer(int id) {
        return buffers[id];
    }

    /** A copy of {@code count} elements from {@code offset} of buffer {@code id}: what a send carries. */
    long[] slice(int id, int offset, long count) {
        long[] out = new long[Math.toIntExact(count)];
        System.arraycopy(buffers[id], offset, out, 0, out.length);
        return out;
    }

    /** Vertex v, a REDUCE: its destination combined with its source, in the schedule's operand order. */
    void reduce(Schedule schedule, int v) {
        long[] src = buffers[schedule.bufA(v)];
        long[] dst = buffers[schedule.bufB(v)];
        int so = schedule.offA(v);
        int d0 = schedule.offB(v);
        long count = schedule.count(v);
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

    /** Vertex v, a COPY. */
    void copy(Schedule schedule, int v) {
        System.arraycopy(buffers[schedule.bufA(v)], schedule.offA(v), buffers[schedule.bufB(v)], schedule.offB(v),
                Math.toIntExact(schedule.count(v)));
    }
}
