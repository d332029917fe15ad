package org.collsim.replay.ti;

import org.collsim.mpi.error.BadInputException;

/** A TI trace line collsim refuses: file:line:column, what was expected and what was found. */
public final class TiSyntaxException extends BadInputException {
    public TiSyntaxException(String source, long line, int column, String expected, String found) {
        super(source + ":" + line + ":" + column + ": expected " + expected + ", found " + found);
    }
}
