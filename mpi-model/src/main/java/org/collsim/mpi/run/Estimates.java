package org.collsim.mpi.run;

import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.sched.ScheduleBuilder;
import org.collsim.mpi.sched.SharedSchedules;
import org.collsim.mpi.sched.VertexKind;

/**
 * What a job will need, estimated before it runs so that a point too large for the heap or for
 * its run limits is refused up front: the heap of a benchmark call, of a program, of a
 * communicator workload, and the events of a benchmark call. Above {@link #SAMPLED_RANKS} ranks
 * schedules are not built whole but extrapolated, so validation stays bounded in time and memory.
 */
public final class Estimates {
    /** Rough bytes of live state per rank beyond its schedule: execution, queues, requests in flight. */
    private static final long STATE_BYTES_PER_RANK = 400;
    /** Heap bytes one packed schedule operation takes (timing-only runs). */
    private static final long BYTES_PER_OP = 8;
    /** Heap bytes of a rank's view of a shared schedule (a {@link org.collsim.mpi.sched.Schedule} object). */
    private static final long SHARED_SCHEDULE_BYTES = 48;
    /**
     * Events per message of a call: the send's completion, the arrival and the receive's completion;
     * a reduction or a computation adds one (its completion). Exact under the plain protocols for
     * every built-in algorithm (test: EstimatesTest); a device (RTS/CTS), noise or a flow network
     * adds events, so the estimate is on the low side and never refuses a point that fits.
     */
    static final long EVENTS_PER_SEND = 3;
    /** Ranks whose schedules stand for all when counting events: drawn at random, so the mean is unbiased. */
    private static final int SEND_SAMPLES = 64;
    /**
     * Schedule operations built in all to count a call's events: fewer samples (at least 2) for
     * ranks with long schedules, so validating a point stays within a few MB and milliseconds even
     * in a cold JVM (at 2^21 the quickstart's two 1024-rank ring points built 64 whole schedules
     * each: half of {@code validate}'s CPU time; docs/PERFORMANCE.md, start-up).
     */
    private static final long SAMPLED_OPS_BUDGET = 1L << 16;
    /** Rough bytes per rank of a program: its interpreter, variables, request table and communicator views. */
    private static final long PROGRAM_BYTES_PER_RANK = 2048;
    /** Rough bytes per rank of the communicator workload: world, self, and one split's parts alive at a time. */
    private static final long COMM_WORKLOAD_BYTES_PER_RANK = 1024;
    /** Above this many ranks a schedule is not built to estimate it (validation stays bounded in time and memory). */
    static final int SAMPLED_RANKS = 1 << 16;

    private Estimates() {
    }

    /** A call's heap ({@link #callHeapBytes}) and events ({@link #callEvents}), from the same schedules. */
    public record Call(long heapBytes, long events) {
    }

    /** Both estimates of a call, each schedule they share built once (a point's validation asks for both). */
    public static Call call(CollectiveAlgorithm algorithm, CollArgs args) {
        ScheduleBuilder b = new ScheduleBuilder(false);
        Ends ends = callEnds(b, algorithm, args);
        return new Call(heapBytes(b, algorithm, args, ends), events(b, algorithm, args, ends));
    }

    /**
     * The heap a timing-only run of {@code args} needs, from the schedules of ranks 0 and p-1 (the
     * extremes of most algorithms): held once when the two are the same up to rotation (a run shares
     * such schedules, {@link SharedSchedules}), else once per rank; {@link Long#MAX_VALUE} when that
     * does not fit in a long.
     */
    public static long callHeapBytes(CollectiveAlgorithm algorithm, CollArgs args) {
        ScheduleBuilder b = new ScheduleBuilder(false);
        return heapBytes(b, algorithm, args, callEnds(b, algorithm, args));
    }

    /** {@link #callHeapBytes}, given the ends of the call (at {@link #SAMPLED_RANKS} ranks when it has more). */
    private static long heapBytes(ScheduleBuilder b, CollectiveAlgorithm algorithm, CollArgs args, Ends ends) {
        long ops = args.ranks() <= SAMPLED_RANKS ? ends.largestOps()
                : extrapolated(algorithm, args, (a, sample) -> heldOps(b, a, sample, 0));
        if (!ends.shared()) {
            return perRank(args.ranks(), STATE_BYTES_PER_RANK, ops, BYTES_PER_OP);
        }
        long schedule = ops > Long.MAX_VALUE / BYTES_PER_OP ? Long.MAX_VALUE : ops * BYTES_PER_OP;
        long ranks = perRank(args.ranks(), STATE_BYTES_PER_RANK + SHARED_SCHEDULE_BYTES, 0, 0);
        return ranks > Long.MAX_VALUE - schedule ? Long.MAX_VALUE : ranks + schedule;
    }

    /**
     * Ranks 0 and p-1's schedules: the larger one's operations as a run holds it (free copies merged),
     * whether the two are the same up to rotation (then every rank's is, in the algorithms of the
     * library), and rank 0's operations as built and events.
     */
    private record Ends(long largestOps, boolean shared, long firstOps, long firstEvents) {
    }

    /** The ends of the call, or of the same call at {@link #SAMPLED_RANKS} ranks when it has more. */
    private static Ends callEnds(ScheduleBuilder b, CollectiveAlgorithm algorithm, CollArgs args) {
        return ends(b, algorithm, args.ranks() <= SAMPLED_RANKS ? args : resized(args, SAMPLED_RANKS));
    }

    private static Ends ends(ScheduleBuilder b, CollectiveAlgorithm algorithm, CollArgs args) {
        SharedSchedules shared = new SharedSchedules();
        schedule(b, algorithm, args, 0);
        long firstOps = b.size();
        long firstEvents = eventsOf(b);
        long first = b.build(0, args.ranks(), shared).size();
        long last = schedule(b, algorithm, args, args.ranks() - 1).build(args.ranks() - 1, args.ranks(), shared).size();
        return new Ends(Math.max(first, last), shared.distinct() == 1, firstOps, firstEvents);
    }

