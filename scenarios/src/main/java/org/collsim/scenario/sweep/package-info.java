/**
 * Running a scenario's points as a sweep: in parallel ({@link org.collsim.scenario.sweep.Sweep}),
 * each finished record streamed to {@code results.jsonl} ({@link org.collsim.scenario.sweep.ResultsLog}),
 * a stopped sweep resumed from it when the scenario's hash ({@link org.collsim.scenario.sweep.ScenarioHash})
 * matches. The output does not depend on the number of jobs.
 */
package org.collsim.scenario.sweep;
