package org.collsim.mpi.progress;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One rank's memory-registration cache for rendezvous buffers: least recently used buffers
 * are unpinned when the capacity would be exceeded. A buffer registered before (same id, at
 * least as large) costs nothing; otherwise every page is pinned.
 */
final class RegistrationCache {
    private final long capacityBytes;
    private final Map<Long, Long> sizeById = new LinkedHashMap<>(16, 0.75f, true);
    private long usedBytes;

    RegistrationCache(long capacityBytes) {
        this.capacityBytes = capacityBytes;
    }

    /** Registers buffer {@code id} of {@code sizeBytes}; returns true on a hit (nothing to pin). */
    boolean register(long id, long sizeBytes) {
        Long cached = id < 0 ? null : sizeById.get(id);
        if (cached != null && cached >= sizeBytes) {
            return true;
        }
        if (cached != null) {
            usedBytes -= sizeById.remove(id);
        }
        for (Iterator<Map.Entry<Long, Long>> it = sizeById.entrySet().iterator();
             usedBytes + sizeBytes > capacityBytes && it.hasNext(); ) {
            usedBytes -= it.next().getValue();
            it.remove();
        }
        if (id >= 0 && sizeBytes <= capacityBytes) {
            sizeById.put(id, sizeBytes);
            usedBytes += sizeBytes;
        }
        return false;
    }
}
