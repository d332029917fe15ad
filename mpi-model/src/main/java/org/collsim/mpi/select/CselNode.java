package org.collsim.mpi.select;

import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * One JSON object of an MPICH selection file: its keys in file order. A key is a condition whose
 * value is the next object, or {@code algorithm=NAME} / {@code composition=NAME} (a leaf). As in
 * MPICH's {@code MPIR_Csel_search}, the first key whose condition holds is followed and a subtree
 * that matches nothing is not backtracked out of.
 */
record CselNode(List<Entry> entries) {
    /** A key: {@code algorithm} is set for a leaf, {@code condition} and {@code next} otherwise. */
    record Entry(String key, Predicate<SelectionQuery> condition, CselNode next, String algorithm) {
    }

    /** The library algorithm name the tree gives {@code query}, or empty when no key matches. */
    Optional<String> choose(SelectionQuery query) {
        for (Entry e : entries) {
            if (e.algorithm() != null) {
                return Optional.of(e.algorithm());
            }
            if (e.condition().test(query)) {
                return e.next().choose(query);
            }
        }
        return Optional.empty();
    }
}
