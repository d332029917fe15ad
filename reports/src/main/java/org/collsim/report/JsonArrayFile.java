package org.collsim.report;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;

/**
 * The one way collsim writes a JSON file of records: an array, two-space indentation, "\n"
 * line ends on every platform, decimals written plain — so equal records give byte-identical
 * files.
 */
final class JsonArrayFile {
    /** Writes one element of the array. */
    @FunctionalInterface
    interface ElementWriter<T> {
        void write(JsonGenerator gen, T element) throws IOException;
    }

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
            .build();

    private JsonArrayFile() {
    }

    static <T> String toJson(List<T> elements, ElementWriter<T> writer) {
        StringWriter out = new StringWriter();
        try {
            write(elements, out, writer);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    static <T> void write(List<T> elements, Path file, ElementWriter<T> writer) throws IOException {
        AtomicFiles.write(file, out -> write(elements, out, writer));
    }

    static <T> void write(List<T> elements, Writer out, ElementWriter<T> writer) throws IOException {
        document(out, gen -> {
            gen.writeStartArray();
            for (T e : elements) {
                writer.write(gen, e);
            }
            gen.writeEndArray();
        });
    }

    /** Writes what {@code body} generates in this file's layout, ending with a line end. */
    static void document(Writer out, Body body) throws IOException {
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        DefaultPrettyPrinter pretty = new DefaultPrettyPrinter().withObjectIndenter(indenter).withArrayIndenter(indenter);
        try (JsonGenerator gen = FACTORY.createGenerator(out)) {
            gen.setPrettyPrinter(pretty);
            body.write(gen);
            gen.writeRaw('\n');
        }
    }

    /** Writes one JSON document. */
    @FunctionalInterface
    interface Body {
        void write(JsonGenerator gen) throws IOException;
    }

    /** A field holding an array of strings. */
    static void writeStrings(JsonGenerator gen, String field, List<String> values) throws IOException {
        gen.writeArrayFieldStart(field);
        for (String v : values) {
            gen.writeString(v);
        }
        gen.writeEndArray();
    }
}
