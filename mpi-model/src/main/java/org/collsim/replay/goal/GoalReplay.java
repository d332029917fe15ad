package org.collsim.replay.goal;

import java.nio.ByteBuffer;

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
    private static final int PROGRESS_EVERY = 1 << 20;
    private static final OpKind[] KINDS = OpKind.values();

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
    private final RecordCursor listing = new RecordCursor();
    private final Hosts hosts;
    private final Releases released;
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
        hosts = new Hosts(schedule.ranks(), schedule.cpus(), schedule.nics());
        queues = new MatchQueues(hosts);
        released = new Releases(queues);
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
            fire((int) ref, now);
            flush(now);
            if (progress != null && (events & (PROGRESS_EVERY - 1)) == 0) {
                progress.completed(completedTotal, schedule.totalOperations());
            }
        }
        if (completedTotal < schedule.totalOperations()) {
            throw new DeadlockException(now, DeadlockReport.describe(schedule, queues, hosts));
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

    /** Releases the operations of {@code rank} that wait for nothing, listed in its records' header. */
    private void releaseRoots(int rank) {
        ByteBuffer records = schedule.records(rank);
        int start = schedule.start(rank);
        int count = listing.list(records, start);
        int at = listing.skipList(records, start);
        listing.list(records, start);
        for (int i = 0; i < count; i++) {
            at = listing.nextDependent(records, at);
            release(rank, records, at);
        }
    }

    /** The operation at {@code at} has no dependency left: decoded once, into its entry. */
    private void release(int rank, ByteBuffer records, int at) {
        op.decode(records, at);
        int kind = op.kind.ordinal();
        int bits = MatchQueues.bits(kind, op.cpu, op.nic, op.dependentsAt - at, op.startsOthers, op.endsOthers);
        released.add(queues.allocate(rank, op.peer, op.tag, op.size, at, bits));
    }

    private void fire(int e, long now) {
        int kind = queues.kind(e);
        if (kind == MatchQueues.MESSAGE) {
            message(e, now);
            return;
        }
        switch (KINDS[kind]) {
            case SEND -> send(e, now);
            case RECV -> receive(e, now);
            case CALC -> calc(e, now);
        }
    }

    private void send(int e, long now) {
        int rank = queues.host(e);
        int cpu = hosts.cpu(rank, queues.cpu(e));
        int nic = hosts.sendGap(rank, queues.nic(e));
        long free = Math.max(hosts.time(cpu), hosts.time(nic));
        if (free > now) {
            heap.add(free, heap.topSeq(), e);
            return;
        }
        started(e);
        long size = queues.size(e);
        long extra = extraBytes(size);
        hosts.setTime(cpu, now + p.overheadPs() + p.overheadPerByte().timePs(extra));
        hosts.setTime(nic, now + p.gapPs() + p.gapPerByte().timePs(extra));
        int message = queues.allocate(queues.peer(e), rank, queues.tag(e), size, e,
                MatchQueues.bits(MatchQueues.MESSAGE, queues.cpu(e), queues.nic(e), 0, false, false));
        heap.add(now + p.overheadPs() + p.latencyPs(), nextSeq++, message);
        messages++;
        bytesSent = Math.addExact(bytesSent, size);
        if (size <= p.eagerLimitBytes()) {
            done(e);
        }
    }

    private void receive(int e, long now) {
        started(e);
        int rank = queues.host(e);
        int message = queues.takeUnexpected(rank, e);
        if (message == MatchQueues.NONE) {
            queues.post(rank, e);
            return;
        }
        matched(message, e, now);
    }

    private void calc(int e, long now) {
        int cpu = hosts.cpu(queues.host(e), queues.cpu(e));
        if (hosts.time(cpu) > now) {
            heap.add(hosts.time(cpu), heap.topSeq(), e);
            return;
        }
        hosts.setTime(cpu, now + Math.multiplyExact(queues.size(e), LogGopsParameters.PS_PER_NS));
        started(e);
        done(e);
    }

    /** A message reaches its receiver's CPU and NIC (those with the send's numbers, as in LogGOPSim). */
    private void message(int message, long now) {
        int rank = queues.host(message);
        int cpu = hosts.cpu(rank, queues.cpu(message));
        int nic = hosts.receiveGap(rank, queues.nic(message));
        long free = Math.max(hosts.time(cpu), hosts.time(nic));
        if (free > now) {
            heap.add(free, heap.topSeq(), message);
            return;
        }
        long extra = extraBytes(queues.size(message));
        hosts.setTime(cpu, now + p.overheadPs() + receivePerByte.timePs(extra));
        hosts.setTime(nic, now + p.gapPs() + p.gapPerByte().timePs(extra));
        int receive = queues.takePosted(rank, message);
        if (receive == MatchQueues.NONE) {
            queues.queueUnexpected(rank, message);
            return;
        }
        matched(message, receive, now);
    }

    /** A message met its receive at {@code now}: a rendezvous send completes, then the receive. */
    private void matched(int message, int receive, long now) {
        if (queues.size(message) > p.eagerLimitBytes()) {
            int sender = queues.peer(message);
            int cpu = hosts.cpu(sender, queues.cpu(message));
            int nic = hosts.sendGap(sender, queues.nic(message));
            hosts.setTime(cpu, Math.max(hosts.time(cpu), now));
            hosts.setTime(nic, Math.max(hosts.time(nic), now));
            done(queues.at(message));
        }
        done(receive);
        queues.release(message);
    }

    private static long extraBytes(long sizeBytes) {
        return sizeBytes > 0 ? sizeBytes - 1 : 0;
    }

    /** Operation entry {@code e} starts: its irequires dependents may go. */
    private void started(int e) {
        if (!queues.startsOthers(e)) {
            return;
        }
        int rank = queues.host(e);
        ByteBuffer records = schedule.records(rank);
        meet(rank, records, queues.at(e), listing.skipList(records, queues.dependentsAt(e)));
    }

    /** Operation entry {@code e} completes: its requires dependents may go, and its entry is free. */
    private void done(int e) {
        int rank = queues.host(e);
        if (queues.endsOthers(e)) {
            meet(rank, schedule.records(rank), queues.at(e), queues.dependentsAt(e));
        }
        hosts.completedOne(rank);
        completedTotal++;
        queues.release(e);
    }

    /** Meets one dependency of each operation in the list at {@code listAt}; releases those with none left. */
    private void meet(int rank, ByteBuffer records, int self, int listAt) {
        int count = listing.list(records, listAt);
        for (int i = 0; i < count; i++) {
            int dependent = listing.nextDependent(records, self);
            if (RecordCursor.meetOne(records, dependent) == 0) {
                release(rank, records, dependent); // decodes with another cursor than the list's
            }
        }
    }

    /** Queues the operations released by this event, numbered in LogGOPSim's order, each at its resources' free time. */
    private void flush(long now) {
        for (int e = released.firstInOrder(); e >= 0; e = released.nextInOrder()) {
            int rank = queues.host(e);
            long free = hosts.time(hosts.cpu(rank, queues.cpu(e)));
            if (queues.kind(e) == OpKind.SEND.ordinal()) {
                free = Math.max(free, hosts.time(hosts.sendGap(rank, queues.nic(e))));
            }
            heap.add(Math.max(now, free), nextSeq++, e);
        }
    }

    private long[] endTimes() {
        long[] end = new long[schedule.ranks()];
        for (int rank = 0; rank < end.length; rank++) {
            end[rank] = hosts.endPs(rank);
        }
        return end;
    }
}
