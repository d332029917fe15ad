package org.collsim.mpi.coll.allgather;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.RecursiveExchange;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * The schedule of MPICH's {@code allgather_intra_recexch}, written once for its two variants:
 * recursive doubling (phase 0 first, groups of k^j participants growing) and distance halving
 * (Sack et al.: the last phase first, after swapping with the digit-reversed participant).
 */
final class RecexchAllgatherSchedule {
    private RecexchAllgatherSchedule() {
    }

    static void build(CollArgs args, int rank, ScheduleBuilder schedule, int k, boolean halving) {
        long n = args.count();
        RecursiveExchange rx = new RecursiveExchange(args.ranks(), k);
        int target = rx.step1Target(rank);
        if (target >= 0) {
            schedule.send(target, Buffers.IN, 0, n);
            schedule.fence();
            schedule.recv(target, Buffers.OUT, 0, args.ranks() * n);
            return;
        }
        schedule.copy(Buffers.IN, 0, Buffers.OUT, rank * n, n);
        int[] sources = rx.step1Sources(rank);
        for (int source : sources) {
            schedule.recv(source, Buffers.OUT, source * n, n);
        }
        schedule.fence();
        int self = halving ? rx.reversedDigits(rank) : rank;
        if (halving && self != rank) {
            schedule.send(self, Buffers.OUT, rx.offset(rank, 0) * n, rx.count(rank, 0) * n);
            schedule.recv(self, Buffers.OUT, rx.offset(self, 0) * n, rx.count(self, 0) * n);
            schedule.fence();
        }
        for (int j = 0; j < rx.phases(); j++) {
            int phase = halving ? rx.phases() - 1 - j : j;
            int[] neighbours = rx.neighbours(rank, phase);
            int previous = -1;
            for (int nbr : rx.sendOrder(rank, phase)) {
                int send = schedule.send(nbr, Buffers.OUT, rx.offset(self, j) * n, rx.count(self, j) * n);
                if (previous >= 0) {
                    schedule.dependsOn(send, previous);
                }
                previous = send;
            }
            for (int nbr : neighbours) {
                int of = halving ? rx.reversedDigits(nbr) : nbr;
                schedule.recv(nbr, Buffers.OUT, rx.offset(of, j) * n, rx.count(of, j) * n);
            }
            schedule.fence();
        }
        for (int source : sources) {
            schedule.send(source, Buffers.OUT, 0, args.ranks() * n);
        }
    }

    /**
     * Exact where every phase is k-1 perfect rounds: p a power of the radix (after lowering k to
     * p), where phase j sends k^j blocks to each of k-1 neighbours, and for distance halving at
     * most one phase: from two phases on, the ranks whose digits read the same reversed skip the
     * swap and send their first phase at once, ahead of the swap on their neighbour's port.
     */
    static OptionalLong closedFormPs(CollArgs args, HockneyModel model, int k, boolean halving) {
        RecursiveExchange rx = new RecursiveExchange(args.ranks(), k);
        if (!rx.allParticipate() || halving && rx.phases() > 1) {
            return OptionalLong.empty();
        }
        long total = 0;
        long blocks = 1;
        for (int j = 0; j < rx.phases(); j++) {
            total += (rx.radix() - 1) * model.transferPs(blocks * args.bytes());
            blocks *= rx.radix();
        }
        return OptionalLong.of(total);
    }
}
