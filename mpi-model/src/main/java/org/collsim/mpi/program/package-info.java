/**
 * Per-rank programs: a program is written once for all ranks ({@link org.collsim.mpi.program.Stmt}
 * statements over integer {@link org.collsim.mpi.program.Expr} expressions of {@code rank},
 * {@code size} and loop variables) and interpreted by one event-driven state machine per rank
 * ({@link org.collsim.mpi.program.RankInterpreter}, no threads) on the progress engine:
 * point-to-point calls, collectives dispatched through the communicators' tables,
 * communicator dup/split/free, compute phases, loops, vector datatypes and named buffers
 * ({@link org.collsim.mpi.program.PointToPointCalls}), persistent requests, test and cancel
 * ({@link org.collsim.mpi.program.RequestTable}, {@link org.collsim.mpi.program.Completion}), and
 * windows with put/get/accumulate and fence ({@link org.collsim.mpi.program.WindowCalls}). {@link org.collsim.mpi.program.ProgramRun}
 * runs one program on a machine and reports deadlocks per rank and leaked communicators.
 */
package org.collsim.mpi.program;
