package org.collsim.mpi.program;

import org.collsim.mpi.MpiErrorClass;

/**
 * Derived datatypes of point-to-point calls. A vector (MPI_Type_vector) of {@code count}
 * blocks of {@code blocklength} elements, {@code stride} elements apart, carries
 * count * blocklength * element size bytes in {@code count} contiguous segments, so the
 * device packs (send) and unpacks (receive) it at its per-byte and per-segment costs. A
 * vector whose stride equals its blocklength, or with at most one block, is contiguous and
 * takes the fast path (one segment), as MPI implementations detect.
 */
final class Datatypes {
    /** A datatype's total size and number of contiguous segments. */
    record Layout(long sizeBytes, int segments, long count, long blocklength, long stride, long elementBytes) {
        /** "(vector 4 x 2 of 8 B, stride 3)". */
        @Override
        public String toString() {
            return "(vector " + count + " x " + blocklength + " of " + elementBytes + " B, stride " + stride + ")";
        }
    }

    private Datatypes() {
    }

    static Layout vector(RankInterpreter r, Stmt s, Stmt.Vector v, long elementBytes) {
        long count = r.eval(v.count(), s, "count");
        long blocklength = r.eval(v.blocklength(), s, "blocklength");
        long stride = r.eval(v.stride(), s, "stride");
        if (count < 0 || count > Integer.MAX_VALUE) {
            throw r.error(MpiErrorClass.MPI_ERR_COUNT, s, "vector count " + v.count() + " = " + count
                    + " is not in 0.." + Integer.MAX_VALUE);
        }
        if (blocklength < 0) {
            throw r.error(MpiErrorClass.MPI_ERR_COUNT, s, "vector blocklength " + v.blocklength() + " = " + blocklength
                    + " is negative");
        }
        if (stride < blocklength) {
            throw r.error(MpiErrorClass.MPI_ERR_ARG, s, "vector stride " + v.stride() + " = " + stride
                    + " is less than the blocklength " + blocklength + " (overlapping blocks)");
        }
        long sizeBytes;
        try {
            sizeBytes = Math.multiplyExact(Math.multiplyExact(count, blocklength), elementBytes);
        } catch (ArithmeticException e) {
            throw r.error(MpiErrorClass.MPI_ERR_COUNT, s, "vector of " + count + " x " + blocklength + " elements of "
                    + elementBytes + " B overflows");
        }
        boolean contiguous = count <= 1 || stride == blocklength || sizeBytes == 0;
        return new Layout(sizeBytes, contiguous ? 1 : (int) count, count, blocklength, stride, elementBytes);
    }
}
