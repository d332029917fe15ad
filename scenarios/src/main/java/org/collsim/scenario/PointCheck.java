package org.collsim.scenario;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.collsim.engine.Time;
import org.collsim.engine.TimeOverflowException;
import org.collsim.engine.Units;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.Fallback;
import org.collsim.mpi.run.Estimates;
import org.collsim.scenario.FeasibilityCheck.Finding;

/**
 * The checks of one benchmark point, on their own so that {@link FeasibilityCheck} can run them on
 * many points at once: the algorithm that runs (after any fallback) accepts the rank count and
 * size, its heap ({@link Estimates#call}) fits, its events over the replications stay
 * within max_events, and its virtual time can fit (see {@link #time}).
 */
final class PointCheck {
    private static final String RANKS_PATH = "$.benchmark.ranks";
    private static final String BYTES_PATH = "$.benchmark.bytes";
    /** How the error for a restriction names the way out. */
    private static final String NO_FALLBACK = " (or \"fallback\": \"print\" or \"silent\" to run MPICH's choice there)";

    private final Scenario scenario;
    private final AlgorithmRegistry registry;
    private final FeasibilityCheck heap;

    PointCheck(Scenario scenario, AlgorithmRegistry registry, FeasibilityCheck heap) {
        this.scenario = scenario;
        this.registry = registry;
        this.heap = heap;
    }

    /** What is wrong with point {@code p}, in the order a user fixes it. */
    List<Finding> findings(Point p) {
        List<Finding> out = new ArrayList<>();
        CollectiveAlgorithm runs;
        try {
            runs = BenchmarkPoint.estimated(scenario, p, registry);
        } catch (IllegalArgumentException why) {
            out.add(new Finding(p.algorithm().name() + "@" + p.ranksIndex(), rankPath(p), "a rank count that every "
                    + "selected algorithm can run" + (scenario.benchmark().fallback() == Fallback.ERROR ? NO_FALLBACK : ""),
                    p.ranks() + ": " + why.getMessage()));
            return out;
        }
        long needBytes;
        long events;
        try {
            Estimates.Call call = Estimates.call(runs, p.args());
            needBytes = call.heapBytes();
            events = call.events();
        } catch (IllegalArgumentException e) {
            out.add(new Finding(null, sizePath(p), "a size " + p.collective().id() + "/" + p.algorithm().name()
                    + " can address", p.sizeBytes() + " bytes at " + p.ranks() + " ranks: " + e.getMessage()));
            return out;
        } catch (OutOfMemoryError e) {
            needBytes = Long.MAX_VALUE;
            events = Long.MAX_VALUE;
        }
        // a negative estimate overflowed: far beyond any heap
        heap.heap(rankPath(p), p.ranks(), p.describe(), HeapNeed.about(needBytes < 0 ? Long.MAX_VALUE : needBytes), "heap@" + p.ranksIndex(),
                out);
        FeasibilityCheck.events(scenario, sizePath(p), p.describe(), events, "about ",
                "events@" + sizePath(p) + "@" + p.algorithm().label(), out);
        time(p, events, out);
        return out;
    }

    /**
     * Virtual time: a message of the point's size and its reduction on idle ranks must fit, under
     * each network of the machine; so must the point's events each costing the dearest of these (an
     * upper bound of its time on idle links without noise: nothing waits on a rank unless something
     * else is under way), checked when the events are within max_events; and when the point sends at
     * all ({@code events} counts 3 a message), a message of no bytes under the cheaper network — less
     * than any message costs — must end within max_simulated.
     */
    private void time(Point p, long events, List<Finding> out) {
        List<NetworkSpec> networks = new ArrayList<>(List.of(scenario.machine().network()));
        scenario.machine().intraNode().ifPresent(networks::add);
        long stepPs = 0;
        long leastPs = Long.MAX_VALUE;
        NetworkSpec dearest = networks.get(0);
        NetworkSpec cheapest = networks.get(0);
        for (NetworkSpec n : networks) {
            try {
                long ps = Time.add(n.model().messagePs(p.sizeBytes()), n.model().gamma().timePs(p.sizeBytes()),
                        "a message and its reduction");
                dearest = ps > stepPs ? n : dearest;
                stepPs = Math.max(stepPs, ps);
                long least = n.model().messagePs(0);
                cheapest = least < leastPs ? n : cheapest;
                leastPs = Math.min(leastPs, least);
            } catch (TimeOverflowException e) {
                out.add(new Finding("time@" + sizePath(p), sizePath(p), "a size whose messages fit in virtual time (at "
                        + "most " + Time.LIMIT_TEXT + ")", p.sizeBytes() + " bytes under " + n.describe() + ": "
                        + e.quantity() + " " + e.operands()));
                return;
            }
        }
        BigInteger boundPs = BigInteger.valueOf(events).multiply(BigInteger.valueOf(stepPs));
        if (events <= scenario.limits().maxEvents() && boundPs.compareTo(BigInteger.valueOf(Time.LIMIT_PS)) > 0) {
            out.add(new Finding("bound@" + sizePath(p) + "@" + p.algorithm().label(), sizePath(p), "a point whose time "
                    + "can be shown to fit in virtual time (at most " + Time.LIMIT_TEXT + ")", p.describe() + " fires about "
                    + events + " events, each up to " + stepPs + " ps (a message and its reduction under "
                    + dearest.describe() + "): up to " + boundPs + " ps; make its messages cheaper or the point smaller"));
        }
        long maxSimulatedPs = scenario.limits().maxSimulatedPs();
        if (events >= 3 && leastPs > maxSimulatedPs) {
            out.add(new Finding("simulated@" + rankPath(p), rankPath(p), "a point whose first message can end within "
                    + "max_simulated (" + Units.formatPs(maxSimulatedPs) + ")", p.describe() + ": any message takes at "
                    + "least " + leastPs + " ps under " + cheapest.describe()));
        }
    }

    private static String sizePath(Point p) {
        return p.bytesIndex() >= 0 ? BYTES_PATH + "[" + p.bytesIndex() + "]" : rankPath(p);
    }

    private static String rankPath(Point p) {
        return RANKS_PATH + "[" + p.ranksIndex() + "]";
    }
}
