package org.collsim.mpi.program;

import java.util.ArrayList;
import java.util.List;
import org.collsim.engine.Simulation;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.comm.CollopsException;
import org.collsim.mpi.comm.CommWorld;
import org.collsim.mpi.comm.Communicator;
import org.collsim.mpi.comm.TableStats;
import org.collsim.mpi.layer.HardwareProvider;
import org.collsim.mpi.layer.Layer;
import org.collsim.mpi.progress.ProgressEngine;
import org.collsim.mpi.progress.QueueStats;
import org.collsim.mpi.run.DeadlockException;
import org.collsim.mpi.run.RunOptions;

/**
 * Runs one program on a fresh machine: MPI_Init makes the world communicator (with the
 * layers of the run options), every rank starts the program at time 0, and the run ends when
 * no event is left. Then every rank must be done (else a {@link DeadlockException} says, per
 * rank, at which statement it waits for what), every user communicator must be freed (else a
 * {@link CommunicatorLeakException}), and MPI_Finalize frees world.
 */
public final class ProgramRun {
    private ProgramRun() {
    }

    /**
     * The outcome: the time of the last rank, each rank's completion, events, messages,
     * bytes sent and the table counters after world was freed.
     */
    public record Result(long timePs, long[] rankDonePs, long events, long messages, long bytesSent, TableStats tables,
                         List<String> layers, QueueStats queues, long registrationHits, long registrationMisses) {
        public long minRankDonePs() {
            long min = Long.MAX_VALUE;
            for (long t : rankDonePs) {
                min = Math.min(min, t);
            }
            return min;
        }
    }

    public static Result run(Network network, Program program, long seed, RunOptions options) {
        Simulation sim = new Simulation(seed);
        ProgressEngine engine = new ProgressEngine(sim, network, options.device());
        ProgramContext ctx = new ProgramContext(engine, options, AlgorithmRegistry.builtIn());
        CommWorld comms = ctx.comms();
        comms.setNodeOfWorldRank(network::nodeOf);
        for (Layer layer : options.layers()) {
            layer.attach(comms);
            if (layer instanceof HardwareProvider hw) {
                engine.enableHardwareCollectives(hw.hardwareCosts(), comms::sizeOf);
            }
        }
        Communicator world = comms.world();
        Communicator[] selves = comms.selfOfEveryRank();
        CommState worldState = ctx.register(world, Stmt.WORLD, "MPI_Init");
        MpiCalls calls = new MpiCalls(ctx);
        RankInterpreter[] ranks = new RankInterpreter[network.ranks()];
        for (int r = 0; r < ranks.length; r++) {
            ranks[r] = new RankInterpreter(ctx, calls, program, r, worldState);
        }
        for (RankInterpreter r : ranks) {
            r.start();
        }
        sim.run();
        long[] done = checkAllDone(sim, ranks);
        checkFreed(ctx.states(), worldState);
        for (Communicator self : selves) {
            comms.free(self);
        }
        comms.free(world);
        if (comms.aliveCommunicators() > 0 || comms.stats().aliveTables() > 0) {
            throw new CollopsException("leak: " + comms.aliveCommunicators() + " communicator(s) " + comms.aliveList()
                    + " and " + comms.stats().aliveTables() + " table(s) alive after MPI_Finalize");
        }
        long time = 0;
        for (long t : done) {
            time = Math.max(time, t);
        }
        return new Result(time, done, sim.eventsFired(), engine.messages(), engine.bytesSent(), comms.stats(),
                options.layerNames(), engine.queueStats(), engine.registrationHits(), engine.registrationMisses());
    }

    private static long[] checkAllDone(Simulation sim, RankInterpreter[] ranks) {
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
            throw new DeadlockException(sim.nowPs(), blocked);
        }
        return done;
    }

    private static void checkFreed(List<CommState> states, CommState world) {
        List<String> leaks = new ArrayList<>();
        for (CommState s : states) {
            if (s != world && !s.freedByAll()) {
                leaks.add("\"" + s.name() + "\" (" + s.comm() + ") made at " + s.madeAt() + ", not freed by rank(s) "
                        + s.notFreedBy());
            }
        }
        if (!leaks.isEmpty()) {
            throw new CommunicatorLeakException(leaks);
        }
    }
}
