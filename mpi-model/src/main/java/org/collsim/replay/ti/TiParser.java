package org.collsim.replay.ti;

import java.io.BufferedReader;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.program.Expr;
import org.collsim.mpi.program.Program;
import org.collsim.mpi.program.Stmt;

/**
 * Reads TI trace lines ({@code <rank> <action> <arguments>}, SimGrid's argument orders, see
 * docs/REPLAY.md) into one program per rank: point-to-point actions become the program workload's
 * sends and receives on world, collectives its collectives (dispatched through world's table),
 * {@code compute} (flops, at the host speed given) and {@code sleep} (seconds) its computations.
 * {@code init}, {@code finalize}, {@code comm_size}, {@code comm_split}, {@code comm_dup} and
 * {@code location} do nothing, as in SimGrid's replay.
 */
public final class TiParser {
    private static final BigDecimal PS_PER_SECOND = BigDecimal.valueOf(1_000_000_000_000L);
    private final int worldSize;
    private final BigDecimal flopsPerSecond;
    private final List<TiRank> ranks = new ArrayList<>();

    /**
     * @param worldSize      the number of ranks (SimGrid's MPI_COMM_WORLD size: v-collectives list a count per rank)
     * @param flopsPerSecond the host speed that prices {@code compute} actions; null: they are refused
     */
    public TiParser(int worldSize, BigDecimal flopsPerSecond) {
        this.worldSize = worldSize;
        this.flopsPerSecond = flopsPerSecond;
        for (int r = 0; r < worldSize; r++) {
            ranks.add(new TiRank());
        }
    }

    /**
     * Reads every line of {@code in}; {@code onlyRank} is the rank every line must name (a file of an
     * index), or -1 for a file that holds any rank's lines.
     */
    public void read(BufferedReader in, String source, int onlyRank) throws IOException {
        long lineNumber = 0;
        for (String text = in.readLine(); text != null; text = in.readLine()) {
            TiLine line = new TiLine(source, ++lineNumber, text);
            if (!line.isEmpty()) {
                int rank = (int) line.integer(0, "a rank", onlyRank < 0 ? 0 : onlyRank, onlyRank < 0 ? worldSize - 1 : onlyRank);
                if (line.size() < 2) {
                    throw line.error(1, "an action");
                }
                action(ranks.get(rank), line);
            }
        }
    }

    /** The programs read, one per rank. */
    public List<Program> programs() {
        TiVectors.reconcile(ranks);
        List<Program> out = new ArrayList<>(ranks.size());
        for (TiRank r : ranks) {
            out.add(new Program(r.body, Expr.FIRST_LOOP_SLOT));
        }
        return out;
    }

    private void action(TiRank r, TiLine line) {
        String action = line.token(1);
        switch (action) {
            case "init" -> {
                line.arguments(0, 1, "an optional datatype marker");
                r.defaultTypeBytes = line.size() > 2 ? TiDatatypes.DOUBLE_BYTES : 1; // SimGrid: MPE's double, else TAU's byte
            }
            case "finalize", "comm_size", "comm_split", "comm_dup", "location" -> {
                // nothing to do, as in SimGrid's replay
            }
            case "send", "isend", "recv", "irecv" -> r.pointToPoint(line, action);
            case "sendRecv" -> r.sendRecv(line);
            case "wait", "test" -> r.waitOrTest(line, action);
            case "waitall" -> r.waitAll(line);
            case "compute" -> {
                line.arguments(1, 1, "a number of flops");
                r.body.add(new Stmt.Compute(line.where(), flopsPs(line, 2)));
            }
            case "sleep" -> {
                line.arguments(1, 1, "a duration in seconds");
                r.body.add(new Stmt.Compute(line.where(), ps(line, 2, line.decimal(2, "a duration in seconds"))));
            }
            default -> collective(r, line, action);
        }
    }

