package org.collsim.scenario;

import java.util.ArrayList;
import java.util.List;
import org.collsim.mpi.comm.Ran;
import org.collsim.mpi.comm.TableStats;
import org.collsim.mpi.progress.QueueStats;
import org.collsim.report.QueueCounts;
import org.collsim.report.RanCall;
import org.collsim.report.ReplicationStats;
import org.collsim.report.TableCounts;

/** The runtime's counters as the report's record fields. */
final class Records {
    /** Runs of at most this many ranks list their queue statistics per rank (queues.csv). */
    static final int MAX_RANKS_LISTED = 4096;

    private Records() {
    }

    /** Statistics of two or more replications' times; null for one (the record then has none). */
    /** The model's account of what served each call, as the reports hold it. */
    static List<RanCall> ran(List<Ran> calls) {
        List<RanCall> out = new ArrayList<>();
        for (Ran r : calls) {
            out.add(new RanCall(r.collective(), r.ranks(), r.layer(), r.algorithm(), ran(r.steps())));
        }
        return out;
    }

    static ReplicationStats stats(long[] timesPs) {
        return timesPs.length > 1 ? ReplicationStats.of(timesPs) : null;
    }

    static QueueCounts queues(QueueStats q, int ranks) {
        if (ranks > MAX_RANKS_LISTED) {
            return new QueueCounts(q.maxPostedDepth(), q.maxUnexpectedDepth(), q.entriesSearched(), null, null, null);
        }
        int[] posted = new int[ranks];
        int[] unexpected = new int[ranks];
        long[] searched = new long[ranks];
        for (int r = 0; r < ranks; r++) {
            posted[r] = q.maxPostedDepth(r);
            unexpected[r] = q.maxUnexpectedDepth(r);
            searched[r] = q.entriesSearched(r);
        }
        return new QueueCounts(q.maxPostedDepth(), q.maxUnexpectedDepth(), q.entriesSearched(), posted, unexpected, searched);
    }

    static TableCounts tables(TableStats s) {
        return new TableCounts(s.allocated(), s.reused(), s.freed(), s.hookCalls(), s.aliveTables(),
                s.foreignTablesAtDestroy());
    }
}
