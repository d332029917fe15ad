package org.collsim.scenario.program;

import java.util.List;
import org.collsim.mpi.program.Program;

/** A parsed {@code program}: the rank counts to run it at and the program. */
public record ProgramSpec(List<Integer> ranks, Program program) {
    public ProgramSpec {
        ranks = List.copyOf(ranks);
    }
}
