package org.collsim.mpi.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ReduceOpTest {
    @Test
    void thePredefinedOperationsOnSmallValues() {
        assertEquals(9, ReduceOp.SUM.apply(4, 5));
        assertEquals(20, ReduceOp.PROD.apply(4, 5));
        assertEquals(5, ReduceOp.MAX.apply(-4, 5));
        assertEquals(-4, ReduceOp.MIN.apply(-4, 5));
        assertEquals(0b0100, ReduceOp.BAND.apply(0b1100, 0b0101));
        assertEquals(0b1101, ReduceOp.BOR.apply(0b1100, 0b0101));
        assertEquals(0b1001, ReduceOp.BXOR.apply(0b1100, 0b0101));
        assertEquals(Long.MIN_VALUE, ReduceOp.SUM.apply(Long.MAX_VALUE, 1)); // wraps
    }

    @Test
    void theMatrixProductByHand() {
        // [[1, 2], [3, 4]] x [[5, 6], [7, 8]] = [[19, 22], [43, 50]]; reversed: [[23, 34], [31, 46]]
        long x = ReduceOp.pack(1, 2, 3, 4);
        long y = ReduceOp.pack(5, 6, 7, 8);
        assertEquals(ReduceOp.pack(19, 22, 43, 50), ReduceOp.MATRIX2X2.apply(x, y));
        assertEquals(ReduceOp.pack(23, 34, 31, 46), ReduceOp.MATRIX2X2.apply(y, x));
        // entries wrap modulo 2^16: [[256, 0], [0, 1]] squared has 65536 = 0 top left
        long big = ReduceOp.pack(256, 0, 0, 1);
        assertEquals(ReduceOp.pack(0, 0, 0, 1), ReduceOp.MATRIX2X2.apply(big, big));
        assertEquals(0xFFFF, ReduceOp.entry(ReduceOp.pack(-1, 0, 0, 0), 0));
        assertFalse(ReduceOp.MATRIX2X2.commutative());
        assertTrue(ReduceOp.BXOR.commutative());
    }

    @Test
    void theMatrixProductIsAssociativeAndNotCommutativeOnRandomMatrices() {
        SplittableRandom random = new SplittableRandom(7);
        int differ = 0;
        for (int i = 0; i < 1000; i++) {
            long a = random.nextLong();
            long b = random.nextLong();
            long c = random.nextLong();
            ReduceOp m = ReduceOp.MATRIX2X2;
            assertEquals(m.apply(m.apply(a, b), c), m.apply(a, m.apply(b, c)));
            differ += m.apply(a, b) != m.apply(b, a) ? 1 : 0;
        }
        assertNotEquals(0, differ);
    }
}
