package org.collsim.report.timeline;

import java.util.List;

/**
 * What each rank of one point did, in picoseconds of virtual time: busy spans of its CPU and NIC,
 * the MPI operations of its schedule from issue to completion, and every message between ranks.
 *
 * @param point    the point's number in the scenario (1-based, the order of results.csv)
 * @param title    the point in words: "bcast/binomial at 4 ranks, 1024 bytes"
 * @param ranks    how many ranks (processes of the trace, rows of the chart)
 * @param spans    sorted by rank, lane, start
 * @param messages sorted by send time, source, destination
 */
public record Timeline(int point, String title, int ranks, List<Span> spans, List<Message> messages) {
    public Timeline {
        spans = List.copyOf(spans);
        messages = List.copyOf(messages);
    }

    /** Where a span is drawn: a thread of the rank's process in the trace, a band of its row in the chart. */
    public enum Lane {
        /** The host CPU: overhead, reduce, compute, copy, and wait when neither CPU nor NIC is busy. */
        CPU("CPU"),
        NIC_SEND("NIC send"),
        NIC_RECEIVE("NIC receive"),
        /** An offload NIC's processor. */
        NIC_PROCESSOR("NIC processor"),
        /**
         * A rendezvous sender holds its send buffer: from the send's issue until its data leaves
         * (RTS/CTS/DATA), or until the receiver matches the message (LogGOPS).
         */
        RENDEZVOUS("rendezvous"),
        /** The schedule's operations (send, recv, reduce, copy, calc) from issue to completion. */
        MPI("MPI");

        private final String label;

        Lane(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /** {@code rank}'s {@code lane} was busy with {@code name} over [startPs, endPs]. */
    public record Span(int rank, Lane lane, String name, long startPs, long endPs) {
        public long durationPs() {
            return endPs - startPs;
        }
    }

    /** A packet ({@code kind}: "eager", "rndv_rts", ...) that left {@code src} at sentPs and reached {@code dst} at arrivedPs. */
    public record Message(int src, int dst, String kind, long sizeBytes, long sentPs, long arrivedPs) {
    }

    /** When the last span or message ends (0 when empty). */
    public long endPs() {
        long end = 0;
        for (Span s : spans) {
            end = Math.max(end, s.endPs());
        }
        for (Message m : messages) {
            end = Math.max(end, m.arrivedPs());
        }
        return end;
    }
}