    private void collective(TiRank r, TiLine line, String action) {
        switch (action) {
            case "barrier" -> {
                line.arguments(0, 0, "no arguments");
                r.collective(line, Collective.BARRIER, 0, null);
            }
            case "bcast" -> {
                line.arguments(1, 3, "a count [root [datatype]]");
                r.collective(line, Collective.BCAST, r.bytes(line, 2, 4), root(line, 3, worldSize));
            }
            case "reduce" -> {
                line.arguments(2, 4, "a count, flops [root [datatype]]");
                r.collective(line, Collective.REDUCE, r.bytes(line, 2, 5), root(line, 4, worldSize));
                computeAfter(r, line, 3);
            }
            case "allreduce" -> {
                line.arguments(2, 3, "a count, flops [datatype]");
                r.collective(line, Collective.ALLREDUCE, r.bytes(line, 2, 4), null);
                computeAfter(r, line, 3);
            }
            case "alltoall", "allgather" -> {
                line.arguments(2, 4, "a send count, a receive count [send datatype [receive datatype]]");
                r.collective(line, action.equals("alltoall") ? Collective.ALLTOALL : Collective.ALLGATHER, r.bytes(line, 2, 4), null);
            }
            case "gather", "scatter" -> {
                line.arguments(2, 5, "a send count, a receive count [root [send datatype [receive datatype]]]");
                boolean gather = action.equals("gather");
                r.collective(line, gather ? Collective.GATHER : Collective.SCATTER,
                        gather ? r.bytes(line, 2, 5) : r.bytes(line, 3, 6), root(line, 4, worldSize));
            }
            case "scan", "exscan" -> {
                line.arguments(2, 3, "a count, flops [datatype]");
                r.collective(line, action.equals("scan") ? Collective.SCAN : Collective.EXSCAN, r.bytes(line, 2, 4), null);
                computeAfter(r, line, 3);
            }
            case "reducescatter" -> {
                r.vCollective(TiVectors.reduceScatter(r, line, worldSize));
                computeAfter(r, line, 2 + worldSize);
            }
            case "gatherv", "scatterv" -> r.vCollective(TiVectors.gatherv(r, line, worldSize, action.equals("gatherv")));
            case "allgatherv" -> r.vCollective(TiVectors.allgatherv(r, line, worldSize));
            case "alltoallv" -> r.vCollective(TiVectors.alltoallv(r, line, worldSize));
            default -> throw line.error(1, "a TI action (init, finalize, send, isend, recv, irecv, sendRecv, wait, waitall, "
                    + "test, compute, sleep, barrier, bcast, reduce, allreduce, alltoall, alltoallv, gather, gatherv, "
                    + "allgather, allgatherv, scatter, scatterv, reducescatter, scan, exscan, comm_size, comm_split, "
                    + "comm_dup)");
        }
    }

    /** The root at token {@code i}, 0 when absent (as SimGrid's parse_root). */
    static int root(TiLine line, int i, int worldSize) {
        return line.size() > i ? (int) line.integer(i, "a root rank", 0, worldSize - 1) : 0;
    }

    /** The flops SimGrid executes after a reduction (reduce, allreduce, reducescatter), as a computation. */
    void computeAfter(TiRank r, TiLine line, int i) {
        if (line.decimal(i, "a number of flops").signum() > 0) {
            r.body.add(new Stmt.Compute(line.where(), flopsPs(line, i)));
        }
    }

    private long flopsPs(TiLine line, int i) {
        BigDecimal flops = line.decimal(i, "a number of flops");
        if (flopsPerSecond == null) {
            throw line.error(i, "no computation, or a host speed to price it (--flops)");
        }
        return ps(line, i, flops.divide(flopsPerSecond, 30, RoundingMode.CEILING));
    }

    /** Seconds to picoseconds, rounded up to a whole picosecond; more than 2^63 - 1 ps is refused. */
    private static long ps(TiLine line, int i, BigDecimal seconds) {
        BigDecimal ps = seconds.multiply(PS_PER_SECOND).setScale(0, RoundingMode.CEILING);
        if (ps.compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) > 0) {
            throw line.error(i, "a time within 2^63 - 1 ps (about 106 days)");
        }
        return ps.longValueExact();
    }
}
