/**
 * Machine topologies: generators of machine graphs (torus, fat tree, dragonfly) that emit each
 * edge once, so the same generator builds a JGraphT graph (to build and check) and compact
 * arrays (for the hot path); exact hop counts between nodes; rank placement (block,
 * round-robin, seeded random); and {@link org.collsim.topo.RoutedModel}, a network model that
 * adds a per-hop wire latency to another model's messages.
 */
package org.collsim.topo;
