package org.collsim.mpi.coll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.collsim.engine.registry.PluginException;
import org.collsim.mpi.coll.bcast.BinomialBcast;
import org.collsim.mpi.sched.ScheduleBuilder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Algorithms come from service files, collsim's own exactly as a plug-in's: each collective's
 * default first, the rest in the order found; a broken or clashing plug-in is an error naming
 * its jar and class.
 */
class AlgorithmDiscoveryTest {
    private static final String SERVICES = "META-INF/services/org.collsim.mpi.coll.CollectiveAlgorithm";

    /** A plug-in bcast that claims to be the default, which only the built-in one may. */
    public static final class ClaimsDefaultBcast implements CollectiveAlgorithm {
        @Override
        public Collective collective() {
            return Collective.BCAST;
        }

        @Override
        public String name() {
            return "usurper";
        }

        @Override
        public boolean isDefault() {
            return true;
        }

        @Override
        public String citation() {
            return "none";
        }

        @Override
        public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        }
    }

    @TempDir
    Path plugin;

    private AlgorithmRegistry discoverWith(String serviceFile) throws Exception {
        Path services = plugin.resolve(SERVICES);
        Files.createDirectories(services.getParent());
        Files.writeString(services, serviceFile);
        URLClassLoader loader = new URLClassLoader(new URL[] {plugin.toUri().toURL()}, getClass().getClassLoader());
        return AlgorithmRegistry.discover(loader);
    }

    @Test
    void theBuiltInDefaultsComeFirst() {
        AlgorithmRegistry r = AlgorithmRegistry.builtIn();
        assertEquals(List.of("binomial", "scatter_recursive_doubling_allgather", "scatter_ring_allgather", "knomial",
                "pipelined_chain"), r.names(Collective.BCAST).subList(0, 5));
        assertEquals("dissemination", r.defaultFor(Collective.BARRIER).orElseThrow().name());
        assertEquals("recursive_halving", r.defaultFor(Collective.REDUCE_SCATTER).orElseThrow().name());
    }

    @Test
    void aDefaultListedLaterStillComesFirst() {
        AlgorithmRegistry r = new AlgorithmRegistry(List.of(new org.collsim.mpi.coll.bcast.KnomialBcast(), new BinomialBcast()));
        assertEquals(List.of("binomial", "knomial"), r.names(Collective.BCAST));
    }

    @Test
    void unknownNamesGetTheHouseMessage() {
        var bcast = AlgorithmRegistry.builtIn().of(Collective.BCAST);
        assertEquals("\"binomail\" (did you mean \"binomial\"?)", bcast.found("binomail"));
        assertEquals("an allreduce algorithm: \"recursive_doubling\"", new AlgorithmRegistry(
                List.of(new org.collsim.mpi.coll.allreduce.RecursiveDoublingAllreduce())).of(Collective.ALLREDUCE).expected());
    }

    @Test
    void aSecondDefaultNamesBothClasses() {
        String message = assertThrows(PluginException.class, () -> discoverWith(ClaimsDefaultBcast.class.getName())).getMessage();
        assertEquals("algorithm plug-ins: two default bcast algorithms: " + BinomialBcast.class.getName() + " and "
                + ClaimsDefaultBcast.class.getName(), message);
    }

    @Test
    void aNameTakenTwiceNamesBothClasses() {
        String message = assertThrows(PluginException.class, () -> discoverWith("org.collsim.mpi.coll.bcast.BinomialBcast\n"
                + AlgorithmDiscoveryTest.class.getName() + "$SecondBinomial")).getMessage();
        assertEquals("algorithm plug-ins: two bcast algorithms named \"binomial\": " + BinomialBcast.class.getName() + " and "
                + SecondBinomial.class.getName(), message);
    }

    @Test
    void aMissingClassNamesTheJarAndTheClass() {
        String message = assertThrows(PluginException.class, () -> discoverWith("org.example.Missing\n")).getMessage();
        assertEquals("plug-in " + plugin.toUri().getPath() + ": class org.example.Missing (listed in " + SERVICES
                + ") is not on the class path", message);
    }

    @Test
    void aListedCollectiveLoadsItsClassesOnlyWhenAskedFor() throws Exception {
        int before = CountedBcast.made.get();
        AlgorithmRegistry r = discoverWith(CountedBcast.class.getName() + " # bcast\n");
        assertEquals(before, CountedBcast.made.get(), "not made at discovery");
        assertTrue(r.collectives().contains(Collective.BCAST));
        List<String> names = r.names(Collective.BCAST);
        assertEquals("counted", names.get(names.size() - 1), "after collsim's own, in the order found");
        r.of(Collective.BCAST).find("counted").orElseThrow();
        assertEquals(before + 1, CountedBcast.made.get(), "made once, when bcast's registry was first asked for");
    }

    @Test
    void aClassListedUnderAnotherCollectiveIsAnErrorWhenThatOneIsAskedFor() throws Exception {
        AlgorithmRegistry r = discoverWith(CountedBcast.class.getName() + " # allreduce\n");
        assertEquals(List.of("binomial"), r.names(Collective.BCAST).subList(0, 1), "other collectives are usable");
        String message = assertThrows(PluginException.class, () -> r.of(Collective.ALLREDUCE)).getMessage();
        assertTrue(message.startsWith("algorithm plug-ins: file:" + plugin.toUri().getPath()), message);
        assertTrue(message.endsWith(": " + CountedBcast.class.getName() + ": expected an allreduce algorithm (its line says "
                + "allreduce), found a bcast algorithm"), message);
    }

    /** A bcast that counts how often it is made. */
    public static final class CountedBcast implements CollectiveAlgorithm {
        static final java.util.concurrent.atomic.AtomicInteger made = new java.util.concurrent.atomic.AtomicInteger();

        public CountedBcast() {
            made.incrementAndGet();
        }

        @Override
        public Collective collective() {
            return Collective.BCAST;
        }

        @Override
        public String name() {
            return "counted";
        }

        @Override
        public String citation() {
            return "none";
        }

        @Override
        public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        }
    }

    /** Another class calling itself binomial. */
    public static final class SecondBinomial implements CollectiveAlgorithm {
        @Override
        public Collective collective() {
            return Collective.BCAST;
        }

        @Override
        public String name() {
            return "binomial";
        }

        @Override
        public String citation() {
            return "none";
        }

        @Override
        public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        }
    }
}
