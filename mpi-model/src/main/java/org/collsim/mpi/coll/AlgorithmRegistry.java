package org.collsim.mpi.coll;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.collsim.mpi.coll.allgather.BruckAllgather;
import org.collsim.mpi.coll.allgather.RecursiveDoublingAllgather;
import org.collsim.mpi.coll.allgather.RingAllgather;
import org.collsim.mpi.coll.allreduce.DoubleBinaryTreeAllreduce;
import org.collsim.mpi.coll.allreduce.KReduceScatterAllgatherAllreduce;
import org.collsim.mpi.coll.allreduce.RecexchAllreduce;
import org.collsim.mpi.coll.allreduce.RecursiveDoublingAllreduce;
import org.collsim.mpi.coll.allreduce.RecursiveMultiplyingAllreduce;
import org.collsim.mpi.coll.allreduce.ReduceScatterAllgatherAllreduce;
import org.collsim.mpi.coll.allreduce.RingAllreduce;
import org.collsim.mpi.coll.allreduce.RingSegmentedAllreduce;
import org.collsim.mpi.coll.allreduce.SwingAllreduce;
import org.collsim.mpi.coll.allreduce.TreeAllreduce;
import org.collsim.mpi.coll.alltoall.BruckAlltoall;
import org.collsim.mpi.coll.alltoall.LinearAlltoall;
import org.collsim.mpi.coll.alltoall.PairwiseAlltoall;
import org.collsim.mpi.coll.barrier.DisseminationBarrier;
import org.collsim.mpi.coll.bcast.BinarySplitBcast;
import org.collsim.mpi.coll.bcast.BinomialBcast;
import org.collsim.mpi.coll.bcast.KaryBcast;
import org.collsim.mpi.coll.bcast.KnomialBcast;
import org.collsim.mpi.coll.bcast.PipelinedChainBcast;
import org.collsim.mpi.coll.bcast.PipelinedTreeBcast;
import org.collsim.mpi.coll.bcast.ScatterRecursiveDoublingAllgatherBcast;
import org.collsim.mpi.coll.bcast.ScatterRingAllgatherBcast;
import org.collsim.mpi.coll.exscan.RecursiveDoublingExscan;
import org.collsim.mpi.coll.gather.BinomialGather;
import org.collsim.mpi.coll.gather.LinearGather;
import org.collsim.mpi.coll.reduce.BinomialReduce;
import org.collsim.mpi.coll.reduce.InOrderBinaryReduce;
import org.collsim.mpi.coll.reduce.KnomialReduce;
import org.collsim.mpi.coll.reduce.PipelinedChainReduce;
import org.collsim.mpi.coll.reduce.ReduceScatterGatherReduce;
import org.collsim.mpi.coll.reducescatter.PairwiseReduceScatter;
import org.collsim.mpi.coll.reducescatter.RecursiveHalvingReduceScatter;
import org.collsim.mpi.coll.reducescatter.RingReduceScatter;
import org.collsim.mpi.coll.scan.LinearScan;
import org.collsim.mpi.coll.scan.RecursiveDoublingScan;
import org.collsim.mpi.coll.scatter.BinomialScatter;
import org.collsim.mpi.coll.scatter.LinearScatter;

/**
 * The one list of algorithms. The CLI listing, scenario validation, error messages and the
 * test matrix are all derived from it; adding an algorithm is one class plus one line here.
 * The first algorithm registered for a collective is its default.
 */
public final class AlgorithmRegistry {
    private static final AlgorithmRegistry BUILT_IN = new AlgorithmRegistry(List.of(
            new DisseminationBarrier(),
            new BinomialBcast(),
            new BinomialReduce(),
            new ReduceScatterGatherReduce(),
            new KnomialReduce(),
            new PipelinedChainReduce(),
            new InOrderBinaryReduce(),
            new ScatterRecursiveDoublingAllgatherBcast(),
            new ScatterRingAllgatherBcast(),
            new KnomialBcast(),
            new PipelinedChainBcast(),
            new KaryBcast(),
            new PipelinedTreeBcast(),
            new BinarySplitBcast(),
            new BruckAllgather(),
            new RingAllgather(),
            new RecursiveDoublingAllgather(),
            new PairwiseAlltoall(),
            new LinearAlltoall(),
            new BruckAlltoall(),
            new RecursiveDoublingAllreduce(),
            new ReduceScatterAllgatherAllreduce(),
            new RingAllreduce(),
            new RingSegmentedAllreduce(),
            new RecexchAllreduce(),
            new RecursiveMultiplyingAllreduce(),
            new KReduceScatterAllgatherAllreduce(),
            new TreeAllreduce(),
            new DoubleBinaryTreeAllreduce(),
            new SwingAllreduce(),
            new BinomialGather(),
            new LinearGather(),
            new BinomialScatter(),
            new LinearScatter(),
            new RecursiveHalvingReduceScatter(),
            new PairwiseReduceScatter(),
            new RingReduceScatter(),
            new RecursiveDoublingScan(),
            new LinearScan(),
            new RecursiveDoublingExscan()));

