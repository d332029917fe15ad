package org.collsim.replay.goal;

import java.util.Arrays;
import org.collsim.engine.PerByte;
import org.collsim.engine.RunLimits;
import org.collsim.mpi.error.LimitExceededException;
import org.collsim.mpi.run.DeadlockException;

/**
 * Replays a {@link GoalSchedule} under LogGOPS exactly as LogGOPSim's simulator does (docs/REPLAY.md):
 * one queue of operations and messages ordered by (time, sequence number); an operation gets its
 * number when its dependencies are met (operations released together: sends, then receives, then
 * calcs, each in release order; hosts in rank order), a message when it is sent; an operation or
 * message that finds its CPU or NIC busy goes back into the queue at the time it frees, keeping its
 * number. Consumes the schedule: its dependency counters count down. Run limits are checked as the
 * engine's {@code Simulation} checks them: the next entry's time against max_simulated, and the
 * events and the clock every {@link RunLimits#WALL_CHECK_EVENTS} entries.
 */
public final class GoalReplay {
    private static final long MESSAGE = Long.MIN_VALUE;
    private static final int PROGRESS_EVERY = 1 << 20;

    /** Told now and then how many operations have completed. */
    @FunctionalInterface
    public interface Progress {
        void completed(long operations, long total);
    }

    private final GoalSchedule schedule;
    private final LogGopsParameters p;
    private final RunLimits limits;
    /** A message's per-byte CPU cost at its receiver, max(O, G): computed once, exactly (PerByte.max). */
    private final PerByte receivePerByte;
    private final ReplayQueue heap = new ReplayQueue();
    private final MatchQueues queues;
    private final RecordCursor op = new RecordCursor();
    private final RecordCursor meeting = new RecordCursor();
    private final RecordCursor releasing = new RecordCursor();
    private final RecordCursor listing = new RecordCursor();
    private final Releases released = new Releases();
    private final long[] cpuFree;
    private final long[] sendGapFree;
    private final long[] receiveGapFree;
    private final int[] completed;
    private long completedTotal;
    private long nextSeq;
    private long messages;
    private long bytesSent;
    private long events;

    private GoalReplay(GoalSchedule schedule, LogGopsParameters parameters, RunLimits limits) {
        this.schedule = schedule;
        this.p = parameters;
        this.limits = limits;
        receivePerByte = parameters.overheadPerByte().max(parameters.gapPerByte());
        int ranks = schedule.ranks();
        queues = new MatchQueues(ranks);
        cpuFree = new long[Math.multiplyExact(ranks, schedule.cpus())];
        sendGapFree = new long[Math.multiplyExact(ranks, schedule.nics())];
        receiveGapFree = new long[sendGapFree.length];
        completed = new int[ranks];
    }

    /** Replays {@code schedule} once, without limits; throws {@link DeadlockException} when ranks are left waiting. */
    public static GoalResult run(GoalSchedule schedule, LogGopsParameters parameters, Progress progress) {
        return run(schedule, parameters, RunLimits.NONE, progress);
    }

    /**
     * Replays {@code schedule} once; throws {@link DeadlockException} when ranks are left waiting and
     * {@link LimitExceededException} before the entry that would cross one of {@code limits}.
     */
    public static GoalResult run(GoalSchedule schedule, LogGopsParameters parameters, RunLimits limits, Progress progress) {
        return new GoalReplay(schedule, parameters, limits).replay(progress);
    }

