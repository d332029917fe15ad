package org.collsim.mpi.program;

import java.util.List;
import java.util.function.Supplier;
import org.collsim.mpi.program.Stmt.WaitMode;

/**
 * What a blocked rank waits for: all or any of some requests. {@code onDone} runs once, when
 * the wait is satisfied, before the rank goes on (it retires waited requests, binds new
 * communicators). {@code what} describes the wait for deadlock reports, computed only then.
 */
final class Blocker {
    private final String path;
    private final Supplier<String> what;
    private final List<Handle> handles;
    private final WaitMode mode;
    private final Runnable onDone;

    Blocker(String path, Supplier<String> what, List<Handle> handles, WaitMode mode, Runnable onDone) {
        this.path = path;
        this.what = what;
        this.handles = List.copyOf(handles);
        this.mode = mode;
        this.onDone = onDone;
    }

    /** Waits for one request, then runs {@code onDone}. */
    static Blocker on(String path, Supplier<String> what, Handle handle, Runnable onDone) {
        return new Blocker(path, what, List.of(handle), WaitMode.ALL, onDone);
    }

    boolean satisfied() {
        if (handles.isEmpty()) {
            return true; // MPI: waiting on no active request returns at once
        }
        for (Handle h : handles) {
            if (h.isComplete() == (mode == WaitMode.ANY)) {
                return mode == WaitMode.ANY;
            }
        }
        return mode == WaitMode.ALL;
    }

    void done() {
        onDone.run();
    }

    /** "blocked at $.program.body[0] recv from 0 tag 0". */
    String describe() {
        return "blocked at " + path + " " + what.get();
    }
}
