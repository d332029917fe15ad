package org.collsim.mpi.program;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.comm.CollEntry;
import org.collsim.mpi.program.Expr.BinaryOp;
import org.collsim.mpi.program.Stmt.P2pVerb;
import org.collsim.mpi.run.DeadlockException;
import org.collsim.mpi.run.RunOptions;
import org.junit.jupiter.api.Test;

/** The interpreter on statement trees built by hand (no parser): Hockney alpha = 1000 ps, beta = 10 ps/B. */
class RankInterpreterTest {
    private static final HockneyModel MODEL = new HockneyModel(1000, 10, 0);
    private static final Expr RANK = new Expr.Var("rank", Expr.RANK_SLOT);
    private static final Expr OTHER = new Expr.Binary(BinaryOp.SUB, new Expr.Const(1), RANK);

    private static Expr num(long v) {
        return new Expr.Const(v);
    }

    private static Stmt p2p(String path, P2pVerb verb, long bytes) {
        return new Stmt.PointToPoint(path, verb, Stmt.WORLD, OTHER, num(bytes), num(0), null);
    }

    private static ProgramRun.Result run(int ranks, int slots, Stmt... body) {
        return ProgramRun.run(new Network(ranks, MODEL), new Program(List.of(body), slots), 1, RunOptions.defaults());
    }

    @Test
    void aPingPongLoopTakesTwoTransfersPerIteration() {
        Stmt rank0 = new Stmt.If("$.b[0].t", new Expr.Binary(BinaryOp.EQ, RANK, num(0)),
                List.of(p2p("$.s", P2pVerb.SEND, 50), p2p("$.r", P2pVerb.RECV, 50)),
                List.of(p2p("$.r", P2pVerb.RECV, 50), p2p("$.s", P2pVerb.SEND, 50)));
        Stmt loop = new Stmt.Loop("$.b[0]", num(7), "i", Expr.FIRST_LOOP_SLOT, List.of(rank0));
        ProgramRun.Result r = run(2, 3, loop);
        assertArrayEquals(new long[] {2 * 7 * 1500, 2 * 7 * 1500}, r.rankDonePs());
        assertEquals(14, r.messages());
    }

    @Test
    void computeRunsOnTheCpuBeforeTheBlockingCollective() {
        Stmt compute = new Stmt.Compute("$.b[0]", 4000);
        Stmt barrier = new Stmt.Collective("$.b[1]", CollEntry.BARRIER, Stmt.WORLD, num(0), null, null, null);
        // dissemination barrier on 2 ranks: one round of alpha after the compute
        assertEquals(5000, run(2, 2, compute, barrier).timePs());
    }

    @Test
    void aLoopVariableTakesEachValueInTurn() {
        // rank 0 sends i * 10 bytes for i = 0..3; rank 1 receives up to 30: total 60 bytes
        Expr i = new Expr.Var("i", Expr.FIRST_LOOP_SLOT);
        Stmt send = new Stmt.PointToPoint("$.s", P2pVerb.SEND, Stmt.WORLD, num(1), new Expr.Binary(BinaryOp.MUL, i, num(10)),
                num(0), null);
        Stmt recv = new Stmt.PointToPoint("$.r", P2pVerb.RECV, Stmt.WORLD, num(0), num(30), num(0), null);
        Stmt body = new Stmt.If("$.if", new Expr.Binary(BinaryOp.EQ, RANK, num(0)), List.of(send), List.of(recv));
        ProgramRun.Result r = run(2, 3, new Stmt.Loop("$.l", num(4), "i", Expr.FIRST_LOOP_SLOT, List.of(body)));
        assertEquals(60, r.bytesSent());
        assertEquals(4 * 1000 + 60 * 10, r.timePs());
    }

    @Test
    void blockedRanksAreReportedWithTheirStatementPaths() {
        DeadlockException e = assertThrows(DeadlockException.class, () -> run(2, 2, p2p("$.x[0]", P2pVerb.RECV, 8)));
        assertEquals(List.of("rank 0: blocked at $.x[0] recv from 1 tag 0", "rank 1: blocked at $.x[0] recv from 0 tag 0"),
                e.perRank());
    }
}
