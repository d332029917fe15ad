package org.collsim.scenario.json;

import java.util.ArrayList;
import java.util.List;

/** Collects the problems of one input, in the order found. */
public final class Problems {
    private final List<Problem> list = new ArrayList<>();

    public void add(Problem problem) {
        list.add(problem);
    }

    /** Adds "expected {@code expected}, found {@code found}" at {@code path}. */
    public void expected(String path, String expected, String found) {
        list.add(Problem.invalid(path, "expected " + expected + ", found " + found));
    }

    public boolean isEmpty() {
        return list.isEmpty();
    }

    public int size() {
        return list.size();
    }

    public List<Problem> list() {
        return List.copyOf(list);
    }
}
