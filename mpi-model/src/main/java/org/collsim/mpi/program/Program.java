package org.collsim.mpi.program;

import java.util.List;

/**
 * A parsed program: its statements and the number of variable slots its expressions use
 * ({@code rank}, {@code size} and one per loop).
 */
public record Program(List<Stmt> body, int variableSlots) {
    public Program {
        body = List.copyOf(body);
        if (variableSlots < Expr.FIRST_LOOP_SLOT) {
            throw new IllegalArgumentException("a program has at least the slots of rank and size");
        }
    }
}
