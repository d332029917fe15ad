package org.collsim.mpi.progress;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;
import org.collsim.engine.Simulation;
import org.collsim.engine.Time;
import org.collsim.mpi.MpiErrorClass;
import org.collsim.mpi.MpiException;

/**
 * Hardware collectives in progress: members join; when the last one has joined, all complete
 * together after the hardware's latency. The n-th hardware collective a rank joins on a
 * communicator is the n-th of every other member (MPI's collective ordering).
 */
final class HardwareCollectives {
    private static final class Join {
        final List<RecvRequest> members = new ArrayList<>();
        long[] payload;
        long sizeBytes;
    }

    private final Simulation sim;
    private final Map<Long, Join> open = new HashMap<>();
    private final Map<Long, Integer> sequence = new HashMap<>();
    private HardwareCosts costs;
    private IntUnaryOperator groupSize;

    HardwareCollectives(Simulation sim) {
        this.sim = sim;
    }

    void configure(HardwareCosts costs, IntUnaryOperator groupSizeByContext) {
        this.costs = costs;
        this.groupSize = groupSizeByContext;
    }

    /**
     * {@code member} joins; {@code payload} is the root's data (null for others and for
     * barriers). Members' requests receive the payload into their own target on completion.
     */
    void join(int worldRank, int contextId, long sizeBytes, long[] payload, RecvRequest member) {
        if (costs == null) {
            throw new MpiException(MpiErrorClass.MPI_ERR_OTHER, worldRank, "hardware collective",
                    "this machine has no hardware collectives (add the hw-collectives layer)");
        }
        long rankKey = ((long) worldRank << 32) | contextId;
        int seq = sequence.merge(rankKey, 1, Integer::sum) - 1;
        long key = ((long) contextId << 32) | seq;
        Join j = open.computeIfAbsent(key, k -> new Join());
        j.members.add(member);
        j.sizeBytes = Math.max(j.sizeBytes, sizeBytes);
        if (payload != null) {
            j.payload = payload;
        }
        if (j.members.size() == groupSize.applyAsInt(contextId)) {
            open.remove(key);
            long done = Time.add(sim.nowPs(), costs.durationPs(j.sizeBytes), "hardware collective end");
            for (RecvRequest r : j.members) {
                r.deliver(j.payload);
                sim.schedule(done, r);
            }
        }
    }
}
