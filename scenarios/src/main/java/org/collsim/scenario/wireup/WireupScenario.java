package org.collsim.scenario.wireup;

import java.util.List;
import org.collsim.mpi.wireup.Pattern;
import org.collsim.mpi.wireup.WireupMode;
import org.collsim.mpi.wireup.WireupParams;

/**
 * A validated wire-up scenario: every mode x pattern x rank count of {@code ranks} on the
 * process manager {@code params} (whose own rank count is the first of {@code ranks}), and
 * each {@code connects} pair of groups joined both ways (KVS cache, shared name space).
 */
public record WireupScenario(String name, String description, WireupParams params, List<Long> ranks,
                             List<WireupMode> modes, List<Pattern> patterns, List<Connect> connects) {
    /** Two process groups to connect. */
    public record Connect(long ranksA, long ranksB) {
    }

    public WireupScenario {
        ranks = List.copyOf(ranks);
        modes = List.copyOf(modes);
        patterns = List.copyOf(patterns);
        connects = List.copyOf(connects);
    }
}
