package org.collsim.mpi.error;

/** A job needed more heap than the JVM may use; says how much that is and how to raise it. */
public final class OutOfHeapException extends SimulationFailure {
    private static final long MIB = 1L << 20;

    public OutOfHeapException(long maxHeapBytes) {
        super("ran out of heap: this JVM may use at most " + maxHeapBytes / MIB + " MiB; raise it with "
                + "COLLSIM_JAVA_OPTS=-Xmx<size>, e.g. -Xmx8g, or run fewer points at once with --jobs");
    }
}
