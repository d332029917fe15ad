/**
 * Network cost models. A model prices messages and CPU work; the per-rank busy-until times it
 * reads and writes live in {@link org.collsim.engine.net.Hosts}, so models that price
 * different pairs of ranks (intra-node and inter-node) share one set of resources.
 */
package org.collsim.engine.net;
