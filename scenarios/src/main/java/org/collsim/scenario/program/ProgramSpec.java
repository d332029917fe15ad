package org.collsim.scenario.program;

import java.util.List;
import java.util.Optional;
import org.collsim.mpi.program.Program;
import org.collsim.mpi.select.Selector;

/**
 * A parsed {@code program}: the rank counts to run it at, the program, and the selector that
 * chooses the algorithm of each collective call that names none (empty: the registry's defaults).
 */
public record ProgramSpec(List<Integer> ranks, Program program, Optional<Selector> selector) {
    public ProgramSpec {
        ranks = List.copyOf(ranks);
    }
}
