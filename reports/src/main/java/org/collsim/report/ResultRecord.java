package org.collsim.report;

import java.math.BigDecimal;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One measured point of a scenario: what was run (collective, algorithm, ranks, bytes,
 * network model, seed, layer stack) and what was measured (time in exact picoseconds, events,
 * messages, collective-table counters). Built with {@link #builder()}; layers default to the
 * empty stack and tables to {@link TableCounts#NONE}.
 */
public final class ResultRecord {
    private static final int PS_PER_US_DIGITS = 6;
    static final String NO_LAYERS = "-";
    static final String LAYER_SEPARATOR = "+";

    private final String scenario;
    private final String collective;
    private final String algorithm;
    private final int ranks;
    private final long sizeBytes;
    private final String model;
    private final long seed;
    /** The index of the resolved machine the point ran on, among its results file's machines; null when unknown. */
    private final Integer machine;
    private final long timePs;
    private final long events;
    private final long messages;
    private final List<String> layers;
    /** A sweep variant's axis values (path -> value, in the sweep's order); empty outside a sweep. */
    private final Map<String, String> axes;
    /** What served the point's calls; empty when the producer did not say. */
    private final List<RanCall> ran;
    /** Every request the run stands for, in scenario order, when it stands for several; empty otherwise. */
    private final List<String> standsFor;
    private final TableCounts tables;
    private final QueueCounts queues;
    /** Link statistics of a flow-model run, or null when not asked for. */
    private final LinkUsage links;
    /** Program workload fields; null for benchmark records. */
    private final ProgramFields program;
    /** Communicator workload fields; null for the other records. */
    private final CommWorkloadFields commWorkload;
    /** Statistics over the replications; null for a single replication. */
    private final ReplicationStats stats;
    /** Which run limit stopped the point ("max_events (1000 events) reached"); null when it ran to the end. */
    private final String stopped;

    private ResultRecord(Builder b) {
        this.scenario = Objects.requireNonNull(b.scenario, "scenario");
        this.collective = Objects.requireNonNull(b.collective, "collective");
        this.algorithm = Objects.requireNonNull(b.algorithm, "algorithm");
        this.model = Objects.requireNonNull(b.model, "model");
        this.ranks = b.ranks;
        this.sizeBytes = b.sizeBytes;
        this.seed = b.seed;
        this.machine = b.machine;
        this.timePs = b.timePs;
        this.events = b.events;
        this.messages = b.messages;
        this.layers = List.copyOf(b.layers);
        this.axes = Collections.unmodifiableMap(new LinkedHashMap<>(b.axes));
        this.ran = List.copyOf(b.ran);
        this.standsFor = List.copyOf(b.standsFor);
        if (!standsFor.isEmpty() && (standsFor.size() < 2 || !standsFor.get(0).equals(algorithm))) {
            throw new IllegalArgumentException("stands_for lists two or more requests, the first being the algorithm ("
                    + algorithm + "), found " + standsFor);
        }
        this.tables = Objects.requireNonNull(b.tables, "tables");
        this.queues = Objects.requireNonNull(b.queues, "queues");
        this.links = b.links;
        this.program = b.program;
        this.commWorkload = b.commWorkload;
        this.stats = b.stats;
        this.stopped = b.stopped;
    }

    /**
     * The record of one of the requests this run stands for: {@code request} as its algorithm,
     * standing for nothing else; the same run otherwise. Every record is its own first request.
     */
    public ResultRecord asRequest(String request) {
        if (!(standsFor.isEmpty() ? algorithm.equals(request) : standsFor.contains(request))) {
            throw new IllegalArgumentException(this + " does not stand for " + request);
        }
        return new ResultRecord(this, request);
    }

    private ResultRecord(ResultRecord r, String request) {
        this.scenario = r.scenario;
        this.collective = r.collective;
        this.algorithm = request;
        this.model = r.model;
        this.ranks = r.ranks;
        this.sizeBytes = r.sizeBytes;
        this.seed = r.seed;
        this.machine = r.machine;
        this.timePs = r.timePs;
        this.events = r.events;
        this.messages = r.messages;
        this.layers = r.layers;
        this.axes = r.axes;
        this.ran = r.ran;
        this.standsFor = List.of();
        this.tables = r.tables;
        this.queues = r.queues;
        this.links = r.links;
        this.program = r.program;
        this.commWorkload = r.commWorkload;
        this.stats = r.stats;
        this.stopped = r.stopped;
    }

    public static Builder builder() {
        return new Builder();
    }

    public String scenario() {
        return scenario;
    }

    public String collective() {
        return collective;
    }

    public String algorithm() {
        return algorithm;
    }

    public int ranks() {
        return ranks;
    }

    public long sizeBytes() {
        return sizeBytes;
    }

    /** Network model name ("hockney", "loggp"). */
    public String model() {
        return model;
    }

    public long seed() {
        return seed;
    }

    /**
     * The index of the resolved machine the point ran on in its results file's {@code machines}
     * (preset expanded, defaults filled in), or null for a record of an older file.
     */
    public Integer machine() {
        return machine;
    }

    /**
     * From the synchronized start to the last rank's completion, in picoseconds; with two or more
     * replications, the mean of their times rounded half-even to a whole picosecond (replication 0
     * is not special: tables, CSV, JSON, charts and {@code compare} all use this value).
     */
    public long timePs() {
        return timePs;
    }

    /** {@link #timePs()} in microseconds, exact (no rounding), without trailing zeros. */
    public BigDecimal timeUs() {
        return BigDecimal.valueOf(timePs, PS_PER_US_DIGITS).stripTrailingZeros();
    }

    public long events() {
        return events;
    }

    public long messages() {
        return messages;
    }

    /** The layer stack the point ran under, upper layer first; empty for the default table. */
    public List<String> layers() {
        return layers;
    }

    /** The stack as one word for tables and CSV: "hierarchical+hw-collectives", or "-" when empty. */
    public String layersLabel() {
        return layers.isEmpty() ? NO_LAYERS : String.join(LAYER_SEPARATOR, layers);
    }

    /** The sweep axes' values of this record (path -> value); empty outside a sweep. */
    public Map<String, String> axes() {
        return axes;
    }

    /** "machine.network.alpha=1us, benchmark.datatype=int"; empty outside a sweep. */
    public String axesLabel() {
        return String.join(", ", axes.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toList());
    }

    /** What served the point's calls, first seen first; empty when not recorded. */
    public List<RanCall> ran() {
        return ran;
    }

    /**
     * The requests this record's run stands for, in scenario order, when it stands for two or
     * more (points that would have repeated the same run were run once); empty when it stands for
     * {@link #algorithm()} alone, which is otherwise the first.
     */
    public List<String> standsFor() {
        return standsFor;
    }

    /** The request as CSV shows it: "ring", or for a run that stands for several "ring, recursive_doubling". */
    public String requestLabel() {
        return standsFor.isEmpty() ? algorithm : String.join(", ", standsFor);
    }

    /**
     * The algorithm as tables and charts show it: what ran, and when that is not what the
     * scenario asked for, also the request: "binomial (asked: scatter_ring_allgather)", or the
     * requests the run stands for: "binomial (asked: binomial, scatter_ring_allgather)".
     */
    public String ranLabel() {
        String ranText = ranText();
        return ranText.equals(requestLabel()) ? ranText : ranText + " (asked: " + requestLabel() + ")";
    }

    /**
     * What ran, one text ("ring"; calls separated by "; "; a program's calls named, "allreduce on
     * 4: ring; barrier on 4: dissemination"), or the asked algorithm when not recorded.
     */
    public String ranText() {
        if (ran.isEmpty()) {
            return algorithm;
        }
        List<String> parts = new java.util.ArrayList<>();
        for (RanCall c : ran) {
            parts.add(isProgram() ? c.describeCall() : c.describe());
        }
        return String.join("; ", parts);
    }

    public TableCounts tables() {
        return tables;
    }

    /** Matching-queue statistics (totals, and per rank for small runs). */
    public QueueCounts queues() {
        return queues;
    }

    /** What the links carried (a scenario's "link_stats"), or null. */
    public LinkUsage links() {
        return links;
    }

    /** The program workload's fields, or null for a benchmark record. */
    public ProgramFields program() {
        return program;
    }

    public boolean isProgram() {
        return program != null;
    }

    /** The communicator workload's fields, or null for the other records. */
    public CommWorkloadFields commWorkload() {
        return commWorkload;
    }

    public boolean isCommWorkload() {
        return commWorkload != null;
    }

    /** A collective benchmark's record: neither a program's nor a communicator workload's. */
    public boolean isBenchmark() {
        return program == null && commWorkload == null;
    }

    /**
     * The statistics of the point's time over its replications, or null when it ran once;
     * {@link #timePs()} is then their mean, rounded to a whole picosecond.
     */
    public ReplicationStats stats() {
        return stats;
    }

    /**
     * Which run limit stopped the point, or null when it ran to the end. A stopped record's time
     * is the virtual time its run had reached (a lower bound, not a measurement) and its events
     * those fired until then; reports show it as stopped, never as a time.
     */
    public String stopped() {
        return stopped;
    }

    public boolean isStopped() {
        return stopped != null;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof ResultRecord r)) {
            return false;
        }
        return scenario.equals(r.scenario) && collective.equals(r.collective) && algorithm.equals(r.algorithm)
                && ranks == r.ranks && sizeBytes == r.sizeBytes && model.equals(r.model) && seed == r.seed
                && Objects.equals(machine, r.machine)
                && timePs == r.timePs && events == r.events && messages == r.messages && layers.equals(r.layers)
                && axes.equals(r.axes) && ran.equals(r.ran) && standsFor.equals(r.standsFor)
                && tables.equals(r.tables) && queues.equals(r.queues) && Objects.equals(links, r.links) && Objects.equals(program, r.program)
                && Objects.equals(commWorkload, r.commWorkload)
                && Objects.equals(stats, r.stats) && Objects.equals(stopped, r.stopped);
    }

    @Override
    public int hashCode() {
        return Objects.hash(scenario, collective, algorithm, ranks, sizeBytes, model, seed, timePs, events, messages,
                layers, axes, ran, standsFor, tables, program, commWorkload, stats, stopped);
    }

    @Override
    public String toString() {
        return collective + "/" + algorithm + " ranks=" + ranks + " bytes=" + sizeBytes + " time_ps=" + timePs;
    }

    /** Fills a {@link ResultRecord}; scenario, collective, algorithm and model are required. */
    public static final class Builder {
        private String scenario;
        private String collective;
        private String algorithm;
        private int ranks;
        private long sizeBytes;
        private String model;
        private long seed;
        private Integer machine;
        private long timePs;
        private long events;
        private long messages;
        private List<String> layers = List.of();
        private Map<String, String> axes = Map.of();
        private List<RanCall> ran = List.of();
        private List<String> standsFor = List.of();
        private TableCounts tables = TableCounts.NONE;
        private QueueCounts queues = QueueCounts.NONE;
        private LinkUsage links;
        private ProgramFields program;
        private CommWorkloadFields commWorkload;
        private ReplicationStats stats;
        private String stopped;

        private Builder() {
        }

        /** Marks the record as stopped by a run limit (null: it ran to the end). */
        public Builder stopped(String limitReached) {
            this.stopped = limitReached;
            return this;
        }

        /** Statistics over two or more replications (null: one run). */
        public Builder stats(ReplicationStats replicationStats) {
            this.stats = replicationStats;
            return this;
        }

        /** Makes this a program workload's record. */
        public Builder program(ProgramFields fields) {
            this.program = fields;
            return this;
        }

        /** Makes this a communicator workload's record. */
        public Builder commWorkload(CommWorkloadFields fields) {
            this.commWorkload = fields;
            return this;
        }

        public Builder scenario(String name) {
            this.scenario = name;
            return this;
        }

        public Builder collective(String id) {
            this.collective = id;
            return this;
        }

        public Builder algorithm(String name) {
            this.algorithm = name;
            return this;
        }

        public Builder ranks(int count) {
            this.ranks = count;
            return this;
        }

        public Builder sizeBytes(long bytes) {
            this.sizeBytes = bytes;
            return this;
        }

        public Builder model(String name) {
            this.model = name;
            return this;
        }

        public Builder seed(long value) {
            this.seed = value;
            return this;
        }

        /** The index of the record's resolved machine in its results file (null: unknown). */
        public Builder machine(Integer index) {
            this.machine = index;
            return this;
        }

        public Builder timePs(long ps) {
            this.timePs = ps;
            return this;
        }

        public Builder events(long count) {
            this.events = count;
            return this;
        }

        public Builder messages(long count) {
            this.messages = count;
            return this;
        }

        /** What served the point's calls. */
        public Builder ran(List<RanCall> calls) {
            this.ran = calls;
            return this;
        }

        /** Every request the run stands for, the algorithm first, when there are two or more (else empty). */
        public Builder standsFor(List<String> requests) {
            this.standsFor = requests;
            return this;
        }

        public Builder queues(QueueCounts queues) {
            this.queues = queues;
            return this;
        }

        /** Link statistics (null: not collected). */
        public Builder links(LinkUsage usage) {
            this.links = usage;
            return this;
        }

        /** The stack, upper layer first. */
        public Builder layers(List<String> upperFirst) {
            this.layers = upperFirst;
            return this;
        }

        /** A sweep variant's axis values, in the sweep's order. */
        public Builder axes(Map<String, String> values) {
            this.axes = values;
            return this;
        }

        public Builder tables(TableCounts counts) {
            this.tables = counts;
            return this;
        }

        /** The record; with statistics, its time is their mean (the single run's time is not kept). */
        public ResultRecord build() {
            if (stats != null) {
                timePs = stats.meanPs().longValueExact();
            }
            return new ResultRecord(this);
        }
    }
}
