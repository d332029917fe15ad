/**
 * Property-based and fuzz tests of the scenario reader and runner: random scenarios generated
 * from the registries, and random mutations of the examples (types, magnitudes near the limits,
 * nesting, encodings), all seeded so that a failure replays.
 */
package org.collsim.fuzz;
