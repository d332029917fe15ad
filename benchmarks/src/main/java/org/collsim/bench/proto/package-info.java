/**
 * Prototypes measured for the engine's owner, not used by the simulator: alternative
 * {@link org.collsim.engine.EventQueue} implementations and a harness that runs a collective
 * with any queue, so a proposed engine change comes with a measured gain. See
 * {@code docs/PERFORMANCE.md}.
 */
package org.collsim.bench.proto;
