package org.collsim.scenario;

import java.util.ArrayList;
import java.util.List;
import org.collsim.engine.net.Network;
import org.collsim.mpi.MpiException;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.run.DeadlockException;
import org.collsim.mpi.run.RunOptions;
import org.collsim.scenario.program.ProgramRunner;
import org.collsim.report.ResultRecord;

/**
 * Simulates every point of a scenario, one after another, each as one collective call on a
 * fresh machine from a synchronized start (timing only), and returns one record per point in
 * scenario order.
 */
public final class ScenarioRunner {
    private ScenarioRunner() {
    }

    /**
     * Runs all points, then the program (if any) at each rank count; a deadlock or MPI error
     * stops the run with a {@link PointFailure} (or a {@code ProgramFailure}).
     */
    public static List<ResultRecord> run(Scenario scenario) {
        List<ResultRecord> out = new ArrayList<>();
        for (Point p : scenario.points()) {
            out.add(runPoint(scenario, p));
        }
        if (scenario.program() != null) { // program workload: one record per rank count, after the benchmark's
            out.addAll(ProgramRunner.run(scenario.name(), scenario.network(), scenario.seed(), scenario.program(),
                    RunOptions.defaults()));
        }
        return out;
    }

    static ResultRecord runPoint(Scenario scenario, Point p) {
        Network network = new Network(p.ranks(), scenario.network().model());
        CollectiveRun.Result r;
        try {
            r = CollectiveRun.run(network, p.algorithm(), p.args(), false, scenario.seed());
        } catch (DeadlockException | MpiException e) {
            throw new PointFailure(p, e);
        }
        return ResultRecord.builder()
                .scenario(scenario.name())
                .collective(p.collective().id())
                .algorithm(p.algorithm().name())
                .ranks(p.ranks())
                .sizeBytes(p.sizeBytes())
                .model(scenario.network().modelName())
                .seed(scenario.seed())
                .timePs(r.timePs())
                .events(r.events())
                .messages(r.messages())
                .build();
    }
}
