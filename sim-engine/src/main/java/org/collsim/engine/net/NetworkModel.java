package org.collsim.engine.net;

import org.collsim.engine.PerByte;
import org.collsim.engine.trace.CpuWork;

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
        return hosts.occupyCpu(rank, readyPs, gamma().timePs(sizeBytes), CpuWork.REDUCE);
    }

    /** Reduction cost per byte of CPU work. */
    PerByte gamma();

    /**
     * The time one message of {@code sizeBytes} takes between two idle ranks, from ready to
     * received, priced by this model's own {@link #send} and {@link #receive}; a
     * {@link org.collsim.engine.TimeOverflowException} when it does not fit in virtual time.
     * Scenario validation asks it of the largest message before anything runs.
     */
    default long messagePs(long sizeBytes) {
        Hosts hosts = new Hosts(2);
        Timing out = new Timing();
        send(hosts, 0, 1, sizeBytes, 0, out);
        receive(hosts, 1, sizeBytes, out.arrivalPs, out);
        return out.donePs;
    }

    /**
     * Whether a send, an arriving message or CPU work that finds its resources busy waits for them
     * and is priced only when they are free, competing with the others waiting in event order
     * (LogGOPSim's rule, {@code loggp}), instead of booking them ahead ({@code hockney}, {@code flow}).
     */
    default boolean waits() {
        return false;
    }

    /** Largest message sent eagerly; larger ones use rendezvous (complete only when matched). */
    long eagerLimitBytes();
}
