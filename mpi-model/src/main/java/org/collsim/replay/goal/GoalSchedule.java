package org.collsim.replay.goal;

import java.nio.ByteBuffer;

/**
 * A parsed GOAL schedule, a few bytes per operation outside the collected heap: each rank's
 * operations as a run of bytes in a shared chunk ({@link RecordChunks}), found by the rank's place (chunk index << 32 | offset): a
 * header listing the operations that wait for nothing (their count, then their offsets as a
 * dependents list from the header's end), then the records in program order, found by their byte
 * offset in the chunk. A record is
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
    /** The operation has requires dependents (its first list is not empty). */
    static final int ENDS_OTHERS = 0x40;

    private final String name;
    private final ByteBuffer[] chunks;
    private final int[] usedBytes;
    private final long[] places;
    private final int[] operations;
    private final long totalOperations;
    private final int cpus;
    private final int nics;

    GoalSchedule(String name, RecordChunks records, long[] places, int[] operations, long totalOperations, int cpus, int nics) {
        this(name, records.chunks(), records.usedBytes(), places, operations, totalOperations, cpus, nics);
    }

    private GoalSchedule(String name, ByteBuffer[] chunks, int[] usedBytes, long[] places, int[] operations, long totalOperations,
                         int cpus, int nics) {
        this.name = name;
        this.chunks = chunks;
        this.usedBytes = usedBytes;
        this.places = places;
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
        return places.length;
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
        ByteBuffer[] fresh = new ByteBuffer[chunks.length];
        for (int i = 0; i < chunks.length; i++) {
            fresh[i] = ByteBuffer.allocateDirect(usedBytes[i]).put(0, chunks[i], 0, usedBytes[i]);
        }
        return new GoalSchedule(name, fresh, usedBytes, places, operations, totalOperations, cpus, nics);
    }

    /** The chunk that holds {@code rank}'s records. */
    ByteBuffer records(int rank) {
        return chunks[(int) (places[rank] >>> 32)];
    }

    /** Where {@code rank}'s records start in its chunk: its header. */
    int start(int rank) {
        return (int) places[rank];
    }

    /** A copy of {@code rank}'s header and records (to compare two schedules byte for byte). */
    byte[] bytesOf(int rank) {
        ByteBuffer chunk = records(rank);
        RecordCursor cursor = new RecordCursor();
        int end = cursor.skipList(chunk, start(rank));
        for (int i = 0; i < operations[rank]; i++) {
            cursor.decode(chunk, end);
            end = cursor.skipList(chunk, cursor.skipList(chunk, cursor.dependentsAt));
        }
        byte[] bytes = new byte[end - start(rank)];
        chunk.get(start(rank), bytes);
        return bytes;
    }
}
