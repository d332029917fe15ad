package org.collsim.mpi.select;

import org.collsim.mpi.coll.CollectiveAlgorithm;

/**
 * A selector's answer: the algorithm that runs, the library's own name for what the library would
 * run, and whether collsim substitutes the algorithm because it lacks the library's one.
 */
public record Selection(CollectiveAlgorithm algorithm, String libraryName, boolean substitute) {
}
