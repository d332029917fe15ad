/**
 * collsim in a researcher's JUnit 5 suite: {@link org.collsim.junit.SimulatedScenario} loads or
 * builds a scenario and runs it in-process, {@link org.collsim.junit.SimulationResults} finds a
 * point's time, and {@link org.collsim.junit.CollsimAssertions} asserts that an algorithm beats
 * another, that a layer stack speeds a collective up, or that results stay within a tolerance of a
 * stored baseline (collsim compare's rules), failing with the numbers.
 */
package org.collsim.junit;
