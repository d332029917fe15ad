package org.collsim.scenario;

import java.util.List;
import org.collsim.replay.goal.GoalSchedule;
import org.collsim.replay.ti.TiFiles;

/**
 * A scenario's {@code "trace"} workload, as written (resolved against the scenario file's folder)
 * and read once when the scenario is loaded: a SimGrid TI trace, which runs as programs on the
 * scenario's machine under each layer stack, or a GOAL schedule, which LogGOPS prices on a
 * {@code loggp} machine alone. Either runs at its own rank count once per sweep variant.
 */
public sealed interface TraceSpec {
    /** The file as the scenario names it. */
    String file();

    int ranks();

    /** The trace's points in sweep variant {@code run}, on resolved machine {@code machine}. */
    List<ScenarioPoint<?>> points(Scenario run, int machine);

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
    }

    /** A GOAL schedule: one point (it has no collectives for layers to take). */
    record Goal(String file, GoalSchedule schedule) implements TraceSpec {
        @Override
        public int ranks() {
            return schedule.ranks();
        }

        @Override
        public List<ScenarioPoint<?>> points(Scenario run, int machine) {
            return List.of(new GoalPoint(run, this, machine));
        }
    }
}