    private final Map<Collective, Map<String, CollectiveAlgorithm>> byCollective = new EnumMap<>(Collective.class);

    public AlgorithmRegistry(List<CollectiveAlgorithm> algorithms) {
        for (CollectiveAlgorithm a : algorithms) {
            Map<String, CollectiveAlgorithm> named = byCollective.computeIfAbsent(a.collective(), c -> new LinkedHashMap<>());
            if (named.putIfAbsent(a.name(), a) != null) {
                throw new IllegalArgumentException("two " + a.collective().id() + " algorithms named " + a.name());
            }
        }
    }

    public static AlgorithmRegistry builtIn() {
        return BUILT_IN;
    }

    /** Collectives that have at least one algorithm, in enum order. */
    public List<Collective> collectives() {
        return List.copyOf(byCollective.keySet());
    }

    public List<CollectiveAlgorithm> algorithms(Collective c) {
        Map<String, CollectiveAlgorithm> named = byCollective.get(c);
        return named == null ? List.of() : List.copyOf(named.values());
    }

    public List<String> names(Collective c) {
        List<String> out = new ArrayList<>();
        for (CollectiveAlgorithm a : algorithms(c)) {
            out.add(a.name());
        }
        return Collections.unmodifiableList(out);
    }

    public Optional<CollectiveAlgorithm> find(Collective c, String name) {
        Map<String, CollectiveAlgorithm> named = byCollective.get(c);
        return Optional.ofNullable(named == null ? null : named.get(name));
    }

    public Optional<CollectiveAlgorithm> defaultFor(Collective c) {
        List<CollectiveAlgorithm> all = algorithms(c);
        return all.isEmpty() ? Optional.empty() : Optional.of(all.get(0));
    }

    /** Every algorithm, in registration order. */
    public List<CollectiveAlgorithm> all() {
        List<CollectiveAlgorithm> out = new ArrayList<>();
        for (Map<String, CollectiveAlgorithm> named : byCollective.values()) {
            out.addAll(named.values());
        }
        return out;
    }

    /**
     * {@code algorithm} configured with {@code values}, or the reasons it cannot be: an unknown
     * parameter name (with the valid ones) or a value outside its range.
     */
    public static Configured configure(CollectiveAlgorithm algorithm, Map<String, Long> values) {
        List<String> problems = new ArrayList<>();
        Map<String, Parameter> known = new LinkedHashMap<>();
        algorithm.parameters().forEach(p -> known.put(p.name(), p));
        for (Map.Entry<String, Long> e : values.entrySet()) {
            Parameter p = known.get(e.getKey());
            if (p == null) {
                problems.add(algorithm.collective().id() + " algorithm \"" + algorithm.name() + "\" has "
                        + (known.isEmpty() ? "no parameters" : "parameters " + known.keySet()) + ", not \"" + e.getKey() + "\"");
            } else {
                p.check(e.getValue()).ifPresent(problems::add);
            }
        }
        return problems.isEmpty() ? new Configured(algorithm.withParameters(values), List.of())
                : new Configured(null, problems);
    }

    /** The outcome of {@link #configure}: an algorithm, or the problems with the values. */
    public record Configured(CollectiveAlgorithm algorithm, List<String> problems) {
    }

    /** Why {@code algorithm} cannot run {@code args}, or empty when it can. */
    public static Optional<String> violation(CollectiveAlgorithm algorithm, CollArgs args) {
        for (Restriction r : Restriction.values()) { // in enum order, so the message is deterministic
            if (algorithm.restrictions().contains(r) && !r.holds(args)) {
                return Optional.of(algorithm.collective().id() + " algorithm \"" + algorithm.name() + "\" needs "
                        + r.needs() + "; found " + args.ranks() + " ranks and count " + args.count()
                        + (r == Restriction.COMMUTATIVE_OP_ONLY ? " of op " + args.op().id() : ""));
            }
        }
        return Optional.empty();
    }
}
