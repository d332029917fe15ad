package org.collsim.mpi.coll.allreduce;

import java.util.OptionalLong;
import java.util.Set;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.IntMath;
import org.collsim.mpi.coll.Restriction;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Swing allreduce, latency-optimal variant (De Sensi, Bonato, Saam &amp; Hoefler, Swing:
 * Short-cutting Rings for Higher Bandwidth Allreduce, NSDI 2024): like recursive doubling, every
 * rank exchanges its whole vector in each of lg p steps and combines what it receives, but the
 * partner at step s is pi(r, s) = r + rho(s) for even r and r - rho(s) for odd r (mod p), with
 * rho(s) = sum over i = 0..s of (-2)^i = (1 - (-2)^(s+1))/3 = 1, -1, 3, -5, 11, ...: partners stay
 * close on a ring or torus (distances 1, 1, 3, 5, 11 instead of 1, 2, 4, 8, 16). rho(s) is odd,
 * so partners have opposite parity and the pairing is a perfect matching; for p a power of two,
 * after lg p steps every rank has combined every rank's vector exactly once (the paper's
 * Theorem). Not a power of two: collsim folds to the largest power of two first, as MPICH's
 * recursive doubling does ({@link PowerOfTwoFold}), and runs Swing on the pof2 new ranks; the
 * paper instead lets some ranks skip steps, which needs the bandwidth-optimal block bookkeeping
 * this variant avoids. Combinations are out of rank order: commutative operations only. The
 * bandwidth-optimal variant (reduce-scatter and allgather over the same partners) is not here.
 * <p>Cost under Hockney, which has no distances, for p a power of two: lg p (alpha + n beta +
 * n gamma), recursive doubling's; the shorter paths pay off only on a topology.
 */
public final class SwingAllreduce implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.ALLREDUCE;
    }

    @Override
    public String name() {
        return "swing";
    }

    @Override
    public String citation() {
        return "De Sensi, Bonato, Saam & Hoefler, Swing: Short-cutting Rings for Higher Bandwidth Allreduce, NSDI 2024 (latency-optimal variant)";
    }

    @Override
    public Set<Restriction> restrictions() {
        return Set.of(Restriction.COMMUTATIVE_OP_ONLY);
    }

    /** rho(s) = (1 - (-2)^(s+1)) / 3. */
    static long rho(int step) {
        return (1 - (long) Math.pow(-2, step + 1)) / 3;
    }

    /** pi(r, s) among p ranks. */
    static int peer(int rank, int step, int p) {
        long offset = rank % 2 == 0 ? rho(step) : -rho(step);
        return (int) Math.floorMod(rank + offset, (long) p);
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        long n = args.count();
        PowerOfTwoFold.allreduce(args, rank, schedule, (fold, newRank, tmp) -> {
            int steps = IntMath.floorLog2(fold.pof2());
            for (int s = 0; s < steps; s++) {
                int partner = fold.realRank(peer(newRank, s, fold.pof2()));
                schedule.send(partner, Buffers.OUT, 0, n);
                schedule.recv(partner, tmp, 0, n);
                schedule.fence();
                schedule.reduce(args.op(), tmp, 0, Buffers.OUT, 0, n);
                schedule.fence();
            }
        });
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        if (Integer.bitCount(p) != 1) {
            return OptionalLong.empty();
        }
        long bytes = args.bytes();
        return OptionalLong.of(IntMath.floorLog2(p) * (model.transferPs(bytes) + model.gamma().timePs(bytes)));
    }
}
