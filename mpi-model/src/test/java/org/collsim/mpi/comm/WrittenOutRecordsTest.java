package org.collsim.mpi.comm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Objects;
import org.collsim.mpi.coll.BlockPartition;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.select.SelectionQuery;
import org.junit.jupiter.api.Test;

/**
 * Records whose equals and hashCode are written out (a record's own bootstrap method handles on
 * first use) keep a record's meaning: equal exactly when every component is, and the hash a
 * record computes (31 h + the component's hash, from 0), so hash-ordered output does not change.
 */
class WrittenOutRecordsTest {
    /** The record's hash, from its components read by reflection. */
    static int recordHash(Record r) throws ReflectiveOperationException {
        int h = 0;
        for (RecordComponent c : r.getClass().getRecordComponents()) {
            c.getAccessor().setAccessible(true);
            h = 31 * h + Objects.hashCode(c.getAccessor().invoke(r));
        }
        return h;
    }

    /** {@code same} equals {@code r} with the record's hash; each of {@code others} differs from it in one component. */
    static void assertRecordSemantics(Record r, Record same, List<? extends Record> others) throws ReflectiveOperationException {
        assertEquals(r, same);
        assertEquals(recordHash(r), r.hashCode(), r.toString());
        assertEquals(r.hashCode(), same.hashCode());
        for (Record other : others) {
            assertNotEquals(r, other, other.toString());
            assertEquals(recordHash(other), other.hashCode(), other.toString());
        }
        assertNotEquals(r, "not a record");
    }

    @Test
    void ranNodeLayoutSelectionQueryArgsAndBlocksAreRecordsStill() throws ReflectiveOperationException {
        Ran step = new Ran("bcast", 2, "tuned", "binomial", List.of());
        Ran ran = new Ran("bcast", 4, "hierarchical", "hierarchical", List.of(step));
        assertRecordSemantics(ran, new Ran("bcast", 4, "hierarchical", "hierarchical", List.of(step)), List.of(
                new Ran("reduce", 4, "hierarchical", "hierarchical", List.of(step)),
                new Ran("bcast", 5, "hierarchical", "hierarchical", List.of(step)),
                new Ran("bcast", 4, "default", "hierarchical", List.of(step)),
                new Ran("bcast", 4, "hierarchical", "binomial", List.of(step)),
                new Ran("bcast", 4, "hierarchical", "hierarchical", List.of())));
        assertRecordSemantics(new NodeLayout(true, false), new NodeLayout(true, false),
                List.of(new NodeLayout(false, false), new NodeLayout(true, true)));
        SelectionQuery q = new SelectionQuery(Collective.ALLREDUCE, 8, 100, 4, true, NodeLayout.SPREAD, true);
        assertRecordSemantics(q, new SelectionQuery(Collective.ALLREDUCE, 8, 100, 4, true, NodeLayout.SPREAD, true), List.of(
                new SelectionQuery(Collective.BCAST, 8, 100, 4, true, NodeLayout.SPREAD, true),
                new SelectionQuery(Collective.ALLREDUCE, 9, 100, 4, true, NodeLayout.SPREAD, true),
                new SelectionQuery(Collective.ALLREDUCE, 8, 101, 4, true, NodeLayout.SPREAD, true),
                new SelectionQuery(Collective.ALLREDUCE, 8, 100, 8, true, NodeLayout.SPREAD, true),
                new SelectionQuery(Collective.ALLREDUCE, 8, 100, 4, false, NodeLayout.SPREAD, true),
                new SelectionQuery(Collective.ALLREDUCE, 8, 100, 4, true, new NodeLayout(true, false), true),
                new SelectionQuery(Collective.ALLREDUCE, 8, 100, 4, true, NodeLayout.SPREAD, false)));
        org.collsim.mpi.coll.Counts uneven = org.collsim.mpi.coll.Counts.of(new long[] {3, 1, 0, 4});
        org.collsim.mpi.coll.CollArgs args = org.collsim.mpi.coll.CollArgs.vector(uneven, 8, 1, org.collsim.mpi.sched.ReduceOp.SUM);
        assertRecordSemantics(args, org.collsim.mpi.coll.CollArgs.vector(org.collsim.mpi.coll.Counts.of(new long[] {3, 1, 0, 4}), 8, 1,
                org.collsim.mpi.sched.ReduceOp.SUM), List.of(
                new org.collsim.mpi.coll.CollArgs(4, 8, 8, 1, org.collsim.mpi.sched.ReduceOp.SUM),
                new org.collsim.mpi.coll.CollArgs(5, 8, 8, 1, org.collsim.mpi.sched.ReduceOp.SUM),
                org.collsim.mpi.coll.CollArgs.vector(org.collsim.mpi.coll.Counts.of(new long[] {3, 1, 1, 4}), 8, 1, org.collsim.mpi.sched.ReduceOp.SUM),
                org.collsim.mpi.coll.CollArgs.vector(uneven, 4, 1, org.collsim.mpi.sched.ReduceOp.SUM),
                org.collsim.mpi.coll.CollArgs.vector(uneven, 8, 2, org.collsim.mpi.sched.ReduceOp.SUM),
                org.collsim.mpi.coll.CollArgs.vector(uneven, 8, 1, org.collsim.mpi.sched.ReduceOp.MAX)));
        Record blocks = (Record) BlockPartition.of(10, 4); // quotient 2, remainder 2, 4 ranks
        assertRecordSemantics(blocks, (Record) BlockPartition.of(10, 4),
                List.of((Record) BlockPartition.of(14, 4), (Record) BlockPartition.of(11, 4), (Record) BlockPartition.of(10, 5)));
    }
}
