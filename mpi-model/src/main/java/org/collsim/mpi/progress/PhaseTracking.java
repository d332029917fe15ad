package org.collsim.mpi.progress;

import java.util.Arrays;
import org.collsim.mpi.sched.Schedule;

/**
 * The per-vertex state of a {@link ScheduleExecution} whose schedule has edges or a phase longer
 * than 64 vertices (the others keep their completions in the bits of one long): per vertex of
 * the current phase, its pending-dependency count, {@link #ISSUED} or {@link #DONE}, and with
 * edges the vertices readied outside the phase loop, in the order to issue them.
 */
final class PhaseTracking {
    static final int ISSUED = -1;
    static final int DONE = -2;

    /** Indexed v - phaseStart. */
    final int[] state;
    /** Null without edges. */
    final int[] ready;
    int readyHead;
    int readyTail;

    PhaseTracking(Schedule schedule) {
        state = new int[schedule.longestPhase()];
        ready = schedule.hasEdges() ? new int[schedule.longestPhase()] : null;
    }

    /** Each vertex of the phase [start, end) starts with the number of its edges from inside the phase. */
    void countDependencies(Schedule schedule, int start, int end) {
        Arrays.fill(state, 0, end - start, 0);
        if (ready == null) {
            return;
        }
        readyHead = 0;
        readyTail = 0;
        for (int v = start; v < end; v++) {
            for (int e = schedule.firstSuccessor(v); e < schedule.endSuccessor(v); e++) {
                state[schedule.successor(e) - start]++;
            }
        }
    }

    /** Queues the vertices of the phase [start, end) that have no dependency inside it. */
    void queueRoots(int start, int end) {
        for (int v = start; v < end; v++) {
            if (state[v - start] == 0) {
                ready[readyTail++] = v;
            }
        }
    }

    boolean hasReady() {
        return ready != null && readyHead < readyTail;
    }

    /**
     * Vertex v of the phase from {@code start} is done: its successors lose a pending dependency,
     * and those at zero are queued unless {@code looping} (the phase loop itself reaches them, s > v).
     */
    void complete(Schedule schedule, int start, int v, boolean looping) {
        state[v - start] = DONE;
        for (int e = schedule.firstSuccessor(v); e < schedule.endSuccessor(v); e++) {
            int s = schedule.successor(e);
            if (--state[s - start] == 0 && !looping) {
                ready[readyTail++] = s;
            }
        }
    }
}
