package org.collsim.engine.net;

import org.collsim.engine.Event;
import org.collsim.engine.Simulation;

/**
 * A network model that knows a message's arrival only later, because it depends on traffic that
 * has not been issued yet (the flow model: bandwidth shared among concurrent flows). Instead of
 * filling {@link Timing#arrivalPs} in {@link #send}, it hands each message to per-simulation
 * {@link Transfers} that schedule the delivery event themselves. Eager models
 * ({@link HockneyModel}, {@link LogGPModel}) do not implement this interface and keep their
 * exact, eager pricing.
 */
public interface DeferredNetworkModel extends NetworkModel {
    /** The state of this model's traffic in one simulation, on {@code hosts}. */
    Transfers open(Simulation sim, Hosts hosts);

    /** Deferred models cannot price a message alone: {@link Network#transmit} is the way in. */
    @Override
    default void send(Hosts hosts, int src, int dst, long sizeBytes, long readyPs, Timing out) {
        throw new UnsupportedOperationException(name() + " delivers messages through Network.transmit, not send");
    }

    /** Messages of one simulation on a deferred model. */
    interface Transfers {
        /**
         * Puts a message of {@code sizeBytes} from {@code src} to {@code dst} with MPI tag {@code tag}
         * (what multipath routing may hash), ready at {@code readyPs}, on the wire: fills {@code out.startPs} and {@code out.donePs} (the
         * sender's side) at once and schedules {@code delivery} at the arrival time once it is
         * known; {@code out.arrivalPs} is set to -1 (unknown).
         */
        void transmit(int src, int dst, int tag, long sizeBytes, long readyPs, Event delivery, Timing out);
    }
}
