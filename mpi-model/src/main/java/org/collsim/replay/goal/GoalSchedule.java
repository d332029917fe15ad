package org.collsim.replay.goal;

/**
 * A parsed GOAL schedule, a few bytes per operation: each rank's operations as one byte array, a
 * header listing the operations that wait for nothing (their count, then their offsets as a
 * dependents list from the header's end), then the records in program order, found by their byte
 * offset. A record is
 * <pre>
 * [unmet dependencies: varint, rewritten in place] [head: kind | flags]
 * [size] [peer] [tag] [cpu nic]            peer and tag for sends and receives that name them; units when not 0
 * [n] [n dependents released when this op completes]  [m] [m released when it starts]
 * </pre>
 * with dependents as zigzag byte distances; all numbers LEB128 varints.
 */
public final class GoalSchedule {
    static final int KIND_MASK = 0x3;
    static final int HAS_UNITS = 0x4;
    static final int ANY_PEER = 0x8;
    static final int ANY_TAG = 0x10;
    /** The operation has irequires dependents (its second list is not empty): most have none, and the replay skips it. */
    static final int STARTS_OTHERS = 0x20;

    private final String name;
    private final byte[][] records;
    private final int[] operations;
    private final long totalOperations;
    private final int cpus;
    private final int nics;

    GoalSchedule(String name, byte[][] records, int[] operations, long totalOperations, int cpus, int nics) {
        this.name = name;
        this.records = records;
        this.operations = operations;
        this.totalOperations = totalOperations;
        this.cpus = cpus;
        this.nics = nics;
    }

    /** The file name the schedule came from. */
    public String name() {
        return name;
    }

    public int ranks() {
        return records.length;
    }

    public long totalOperations() {
        return totalOperations;
    }

    /** Operations of {@code rank}. */
    public int operations(int rank) {
        return operations[rank];
    }

    /** CPUs per host: one more than the highest {@code cpu} the schedule names, as LogGOPSim counts them. */
    public int cpus() {
        return cpus;
    }

    /** NICs per host: one more than the highest {@code nic} named. */
    public int nics() {
        return nics;
    }

    /** A copy with every dependency still unmet: a replay consumes its schedule, so each further replay takes a copy. */
    public GoalSchedule copy() {
        byte[][] fresh = new byte[records.length][];
        for (int rank = 0; rank < records.length; rank++) {
            fresh[rank] = records[rank].clone();
        }
        return new GoalSchedule(name, fresh, operations, totalOperations, cpus, nics);
    }

    byte[] records(int rank) {
        return records[rank];
    }
}
