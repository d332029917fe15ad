package org.collsim.scenario;

import java.util.List;
import java.util.Set;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.Restriction;
import org.collsim.mpi.coll.barrier.DisseminationBarrier;
import org.collsim.mpi.coll.bcast.BinomialBcast;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Registries for tests: the real barrier and bcast, plus stand-ins with the names of the
 * algorithms that are being added in another branch (they build empty schedules, enough to
 * validate scenarios), one with a restriction, one that deadlocks and one that crashes.
 */
public final class TestAlgorithms {
    private TestAlgorithms() {
    }

    /** Validation registry: real barrier/bcast, named stand-ins for allreduce and allgather. */
    public static AlgorithmRegistry registry() {
        return new AlgorithmRegistry(List.of(
                new DisseminationBarrier(),
                new BinomialBcast(),
                new StandIn(Collective.ALLREDUCE, "recursive_doubling"),
                new StandIn(Collective.ALLREDUCE, "ring"),
                new StandIn(Collective.ALLGATHER, "ring"),
                new StandIn(Collective.ALLGATHER, "recursive_doubling", Restriction.POWER_OF_TWO_RANKS)));
    }

    /** A registry whose barrier "deadlock" never completes and whose bcast "crash" throws while building. */
    public static AlgorithmRegistry faultyRegistry() {
        return new AlgorithmRegistry(List.of(new Deadlock(), new Crash()));
    }

    /** An algorithm with no operations; the restrictions are real. */
    public static final class StandIn implements CollectiveAlgorithm {
        private final Collective collective;
        private final String name;
        private final Set<Restriction> restrictions;

        public StandIn(Collective collective, String name, Restriction... restrictions) {
            this.collective = collective;
            this.name = name;
            this.restrictions = Set.of(restrictions);
        }

        @Override
        public Collective collective() {
            return collective;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public String citation() {
            return "test stand-in";
        }

        @Override
        public Set<Restriction> restrictions() {
            return restrictions;
        }

        @Override
        public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        }
    }

    /** Every rank waits for its right neighbour first: nobody ever sends. */
    static final class Deadlock implements CollectiveAlgorithm {
        @Override
        public Collective collective() {
            return Collective.BARRIER;
        }

        @Override
        public String name() {
            return "deadlock";
        }

        @Override
        public String citation() {
            return "test";
        }

        @Override
        public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
            int right = (rank + 1) % args.ranks();
            schedule.recv(right, Buffers.OUT, 0, 0);
            schedule.fence();
            schedule.send(right, Buffers.OUT, 0, 0);
        }
    }

    /** A bug: throws while building its schedule. */
    static final class Crash implements CollectiveAlgorithm {
        @Override
        public Collective collective() {
            return Collective.BCAST;
        }

        @Override
        public String name() {
            return "crash";
        }

        @Override
        public String citation() {
            return "test";
        }

        @Override
        public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
            throw new IllegalStateException("schedule bug for rank " + rank);
        }
    }
}
