package org.collsim.mpi.progress;

import java.util.function.BiConsumer;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.sched.ScheduleBuilder;

/** A test algorithm whose per-rank schedule is written by hand. */
record ScriptedAlgorithm(BiConsumer<Integer, ScheduleBuilder> script) implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.BARRIER;
    }

    @Override
    public String name() {
        return "scripted";
    }

    @Override
    public String citation() {
        return "test";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        script.accept(rank, schedule);
    }
}
