/**
 * {@code collsim tune}: every algorithm over a scenario's ranks x bytes grid ({@link org.collsim.scenario.tune.Tuning}),
 * the fastest per cell ({@link org.collsim.scenario.tune.Winners}), merged into ranges
 * ({@link org.collsim.scenario.tune.RuleTable}) and written as collsim's rules form, MPICH's selection
 * JSON and Open MPI's classic rules file ({@link org.collsim.scenario.tune.TuneFiles}). See docs/SELECTION.md.
 */
package org.collsim.scenario.tune;
