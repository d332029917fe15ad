package org.collsim.mpi.comm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The live communicators of a job by context id. Ids are handed out in order, so an array is the
 * map; a run of "bare" ids (self communicators no hook can see, made without objects) is counted
 * alive and takes no slot: the ids after it move down over it.
 */
final class LiveCommunicators {
    private Communicator[] slots = new Communicator[16];
    private int count;
    private int firstBare;
    private int bare;
    private boolean bareAlive;

    /** {@code n} bare communicators of one rank each, context ids {@code firstId} on (the last ids handed out). */
    void addBare(int firstId, int n) {
        firstBare = firstId;
        bare = n;
        bareAlive = true;
        count += n;
    }

    /** Frees the bare communicators, if alive. */
    void freeBare() {
        if (bareAlive) {
            count -= bare;
            bareAlive = false;
        }
    }

    void add(Communicator comm) {
        int slot = slot(comm.contextId());
        if (slot >= slots.length) {
            slots = Arrays.copyOf(slots, Math.max(slots.length * 2, slot + 1));
        }
        slots[slot] = comm;
        count++;
    }

    /** Forgets {@code comm}; false when it is not alive here (freed twice or never created). */
    boolean remove(Communicator comm) {
        int slot = slot(comm.contextId());
        if (slot < 0 || slot >= slots.length || slots[slot] != comm) {
            return false;
        }
        slots[slot] = null;
        count--;
        return true;
    }

    int count() {
        return count;
    }

    /** The live communicators made as objects, by context id. */
    List<Communicator> list() {
        List<Communicator> out = new ArrayList<>();
        for (Communicator c : slots) {
            if (c != null) {
                out.add(c);
            }
        }
        return out;
    }

    /** The size of the live communicator {@code contextId}, or -1 when none is alive with it. */
    int sizeOf(int contextId) {
        if (contextId >= firstBare && contextId < firstBare + bare) {
            return bareAlive ? 1 : -1;
        }
        int slot = slot(contextId);
        return slot >= 0 && slot < slots.length && slots[slot] != null ? slots[slot].size() : -1;
    }

    /** Where context id {@code id} lives in {@link #slots}; -1 for a bare one or a negative id. */
    private int slot(int id) {
        if (id < firstBare) {
            return id;
        }
        return id >= firstBare + bare ? id - bare : -1;
    }
}
