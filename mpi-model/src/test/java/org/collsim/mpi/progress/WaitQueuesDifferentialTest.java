package org.collsim.mpi.progress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.collsim.engine.Event;
import org.collsim.engine.SequencedEventQueue;
import org.collsim.engine.Simulation;
import org.collsim.engine.net.LogGPModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.run.Job;
import org.collsim.mpi.run.JobSpec;
import org.collsim.mpi.run.RunOptions;
import org.collsim.mpi.run.Workload;
import org.collsim.mpi.sched.ReduceOp;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link WaitQueues} against the rule it replaced, LogGOPSim's retries ({@link RetryEveryWaiter}:
 * every waiting operation tried again whenever its resources may have freed), on random loggp
 * machines: 1 to 4 ranks per node sharing 1 to all of the node's NICs, an intra-node model of its
 * own, round parameters so that many operations fall on one picosecond, sometimes o = 0 or g = 0 (an
 * operation that leaves its resources free, so the next waiter goes at once), eager limits that make
 * some messages rendezvous. Random point-to-point programs (several nonblocking sends made by one
 * event, the siblings that keep the retries) and every algorithm of six collectives must end every
 * operation at the same picosecond under both rules, while the queues fire fewer events.
 */
class WaitQueuesDifferentialTest {
    private static final int SEEDS_OF_COLLECTIVES = 3;

    /** LogGOPSim's rule as it was: each waiter retried, with its number, when its resources free. */
    private static final class RetryEveryWaiter extends WaitQueues {
        private final Simulation sim;

        RetryEveryWaiter(Simulation sim, Network network) {
            super(sim, network);
            this.sim = sim;
        }

        @Override
        void waitFor(int kind, int rank, int peer, long busyUntilPs, Event retry) {
            sim.retry(busyUntilPs, retry);
        }
    }

    private static LogGPModel model(Random random) {
        long overheadPs = random.nextInt(4) == 0 ? 0 : 100L * (1 + random.nextInt(10));
        long gapPs = random.nextInt(4) == 0 ? 0 : 100L * (1 + random.nextInt(15));
        return new LogGPModel(100L * random.nextInt(30), overheadPs, gapPs, random.nextInt(4), random.nextInt(3),
                random.nextBoolean() ? 64 : 512, random.nextInt(3));
    }

    private static Network network(Random random, int ranks) {
        int ranksPerNode = 1 + random.nextInt(4);
        return new Network(ranks, model(random), model(random), ranksPerNode, null, null, 1 + random.nextInt(ranksPerNode));
    }

