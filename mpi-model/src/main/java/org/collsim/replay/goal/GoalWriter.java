package org.collsim.replay.goal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.function.LongUnaryOperator;
import org.collsim.mpi.error.BadInputException;
import org.collsim.mpi.sched.Schedule;
import org.collsim.mpi.sched.VertexKind;

/**
 * Writes collsim schedules as GOAL text, one rank block at a time, in a form LogGOPSim's parser
 * accepts: a send or receive per message (size in bytes, tag 0), a {@code calc} in ns per reduction
 * or computation, and a {@code requires} line per dependency. A fence becomes dependencies of the
 * next phase's first vertices on the last ones of the phase before; copies, free in every model,
 * are left out and their dependencies passed through. Hardware collectives have no GOAL form.
 */
public final class GoalWriter {
    private final Writer out;
    private final int elementBytes;
    private final LongUnaryOperator reducePs;
    private int nextRank;

    /**
     * @param elementBytes bytes per schedule element
     * @param reducePs     the CPU time in ps of reducing a number of bytes (the machine's gamma)
     */
    public GoalWriter(Writer out, int ranks, int elementBytes, LongUnaryOperator reducePs, String header) {
        this.out = out;
        this.elementBytes = elementBytes;
        this.reducePs = reducePs;
        for (String line : header.split("\n")) {
            write("// " + line + "\n");
        }
        write("num_ranks " + ranks + "\n");
    }

    /** Writes the next rank's block (ranks in order from 0). */
    public void rank(Schedule schedule) {
        int rank = nextRank++;
        write("rank " + rank + " {\n");
        List<int[]> requires = requirements(schedule);
        BitSet labelled = new BitSet();
        for (int[] edge : requires) {
            labelled.set(edge[0]);
            labelled.set(edge[1]);
        }
        for (int v = 0; v < schedule.size(); v++) {
            if (schedule.kind(v) != VertexKind.COPY) {
                write((labelled.get(v) ? "v" + v + ": " : "") + operation(schedule, v, rank) + "\n");
            }
        }
        for (int[] edge : requires) {
            write("v" + edge[0] + " requires v" + edge[1] + "\n");
        }
        write("}\n");
    }

    private String operation(Schedule schedule, int v, int rank) {
        long bytes = schedule.count(v) * elementBytes;
        return switch (schedule.kind(v)) {
            case SEND -> "send " + bytes + "b to " + schedule.peer(v);
            case RECV -> "recv " + bytes + "b from " + schedule.peer(v);
            case REDUCE -> "calc " + wholeNs(reducePs.applyAsLong(bytes), "a reduction of " + bytes + " B", rank);
            case CALC -> "calc " + wholeNs(schedule.calcPs(v), "a computation", rank);
            case COPY -> throw new IllegalStateException("copies are left out");
            case HW_BARRIER, HW_BCAST, HW_BCAST_ROOT -> throw new BadInputException(
                    "rank " + rank + ": a hardware collective has no GOAL form (export without hardware layers)");
        };
    }

    private static long wholeNs(long ps, String what, int rank) {
        if (ps % LogGopsParameters.PS_PER_NS != 0) {
            throw new BadInputException("rank " + rank + ": " + what + " takes " + ps
                    + " ps, not a whole number of ns as GOAL writes calc durations");
        }
        return ps / LogGopsParameters.PS_PER_NS;
    }

    /** Each written vertex's direct dependencies on written vertices: {dependent, dependency} pairs. */
    private static List<int[]> requirements(Schedule schedule) {
        int n = schedule.size();
        List<List<Integer>> direct = new ArrayList<>(n);
        for (int v = 0; v < n; v++) {
            direct.add(new ArrayList<>());
        }
        int phaseStart = 0;
        List<Integer> previousSinks = List.of();
        for (int v = 0; v <= n; v++) {
            if (v == n || (v > 0 && schedule.startsPhase(v))) {
                List<Integer> sinks = new ArrayList<>();
                for (int u = phaseStart; u < v; u++) {
                    if (direct.get(u).isEmpty()) { // no dependency inside its phase: waits for the fence
                        direct.get(u).addAll(previousSinks);
                    }
                    if (schedule.firstSuccessor(u) == schedule.endSuccessor(u)) {
                        sinks.add(u);
                    }
                }
                previousSinks = sinks;
                phaseStart = v;
            }
            if (v < n) {
                for (int e = schedule.firstSuccessor(v); e < schedule.endSuccessor(v); e++) {
                    direct.get(schedule.successor(e)).add(v);
                }
            }
        }
        List<int[]> edges = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            if (schedule.kind(v) != VertexKind.COPY) {
                BitSet seen = new BitSet();
                for (int u : direct.get(v)) {
                    throughCopies(schedule, direct, u, v, seen, edges);
                }
            }
        }
        return edges;
    }

    private static void throughCopies(Schedule schedule, List<List<Integer>> direct, int u, int v, BitSet seen,
                                      List<int[]> edges) {
        if (seen.get(u)) {
            return;
        }
        seen.set(u);
        if (schedule.kind(u) != VertexKind.COPY) {
            edges.add(new int[] {v, u});
            return;
        }
        for (int w : direct.get(u)) {
            throughCopies(schedule, direct, w, v, seen, edges);
        }
    }

    private void write(String text) {
        try {
            out.write(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
