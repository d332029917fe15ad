package org.collsim.engine.trace;

/**
 * Told what each rank does on virtual time, in picoseconds, while a traced run goes on. The
 * simulator calls it only when a run records a timeline (through traced subclasses of its resources);
 * calls come in event order, not necessarily in time order (a resource is reserved ahead).
 */
public interface TraceSink {
    /** {@code rank}'s CPU is busy with {@code work} from {@code startPs} to {@code endPs}. */
    void cpu(int rank, CpuWork work, long startPs, long endPs);

    /** The NIC (port) of {@code rank} is busy on {@code side} for it from {@code startPs} to {@code endPs}. */
    void nic(int rank, NicWork side, long startPs, long endPs);

    /**
     * {@code rank}, a rendezvous sender, holds its send buffer from {@code startPs}, when it issued
     * the send, to {@code endPs}, when its data left (RTS/CTS/DATA) or the receiver matched the
     * message (LogGOPS).
     */
    void hold(int rank, long startPs, long endPs);

    /** A packet of {@code kind} left {@code src} at {@code sentPs} and reached {@code dst} at {@code arrivedPs}. */
    void message(int src, int dst, String kind, long sizeBytes, long sentPs, long arrivedPs);

    /**
     * {@code rank} issued operation {@code vertex} ({@code name}: "send to 2, 64 B") of a schedule
     * at {@code nowPs}; {@code execution} identifies the schedule's execution (compared by identity).
     */
    void operationStarted(int rank, Object execution, int vertex, String name, long nowPs);

    /** The operation {@code vertex} of {@code execution} completed at {@code nowPs}. */
    void operationDone(Object execution, int vertex, long nowPs);
}
