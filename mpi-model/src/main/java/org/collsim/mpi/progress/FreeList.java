package org.collsim.mpi.progress;

import java.util.Arrays;

/** A stack of idle objects for reuse, so hot paths allocate only when the pool is empty. */
final class FreeList<T> {
    private Object[] items = new Object[16];
    private int size;

    boolean isEmpty() {
        return size == 0;
    }

    @SuppressWarnings("unchecked")
    T take() {
        T t = (T) items[--size];
        items[size] = null;
        return t;
    }

    void give(T item) {
        if (size == items.length) {
            items = Arrays.copyOf(items, size * 2);
        }
        items[size++] = item;
    }
}
