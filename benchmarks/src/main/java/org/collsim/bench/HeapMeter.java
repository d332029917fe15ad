package org.collsim.bench;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;

/**
 * Peak heap of one measured run, from the JVM's memory pools: reset every heap pool's peak
 * before the run, sum their peaks after it. Pools peak at different moments (eden just before a
 * young collection, old gen at the end), so the sum is an upper bound on the true peak of live
 * plus garbage; the old-gen peak alone is a lower bound on the live set. GC count and time come
 * from the collector beans.
 */
final class HeapMeter {
    private long gcCountBefore;
    private long gcMillisBefore;

    /** Collects garbage left by earlier runs, then resets the peaks. */
    void reset() {
        System.gc();
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                pool.resetPeakUsage();
            }
        }
        gcCountBefore = gcCount();
        gcMillisBefore = gcMillis();
    }

    /** Sum over heap pools of their peak used bytes since {@link #reset()}. */
    long peakUsedBytes() {
        long sum = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                sum += pool.getPeakUsage().getUsed();
            }
        }
        return sum;
    }

    /** Peak used bytes of the tenured pool(s) since {@link #reset()}. */
    long peakOldBytes() {
        long sum = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            String name = pool.getName();
            if (pool.getType() == MemoryType.HEAP && (name.contains("Old") || name.contains("Tenured"))) {
                sum += pool.getPeakUsage().getUsed();
            }
        }
        return sum;
    }

    long collectionsSinceReset() {
        return gcCount() - gcCountBefore;
    }

    long gcMillisSinceReset() {
        return gcMillis() - gcMillisBefore;
    }

    private static long gcCount() {
        long n = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            n += Math.max(0, gc.getCollectionCount());
        }
        return n;
    }

    private static long gcMillis() {
        long ms = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            ms += Math.max(0, gc.getCollectionTime());
        }
        return ms;
    }
}
