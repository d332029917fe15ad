package org.collsim.scenario;

import static org.collsim.scenario.ScenarioFixtures.QUICKSTART;
import static org.collsim.scenario.ScenarioFixtures.benchmark;
import static org.collsim.scenario.ScenarioFixtures.edit;
import static org.collsim.scenario.ScenarioFixtures.errors;
import static org.collsim.scenario.ScenarioFixtures.network;
import static org.collsim.scenario.ScenarioFixtures.obj;
import static org.collsim.scenario.ScenarioFixtures.set;
import static org.collsim.scenario.ScenarioFixtures.valid;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.LogGPModel;
import org.junit.jupiter.api.Test;

/** Accepted forms: the quickstart, loggp, datatype and root, barrier without bytes, algorithm selection. */
class ScenarioParsingTest {
    @Test
    void quickstartParsesWithExactUnits() {
        Scenario s = valid(QUICKSTART);
        assertEquals("q", s.name());
        assertEquals(1, s.seed());
        assertEquals(new HockneyModel(2_000_000, 1_000, 500), s.network().model());
        assertEquals("hockney alpha=2us beta=1ns/B gamma=500ps/B", s.network().describe());
        assertEquals(List.of(8, 12, 1024), s.benchmark().ranks());
        assertEquals(List.of(8L, 65536L), s.benchmark().sizesBytes());
        assertEquals(12, s.points().size());
        Point first = s.points().get(0);
        assertEquals("allreduce/recursive_doubling at 8 ranks, 8 bytes", first.describe());
        assertEquals("allreduce/ring at 1024 ranks, 65536 bytes", s.points().get(11).describe());
    }

    @Test
    void loggpTakesCaseSensitiveKeysAndSizeWithUnit() {
        Scenario s = valid(edit(r -> set(obj(r, "machine"), "network", ScenarioFixtures.LOGGP)));
        assertEquals(new LogGPModel(1_000_000, 300_000, 200_000, 80, 1, 65_536, 0), s.network().model());
        Scenario bytes = valid(edit(r -> {
            set(obj(r, "machine"), "network", ScenarioFixtures.LOGGP);
            set(network(r), "S", "4096");
            set(network(r), "gamma", "\"250ps/B\"");
        }));
        assertEquals(new LogGPModel(1_000_000, 300_000, 200_000, 80, 1, 4096, 250), bytes.network().model());
    }

    @Test
    void bandwidthConvertsExactly() {
        Scenario s = valid(edit(r -> set(network(r), "beta", "\"10GB/s\"")));
        assertEquals(org.collsim.engine.PerByte.ofPs(100), ((HockneyModel) s.network().model()).beta());
    }

    /** Issue 11: 900GB/s is 10ps per 9B, kept exactly (not refused, not rounded). */
    @Test
    void aBandwidthBelowAPicosecondPerByteIsKeptExactly() {
        Scenario s = valid(edit(r -> set(network(r), "beta", "\"900GB/s\"")));
        assertEquals(new org.collsim.engine.PerByte(10, 9), ((HockneyModel) s.network().model()).beta());
    }

    @Test
    void datatypeSetsElementSizeAndRootIsPassedOn() {
        Scenario s = valid(edit(r -> {
            set(benchmark(r), "datatype", "\"double\"");
            set(benchmark(r), "root", "7");
            set(benchmark(r), "bytes", "[8, \"64KiB\"]");
        }));
        assertEquals(Datatype.DOUBLE, s.benchmark().datatype());
        assertEquals(8_192, s.points().get(1).args().count());
        assertEquals(8, s.points().get(1).args().elementBytes());
        assertEquals(7, s.points().get(1).args().root());
    }

    /** What ran at each point, in order (the test registry's stand-ins run empty schedules). */
    private static List<String> ran(Scenario s) {
        return ScenarioRunner.run(s, TestAlgorithms.registry()).stream().map(r -> r.ran().get(0).algorithm()).toList();
    }

    @Test
    void omittedAlgorithmsMeanMpichsChoice() {
        // generic.json: allreduce of at most 8 bytes is recursive doubling; bcast below 8 ranks binomial
        Scenario s = valid(edit(r -> {
            benchmark(r).remove("algorithms");
            set(benchmark(r), "collectives", "[\"allreduce\", \"bcast\"]");
            set(benchmark(r), "ranks", "[4]");
            set(benchmark(r), "bytes", "[8]");
        }));
        assertEquals(List.of("mpich", "mpich"),
                s.benchmark().selections().stream().map(x -> x.algorithms().get(0).name()).toList());
        assertEquals(List.of("recursive_doubling", "binomial"), ran(s));
    }

    @Test
    void mpichsChoiceMustBeRegistered() {
        // above 8 bytes, count 65536 is not below pof2(8): reduce_scatter_allgather, which the test registry lacks
        assertEquals(List.of("error: s.json: $.benchmark: selector \"mpich\": MPICH algorithm "
                + "\"MPIR_Allreduce_intra_reduce_scatter_allgather\" maps to allreduce \"reduce_scatter_allgather\", which "
                + "is not registered"), errors(edit(r -> benchmark(r).remove("algorithms"))));
    }

    @Test
    void aNameAppliesToEveryListedCollectiveThatHasIt() {
        Scenario s = valid(edit(r -> {
            set(benchmark(r), "collectives", "[\"allreduce\", \"allgather\"]");
            set(benchmark(r), "algorithms", "[\"ring\"]");
        }));
        assertEquals(2, s.benchmark().selections().size());
        s.benchmark().selections().forEach(x -> assertEquals("ring", x.algorithms().get(0).name()));
    }

    @Test
    void objectFormWithAndWithoutCollectives() {
        Scenario s = valid(edit(r -> {
            set(benchmark(r), "collectives", "[\"allreduce\", \"bcast\"]");
            set(benchmark(r), "algorithms", "{\"allreduce\": [\"ring\"]}");
            set(benchmark(r), "ranks", "[4]");
            set(benchmark(r), "bytes", "[8]");
        }));
        assertEquals("ring", s.benchmark().selections().get(0).algorithms().get(0).name());
        assertEquals("mpich", s.benchmark().selections().get(1).algorithms().get(0).name()); // omitted: MPICH's choice
        assertEquals(List.of("ring", "binomial"), ran(s));
        Scenario keys = valid(edit(r -> {
            benchmark(r).remove("collectives");
            set(benchmark(r), "algorithms", "{\"bcast\": [\"binomial\"], \"allreduce\": [\"ring\", \"recursive_doubling\"]}");
        }));
        assertEquals(3, keys.benchmark().selections().stream().mapToInt(x -> x.algorithms().size()).sum());
        assertEquals("bcast", keys.benchmark().selections().get(0).collective().id());
    }

    @Test
    void barrierNeedsNoBytesAndHasOnePointPerRankCount() {
        Scenario s = valid(edit(r -> {
            set(benchmark(r), "collectives", "[\"barrier\"]");
            benchmark(r).remove("algorithms");
            benchmark(r).remove("bytes");
        }));
        assertEquals(3, s.points().size());
        assertEquals(0, s.points().get(2).sizeBytes());
        assertTrue(s.description().isEmpty());
    }
}
