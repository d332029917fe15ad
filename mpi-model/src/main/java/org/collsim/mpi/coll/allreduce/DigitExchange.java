package org.collsim.mpi.coll.allreduce;

import java.util.function.IntUnaryOperator;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * One phase of a radix-k exchange (MPICH's recexch step 2 and recursive multiplying's main
 * stage): a rank sends its whole vector to the k-1 ranks whose base-k digit at {@code place}
 * differs from its own, receives theirs, then combines all k in rank order, the neighbours
 * with lower digits in front of its own and those with higher digits behind (MPICH's
 * do_reduce). The k-1 sends go one after the other in the order digit+1, digit+2, ... (mod k):
 * MPICH posts them together, and under a single-port model that order makes k-1 rounds in
 * which no two ranks send to the same one.
 */
final class DigitExchange {
    private DigitExchange() {
    }

    /**
     * @param rank  the rank in the exchange's numbering (a power of k of them)
     * @param place k^phase, the weight of the digit that changes
     * @param real  the rank in the communicator of a rank of the exchange's numbering
     * @param tmp   scratch of at least (k-1) n elements
     */
    static void exchange(int rank, int k, long place, IntUnaryOperator real, CollArgs args, int tmp,
                         ScheduleBuilder schedule) {
        long n = args.count();
        int own = (int) (rank / place % k);
        int previous = -1;
        for (int j = 1; j < k; j++) {
            int sent = schedule.send(real.applyAsInt(member(rank, place, own, (own + j) % k)), Buffers.OUT, 0, n);
            if (previous >= 0) {
                schedule.dependsOn(sent, previous);
            }
            previous = sent;
        }
        for (int value = 0; value < k; value++) {
            if (value != own) {
                schedule.recv(real.applyAsInt(member(rank, place, own, value)), tmp, slot(value, own) * n, n);
            }
        }
        schedule.fence();
        for (int value = own - 1; value >= 0; value--) {
            schedule.reduceSourceFirst(args.op(), tmp, slot(value, own) * n, Buffers.OUT, 0, n);
        }
        for (int value = own + 1; value < k; value++) {
            schedule.reduce(args.op(), tmp, slot(value, own) * n, Buffers.OUT, 0, n);
        }
        schedule.fence();
    }

    /** The rank of the group whose digit is {@code value}. */
    private static int member(int rank, long place, int own, int value) {
        return (int) (rank + (value - own) * place);
    }

    /** The scratch slot of the neighbour whose digit is {@code value}: digits in order, one's own skipped. */
    private static long slot(int value, int own) {
        return value < own ? value : value - 1;
    }
}
