package org.collsim.report;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The one way collsim writes an output file: into a temporary file beside it, then an atomic
 * rename, so that a run killed at any moment leaves either the old file, no file, or a complete
 * one — never half of one.
 */
public final class AtomicFiles {
    /** Writes a file's content. */
    @FunctionalInterface
    public interface Content {
        void writeTo(Writer out) throws IOException;
    }

    private AtomicFiles() {
    }

    public static void write(Path file, Content content) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Path tmp = Files.createTempFile(dir, "." + file.getFileName(), ".tmp");
        try {
            try (Writer out = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
                content.writeTo(out);
            }
            move(tmp, file);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    public static void writeString(Path file, String text) throws IOException {
        write(file, out -> out.write(text));
    }

    private static void move(Path tmp, Path file) throws IOException {
        try {
            Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) { // a file system without atomic renames: the best it offers
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
