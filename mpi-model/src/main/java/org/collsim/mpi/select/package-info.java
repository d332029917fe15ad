/**
 * Default algorithm selection as the real MPI libraries do it: a {@link org.collsim.mpi.select.Selector}
 * answers, for a collective call (communicator size, count, element size, commutativity), which
 * registered algorithm runs. {@link org.collsim.mpi.select.MpichSelector} walks a decision tree
 * in MPICH's own selection-file format ({@code maint/tuning/coll/mpir/generic.json}, or a user's
 * {@code MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE}), read as data by
 * {@link org.collsim.mpi.select.CselReader}. {@link org.collsim.mpi.select.OmpiSelector} applies Open MPI's
 * {@code coll/tuned} rules: its fixed decisions as data, or a user's rules file. See docs/SELECTION.md.
 */
package org.collsim.mpi.select;