    /**
     * The events one run of {@code args} fires: {@link #EVENTS_PER_SEND} per message and one per
     * reduction or computation, counted on every rank when they are few, on rank 0 when every rank's
     * schedule is rank 0's rotated, else on ranks drawn at random ({@link #meanEvents}), and scaled
     * to the whole call; {@link Long#MAX_VALUE} when that does not fit in a long.
     */
    public static long callEvents(CollectiveAlgorithm algorithm, CollArgs args) {
        ScheduleBuilder b = new ScheduleBuilder(false);
        return events(b, algorithm, args, callEnds(b, algorithm, args));
    }

    /** {@link #callEvents}, given the ends of the call (at {@link #SAMPLED_RANKS} ranks when it has more). */
    private static long events(ScheduleBuilder b, CollectiveAlgorithm algorithm, CollArgs args, Ends ends) {
        double perRank = args.ranks() <= SAMPLED_RANKS ? meanEvents(b, algorithm, args, ends)
                : extrapolated(algorithm, args, (a, sample) -> meanEvents(b, a, sample, sample.ranks() == SAMPLED_RANKS
                        ? ends : ends(b, a, sample)));
        double events = perRank * args.ranks();
        return events >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) Math.ceil(events);
    }

    /** The heap of a program at {@code ranks} ranks with {@code variableSlots} variables per rank. */
    public static long programHeapBytes(int ranks, int variableSlots) {
        return perRank(ranks, PROGRAM_BYTES_PER_RANK, variableSlots, Long.BYTES);
    }

    /** The heap of the communicator workload at {@code ranks} ranks. */
    public static long commWorkloadHeapBytes(int ranks) {
        return perRank(ranks, COMM_WORKLOAD_BYTES_PER_RANK, 0, 0);
    }

    /** ranks x (fixed + count x each), or {@link Long#MAX_VALUE} past a long. */
    private static long perRank(int ranks, long fixedBytes, long count, long eachBytes) {
        try {
            return Math.multiplyExact(ranks, Math.addExact(fixedBytes, Math.multiplyExact(count, eachBytes)));
        } catch (ArithmeticException overflow) {
            return Long.MAX_VALUE;
        }
    }

    /** The operations of rank {@code rank}'s schedule as a run holds it (free copies merged: no data is carried). */
    private static long heldOps(ScheduleBuilder b, CollectiveAlgorithm algorithm, CollArgs args, int rank) {
        return schedule(b, algorithm, args, rank).build().size();
    }

    /**
     * Rank {@code rank}'s schedule in {@code b}, emptied first: one builder serves all the
     * schedules of an estimate, so its arrays grow once and nothing is copied into a
     * {@link org.collsim.mpi.sched.Schedule} (validating a sweep of large points stays within tens of MB).
     */
    private static ScheduleBuilder schedule(ScheduleBuilder b, CollectiveAlgorithm algorithm, CollArgs args, int rank) {
        algorithm.build(args, rank, b.reset());
        return b;
    }

    /**
     * Events per rank: the mean over every rank, or, when ranks are too many to count them all, rank
     * 0's when every rank's schedule is its own rotated ({@link #ends}: a ring's, a recursive
     * doubling's), else the mean over up to {@link #SEND_SAMPLES} ranks drawn with a fixed seed, as
     * many as {@link #SAMPLED_OPS_BUDGET} allows at rank 0's schedule length.
     */
    private static double meanEvents(ScheduleBuilder b, CollectiveAlgorithm algorithm, CollArgs args, Ends ends) {
        int p = args.ranks();
        long opsPerRank = Math.max(1, ends.firstOps());
        int samples = (int) Math.min(Math.min(p, SEND_SAMPLES), Math.max(2, SAMPLED_OPS_BUDGET / opsPerRank));
        if (samples < p && ends.shared()) {
            return ends.firstEvents();
        }
        java.util.SplittableRandom random = new java.util.SplittableRandom(p);
        long events = 0;
        for (int i = 0; i < samples; i++) {
            events += eventsOf(schedule(b, algorithm, args, samples == p ? i : random.nextInt(p)));
        }
        return (double) events / samples;
    }

    private static long eventsOf(ScheduleBuilder s) {
        return EVENTS_PER_SEND * s.countOf(VertexKind.SEND) + s.countOf(VertexKind.REDUCE) + s.countOf(VertexKind.CALC);
    }

    /** A per-rank measure at p ranks, given at any sampled rank count. */
    @FunctionalInterface
    private interface PerRank {
        double at(CollectiveAlgorithm algorithm, CollArgs sample);
    }

    /**
     * The measure at p ranks extrapolated from the largest sampled power of two and its half:
     * m(p) = m(P) (p/P)^e with e = log2(m(P) / m(P/2)), so a measure linear in p grows linearly and
     * a logarithmic one barely (an overestimate, which is the safe side for the heap).
     */
    private static long extrapolated(CollectiveAlgorithm algorithm, CollArgs args, PerRank measure) {
        double half = measure.at(algorithm, resized(args, SAMPLED_RANKS / 2));
        double full = measure.at(algorithm, resized(args, SAMPLED_RANKS));
        double exponent = half > 0 && full > half ? Math.log(full / half) / Math.log(2) : 0;
        double value = full * Math.pow((double) args.ranks() / SAMPLED_RANKS, exponent);
        return value >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) Math.ceil(value);
    }

    private static CollArgs resized(CollArgs args, int ranks) {
        return new CollArgs(ranks, args.count(), args.elementBytes(), 0, args.op());
    }
}
