/**
 * Performance measurements, outside the test suite: JMH micro-benchmarks of the event queue,
 * the progress engine and schedule building, and {@link org.collsim.bench.ScaleRun}, the
 * 2^20-rank scale run of issue 2. All of it runs from {@code benchmarks/target/benchmarks.jar};
 * {@code docs/PERFORMANCE.md} has the figures and the commands.
 */
package org.collsim.bench;
