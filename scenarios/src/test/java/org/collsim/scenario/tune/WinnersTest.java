package org.collsim.scenario.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.collsim.mpi.coll.Collective;
import org.collsim.report.ResultRecord;
import org.junit.jupiter.api.Test;

class WinnersTest {
    private static ResultRecord record(String algorithm, long timePs, String... standsFor) {
        return ResultRecord.builder().scenario("s").collective("allreduce").algorithm(algorithm).model("hockney")
                .ranks(8).sizeBytes(1024).timePs(timePs).standsFor(List.of(standsFor)).build();
    }

    /** One run standing for ring and ring_segmented (ring_segmented handed the call to the ring) counts as both. */
    @Test
    void aRunThatStandsForTwoRequestsIsACandidateUnderEachName() {
        Winners w = new Winners(List.of(record("recursive_doubling", 30), record("ring", 20, "ring", "ring_segmented")));
        Winners.Cell cell = new Winners.Cell(Collective.ALLREDUCE, 8, 1024);
        assertEquals(List.of("ring", "ring_segmented", "recursive_doubling"),
                w.ranked(cell).stream().map(ResultRecord::algorithm).toList());
        assertEquals(Optional.of(20L), w.timePs(cell, "ring_segmented"));
        assertEquals(Optional.of("ring_segmented"), w.best(cell, label -> !label.equals("ring")));
        assertEquals(3, w.records().size());
    }
}
