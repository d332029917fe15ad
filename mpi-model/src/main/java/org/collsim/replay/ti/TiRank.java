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
    /** The rank's collectives in call order, so that the k-th calls of all ranks can be matched. */
    final List<Call> calls = new ArrayList<>();
    /** Bytes of the default datatype: 1 (MPI_BYTE) unless {@code init} says otherwise. */
    int defaultTypeBytes = 1;
    private final Map<String, ArrayDeque<String>> pending = new HashMap<>();
    private int requests;

    /** A collective call: where its statement is in the body, and for a v call what was read (else null). */
    record Call(int bodyIndex, TiVectors.VCall v) {
    }

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

    /**
     * {@code sendRecv sendcount dst recvcount src [sendtype [recvtype]]}: as SimGrid replays it, a
     * blocking MPI_Sendrecv with tag 0 both ways: an isend and an irecv of their own (no {@code wait}
     * line can take them) and a wait for both.
     */
    void sendRecv(TiLine line) {
        line.arguments(4, 6, "a send count, a destination, a receive count, a source [send datatype [receive datatype]]");
        int self = (int) line.integer(0, "a rank", 0, Integer.MAX_VALUE);
        long sendBytes = bytes(line, 2, 6);
        long dst = line.integer(3, "a destination rank", 0, Integer.MAX_VALUE);
        long recvBytes = bytes(line, 4, 7);
        long src = line.integer(5, "a source rank", 0, Integer.MAX_VALUE);
        String send = self + ">" + dst + ":sendRecv#" + requests++;
        String recv = src + ">" + self + ":sendRecv#" + requests++;
        body.add(new Stmt.PointToPoint(line.where(), Stmt.P2pVerb.ISEND, Stmt.WORLD, new Expr.Const(dst),
                new Expr.Const(sendBytes), new Expr.Const(0), send));
        body.add(new Stmt.PointToPoint(line.where(), Stmt.P2pVerb.IRECV, Stmt.WORLD, new Expr.Const(src),
                new Expr.Const(recvBytes), new Expr.Const(0), recv));
        body.add(new Stmt.Wait(line.where(), "sendRecv", Stmt.WaitMode.ALL, List.of(send, recv)));
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

    /** {@code waitall [count]} (SMPI writes the number of requests; SimGrid's replay ignores it) waits for every request. */
    void waitAll(TiLine line) {
        line.arguments(0, 1, "an optional number of requests");
        if (line.size() > 2) {
            line.integer(2, "a number of requests", 0, Integer.MAX_VALUE);
        }
        pending.clear();
        body.add(new Stmt.Wait(line.where(), "waitall", Stmt.WaitMode.ALL, null));
    }

    void collective(TiLine line, Collective c, long bytes, Integer root) {
        calls.add(new Call(body.size(), null));
        body.add(new Stmt.Collective(line.where(), CollEntry.blocking(c), Stmt.WORLD, new Expr.Const(bytes),
                root == null ? null : new Expr.Const(root), null, null));
    }

    /** A v call, whose statement {@link TiVectors#reconcile} writes once every rank is read. */
    void vCollective(TiVectors.VCall v) {
        calls.add(new Call(body.size(), v));
        body.add(null);
    }
}
