package org.collsim.scenario.program;

import java.util.ArrayList;
import java.util.List;
import org.collsim.engine.RandomStreams;
import org.collsim.engine.TimeOverflowException;
import org.collsim.mpi.MpiException;
import org.collsim.mpi.comm.CollopsException;
import org.collsim.mpi.comm.TableStats;
import org.collsim.mpi.program.CommunicatorLeakException;
import org.collsim.mpi.program.ProgramRun;
import org.collsim.mpi.run.DeadlockException;
import org.collsim.mpi.run.RunOptions;
import org.collsim.report.ProgramFields;
import org.collsim.report.ReplicationStats;
import org.collsim.report.ResultRecord;
import java.util.function.Supplier;
import org.collsim.scenario.MachineSpec;
import org.collsim.scenario.NetworkSpec;
import org.collsim.scenario.ScenarioRunner;

/** Simulates a scenario's program at each of its rank counts; one record per rank count. */
public final class ProgramRunner {
    private ProgramRunner() {
    }

    /**
     * Runs every rank count {@code replications} times (fresh options each time); a deadlock,
     * MPI error or leak stops the run with a {@link ProgramFailure}.
     */
    public static List<ResultRecord> run(String scenario, MachineSpec machine, long seed, int replications,
                                         ProgramSpec spec, Supplier<RunOptions> options) {
        List<ResultRecord> out = new ArrayList<>();
        for (int ranks : spec.ranks()) {
            long[] times = new long[replications];
            ProgramRun.Result first = null;
            RunOptions firstOptions = null;
            for (int i = 0; i < replications; i++) {
                RunOptions o = options.get();
                ProgramRun.Result r = runOnce(machine, new RandomStreams(seed, i), spec, ranks, o);
                times[i] = r.timePs();
                if (i == 0) {
                    first = r;
                    firstOptions = o;
                }
            }
            out.add(record(scenario, machine, seed, ranks, first, firstOptions, ScenarioRunner.stats(times)));
        }
        return out;
    }

    private static ProgramRun.Result runOnce(MachineSpec machine, RandomStreams streams, ProgramSpec spec, int ranks,
                                             RunOptions options) {
        try {
            return ProgramRun.run(machine.buildNetwork(ranks, streams), spec.program(), streams.seed(), options);
        } catch (DeadlockException | MpiException | CommunicatorLeakException | CollopsException | TimeOverflowException e) {
            throw new ProgramFailure(ranks, e);
        }
    }

    private static ResultRecord record(String scenario, MachineSpec machine, long seed, int ranks, ProgramRun.Result r,
                                       RunOptions options, ReplicationStats stats) {
        NetworkSpec network = machine.network();
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
                .stats(stats)
                .build();
    }
}
