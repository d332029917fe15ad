package org.collsim.scenario.program;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.collsim.mpi.program.Expr;

/**
 * The variables visible at a point of a program: {@code rank}, {@code size} and the loop
 * variables of the enclosing loops, each with its slot. Every loop gets a slot of its own,
 * so nested and successive loops never share one.
 */
final class Scope {
    private final Map<String, Integer> visible = new LinkedHashMap<>();
    private final List<String> loopStack = new ArrayList<>();
    private int slots = Expr.FIRST_LOOP_SLOT;

    Scope() {
        visible.put("rank", Expr.RANK_SLOT);
        visible.put("size", Expr.SIZE_SLOT);
    }

    /** The slot of {@code name}, or -1. */
    int slotOf(String name) {
        return visible.getOrDefault(name, -1);
    }

    boolean isVisible(String name) {
        return visible.containsKey(name);
    }

    /** The names in scope, for messages. */
    List<String> names() {
        return List.copyOf(visible.keySet());
    }

    /** Declares a loop variable (null: a loop without one); returns its slot. */
    int push(String name) {
        int slot = slots++;
        if (name != null) {
            visible.put(name, slot);
        }
        loopStack.add(name);
        return slot;
    }

    void pop() {
        String name = loopStack.remove(loopStack.size() - 1);
        if (name != null) {
            visible.remove(name);
        }
    }

    /** Slots the whole program needs. */
    int slots() {
        return slots;
    }
}
