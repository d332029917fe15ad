/**
 * Replay of SimGrid time-independent (TI) traces, as SMPI writes them and its {@code smpirun -replay}
 * reads them (docs/REPLAY.md): {@link org.collsim.replay.ti.TiParser} turns each rank's actions into
 * a program of the program workload ({@link org.collsim.mpi.program.ProgramRun}), so a trace runs in
 * the one job runtime on any machine, with its collectives dispatched through the communicator's table.
 */
package org.collsim.replay.ti;
