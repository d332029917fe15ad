package org.collsim.engine;

/** Something that happens at a point of virtual time. Implementations are small and typed. */
@FunctionalInterface
public interface Event {
    /** Called by the simulation when virtual time reaches this event; {@code nowPs} is that time. */
    void fire(long nowPs);
}
