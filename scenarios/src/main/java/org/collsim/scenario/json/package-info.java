/**
 * Path-tracking JSON reading: a {@link org.collsim.scenario.json.Cursor} walks a Jackson tree
 * and records every problem with its JSON path ({@code $.benchmark.ranks[2]}), what was
 * expected and what was found, so that one pass reports all errors of a file; plus the
 * nearest-name suggestions used in those messages, and the readers of values with units at a
 * cursor ({@link org.collsim.scenario.json.UnitValues}, {@link org.collsim.scenario.json.ParamKind})
 * and of a "v" collective's {@code "counts"} ({@link org.collsim.scenario.json.CountsParser}) that
 * the scenario, program and wire-up parsers share.
 */
package org.collsim.scenario.json;
