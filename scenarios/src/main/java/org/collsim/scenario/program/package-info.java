/**
 * Reading the {@code program} workload of a scenario: the statement parser (every problem
 * with its JSON path), the integer expression parser, and the runner that simulates the
 * program at each rank count and turns the outcome into result records.
 */
package org.collsim.scenario.program;
