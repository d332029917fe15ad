package org.collsim.engine.net;

import org.collsim.engine.PerByte;

/**
 * Prices messages and CPU work on {@link Hosts}. Implementations are immutable parameter
 * sets; all state lives in the hosts.
 */
public interface NetworkModel {
    /** The registry name ("hockney", "loggp"). */
    String name();

    /**
     * A send of {@code sizeBytes} from {@code src} to {@code dst} that is ready at
     * {@code readyPs}: reserves the resources it uses and fills {@code out}.
     */
    void send(Hosts hosts, int src, int dst, long sizeBytes, long readyPs, Timing out);

    /**
     * A message of {@code sizeBytes} reaches {@code dst} at {@code arrivalPs} (called at that
     * time): reserves the receive-side resources and fills {@code out} (start = when handling
     * began, done = when the message has been received).
     */
    void receive(Hosts hosts, int dst, long sizeBytes, long arrivalPs, Timing out);

    /** Reducing {@code sizeBytes} on {@code rank}'s CPU, ready at {@code readyPs}; returns the end. */
    default long reduce(Hosts hosts, int rank, long sizeBytes, long readyPs) {
        return hosts.occupyCpu(rank, readyPs, gamma().timePs(sizeBytes));
    }

    /** Reduction cost per byte of CPU work. */
    PerByte gamma();

    /** Largest message sent eagerly; larger ones use rendezvous (complete only when matched). */
    long eagerLimitBytes();
}
