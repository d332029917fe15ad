package org.collsim.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * I/O errors in the user's words: the file and why, never Java's class name. Tests run as root
 * here, where no file is unreadable, so the errors are made by hand as the JDK makes them.
 */
class FailuresTest {
    @Test
    void anIoErrorIsTheFileAndWhy() {
        assertEquals("out/s.json: permission denied", Failures.found(new AccessDeniedException("out/s.json")));
        assertEquals("out: no such file or directory", Failures.found(new NoSuchFileException("out")));
        assertEquals("s.json: exists and is not a directory", Failures.found(new FileAlreadyExistsException("s.json")));
        // a report written to a temporary file, then moved into place: the place is what the user knows
        assertEquals("out/results.json: Is a directory", Failures.found(new FileSystemException("out/.results.json1.tmp",
                "out/results.json", "Is a directory")));
        assertEquals("Broken pipe", Failures.found(new IOException("Broken pipe")));
        assertEquals("IOException", Failures.found(new IOException()));
    }

    @Test
    void anUnwritableDirectoryIsBadInput() {
        StringWriter err = new StringWriter();
        int code = Failures.unwritable(new PrintWriter(err), Path.of("out"), new AccessDeniedException("out"));
        assertEquals(ExitCodes.BAD_INPUT, code);
        assertEquals("error: out: expected a writable output directory, found out: permission denied\n", err.toString());
    }
}