    private GoalResult replay(Progress progress) {
        for (int rank = 0; rank < schedule.ranks(); rank++) {
            releaseRoots(rank);
            flush(0);
        }
        long now = 0;
        long startNanos = System.nanoTime();
        long checkAt = checkpoint(startNanos, now);
        while (!heap.isEmpty()) {
            if (events >= checkAt) {
                checkAt = checkpoint(startNanos, now);
            }
            long ref = heap.poll();
            if (heap.topTime() > limits.maxSimulatedPs()) {
                throw new LimitExceededException("max_simulated", "the next event is at " + heap.topTime()
                        + " ps of virtual time, past " + limits.maxSimulatedPs() + " ps", events, now);
            }
            now = heap.topTime();
            events++;
            if (ref < 0) {
                message((int) (ref & Integer.MAX_VALUE), now);
            } else {
                operation((int) (ref >>> 32), (int) ref, now);
            }
            flush(now);
            if (progress != null && (events & (PROGRESS_EVERY - 1)) == 0) {
                progress.completed(completedTotal, schedule.totalOperations());
            }
        }
        if (completedTotal < schedule.totalOperations()) {
            throw new DeadlockException(now, DeadlockReport.describe(schedule, queues, completed));
        }
        return new GoalResult(schedule.name(), endTimes(), messages, bytesSent, events, completedTotal);
    }

    /** Throws when the events or the wall-clock limit is reached; else the events count at which to check again. */
    private long checkpoint(long startNanos, long now) {
        if (events >= limits.maxEvents()) {
            throw new LimitExceededException("max_events", events + " events fired, the limit", events, now);
        }
        long elapsedNanos = System.nanoTime() - startNanos;
        if (elapsedNanos >= limits.maxWallNanos()) {
            throw new LimitExceededException("max_wall", "ran " + elapsedNanos / 1_000_000 + " ms of wall-clock time, past "
                    + limits.maxWallNanos() / 1_000_000 + " ms", events, now);
        }
        return Math.min(limits.maxEvents(), events + RunLimits.WALL_CHECK_EVENTS);
    }

    private void releaseRoots(int rank) {
        byte[] records = schedule.records(rank);
        for (int at = 0; at < records.length; ) {
            op.decode(records, at);
            if (RecordCursor.unmet(records, at) == 0) {
                released.add(rank, at, op.kind, op.cpu, op.nic);
            }
            at = op.end(records);
        }
    }

    private void operation(int rank, int at, long now) {
        byte[] records = schedule.records(rank);
        op.decode(records, at);
        switch (op.kind) {
            case SEND -> send(rank, at, now);
            case RECV -> receive(rank, at, now);
            case CALC -> calc(rank, at, now);
        }
    }

    private void send(int rank, int at, long now) {
        int cpu = rank * schedule.cpus() + op.cpu;
        int nic = rank * schedule.nics() + op.nic;
        long free = Math.max(cpuFree[cpu], sendGapFree[nic]);
        if (free > now) {
            heap.add(free, heap.topSeq(), (long) rank << 32 | at);
            return;
        }
        started(rank, at, op);
        long extra = extraBytes(op.size);
        cpuFree[cpu] = now + p.overheadPs() + p.overheadPerByte().timePs(extra);
        sendGapFree[nic] = now + p.gapPs() + p.gapPerByte().timePs(extra);
        int message = queues.allocate(op.peer, rank, op.tag, op.size, at, op.cpu << 8 | op.nic);
        heap.add(now + p.overheadPs() + p.latencyPs(), nextSeq++, MESSAGE | message);
        messages++;
        bytesSent = Math.addExact(bytesSent, op.size);
        if (op.size <= p.eagerLimitBytes()) {
            completed(rank, at, op.dependentsAt);
        }
    }

    private void receive(int rank, int at, long now) {
        started(rank, at, op);
        int receive = queues.allocate(rank, op.peer, op.tag, op.size, at, op.cpu << 8 | op.nic);
        int message = queues.takeUnexpected(rank, receive);
        if (message == MatchQueues.NONE) {
            queues.post(rank, receive);
            return;
        }
        queues.release(receive);
        matched(message, at, now);
    }

    private void calc(int rank, int at, long now) {
        int cpu = rank * schedule.cpus() + op.cpu;
        if (cpuFree[cpu] > now) {
            heap.add(cpuFree[cpu], heap.topSeq(), (long) rank << 32 | at);
            return;
        }
        cpuFree[cpu] = now + Math.multiplyExact(op.size, LogGopsParameters.PS_PER_NS);
        started(rank, at, op);
        completed(rank, at, op.dependentsAt);
    }

