package org.collsim.replay.goal;

/** Decodes one operation record of a {@link GoalSchedule} into its fields (reused, no allocation). */
final class RecordCursor {
    OpKind kind;
    long size;
    int peer;
    int tag;
    int cpu;
    int nic;
    /** Where the "released on completion" list starts. */
    int dependentsAt;

    private static final OpKind[] KINDS = OpKind.values();

    void decode(byte[] records, int at) {
        at += Varints.width(records, at);
        int head = records[at++];
        kind = KINDS[head & GoalSchedule.KIND_MASK];
        size = Varints.read(records, at);
        at += Varints.width(records, at);
        peer = GoalSink.ANY;
        tag = GoalSink.ANY;
        if (kind != OpKind.CALC) {
            if ((head & GoalSchedule.ANY_PEER) == 0) {
                peer = (int) Varints.read(records, at);
                at += Varints.width(records, at);
            }
            if ((head & GoalSchedule.ANY_TAG) == 0) {
                tag = (int) Varints.read(records, at);
                at += Varints.width(records, at);
            }
        }
        cpu = 0;
        nic = 0;
        if ((head & GoalSchedule.HAS_UNITS) != 0) {
            cpu = records[at++] & 0xff;
            nic = records[at++] & 0xff;
        }
        dependentsAt = at;
    }

    /** The unmet dependencies of the record at {@code at}. */
    static long unmet(byte[] records, int at) {
        return Varints.read(records, at);
    }

    /** One dependency of the record at {@code at} is met; returns how many remain. */
    static long meetOne(byte[] records, int at) {
        long remaining = Varints.read(records, at) - 1;
        Varints.write(records, at, remaining, Varints.width(records, at));
        return remaining;
    }

    /** The end of the record at {@code at} (where the next one starts). */
    int end(byte[] records) {
        int at = skipList(records, dependentsAt);
        return skipList(records, at);
    }

    /** The position of the "released when it starts" list. */
    int startDependentsAt(byte[] records) {
        return skipList(records, dependentsAt);
    }

    private static int skipList(byte[] records, int at) {
        long count = Varints.read(records, at);
        at += Varints.width(records, at);
        for (long i = 0; i < count; i++) {
            at += Varints.width(records, at);
        }
        return at;
    }
}