    // ---- programs ----

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16})
    void programsEndEveryOperationWhereTheRetriesDid(long seed) {
        Programs retried = new Programs(seed, true);
        Programs queued = new Programs(seed, false);
        assertArrayEquals(retried.run(), queued.run(), "seed " + seed);
        assertTrue(queued.events < retried.events, queued.events + " events, retries " + retried.events);
    }

    /**
     * Each rank runs one to three chains of operations, a blocking one holding up only its chain, so a
     * rank's resources see waiters made by unrelated events, in any number order. A rank's first chain:
     * some nonblocking sends, then all the rank's receives posted (so that no blocking send can
     * deadlock), then the rest; sends (blocking or not) and computes go to any of the rank's chains.
     * The returned array holds when each operation ended, chain by chain in issue order.
     */
    private static final class Programs {
        private static final long[] SIZES = {0, 1, 8, 40, 64, 65, 300, 512, 513, 2000};
        private final Simulation sim;
        private final ProgressEngine engine;
        /** Per chain: its rank, then its operations {kind (0 send, 1 receive, 2 compute), peer, bytes or ps, tag, blocking}. */
        private final List<Integer> rankOfChain = new ArrayList<>();
        private final List<List<long[]>> ops = new ArrayList<>();
        private final List<List<Request>> issued = new ArrayList<>();
        private long events;

        Programs(long seed, boolean retryEveryWaiter) {
            Random random = new Random(seed);
            int ranks = 3 + random.nextInt(8);
            Network network = network(random, ranks);
            sim = new Simulation(seed, new SequencedEventQueue());
            engine = new ProgressEngine(sim, network);
            if (retryEveryWaiter) {
                engine.waitQueues(new RetryEveryWaiter(sim, network));
            }
            int[] firstChain = new int[ranks + 1];
            for (int r = 0; r < ranks; r++) {
                firstChain[r] = ops.size();
                for (int c = 1 + random.nextInt(3); c > 0; c--) {
                    rankOfChain.add(r);
                    ops.add(new ArrayList<>());
                    issued.add(new ArrayList<>());
                }
            }
            firstChain[ranks] = ops.size();
            List<List<long[]>> receives = new ArrayList<>();
            for (int r = 0; r < ranks; r++) {
                receives.add(new ArrayList<>());
            }
            for (int m = 0; m < 12 * ranks; m++) {
                int src = random.nextInt(ranks);
                int dst = (src + 1 + random.nextInt(ranks - 1)) % ranks;
                long size = SIZES[random.nextInt(SIZES.length)];
                receives.get(dst).add(new long[] {1, src, size, m, 0});
                List<long[]> chain = ops.get(firstChain[src] + random.nextInt(firstChain[src + 1] - firstChain[src]));
                boolean early = random.nextInt(3) == 0;
                chain.add(early ? 0 : chain.size(), new long[] {0, dst, size, m, early ? 0 : random.nextInt(2)});
                if (random.nextBoolean()) { // up to several sends' CPU time: other chains' work queues behind it
                    List<long[]> computing = ops.get(random.nextInt(ops.size()));
                    computing.add(random.nextInt(computing.size() + 1), new long[] {2, 0, 500L * random.nextInt(20), 0, 1});
                }
            }
            for (int r = 0; r < ranks; r++) { // receives after the first chain's leading nonblocking sends
                List<long[]> chain = ops.get(firstChain[r]);
                int firstBlocking = 0;
                while (firstBlocking < chain.size() && chain.get(firstBlocking)[4] == 0) {
                    firstBlocking++;
                }
                chain.addAll(firstBlocking, receives.get(r));
            }
        }

        long[] run() {
            for (int c = 0; c < ops.size(); c++) { // odd chains start before the run: their waits carry set-up numbers
                int chain = c;
                if (c % 2 == 0) {
                    sim.schedule(0, now -> next(chain, 0));
                } else {
                    next(chain, 0);
                }
            }
            sim.run();
            events = sim.eventsFired();
            List<Long> ends = new ArrayList<>();
            for (List<Request> requests : issued) {
                for (Request q : requests) {
                    ends.add(q.completedPs());
                }
            }
            assertTrue(ends.stream().allMatch(t -> t >= 0), "every operation completes");
            return ends.stream().mapToLong(Long::longValue).toArray();
        }

        /** Issues the chain's operations from {@code i} on until a blocking one, which continues when it completes. */
        private void next(int chain, int i) {
            int rank = rankOfChain.get(chain);
            List<long[]> chainOps = ops.get(chain);
            for (; i < chainOps.size(); i++) {
                long[] op = chainOps.get(i);
                int after = i + 1;
                RequestListener resume = op[4] == 1 ? (q, now) -> next(chain, after) : (q, now) -> { };
                Request q;
                if (op[0] == 0) {
                    q = new SendRequest(resume, (int) op[1], (int) op[3]);
                    engine.isend(rank, (int) op[1], 0, (int) op[3], op[2], null, (SendRequest) q);
                } else if (op[0] == 1) {
                    q = new RecvRequest(resume, (int) op[1], (int) op[3], 0, op[2], null, 0);
                    engine.irecv(rank, (RecvRequest) q);
                } else {
                    q = new CpuRequest(resume);
                    engine.compute(rank, op[2], q);
                }
                issued.get(chain).add(q);
                if (op[4] == 1) {
                    return;
                }
            }
        }
    }

    // ---- collectives ----

    @ParameterizedTest
    @ValueSource(strings = {"allreduce", "bcast", "alltoall", "reduce", "allgather", "gather"})
    void everyAlgorithmEndsEveryRankWhereTheRetriesDid(String id) {
        Collective c = Collective.fromId(id);
        AlgorithmRegistry registry = AlgorithmRegistry.builtIn();
        long retriedEvents = 0;
        long queuedEvents = 0;
        for (long seed = 1; seed <= SEEDS_OF_COLLECTIVES; seed++) {
            long machineSeed = seed * 31 + id.hashCode();
            Random random = new Random(machineSeed);
            int ranks = 4 + random.nextInt(9);
            CollArgs args = new CollArgs(ranks, 1 + random.nextInt(200), 8, random.nextInt(ranks), ReduceOp.SUM);
            for (CollectiveAlgorithm algorithm : withSmallSegments(registry.algorithms(c))) {
                if (AlgorithmRegistry.violation(algorithm, args).isPresent()) {
                    continue;
                }
                Job.Result<CollectiveRun.Outcome> retried = run(machineSeed, registry, algorithm, args, true);
                Job.Result<CollectiveRun.Outcome> queued = run(machineSeed, registry, algorithm, args, false);
                assertArrayEquals(retried.outcome().rankDonePs(), queued.outcome().rankDonePs(),
                        id + "/" + algorithm.name() + " seed " + seed);
                retriedEvents += retried.events();
                queuedEvents += queued.events();
            }
        }
        assertTrue(queuedEvents < retriedEvents, queuedEvents + " events, retries " + retriedEvents);
    }

    /** The algorithms, and those with a segment size again in 64-byte segments: many chunks queue at one rank. */
    private static List<CollectiveAlgorithm> withSmallSegments(List<CollectiveAlgorithm> algorithms) {
        List<CollectiveAlgorithm> out = new ArrayList<>(algorithms);
        for (CollectiveAlgorithm a : algorithms) {
            if (a.parameters().stream().anyMatch(p -> p.name().equals("segment"))) {
                out.add(AlgorithmRegistry.configure(a, Map.of("segment", 64L)).algorithm());
            }
        }
        return out;
    }

    /** {@code algorithm} on a fresh machine made from {@code machineSeed} (a network keeps its resources' state). */
    private static Job.Result<CollectiveRun.Outcome> run(long machineSeed, AlgorithmRegistry registry, CollectiveAlgorithm algorithm,
                                                          CollArgs args, boolean retryEveryWaiter) {
        Random random = new Random(machineSeed + 1);
        JobSpec spec = new JobSpec(network(random, args.ranks()), RunOptions.defaults(), registry, machineSeed);
        CollectiveRun call = new CollectiveRun(algorithm, args, false, List.of());
        return Job.run(spec, new Workload<>() {
            @Override
            public CollectiveAlgorithm defaultFor(Collective c, AlgorithmRegistry registry) {
                return call.defaultFor(c, registry);
            }

            @Override
            public void start(Job job) {
                if (retryEveryWaiter) {
                    job.engine().waitQueues(new RetryEveryWaiter(job.simulation(), job.network()));
                }
                call.start(job);
            }

            @Override
            public CollectiveRun.Outcome finish(Job job) {
                return call.finish(job);
            }
        });
    }
}
