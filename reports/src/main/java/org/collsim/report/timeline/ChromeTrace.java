package org.collsim.report.timeline;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.util.MinimalPrettyPrinter;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Writes a {@link Timeline} in the Chrome Trace Event format (the JSON object form), which
 * Perfetto and chrome://tracing open: each rank is a process ("rank 3"), its lanes are threads
 * (CPU, NIC send, NIC receive, NIC processor: complete events "X"), its schedule's operations are
 * async events ("b"/"e") on the MPI thread, and every message is a flow arrow from its send time
 * on the sender to its arrival on the receiver, each end on the thread whose slice encloses it
 * (NIC send or receive, else the NIC processor, else the CPU; an "f" is bound to that slice with
 * "bp": "e"), so that viewers draw it. Times are microseconds written as exact decimals of the picoseconds
 * (2000064 ps is 2.000064), one event per line.
 */
public final class ChromeTrace {
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN).disable(StreamWriteFeature.AUTO_CLOSE_TARGET).build();
    private static final int PS_PER_US_DIGITS = 6;

    private ChromeTrace() {
    }

    public static String toJson(Timeline timeline) {
        StringWriter out = new StringWriter();
        try {
            write(timeline, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    public static void write(Timeline timeline, Writer out) throws IOException {
        try (JsonGenerator gen = FACTORY.createGenerator(out)) {
            gen.setPrettyPrinter(new OneEventPerLine());
            gen.writeStartObject();
            gen.writeStringField("displayTimeUnit", "ns");
            gen.writeObjectFieldStart("otherData");
            gen.writeStringField("title", timeline.title());
            gen.writeNumberField("point", timeline.point());
            gen.writeStringField("time", "ts and dur in microseconds, exact to the picosecond");
            gen.writeEndObject();
            gen.writeArrayFieldStart("traceEvents");
            names(gen, timeline.ranks());
            int op = 0;
            for (Timeline.Span s : timeline.spans()) {
                if (s.lane() == Timeline.Lane.MPI) {
                    operation(gen, s, ++op);
                } else {
                    slice(gen, s);
                }
            }
            int flow = 0;
            Map<List<Integer>, List<Timeline.Span>> slices = slicesByThread(timeline);
            for (Timeline.Message m : timeline.messages()) {
                message(gen, m, ++flow, slices);
            }
            gen.writeEndArray();
            gen.writeEndObject();
        }
        out.write('\n');
    }

    /** The thread id of a lane: 1 for the CPU, then the NIC lanes, the MPI operations last. */
    static int tid(Timeline.Lane lane) {
        return lane.ordinal() + 1;
    }

    /** Microseconds as the exact decimal of {@code ps}. */
    static BigDecimal us(long ps) {
        return BigDecimal.valueOf(ps, PS_PER_US_DIGITS).stripTrailingZeros();
    }

    private static void names(JsonGenerator gen, int ranks) throws IOException {
        for (int r = 0; r < ranks; r++) {
            metadata(gen, "process_name", r, 0, "name", "rank " + r);
            metadata(gen, "process_sort_index", r, 0, "sort_index", r);
            for (Timeline.Lane lane : Timeline.Lane.values()) {
                metadata(gen, "thread_name", r, tid(lane), "name", lane.label());
                metadata(gen, "thread_sort_index", r, tid(lane), "sort_index", tid(lane));
            }
        }
    }

    private static void metadata(JsonGenerator gen, String name, int pid, int tid, String key, Object value)
            throws IOException {
        gen.writeStartObject();
        gen.writeStringField("name", name);
        gen.writeStringField("ph", "M");
        gen.writeNumberField("pid", pid);
        gen.writeNumberField("tid", tid);
        gen.writeObjectFieldStart("args");
        if (value instanceof Integer i) {
            gen.writeNumberField(key, i);
        } else {
            gen.writeStringField(key, value.toString());
        }
        gen.writeEndObject();
        gen.writeEndObject();
    }

    private static void slice(JsonGenerator gen, Timeline.Span s) throws IOException {
        gen.writeStartObject();
        gen.writeStringField("name", s.name());
        gen.writeStringField("cat", switch (s.lane()) {
            case CPU -> "cpu";
            case RENDEZVOUS -> "rendezvous";
            case NIC_SEND, NIC_RECEIVE, NIC_PROCESSOR -> "nic";
            case MPI -> "mpi";
        });
        gen.writeStringField("ph", "X");
        gen.writeNumberField("pid", s.rank());
        gen.writeNumberField("tid", tid(s.lane()));
        gen.writeNumberField("ts", us(s.startPs()));
        gen.writeNumberField("dur", us(s.durationPs()));
        gen.writeEndObject();
    }

    private static void operation(JsonGenerator gen, Timeline.Span s, int id) throws IOException {
        asyncEvent(gen, s, id, "b", s.startPs());
        asyncEvent(gen, s, id, "e", s.endPs());
    }

    private static void asyncEvent(JsonGenerator gen, Timeline.Span s, int id, String phase, long ps) throws IOException {
        gen.writeStartObject();
        gen.writeStringField("name", s.name());
        gen.writeStringField("cat", "mpi");
        gen.writeStringField("ph", phase);
        gen.writeNumberField("id", id);
        gen.writeNumberField("pid", s.rank());
        gen.writeNumberField("tid", tid(Timeline.Lane.MPI));
        gen.writeNumberField("ts", us(ps));
        gen.writeEndObject();
    }

    private static void message(JsonGenerator gen, Timeline.Message m, int id,
                                Map<List<Integer>, List<Timeline.Span>> slices) throws IOException {
        String name = m.kind() + " " + m.src() + "->" + m.dst() + ", " + m.sizeBytes() + " B";
        Optional<Timeline.Lane> from = enclosing(slices, m.src(), m.sentPs(), Timeline.Lane.NIC_SEND);
        Optional<Timeline.Lane> to = enclosing(slices, m.dst(), m.arrivedPs(), Timeline.Lane.NIC_RECEIVE);
        flowEvent(gen, name, "s", id, m.src(), from.orElse(Timeline.Lane.NIC_SEND), m.sentPs(), false);
        flowEvent(gen, name, "f", id, m.dst(), to.orElse(Timeline.Lane.NIC_RECEIVE), m.arrivedPs(), to.isPresent());
    }

    /** Each rank's slices ("X" events) by thread: key [rank, tid]. */
    private static Map<List<Integer>, List<Timeline.Span>> slicesByThread(Timeline timeline) {
        Map<List<Integer>, List<Timeline.Span>> out = new HashMap<>();
        for (Timeline.Span s : timeline.spans()) {
            if (s.lane() != Timeline.Lane.MPI) {
                out.computeIfAbsent(List.of(s.rank(), tid(s.lane())), k -> new ArrayList<>()).add(s);
            }
        }
        return out;
    }

    /**
     * The lane of {@code rank} whose slice encloses {@code ps}, tried in the order {@code nic}, the
     * NIC processor, the CPU, the rendezvous hold: a flow event binds to the slice enclosing it on its
     * thread (an arrow without one is dropped by viewers), and a LogGP rendezvous request, for one,
     * arrives before its receive gap begins, while the CPU is busy. A slice that starts at or before
     * {@code ps} and ends after it comes first, one that ends exactly at it only then: viewers add
     * ts and dur as doubles (18.192 + 9.192 is not 27.384 there), so an end is not a safe anchor.
     */
    private static Optional<Timeline.Lane> enclosing(Map<List<Integer>, List<Timeline.Span>> slices, int rank, long ps,
                                                     Timeline.Lane nic) {
        List<Timeline.Lane> order = List.of(nic, Timeline.Lane.NIC_PROCESSOR, Timeline.Lane.CPU, Timeline.Lane.RENDEZVOUS);
        for (long endAfterPs : new long[] {ps + 1, ps}) {
            for (Timeline.Lane lane : order) {
                for (Timeline.Span s : slices.getOrDefault(List.of(rank, tid(lane)), List.of())) {
                    if (s.startPs() <= ps && endAfterPs <= s.endPs()) {
                        return Optional.of(lane);
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** {@code enclosed}: an "f" binds to the slice enclosing it ("bp": "e"), else to the next slice of the thread. */
    private static void flowEvent(JsonGenerator gen, String name, String phase, int id, int pid, Timeline.Lane lane,
                                  long ps, boolean enclosed) throws IOException {
        gen.writeStartObject();
        gen.writeStringField("name", name);
        gen.writeStringField("cat", "message");
        gen.writeStringField("ph", phase);
        if (enclosed) {
            gen.writeStringField("bp", "e");
        }
        gen.writeNumberField("id", id);
        gen.writeNumberField("pid", pid);
        gen.writeNumberField("tid", tid(lane));
        gen.writeNumberField("ts", us(ps));
        gen.writeEndObject();
    }

    /** Compact events, each on a line of its own, so that the file reads and diffs line by line. */
    private static final class OneEventPerLine extends MinimalPrettyPrinter {
        @Override
        public void writeStartArray(JsonGenerator g) throws IOException {
            g.writeRaw("[\n");
        }

        @Override
        public void writeArrayValueSeparator(JsonGenerator g) throws IOException {
            g.writeRaw(",\n");
        }

        @Override
        public void writeEndArray(JsonGenerator g, int nrOfValues) throws IOException {
            g.writeRaw("\n]");
        }
    }
}
