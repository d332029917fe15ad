/** The node-aware hierarchical layer: intra-node step, inter-node step among node leaders, intra-node step. */
package org.collsim.mpi.layer.hierarchical;
