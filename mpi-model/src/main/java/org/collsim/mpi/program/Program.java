package org.collsim.mpi.program;

import java.util.List;
import org.collsim.mpi.wireup.Wireup;

/**
 * A parsed program: its statements, the number of variable slots its expressions use
 * ({@code rank}, {@code size} and one per loop), and the wire-up its job starts with (null:
 * none, every rank starts at 0 knowing every peer).
 */
public record Program(List<Stmt> body, int variableSlots, Wireup wireup) {
    public Program {
        body = List.copyOf(body);
        if (variableSlots < Expr.FIRST_LOOP_SLOT) {
            throw new IllegalArgumentException("a program has at least the slots of rank and size");
        }
    }

    /** A program without wire-up. */
    public Program(List<Stmt> body, int variableSlots) {
        this(body, variableSlots, null);
    }

    /** The same program, its job starting with {@code newWireup}. */
    public Program withWireup(Wireup newWireup) {
        return new Program(body, variableSlots, newWireup);
    }
}
