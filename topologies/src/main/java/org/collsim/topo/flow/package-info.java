/**
 * The {@code flow} network model: messages are flows along deterministic routes of directed links
 * ({@link Routing}: dimension-order on a torus, up-down on a fat tree, minimal local-global-local on a
 * dragonfly), every link has a bandwidth,
 * and concurrent flows share it max-min fairly ({@link MaxMinFairShare}); {@link FlowNetwork} keeps
 * one simulation's flows and, whenever one starts or ends, recomputes the rates of the flows connected
 * to it through shared links and reschedules their completions.
 */
package org.collsim.topo.flow;
