package org.collsim.mpi.program;

import java.util.List;
import org.collsim.mpi.error.LeakException;

/** A program ended with user communicators (other than world) that some members never freed. */
public final class CommunicatorLeakException extends LeakException {
    /** One line per leaked communicator: its name, where it was made, the ranks that did not free it. */
    public CommunicatorLeakException(List<String> leaks) {
        super("leak: " + leaks.size() + " communicator(s) never freed at the end of the program:\n  "
                + String.join("\n  ", leaks), leaks);
    }
}
