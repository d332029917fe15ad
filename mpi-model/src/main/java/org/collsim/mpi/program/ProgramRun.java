package org.collsim.mpi.program;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.comm.Ran;
import org.collsim.mpi.comm.TableStats;
import org.collsim.mpi.progress.QueueStats;
import org.collsim.mpi.run.DeadlockException;
import org.collsim.mpi.run.Job;
import org.collsim.mpi.run.JobSpec;
import org.collsim.mpi.run.RunOptions;
import org.collsim.mpi.run.Workload;
import org.collsim.mpi.select.Selector;
import org.collsim.mpi.wireup.ProxyLookups;
import org.collsim.mpi.wireup.Wireup;

/**
 * The program workload: every rank starts the program at time 0 on the job's world
 * communicator (with a wire-up: when its MPI_Init ends, its first sends to each peer waiting
 * for the peer's card, {@link ProxyLookups}), and the run ends when no event is left. Then every rank must be done (else a
 * {@link DeadlockException} says, per rank, at which statement it waits for what) and every user
 * communicator must be freed (else a {@link CommunicatorLeakException}); the job's MPI_Finalize
 * frees world.
 */
public final class ProgramRun implements Workload<long[]> {
    /** Each rank's program: the same one for an SPMD program, its own for a replayed trace. */
    private final IntFunction<Program> programOfRank;
    /** The job's wire-up, or null: every rank starts at 0 knowing every peer. */
    private final Wireup wireup;
    /** Chooses the algorithm of a collective call that names none (empty: MPICH's choice). */
    private final Optional<Selector> selector;
    private ProgramContext ctx;
    private CommState worldState;
    private RankInterpreter[] ranks;
    private List<Ran> ran = List.of();

    private ProgramRun(IntFunction<Program> programOfRank, Wireup wireup, Optional<Selector> selector) {
        this.programOfRank = programOfRank;
        this.wireup = wireup;
        this.selector = selector;
    }

    /**
     * The outcome: the time of the last rank, each rank's completion, events, messages,
     * bytes sent, the table counters after world was freed, and what served each kind of
     * collective call the ranks made ({@link Ran}: per collective and communicator size).
     */
    public record Result(long timePs, long[] rankDonePs, long events, long messages, long bytesSent, TableStats tables,
                         List<String> layers, QueueStats queues, long registrationHits, long registrationMisses,
                         List<Ran> ran) {
        public long minRankDonePs() {
            long min = Long.MAX_VALUE;
            for (long t : rankDonePs) {
                min = Math.min(min, t);
            }
            return min;
        }
    }

    /** The program on the built-in registry's defaults. */
    public static Result run(Network network, Program program, long seed, RunOptions options) {
        return run(new JobSpec(network, options, AlgorithmRegistry.builtIn(), seed), program);
    }

    /** The program as a job on {@code spec}. */
    public static Result run(JobSpec spec, Program program) {
        return run(spec, program, Optional.empty());
    }

    /** The program as a job on {@code spec}, its calls that name no algorithm served by {@code selector}'s choice. */
    public static Result run(JobSpec spec, Program program, Optional<Selector> selector) {
        return run(spec, new ProgramRun(rank -> program, program.wireup(), selector));
    }

    /** Every rank runs its own program ({@code programOfRank}, asked once per rank at the start) as one job on {@code spec}. */
    public static Result run(JobSpec spec, IntFunction<Program> programOfRank) {
        return run(spec, new ProgramRun(programOfRank, null, Optional.empty()));
    }

    private static Result run(JobSpec spec, ProgramRun workload) {
        Job.Result<long[]> r = Job.run(spec, workload);
        long[] done = r.outcome();
        long time = 0;
        for (long t : done) {
            time = Math.max(time, t);
        }
        return new Result(time, done, r.events(), r.messages(), r.bytesSent(), r.tables(), r.layers(), r.queues(),
                r.registrationHits(), r.registrationMisses(), workload.ran);
    }

    @Override
    public CollectiveAlgorithm defaultFor(Collective c, AlgorithmRegistry registry) {
        return ctx != null ? ctx.defaultFor(c) : Workload.super.defaultFor(c, registry);
    }

    @Override
    public void start(Job job) {
        job.comms().recordRan();
        ctx = new ProgramContext(job.engine(), job.comms(), job.spec().registry(), selector);
        worldState = ctx.register(job.world(), Stmt.WORLD, "MPI_Init");
        MpiCalls calls = new MpiCalls(ctx);
        ranks = new RankInterpreter[job.spec().ranks()];
        for (int r = 0; r < ranks.length; r++) {
            ranks[r] = new RankInterpreter(ctx, calls, programOfRank.apply(r), r, worldState);
        }
        if (wireup == null) {
            for (RankInterpreter r : ranks) {
                r.start();
            }
            return;
        }
        ProxyLookups pm = new ProxyLookups(job.simulation(), wireup.mode(),
                wireup.params().forJob(ranks.length, job.spec().network().ranksPerNode()));
        job.engine().enableCardLookups(pm);
        for (RankInterpreter r : ranks) {
            job.simulation().schedule(pm.initEndPs(r.rank()), now -> r.start());
        }
    }

    /** Each rank's completion time, once every rank is done and every user communicator freed. */
    @Override
    public long[] finish(Job job) {
        long[] done = new long[ranks.length];
        List<String> blocked = new ArrayList<>();
        for (RankInterpreter r : ranks) {
            if (r.isDone()) {
                done[r.rank()] = r.donePs();
            } else {
                blocked.add("rank " + r.rank() + ": " + r.describeBlocked());
            }
        }
        if (!blocked.isEmpty()) {
            throw new DeadlockException(job.simulation().nowPs(), blocked);
        }
        checkFreed();
        ran = job.comms().ran();
        return done;
    }

    private void checkFreed() {
        List<String> leaks = new ArrayList<>();
        for (CommState s : ctx.states()) {
            if (s != worldState && !s.freedByAll()) {
                leaks.add("\"" + s.name() + "\" (" + s.comm() + ") made at " + s.madeAt() + ", not freed by rank(s) "
                        + s.notFreedBy());
            }
        }
        if (!leaks.isEmpty()) {
            throw new CommunicatorLeakException(leaks);
        }
    }
}
