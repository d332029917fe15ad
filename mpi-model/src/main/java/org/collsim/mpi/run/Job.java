package org.collsim.mpi.run;

import java.util.ArrayList;
import java.util.List;
import org.collsim.engine.RunLimitException;
import org.collsim.engine.SequencedEventQueue;
import org.collsim.engine.Simulation;
import org.collsim.engine.TimeBucketEventQueue;
import org.collsim.engine.TimeOverflowException;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.comm.CommWorld;
import org.collsim.mpi.comm.Communicator;
import org.collsim.mpi.comm.TableStats;
import org.collsim.mpi.error.LeakException;
import org.collsim.mpi.error.LimitExceededException;
import org.collsim.mpi.error.VirtualTimeExceeded;
import org.collsim.mpi.layer.HardwareProvider;
import org.collsim.mpi.layer.Layer;
import org.collsim.mpi.progress.ProgressEngine;
import org.collsim.mpi.progress.QueueStats;

/**
 * One simulated MPI job, the runtime every workload runs inside. MPI_Init: the simulation and
 * its progress engine on the network, the communicators with the layers attached (upper layer
 * first; hardware providers enable hardware collectives), world and every rank's self. Then
 * the workload, until no event is left. MPI_Finalize: the selves and world are freed (destroy
 * hooks run newest-first) and nothing may be left alive.
 */
public final class Job {
    private final JobSpec spec;
    private final Simulation sim;
    private final ProgressEngine engine;
    private final CommWorld comms;
    private final Communicator world;

    private Job(JobSpec spec, Workload<?> workload) {
        this.spec = spec;
        // a model that waits for busy resources needs retries that keep their place (LogGOPSim's rule)
        boolean waits = spec.network().waits() && spec.options().device() == null;
        this.sim = new Simulation(spec.seed(), waits ? new SequencedEventQueue() : new TimeBucketEventQueue());
        sim.limit(spec.limits());
        this.engine = new ProgressEngine(sim, spec.network(), spec.options().device());
        AlgorithmRegistry registry = spec.registry();
        this.comms = new CommWorld(spec.ranks(), spec.options().hookOrder(), spec.options().dispatchRule(),
                c -> workload.defaultFor(c, registry));
        comms.setNodeOfWorldRank(spec.network()::nodeOf);
        for (Layer layer : spec.options().layers()) {
            layer.attach(comms);
            if (layer instanceof HardwareProvider hw) {
                engine.enableHardwareCollectives(hw.hardwareCosts(), comms::sizeOf);
            }
        }
        this.world = comms.world();
        comms.createSelves();
    }

    /**
     * What every job measures besides the workload's own outcome: events fired, messages and
     * bytes sent, the table counters after finalize, matching-queue and registration statistics.
     */
    public record Result<R>(R outcome, long events, long messages, long bytesSent, TableStats tables, QueueStats queues,
                            List<String> layers, long registrationHits, long registrationMisses) {
    }

    /**
     * Runs {@code workload} as one job on {@code spec}; failures are {@code SimulationFailure}s, a
     * run stopped by the spec's limits a {@link LimitExceededException}.
     */
    public static <R> Result<R> run(JobSpec spec, Workload<R> workload) {
        Job job = new Job(spec, workload);
        R outcome;
        try {
            workload.start(job);
            job.sim.run();
            outcome = workload.finish(job);
        } catch (TimeOverflowException overflow) {
            // the engine cannot know MPI's failure kinds: the job stops here, never with a wrapped time
            throw new VirtualTimeExceeded(overflow);
        } catch (RunLimitException stop) {
            throw new LimitExceededException(stop.limit(), stop.getMessage(), stop.eventsFired(), stop.nowPs());
        }
        job.finalizeMpi();
        ProgressEngine e = job.engine;
        return new Result<>(outcome, job.sim.eventsFired(), e.messages(), e.bytesSent(), job.comms.stats(),
                e.queueStats(), spec.options().layerNames(), e.registrationHits(), e.registrationMisses());
    }

    private void finalizeMpi() {
        comms.freeSelves();
        comms.free(world);
        if (comms.aliveCommunicators() > 0 || comms.stats().aliveTables() > 0) {
            List<String> leaks = new ArrayList<>();
            if (comms.aliveCommunicators() > 0) {
                leaks.add(comms.aliveCommunicators() + " communicator(s) " + comms.aliveList());
            }
            if (comms.stats().aliveTables() > 0) {
                leaks.add(comms.stats().aliveTables() + " table(s)");
            }
            throw new LeakException("leak: " + String.join(" and ", leaks) + " alive after MPI_Finalize", leaks);
        }
    }

    public JobSpec spec() {
        return spec;
    }

    public Network network() {
        return spec.network();
    }

    public RunOptions options() {
        return spec.options();
    }

    public Simulation simulation() {
        return sim;
    }

    public ProgressEngine engine() {
        return engine;
    }

    public CommWorld comms() {
        return comms;
    }

    public Communicator world() {
        return world;
    }
}
