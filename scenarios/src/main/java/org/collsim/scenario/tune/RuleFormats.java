package org.collsim.scenario.tune;

import java.util.List;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.select.MpichSelector;
import org.collsim.mpi.select.OmpiSelector;

/**
 * Rule tables as the three files: collsim's rules form, MPICH's selection JSON (a
 * {@code comm_size<=N} / {@code avg_msg_size<=N} tree under {@code collective=} and
 * {@code comm_type=intra}; a cell without a choice is an empty object, which selects nothing) and
 * Open MPI's classic rules file (algorithm 0, "ignore", where there is no choice: Open MPI then
 * uses its fixed decision). Open MPI measures allgather, gather, scatter and alltoall as block x
 * communicator size, so their byte bounds are multiplied by the row's grid rank count (exact at
 * the tuned rank counts); it measures scan and exscan by type size x communicator size only, so a
 * row of theirs is written only when one algorithm wins at every size.
 */
final class RuleFormats {
    /** One collective's table. */
    record Table(Collective collective, RuleTable table) {
    }

    private RuleFormats() {
    }

    static String collsim(List<Table> tables) {
        StringBuilder out = new StringBuilder("{\"rules\": [");
        String sep = "\n  ";
        for (Table t : tables) {
            for (RuleTable.Row row : t.table().rows()) {
                for (RuleTable.Segment s : row.segments()) {
                    out.append(sep).append("{\"collective\": \"").append(t.collective().id()).append('"');
                    bound(out, "min_ranks", row.minRanks(), 1);
                    bound(out, "max_ranks", row.maxRanks(), RuleTable.UNBOUNDED);
                    bound(out, "min_bytes", s.minBytes(), 0);
                    bound(out, "max_bytes", s.maxBytes(), RuleTable.UNBOUNDED);
                    out.append(", \"algorithm\": \"").append(s.algorithm()).append("\"}");
                    sep = ",\n  ";
                }
            }
        }
        return out.append("\n]}\n").toString();
    }

    private static void bound(StringBuilder out, String key, long value, long omitted) {
        if (value != omitted) {
            out.append(", \"").append(key).append("\": ").append(value);
        }
    }

    static String mpich(List<Table> tables) {
        StringBuilder out = new StringBuilder("{");
        String sep = "\n  ";
        for (Table t : tables) {
            out.append(sep).append("\"collective=").append(t.collective().id()).append("\": {\"comm_type=intra\": {");
            String rowSep = "\n    ";
            for (RuleTable.Row row : t.table().rows()) {
                out.append(rowSep).append(row.maxRanks() == RuleTable.UNBOUNDED ? "\"comm_size=any\": {"
                        : "\"comm_size<=" + row.maxRanks() + "\": {");
                String segSep = "\n      ";
                for (RuleTable.Segment s : row.segments()) {
                    out.append(segSep).append(s.maxBytes() == RuleTable.UNBOUNDED ? "\"avg_msg_size=any\": "
                            : "\"avg_msg_size<=" + s.maxBytes() + "\": ");
                    out.append(s.algorithm() == null ? "{}" : "{\"algorithm="
                            + MpichSelector.mpichName(t.collective(), s.algorithm()).orElseThrow() + "\": {}}");
                    segSep = ",\n      ";
                }
                out.append("}");
                rowSep = ",\n    ";
            }
            out.append("}}");
            sep = ",\n  ";
        }
        return out.append("\n}\n").toString();
    }

    static String ompi(List<Table> tables) {
        StringBuilder body = new StringBuilder();
        int written = 0;
        for (Table t : tables) {
            if (OmpiSelector.ompiCollectiveId(t.collective()).isEmpty()) {
                continue;
            }
            written++;
            List<RuleTable.Row> rows = t.table().rows();
            body.append(OmpiSelector.ompiCollectiveId(t.collective()).get()).append("  # ").append(t.collective().id())
                    .append('\n').append(rows.size()).append("  # communicator sizes\n");
            for (RuleTable.Row row : rows) {
                List<RuleTable.Segment> segments = segments(t.collective(), row);
                body.append(row.minRanks() == 1 ? 0 : row.minRanks()).append(' ').append(segments.size())
                        .append("  # from ").append(row.minRanks() == 1 ? 0 : row.minRanks()).append(" ranks\n");
                long scale = scale(t.collective(), row);
                for (RuleTable.Segment s : segments) {
                    int alg = s.algorithm() == null ? 0 : OmpiSelector.ompiNumber(t.collective(), s.algorithm()).orElseThrow();
                    body.append(s.minBytes() * scale).append(' ').append(alg).append(" 0 0  # ")
                            .append(s.algorithm() == null ? "no choice: the fixed decision" : s.algorithm()).append('\n');
                }
            }
        }
        return "# collsim tune: Open MPI coll/tuned rules (coll_tuned_dynamic_rules_filename, classic format)\n"
                + written + "  # collectives\n" + body;
    }

    /**
     * Open MPI 6's JSON rules file: per collective, a communicator rule per grid row (its rank
     * range, bounds inclusive, the last without a maximum) whose message rules are the row's segments (byte bounds inclusive,
     * scaled as in the classic file, the last "inf"), the algorithm as Open MPI's number; a segment
     * without a choice is left out, which leaves those sizes to Open MPI's fixed decision.
     */
    static String ompiJson(List<Table> tables) {
        StringBuilder out = new StringBuilder("{\"rule_file_version\": 3, \"module\": \"tuned\", \"collectives\": {");
        String sep = "\n  ";
        for (Table t : tables) {
            if (OmpiSelector.ompiCollectiveId(t.collective()).isEmpty()) {
                continue;
            }
            out.append(sep).append('"').append(t.collective().id()).append("\": [");
            String rowSep = "\n    ";
            for (RuleTable.Row row : t.table().rows()) {
                // the last row has no comm_size_max: Open MPI's default is INT_MAX ("inf" is for message sizes)
                out.append(rowSep).append("{\"comm_size_min\": ").append(row.minRanks())
                        .append(row.maxRanks() == RuleTable.UNBOUNDED ? "" : ", \"comm_size_max\": " + row.maxRanks())
                        .append(", \"rules\": [");
                long scale = scale(t.collective(), row);
                String segSep = "\n      ";
                for (RuleTable.Segment s : segments(t.collective(), row)) {
                    if (s.algorithm() != null) {
                        out.append(segSep).append("{\"msg_size_min\": ").append(s.minBytes() * scale)
                                .append(", \"msg_size_max\": ").append(s.maxBytes() == RuleTable.UNBOUNDED ? "\"inf\""
                                        : Long.toString((s.maxBytes() + 1) * scale - 1))
                                .append(", \"alg\": ").append(OmpiSelector.ompiNumber(t.collective(), s.algorithm()).orElseThrow())
                                .append('}');
                        segSep = ",\n      ";
                    }
                }
                out.append("]}");
                rowSep = ",\n    ";
            }
            out.append(']');
            sep = ",\n  ";
        }
        return out.append("\n}}\n").toString();
    }

    /** The row's segments as Open MPI can use them: scan and exscan get one, or "ignore" when sizes disagree. */
    private static List<RuleTable.Segment> segments(Collective c, RuleTable.Row row) {
        if ((c == Collective.SCAN || c == Collective.EXSCAN) && row.segments().size() > 1) {
            return List.of(new RuleTable.Segment(0, RuleTable.UNBOUNDED, null));
        }
        return row.segments();
    }

    private static long scale(Collective c, RuleTable.Row row) {
        return switch (c) {
            case ALLGATHER, GATHER, SCATTER, ALLTOALL -> row.gridRanks();
            default -> 1;
        };
    }
}
