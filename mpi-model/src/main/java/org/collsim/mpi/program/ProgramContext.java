package org.collsim.mpi.program;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.collsim.mpi.MpiErrorClass;
import org.collsim.mpi.MpiException;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.comm.CollEntry;
import org.collsim.mpi.comm.CollopsException;
import org.collsim.mpi.comm.CommWorld;
import org.collsim.mpi.comm.Communicator;
import org.collsim.mpi.progress.ProgressEngine;
import org.collsim.mpi.progress.ExecutionCall;
import org.collsim.mpi.progress.ScheduleExecution;
import org.collsim.mpi.sched.ScheduleBuilder;
import org.collsim.mpi.select.SelectedAlgorithm;
import org.collsim.mpi.select.SelectionFileException;
import org.collsim.mpi.select.Selector;
import org.collsim.mpi.select.Selectors;

/**
 * What the ranks of one program run share: the engine, the communicators (with the
 * program's state of each) and the builder that collectives' schedules are built with.
 */
final class ProgramContext {
    private final ProgressEngine engine;
    private final CommWorld comms;
    private final AlgorithmRegistry registry;
    /** Per collective, the selector's per-call choice (empty map: MPICH's, {@link Selectors#defaultFor}). */
    private final Map<Collective, CollectiveAlgorithm> selected = new EnumMap<>(Collective.class);
    private final List<CommState> states = new ArrayList<>();
    private final ScheduleBuilder builder = new ScheduleBuilder(false);
    /** The algorithm a call asked for, read by the default implementation while the call is dispatched. */
    private CollectiveAlgorithm requested;
    private int windowsMade;

    ProgramContext(ProgressEngine engine, CommWorld comms, AlgorithmRegistry registry, Optional<Selector> selector) {
        this.engine = engine;
        this.registry = registry;
        this.comms = comms;
        selector.ifPresent(s -> registry.collectives().forEach(c -> selected.put(c, new SelectedAlgorithm(c, s))));
    }

    /**
     * The default table's implementation of {@code c}: the algorithm a call asked for, else the
     * program's selector's choice for the call, else MPICH's.
     */
    CollectiveAlgorithm defaultFor(Collective c) {
        if (requested != null && requested.collective() == c) {
            return requested;
        }
        CollectiveAlgorithm bySelector = selected.get(c);
        return bySelector != null ? bySelector : Selectors.defaultFor(c, registry);
    }

    ProgressEngine engine() {
        return engine;
    }

    CommWorld comms() {
        return comms;
    }

    /** The name of the algorithm a call of {@code c} gets when it names none. */
    String defaultName(Collective c) {
        CollectiveAlgorithm a = defaultFor(c);
        return a == null ? "none" : a.name();
    }

    /** A new window id, the same on all ranks of the window (the engine's RMA packets carry it). */
    int nextWindowId() {
        return windowsMade++;
    }

    CommState register(Communicator comm, String name, String madeAt) {
        CommState s = new CommState(comm, name, madeAt);
        states.add(s);
        return s;
    }

    /** Every communicator the program made or was given, oldest first. */
    List<CommState> states() {
        return states;
    }

    /**
     * Builds {@code worldRank}'s schedule of the call through the communicator's table and
     * starts it with the sequence number as its tag; {@code done} is told at completion
     * (possibly at once, for an empty schedule).
     */
    void startCollective(CommState cs, CollEntry entry, CollArgs args, CollectiveAlgorithm algorithm, long sequence,
                         int worldRank, String call, Handle done) {
        int commRank = cs.rankOf(worldRank);
        builder.reset();
        requested = algorithm;
        try {
            comms.dispatch(cs.comm(), entry, commRank, args, builder);
        } catch (CollopsException | SelectionFileException e) {
            throw new MpiException(MpiErrorClass.MPI_ERR_OTHER, worldRank, call, e.getMessage());
        } catch (IllegalArgumentException e) { // a count or rank a schedule cannot hold
            throw new MpiException(MpiErrorClass.MPI_ERR_COUNT, worldRank, call, e.getMessage()
                    + " (a schedule operation holds at most " + org.collsim.mpi.sched.Schedule.MAX_COUNT + " elements)");
        } finally {
            requested = null;
        }
        int tag = Math.toIntExact(sequence);
        ExecutionCall execution = new ExecutionCall(engine, cs.worldRanks(), cs.collectiveContext(), tag,
                args.elementBytes(), done, entry.id() + " on " + cs.name());
        ScheduleExecution.of(execution, builder.build(), commRank, null).start();
    }
}
