/**
 * Scenarios: the JSON model (machine network, benchmark sweep), its validation with
 * path-named errors, the network model table the parser and {@code collsim list} share, the
 * feasibility check (algorithm restrictions, heap) and the runner that turns every point of
 * the sweep into a {@link org.collsim.report.ResultRecord}.
 */
package org.collsim.scenario;