    /** A message reaches its receiver's CPU and NIC (those with the send's numbers, as in LogGOPSim). */
    private void message(int message, long now) {
        int rank = queues.host[message];
        int units = queues.units[message];
        int cpu = rank * schedule.cpus() + (units >>> 8);
        int nic = rank * schedule.nics() + (units & 0xff);
        long free = Math.max(cpuFree[cpu], receiveGapFree[nic]);
        if (free > now) {
            heap.add(free, heap.topSeq(), MESSAGE | message);
            return;
        }
        long extra = extraBytes(queues.size[message]);
        cpuFree[cpu] = now + p.overheadPs() + receivePerByte.timePs(extra);
        receiveGapFree[nic] = now + p.gapPs() + p.gapPerByte().timePs(extra);
        int receive = queues.takePosted(rank, message);
        if (receive == MatchQueues.NONE) {
            queues.queueUnexpected(rank, message);
            return;
        }
        int receiveAt = queues.op[receive];
        queues.release(receive);
        matched(message, receiveAt, now);
    }

    /** A message met its receive at {@code now}: a rendezvous send completes, then the receive. */
    private void matched(int message, int receiveAt, long now) {
        if (queues.size[message] > p.eagerLimitBytes()) {
            int sender = queues.peer[message];
            int units = queues.units[message];
            int cpu = sender * schedule.cpus() + (units >>> 8);
            int nic = sender * schedule.nics() + (units & 0xff);
            cpuFree[cpu] = Math.max(cpuFree[cpu], now);
            sendGapFree[nic] = Math.max(sendGapFree[nic], now);
            done(sender, queues.op[message]);
        }
        done(queues.host[message], receiveAt);
        queues.release(message);
    }

    private static long extraBytes(long sizeBytes) {
        return sizeBytes > 0 ? sizeBytes - 1 : 0;
    }

    /** The operation at {@code at}, decoded in {@code decoded}, starts: its irequires dependents may go. */
    private void started(int rank, int at, RecordCursor decoded) {
        byte[] records = schedule.records(rank);
        meet(rank, records, at, decoded.startDependentsAt(records));
    }

    private void done(int rank, int at) {
        meeting.decode(schedule.records(rank), at);
        completed(rank, at, meeting.dependentsAt);
    }

    private void completed(int rank, int at, int dependentsAt) {
        meet(rank, schedule.records(rank), at, dependentsAt);
        completed[rank]++;
        completedTotal++;
    }

    /** Meets one dependency of each operation in the list at {@code listAt}; releases those with none left. */
    private void meet(int rank, byte[] records, int self, int listAt) {
        int count = listing.list(records, listAt);
        for (int i = 0; i < count; i++) {
            int dependent = listing.nextDependent(records, self);
            if (RecordCursor.meetOne(records, dependent) == 0) {
                releasing.decode(records, dependent);
                released.add(rank, dependent, releasing.kind, releasing.cpu, releasing.nic);
            }
        }
    }

    /** Queues the operations released by this event, numbered in LogGOPSim's order, each at its resources' free time. */
    private void flush(long now) {
        for (int i = released.firstInOrder(); i >= 0; i = released.nextInOrder()) {
            int rank = released.rank(i);
            long free = cpuFree[rank * schedule.cpus() + released.cpu(i)];
            if (released.kind(i) == OpKind.SEND) {
                free = Math.max(free, sendGapFree[rank * schedule.nics() + released.nic(i)]);
            }
            heap.add(Math.max(now, free), nextSeq++, (long) rank << 32 | released.offset(i));
        }
        released.clear();
    }

    private long[] endTimes() {
        int cpus = schedule.cpus();
        long[] end = new long[schedule.ranks()];
        for (int rank = 0; rank < end.length; rank++) {
            end[rank] = Arrays.stream(cpuFree, rank * cpus, (rank + 1) * cpus).max().orElse(0);
        }
        return end;
    }
}
