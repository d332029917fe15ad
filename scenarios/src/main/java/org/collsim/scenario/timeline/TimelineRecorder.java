package org.collsim.scenario.timeline;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.collsim.engine.trace.CpuWork;
import org.collsim.engine.trace.NicWork;
import org.collsim.engine.trace.TraceSink;
import org.collsim.report.timeline.Timeline;
import org.collsim.report.timeline.Timeline.Lane;
import org.collsim.report.timeline.Timeline.Message;
import org.collsim.report.timeline.Timeline.Span;

/**
 * The trace sink of one traced run: collects CPU and NIC spans, operations and messages, then
 * {@link #timeline} sorts them and adds each rank's waits: the times between its first operation's
 * issue and its last operation's completion when neither its CPU nor its NIC was busy.
 */
public final class TimelineRecorder implements TraceSink {
    /** Larger timelines cannot be read: a Gantt row per rank, and thousands of messages per row. */
    public static final int MAX_RANKS = 64;

    private final int ranks;
    private final List<Span> spans = new ArrayList<>();
    private final List<Message> messages = new ArrayList<>();
    private final Map<OpKey, Span> open = new HashMap<>();

    /** An operation is known by its execution (compared by identity: executions do not override equals) and vertex. */
    private record OpKey(Object execution, int vertex) {
    }

    public TimelineRecorder(int ranks) {
        if (ranks > MAX_RANKS) {
            throw new IllegalArgumentException("a timeline of " + ranks + " ranks; at most " + MAX_RANKS);
        }
        this.ranks = ranks;
    }

    @Override
    public void cpu(int rank, CpuWork work, long startPs, long endPs) {
        spans.add(new Span(rank, Lane.CPU, work.name().toLowerCase(Locale.ROOT), startPs, endPs));
    }

    @Override
    public void nic(int rank, NicWork side, long startPs, long endPs) {
        if (endPs > startPs) {
            Lane lane = switch (side) {
                case SEND -> Lane.NIC_SEND;
                case RECEIVE -> Lane.NIC_RECEIVE;
                case PROCESSOR -> Lane.NIC_PROCESSOR;
            };
            spans.add(new Span(rank, lane, side.name().toLowerCase(Locale.ROOT), startPs, endPs));
        }
    }

    @Override
    public void hold(int rank, long startPs, long endPs) {
        spans.add(new Span(rank, Lane.RENDEZVOUS, "hold", startPs, endPs));
    }

    @Override
    public void message(int src, int dst, String kind, long sizeBytes, long sentPs, long arrivedPs) {
        messages.add(new Message(src, dst, kind, sizeBytes, sentPs, arrivedPs));
    }

    @Override
    public void operationStarted(int rank, Object execution, int vertex, String name, long nowPs) {
        open.put(new OpKey(execution, vertex), new Span(rank, Lane.MPI, name, nowPs, nowPs));
    }

    @Override
    public void operationDone(Object execution, int vertex, long nowPs) {
        Span started = open.remove(new OpKey(execution, vertex));
        if (started != null) {
            spans.add(new Span(started.rank(), Lane.MPI, started.name(), started.startPs(), nowPs));
        }
    }

    /** The timeline recorded so far, as point {@code point} named {@code title}. */
    public Timeline timeline(int point, String title) {
        List<Span> all = new ArrayList<>(spans);
        for (int r = 0; r < ranks; r++) {
            all.addAll(waits(r));
        }
        all.sort(Comparator.comparingInt(Span::rank).thenComparing(Span::lane).thenComparingLong(Span::startPs)
                .thenComparingLong(Span::endPs));
        all = mergeNicOverlaps(all);
        List<Message> sorted = new ArrayList<>(messages);
        sorted.sort(Comparator.comparingLong(Message::sentPs).thenComparingInt(Message::src)
                .thenComparingInt(Message::dst).thenComparingLong(Message::arrivedPs));
        return new Timeline(point, title, ranks, all, sorted);
    }

    /**
     * One NIC or hold span for overlapping ones of a lane (under the flow model a NIC carries
     * several flows at once; a rank's rendezvous sends to several peers are held at once): a lane
     * shows when the NIC was busy or a send held, and the trace format needs slices of a thread
     * that nest, not overlap. Spans that only touch stay apart.
     */
    private static List<Span> mergeNicOverlaps(List<Span> sorted) {
        List<Span> out = new ArrayList<>();
        for (Span s : sorted) {
            Span last = out.isEmpty() ? null : out.get(out.size() - 1);
            boolean merged = s.lane() != Lane.CPU && s.lane() != Lane.MPI;
            if (merged && last != null && last.rank() == s.rank() && last.lane() == s.lane() && s.startPs() < last.endPs()) {
                out.set(out.size() - 1, new Span(s.rank(), s.lane(), last.name(), last.startPs(),
                        Math.max(last.endPs(), s.endPs())));
            } else {
                out.add(s);
            }
        }
        return out;
    }

    /** The gaps in {@code rank}'s CPU and NIC spans inside the span of its operations (a held send waits too). */
    private List<Span> waits(int rank) {
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        List<Span> busy = new ArrayList<>();
        for (Span s : spans) {
            if (s.rank() != rank) {
                continue;
            }
            if (s.lane() == Lane.MPI) {
                first = Math.min(first, s.startPs());
                last = Math.max(last, s.endPs());
            } else if (s.lane() != Lane.RENDEZVOUS) {
                busy.add(s);
            }
        }
        List<Span> out = new ArrayList<>();
        busy.sort(Comparator.comparingLong(Span::startPs));
        long free = first;
        for (Span s : busy) {
            if (s.startPs() > free && free < last) {
                out.add(new Span(rank, Lane.CPU, "wait", free, Math.min(s.startPs(), last)));
            }
            free = Math.max(free, s.endPs());
        }
        if (free < last) {
            out.add(new Span(rank, Lane.CPU, "wait", free, last));
        }
        return out;
    }
}
