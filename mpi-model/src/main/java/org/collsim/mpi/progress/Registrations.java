package org.collsim.mpi.progress;

import org.collsim.engine.Time;

/**
 * Memory registration of rendezvous buffers: pinning page by page unless the rank's
 * {@link RegistrationCache} holds the buffer, with the hits and misses counted. A device
 * whose {@code registration_cache} is 0 registers nothing.
 */
final class Registrations {
    private final DeviceModel d;
    private final RegistrationCache[] caches;
    private long hits;
    private long misses;

    Registrations(DeviceModel device, int ranks) {
        this.d = device;
        this.caches = new RegistrationCache[ranks];
    }

    /** Whether this NIC registers memory at all. */
    boolean enabled() {
        return d.registrationCacheBytes() > 0;
    }

    /** Pinning cost of a rendezvous buffer, zero when the registration cache has it. */
    long registrationPs(int rank, long bufferId, long sizeBytes) {
        if (!enabled()) {
            return 0;
        }
        RegistrationCache c = caches[rank];
        if (c == null) {
            c = new RegistrationCache(d.registrationCacheBytes());
            caches[rank] = c;
        }
        if (c.register(bufferId, sizeBytes)) {
            hits++;
            return 0;
        }
        misses++;
        return pinPs(sizeBytes);
    }

    /** Pinning every page of a buffer of {@code sizeBytes}. */
    long pinPs(long sizeBytes) {
        return Time.multiply((sizeBytes - 1) / d.pageBytes() + 1, d.pinPsPerPage(), "registration time");
    }

    long hits() {
        return hits;
    }

    long misses() {
        return misses;
    }
}
