package org.collsim.replay.goal;

import java.nio.ByteBuffer;

/**
 * Reads one operation record of a {@link GoalSchedule} into its fields, or walks a dependents list,
 * in a single pass over the varints (reused, no allocation).
 */
final class RecordCursor {
    OpKind kind;
    long size;
    int peer;
    int tag;
    int cpu;
    int nic;
    /** Whether the "released when it starts" list has any. */
    boolean startsOthers;
    /** Whether the "released on completion" list has any. */
    boolean endsOthers;
    /** Where the "released on completion" list starts. */
    int dependentsAt;
    /** The position of the next varint to read. */
    private int at;

    private static final OpKind[] KINDS = OpKind.values();

    void decode(ByteBuffer records, int start) {
        at = start;
        next(records);
        int head = records.get(at++);
        kind = KINDS[head & GoalSchedule.KIND_MASK];
        startsOthers = (head & GoalSchedule.STARTS_OTHERS) != 0;
        endsOthers = (head & GoalSchedule.ENDS_OTHERS) != 0;
        size = next(records);
        peer = GoalSink.ANY;
        tag = GoalSink.ANY;
        if (kind != OpKind.CALC) {
            if ((head & GoalSchedule.ANY_PEER) == 0) {
                peer = (int) next(records);
            }
            if ((head & GoalSchedule.ANY_TAG) == 0) {
                tag = (int) next(records);
            }
        }
        cpu = 0;
        nic = 0;
        if ((head & GoalSchedule.HAS_UNITS) != 0) {
            cpu = records.get(at++) & 0xff;
            nic = records.get(at++) & 0xff;
        }
        dependentsAt = at;
    }

    /** Starts reading the dependents list at {@code listAt}; returns its length ({@link #nextDependent} gives them). */
    int list(ByteBuffer records, int listAt) {
        at = listAt;
        return (int) next(records);
    }

    /** The offset of the next dependent in the list, given the offset of the operation that owns it. */
    int nextDependent(ByteBuffer records, int self) {
        return (int) (self + Varints.unzigzag(next(records)));
    }

    /** One dependency of the record at {@code at} is met; returns how many remain. */
    static long meetOne(ByteBuffer records, int at) {
        byte count = records.get(at);
        if (count > 0) {
            records.put(at, --count); // a one-byte counter (the usual case)
            return count;
        }
        long remaining = Varints.read(records, at) - 1;
        Varints.write(records, at, remaining, Varints.width(records, at));
        return remaining;
    }

    /** The position after the list at {@code listAt}. */
    int skipList(ByteBuffer records, int listAt) {
        int count = list(records, listAt);
        for (int i = 0; i < count; i++) {
            while (records.get(at++) < 0) {
                // continuation bytes
            }
        }
        return at;
    }

    private long next(ByteBuffer records) {
        int p = at;
        byte b = records.get(p++);
        long value = b & 0x7f;
        for (int shift = 7; b < 0; shift += 7) {
            b = records.get(p++);
            value |= (long) (b & 0x7f) << shift;
        }
        at = p;
        return value;
    }
}
