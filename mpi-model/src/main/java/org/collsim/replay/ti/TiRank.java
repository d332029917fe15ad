package org.collsim.replay.ti;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.comm.CollEntry;
import org.collsim.mpi.program.Expr;
import org.collsim.mpi.program.Stmt;

/**
 * One rank's program as it is read. SimGrid keys a rank's nonblocking requests by (source,
 * destination, tag) and {@code wait}/{@code test} name that key; here each request gets a name of
 * its own ("1>2#0", the first with that key), and a wait takes the oldest one of its key still
 * pending — a wait with no such request does nothing, as in SimGrid.
 */
final class TiRank {
    final List<Stmt> body = new ArrayList<>();
    /** Bytes of the default datatype: 1 (MPI_BYTE) unless {@code init} says otherwise. */
    int defaultTypeBytes = 1;
    private final Map<String, ArrayDeque<String>> pending = new HashMap<>();
    private int requests;

    /** {@code count} elements of the datatype at {@code datatypeToken} (the default one when absent), in bytes. */
    long bytes(TiLine line, int countToken, int datatypeToken) {
        long count = line.count(countToken, "a count of elements");
        int size = line.size() > datatypeToken ? TiDatatypes.bytes(line, datatypeToken) : defaultTypeBytes;
        try {
            return Math.multiplyExact(count, size);
        } catch (ArithmeticException e) {
            throw line.error(countToken, "a count whose bytes fit in 63 bits");
        }
    }

    void pointToPoint(TiLine line, String action) {
        line.arguments(3, 4, "a peer rank, a tag and a count [datatype]");
        int self = (int) line.integer(0, "a rank", 0, Integer.MAX_VALUE);
        long peer = line.integer(2, "a peer rank", 0, Integer.MAX_VALUE);
        long tag = line.integer(3, "a tag", 0, Integer.MAX_VALUE);
        long bytes = bytes(line, 4, 5);
        boolean sends = action.endsWith("send");
        String request = null;
        if (action.startsWith("i")) {
            String key = (sends ? self + ">" + peer : peer + ">" + self) + ":" + tag;
            request = key + "#" + requests++;
            pending.computeIfAbsent(key, k -> new ArrayDeque<>()).add(request);
        }
        Stmt.P2pVerb verb = switch (action) {
            case "send" -> Stmt.P2pVerb.SEND;
            case "isend" -> Stmt.P2pVerb.ISEND;
            case "recv" -> Stmt.P2pVerb.RECV;
            default -> Stmt.P2pVerb.IRECV;
        };
        body.add(new Stmt.PointToPoint(line.where(), verb, Stmt.WORLD, new Expr.Const(peer), new Expr.Const(bytes),
                new Expr.Const(tag), request));
    }

    /** {@code wait src dst tag} completes (a {@code test} checks) the oldest pending request of that key. */
    void waitOrTest(TiLine line, String action) {
        line.arguments(3, 3, "a source rank, a destination rank and a tag");
        String key = line.integer(2, "a source rank", 0, Integer.MAX_VALUE) + ">"
                + line.integer(3, "a destination rank", 0, Integer.MAX_VALUE) + ":"
                + line.integer(4, "a tag", 0, Integer.MAX_VALUE);
        ArrayDeque<String> names = pending.get(key);
        if (names == null || names.isEmpty()) {
            return;
        }
        if (action.equals("wait")) {
            body.add(new Stmt.Wait(line.where(), "wait", Stmt.WaitMode.ALL, List.of(names.poll())));
        } else {
            body.add(new Stmt.Test(line.where(), "test", List.of(names.peek())));
        }
    }

    void waitAll(TiLine line) {
        line.arguments(0, 0, "no arguments");
        pending.clear();
        body.add(new Stmt.Wait(line.where(), "waitall", Stmt.WaitMode.ALL, null));
    }

    void collective(TiLine line, Collective c, long bytes, Integer root) {
        body.add(new Stmt.Collective(line.where(), CollEntry.blocking(c), Stmt.WORLD, new Expr.Const(bytes),
                root == null ? null : new Expr.Const(root), null, null));
    }

    /** {@code reducescatter <receive count of each of the p ranks> <flops> [datatype]}: collsim's reduce_scatter has equal blocks. */
    void reduceScatter(TiLine line, int worldSize, TiParser parser) {
        line.arguments(worldSize + 1, worldSize + 2, worldSize + " receive counts (one per rank), flops [datatype]");
        long first = line.count(2, "a receive count");
        for (int i = 3; i < 2 + worldSize; i++) {
            if (line.count(i, "a receive count") != first) {
                throw line.error(i, "the receive count of the other ranks, " + first
                        + " (collsim's reduce_scatter has equal blocks; it has no reduce_scatter with unequal counts yet)");
            }
        }
        long perRankBytes = bytes(line, 2, 3 + worldSize);
        collective(line, Collective.REDUCE_SCATTER, Math.multiplyExact(perRankBytes, worldSize), null);
        parser.computeAfter(this, line, 2 + worldSize);
    }
}
