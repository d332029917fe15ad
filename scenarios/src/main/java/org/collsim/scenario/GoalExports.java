package org.collsim.scenario;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.Writer;
import java.util.LinkedHashMap;
import java.util.Map;
import org.collsim.engine.PerByte;
import org.collsim.engine.net.LogGPModel;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.run.Job;
import org.collsim.mpi.run.JobSpec;
import org.collsim.replay.goal.GoalExport;
import org.collsim.replay.goal.GoalWriter;

/**
 * A scenario's benchmark point written as a GOAL schedule (docs/REPLAY.md, Export): the schedules
 * its run would execute, dispatched in the same job set-up (machine, layers, algorithm), with the
 * machine's LogGOPS parameters in the header so that LogGOPSim can be run on the same numbers.
 */
public final class GoalExports {
    private static final long PS_PER_NS = 1000;

    private GoalExports() {
    }

    /** Why {@code machine} cannot be exported for replay under LogGOPS, or null: it must be one loggp network alone. */
    public static String unsupported(MachineSpec machine) {
        return machine.loggpAlone().isPresent() ? null
                : "expected a machine of one \"loggp\" network and nothing else (GOAL schedules are priced by LogGOPS), found "
                + machine.describe();
    }

    /** The machine as a file of its own for {@code collsim replay --machine}: {"network": {"model": "loggp", ...}}. */
    public static String machineJson(MachineSpec machine) {
        Map<String, String> network = new LinkedHashMap<>();
        network.put("model", machine.network().modelName());
        network.putAll(machine.network().parameters());
        try {
            return new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(Map.of("network", network)) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("strings always serialize", e);
        }
    }

    /** Writes {@code point}'s schedules to {@code out}; a schedule GOAL cannot express is a BadInputException. */
    public static void write(BenchmarkPoint point, AlgorithmRegistry registry, Writer out) {
        Scenario scenario = point.scenario();
        LogGPModel loggp = (LogGPModel) scenario.machine().network().model();
        String header = "collsim export-goal: scenario " + scenario.name() + ", " + point.describe() + "\n"
                + "machine: " + scenario.machine().describe() + "\n"
                + "LogGOPSim options: " + logGopSimParameters(loggp);
        GoalWriter writer = new GoalWriter(out, point.ranks(), point.point().args().elementBytes(),
                loggp.gamma()::timePs, header);
        JobSpec spec = ScenarioRunner.jobSpec(scenario, registry, point.ranks(), point.stack(), 0,
                scenario.limits().remaining(0, 0));
        Job.run(spec, new GoalExport(point.point().algorithm(), point.point().args(), writer));
    }

    /** "-L 2500 -o 1500 -g 1000 -G 6 -O 0 -S 65535" (LogGOPSim's options, in ns), or why not when a value is not whole ns. */
    private static String logGopSimParameters(LogGPModel m) {
        long[] nsValues = {m.latencyPs(), m.overheadPs(), m.gapPs(), wholePsPerByte(m.gapPerByte()), wholePsPerByte(m.overheadPerByte())};
        for (long ps : nsValues) {
            if (ps < 0 || ps % PS_PER_NS != 0) {
                return "none: LogGOPSim takes whole ns, and these parameters are not";
            }
        }
        return "-L " + nsValues[0] / PS_PER_NS + " -o " + nsValues[1] / PS_PER_NS + " -g " + nsValues[2] / PS_PER_NS
                + " -G " + nsValues[3] / PS_PER_NS + " -O " + nsValues[4] / PS_PER_NS + " -S " + m.eagerLimitBytes();
    }

    /** A per-byte cost in whole ps per byte, or -1 when it is a fraction. */
    private static long wholePsPerByte(PerByte cost) {
        return cost.bytes() == 1 ? cost.ps() : -1;
    }
}
