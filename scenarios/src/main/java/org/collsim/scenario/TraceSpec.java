package org.collsim.scenario;

import java.util.List;
import org.collsim.mpi.program.EventBound;
import org.collsim.mpi.program.Expr;
import org.collsim.mpi.run.Estimates;
import org.collsim.replay.goal.GoalSchedule;
import org.collsim.replay.ti.TiFiles;

/**
 * A scenario's {@code "trace"} workload, as written (resolved against the scenario file's folder)
 * and read once when the scenario is loaded: a SimGrid TI trace, which runs as programs on the
 * scenario's machine under each layer stack, or a GOAL schedule, which LogGOPS prices on a
 * {@code loggp} machine alone. Either runs at its own rank count once per sweep variant. Both
 * know from the file, before they run, lower bounds of one replay's events and heap, which the
 * up-front checks hold against max_events and the heap.
 */
public sealed interface TraceSpec {
    /** The file as the scenario names it. */
    String file();

    int ranks();

    /** The trace's points in sweep variant {@code run}, on resolved machine {@code machine}. */
    List<ScenarioPoint<?>> points(Scenario run, int machine);

    /** The trace in messages: "the TI trace t.txt at 8 ranks". */
    String describe();

    /** The events one replay fires at least, and how they are counted ("one event per operation at least"). */
    long eventsAtLeast();

    String eventsCounted();

    /** The heap one replay needs at least, beyond the trace read at load time. */
    HeapNeed heapNeed();

    /** A SimGrid TI trace: one point per layer stack. */
    record Ti(String file, TiFiles.TiTrace trace) implements TraceSpec {
        @Override
        public int ranks() {
            return trace.ranks();
        }

        @Override
        public List<ScenarioPoint<?>> points(Scenario run, int machine) {
            return run.layers().stacks().stream().<ScenarioPoint<?>>map(s -> new TracePoint(run, this, s, machine)).toList();
        }

        @Override
        public String describe() {
            return "the TI trace " + file + " at " + ranks() + " ranks";
        }

        /** A walk of every rank's actions, as long as the trace. */
        @Override
        public long eventsAtLeast() {
            return EventBound.events(trace.programs());
        }

        @Override
        public String eventsCounted() {
            return "a send's injection, arrival and completion, a collective's or compute's completion";
        }

        /** Each rank's interpreter: a program's per-rank state, with no loop variables (a trace has none). */
        @Override
        public HeapNeed heapNeed() {
            return HeapNeed.atLeast(Estimates.programHeapBytes(ranks(), Expr.FIRST_LOOP_SLOT));
        }
    }

    /** A GOAL schedule: one point (it has no collectives for layers to take). */
    record Goal(String file, GoalSchedule schedule) implements TraceSpec {
        /** A replay consumes a copy of the schedule: at least an unmet-dependency count and a head byte per operation. */
        static final long COPY_BYTES_PER_OPERATION = 2;
        /** And one array per rank: its header and length. */
        static final long COPY_BYTES_PER_RANK = 16;

        @Override
        public int ranks() {
            return schedule.ranks();
        }

        @Override
        public List<ScenarioPoint<?>> points(Scenario run, int machine) {
            return List.of(new GoalPoint(run, this, machine));
        }

        @Override
        public String describe() {
            return "the GOAL schedule " + file + " at " + ranks() + " ranks";
        }

        @Override
        public long eventsAtLeast() {
            return schedule.totalOperations();
        }

        @Override
        public String eventsCounted() {
            return "one event per operation at least";
        }

        @Override
        public HeapNeed heapNeed() {
            return HeapNeed.atLeast(HeapNeed.sum(HeapNeed.product(schedule.totalOperations(), COPY_BYTES_PER_OPERATION),
                    HeapNeed.product(ranks(), COPY_BYTES_PER_RANK)));
        }
    }
}
