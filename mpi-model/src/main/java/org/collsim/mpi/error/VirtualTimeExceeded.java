package org.collsim.mpi.error;

/**
 * The run would have crossed the limit of virtual time ({@code org.collsim.engine.Time#LIMIT_PS}):
 * it stops with what overflowed and from which operands, never with a wrapped number.
 */
public final class VirtualTimeExceeded extends SimulationFailure {
    public VirtualTimeExceeded(ArithmeticException overflow) {
        super(overflow.getMessage());
        initCause(overflow);
    }
}
