package org.collsim.mpi.select;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;

/** A selection file that cannot be used: where (source and JSON path), what was expected, what was found. */
public final class SelectionFileException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public SelectionFileException(String message) {
        super(message);
    }

    /** "rules.json:3:5: not JSON: ...": every selection file reader's message for text that is not JSON. */
    static SelectionFileException notJson(String source, JsonProcessingException e) {
        return new SelectionFileException(source + ":" + e.getLocation().getLineNr() + ":"
                + e.getLocation().getColumnNr() + ": not JSON: " + e.getOriginalMessage());
    }

    /** "rules.json: cannot read: ...". */
    static SelectionFileException cannotRead(String source, IOException e) {
        return new SelectionFileException(source + ": cannot read: " + e.getMessage());
    }
}
