package org.collsim.scenario;

/**
 * A point whose simulation failed (a deadlock or an error raised inside the simulated MPI);
 * the cause is the engine's exception, kept for its details.
 */
public final class PointFailure extends RuntimeException {
    private final transient Point point;

    public PointFailure(Point point, RuntimeException cause) {
        super("simulation of " + point.describe() + " failed: " + cause.getMessage(), cause);
        this.point = point;
    }

    public Point point() {
        return point;
    }
}
