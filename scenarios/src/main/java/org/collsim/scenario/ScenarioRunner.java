package org.collsim.scenario;

import java.util.ArrayList;
import java.util.List;
import org.collsim.engine.RandomStreams;
import org.collsim.engine.net.Network;
import org.collsim.mpi.MpiException;
import org.collsim.mpi.comm.CollopsException;
import org.collsim.mpi.comm.TableStats;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.run.CommunicatorChurn;
import org.collsim.mpi.run.DeadlockException;
import org.collsim.mpi.run.RunOptions;
import org.collsim.report.CommWorkloadRecord;
import org.collsim.scenario.program.ProgramRunner;
import org.collsim.mpi.progress.QueueStats;
import org.collsim.report.QueueCounts;
import org.collsim.report.ReplicationStats;
import org.collsim.report.ResultRecord;
import org.collsim.report.TableCounts;

/**
 * Simulates every point of a scenario, one after another, each as one collective call on a
 * fresh machine from a synchronized start (timing only) under fresh instances of its layer
 * stack, and returns one record per point in scenario order. Runs the communicator workload,
 * when the scenario has one, once per stack.
 */
public final class ScenarioRunner {
    private ScenarioRunner() {
    }

    /**
     * Runs all points, then the program (if any) at each rank count; a deadlock, MPI error or
     * broken table protocol stops the run with a {@link PointFailure} (or a {@code ProgramFailure}).
     */
    public static List<ResultRecord> run(Scenario scenario) {
        List<ResultRecord> out = new ArrayList<>();
        for (Point p : scenario.points()) {
            out.add(runPoint(scenario, p));
        }
        if (scenario.program() != null) { // program workload: per stack, one record per rank count
            for (LayerStack stack : scenario.layers().stacks()) {
                out.addAll(ProgramRunner.run(scenario.name(), scenario.machine(), scenario.seed(),
                        scenario.replications(), scenario.program(), () -> options(scenario, stack)));
            }
        }
        return out;
    }

    /** Fresh layer instances of {@code stack}, on the scenario's MPI device. */
    static RunOptions options(Scenario scenario, LayerStack stack) {
        return scenario.layers().freshOptions(stack).withDevice(scenario.machine().nic().orElse(null));
    }

    /**
     * Runs the point once per replication; the record holds replication 0's measurements and,
     * for two or more replications, the statistics of the times of all of them.
     */
    static ResultRecord runPoint(Scenario scenario, Point p) {
        long[] times = new long[scenario.replications()];
        CollectiveRun.Result r = null;
        for (int i = 0; i < times.length; i++) {
            CollectiveRun.Result ri = runReplication(scenario, p, i);
            times[i] = ri.timePs();
            r = i == 0 ? ri : r;
        }
        return ResultRecord.builder()
                .scenario(scenario.name())
                .collective(p.collective().id())
                .algorithm(p.algorithm().label())
                .ranks(p.ranks())
                .sizeBytes(p.sizeBytes())
                .model(scenario.network().modelName())
                .seed(scenario.seed())
                .timePs(r.timePs())
                .events(r.events())
                .messages(r.messages())
                .layers(r.layers())
                .tables(counts(r.tables()))
                .queues(queueCounts(r.queues(), p.ranks()))
                .stats(stats(times))
                .build();
    }

    /** Replication {@code i} of a point: the machine on the random streams of (seed, i), fresh layers. */
    private static CollectiveRun.Result runReplication(Scenario scenario, Point p, int i) {
        Network network = scenario.machine().buildNetwork(p.ranks(), new RandomStreams(scenario.seed(), i));
        try {
            return CollectiveRun.run(network, p.algorithm(), p.args(), false, scenario.seed(), options(scenario, p.stack()));
        } catch (DeadlockException | MpiException | CollopsException e) {
            throw new PointFailure(p, e);
        }
    }

    /** Statistics of two or more replications' times; null for one (the record then has none). */
    public static ReplicationStats stats(long[] timesPs) {
        return timesPs.length > 1 ? ReplicationStats.of(timesPs) : null;
    }

    /** Runs of at most this many ranks list their queue statistics per rank (queues.csv). */
    static final int MAX_RANKS_LISTED = 4096;

    public static QueueCounts queueCounts(QueueStats q, int ranks) {
        if (ranks > MAX_RANKS_LISTED) {
            return new QueueCounts(q.maxPostedDepth(), q.maxUnexpectedDepth(), q.entriesSearched(), null, null, null);
        }
        int[] posted = new int[ranks];
        int[] unexpected = new int[ranks];
        long[] searched = new long[ranks];
        for (int r = 0; r < ranks; r++) {
            posted[r] = q.maxPostedDepth(r);
            unexpected[r] = q.maxUnexpectedDepth(r);
            searched[r] = q.entriesSearched(r);
        }
        return new QueueCounts(q.maxPostedDepth(), q.maxUnexpectedDepth(), q.entriesSearched(), posted, unexpected, searched);
    }

    /**
     * Runs the scenario's communicator workload under each stack (none when it has no
     * workload); a broken table protocol or a leak stops it with a {@link WorkloadFailure}.
     */
    public static List<CommWorkloadRecord> runCommWorkload(Scenario scenario) {
        List<CommWorkloadRecord> out = new ArrayList<>();
        if (scenario.commWorkload().isEmpty()) {
            return out;
        }
        CommWorkload w = scenario.commWorkload().get();
        for (LayerStack stack : scenario.layers().stacks()) {
            TableStats stats;
            try {
                stats = CommunicatorChurn.run(w.ranks(), w.splits(), w.colors(), scenario.layers().freshOptions(stack));
            } catch (CollopsException e) {
                throw new WorkloadFailure(w, stack, e);
            }
            out.add(new CommWorkloadRecord(scenario.name(), w.ranks(), w.splits(), w.colors(), stack.names(),
                    w.communicators(), counts(stats)));
        }
        return out;
    }

    static TableCounts counts(TableStats s) {
        return new TableCounts(s.allocated(), s.reused(), s.freed(), s.hookCalls(), s.aliveTables(),
                s.foreignTablesAtDestroy());
    }
}
