/**
 * Path-tracking JSON reading: a {@link org.collsim.scenario.json.Cursor} walks a Jackson tree
 * and records every problem with its JSON path ({@code $.benchmark.ranks[2]}), what was
 * expected and what was found, so that one pass reports all errors of a file; plus the
 * nearest-name suggestions used in those messages.
 */
package org.collsim.scenario.json;
