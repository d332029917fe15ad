package org.collsim.scenario.json;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects the problems of one input in the order found: the first {@link #MAX_KEPT} in full,
 * the rest only counted, so that a file with millions of bad values is reported in bounded memory.
 */
public final class Problems {
    /** Problems kept and listed; a user fixes the first ones first. */
    public static final int MAX_KEPT = 20;

    private final List<Problem> kept = new ArrayList<>();
    private long size;

    public void add(Problem problem) {
        if (kept.size() < MAX_KEPT) {
            kept.add(problem);
        }
        size++;
    }

    /** Adds "expected {@code expected}, found {@code found}" at {@code path}. */
    public void expected(String path, String expected, String found) {
        add(Problem.invalid(path, "expected " + expected + ", found " + found));
    }

    public boolean isEmpty() {
        return size == 0;
    }

    /** How many problems were found, kept or not. */
    public long size() {
        return size;
    }

    /** The first {@link #MAX_KEPT} problems. */
    public List<Problem> list() {
        return List.copyOf(kept);
    }
}
