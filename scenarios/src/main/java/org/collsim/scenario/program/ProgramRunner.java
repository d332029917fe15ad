package org.collsim.scenario.program;

import java.util.ArrayList;
import java.util.List;
import org.collsim.engine.net.Network;
import org.collsim.mpi.MpiException;
import org.collsim.mpi.comm.CollopsException;
import org.collsim.mpi.comm.TableStats;
import org.collsim.mpi.program.CommunicatorLeakException;
import org.collsim.mpi.program.ProgramRun;
import org.collsim.mpi.run.DeadlockException;
import org.collsim.mpi.run.RunOptions;
import org.collsim.report.ProgramFields;
import org.collsim.report.ResultRecord;
import java.util.function.Supplier;
import org.collsim.scenario.MachineSpec;
import org.collsim.scenario.NetworkSpec;
import org.collsim.scenario.ScenarioRunner;

/** Simulates a scenario's program at each of its rank counts; one record per rank count. */
public final class ProgramRunner {
    private ProgramRunner() {
    }

    /** Runs every rank count; a deadlock, MPI error or leak stops the run with a {@link ProgramFailure}. */
    public static List<ResultRecord> run(String scenario, MachineSpec machine, long seed, ProgramSpec spec,
                                         Supplier<RunOptions> options) {
        List<ResultRecord> out = new ArrayList<>();
        for (int ranks : spec.ranks()) {
            out.add(runAt(scenario, machine, seed, spec, ranks, options.get()));
        }
        return out;
    }

    static ResultRecord runAt(String scenario, MachineSpec machine, long seed, ProgramSpec spec, int ranks,
                              RunOptions options) {
        NetworkSpec network = machine.network();
        ProgramRun.Result r;
        try {
            r = ProgramRun.run(machine.buildNetwork(ranks, seed), spec.program(), seed, options);
        } catch (DeadlockException | MpiException | CommunicatorLeakException | CollopsException e) {
            throw new ProgramFailure(ranks, e);
        }
        TableStats t = r.tables();
        return ResultRecord.builder()
                .scenario(scenario)
                .collective("program")
                .algorithm("-")
                .ranks(ranks)
                .model(network.modelName())
                .seed(seed)
                .timePs(r.timePs())
                .events(r.events())
                .messages(r.messages())
                .layers(options.layerNames())
                .queues(ScenarioRunner.queueCounts(r.queues(), ranks))
                .program(new ProgramFields(r.minRankDonePs(), r.timePs(), r.bytesSent(), t.allocated(), t.reused(),
                        t.freed(), t.hookCalls()))
                .build();
    }
}
