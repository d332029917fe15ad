package org.collsim.mpi.select;

/** A selection file that cannot be used: where (source and JSON path), what was expected, what was found. */
public final class SelectionFileException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public SelectionFileException(String message) {
        super(message);
    }
}
