package org.collsim.fuzz;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.SplittableRandom;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.layer.Layers;
import org.collsim.scenario.ModelParam;
import org.collsim.scenario.NetworkModelType;
import org.collsim.scenario.NetworkModelTypes;
import org.collsim.scenario.NoiseParser;

/**
 * Random small scenarios drawn from the registries (network models and their parameter tables,
 * collectives and algorithms, layers, detour distributions), with values across several orders
 * of magnitude: most are valid, some are refused (an algorithm's rank restriction, noise
 * above 100% of the CPU), none may crash.
 */
final class RandomScenarios {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    /**
     * At most 1ms: seconds of hop latency under 1 MHz noise make CpuNoise draw millions of detours
     * absorbed by idle time one by one (minutes per case; reported on issue 8, not this suite's to fix).
     */
    private static final String[] DURATIONS = {"0ps", "1ps", "800ns", "2us", "1ms"};
    private static final String[] PER_BYTE = {"0ps/B", "1ps/B", "1ns/B", "10GB/s", "1MB/s"};
    /** Fits the smallest topology drawn (4 x 2 nodes), so the rank count is never refused for that. */
    private static final int MAX_RANKS = 8;
    private static final String[] SIZES = {"0B", "1B", "64KiB", "1MiB"};

    private RandomScenarios() {
    }

    static ObjectNode next(SplittableRandom random) {
        ObjectNode root = NODES.objectNode().put("name", "random").put("seed", random.nextLong(1_000_000));
        ObjectNode machine = root.putObject("machine");
        List<NetworkModelType> models = NetworkModelTypes.builtIn().all();
        NetworkModelType model = models.get(random.nextInt(models.size()));
        ObjectNode network = machine.putObject("network").put("model", model.name());
        for (ModelParam p : model.params()) {
            if (p.required() || random.nextBoolean()) {
                network.put(p.key(), pick(random, switch (p.kind()) {
                    case DURATION -> DURATIONS;
                    case PER_BYTE -> PER_BYTE;
                    case SIZE_BYTES -> SIZES;
                }));
            }
        }
        if (model.name().equals("flow") || random.nextInt(3) == 0) {
            machine.putObject("topology").put("type", "torus").put("per_hop", pick(random, DURATIONS))
                    .set("dims", NODES.arrayNode().add(4).add(2 + random.nextInt(3))); // at least 8 nodes
        }
        if (random.nextInt(4) == 0) {
            machine.set("noise", noise(random));
        }
        if (random.nextInt(3) == 0) {
            List<String> layers = Layers.discover().names();
            root.set("layers", NODES.arrayNode().add(layers.get(random.nextInt(layers.size()))));
        }
        root.set("benchmark", benchmark(random));
        return root;
    }

    private static ObjectNode noise(SplittableRandom random) {
        List<NoiseParser.DistributionKind> kinds = NoiseParser.DISTRIBUTIONS.all();
        NoiseParser.DistributionKind kind = kinds.get(random.nextInt(kinds.size()));
        ObjectNode noise = NODES.objectNode().put("distribution", kind.name()).put("rate", pick(random,
                new String[] {"1Hz", "1kHz", "1MHz", "1ms", "1e-30Hz"}));
        for (String field : kind.fields()) {
            if (field.equals("p_long")) {
                noise.put(field, random.nextDouble());
            } else {
                noise.put(field, pick(random, DURATIONS));
            }
        }
        return noise;
    }

    private static ObjectNode benchmark(SplittableRandom random) {
        AlgorithmRegistry registry = AlgorithmRegistry.builtIn();
        List<Collective> collectives = registry.collectives();
        Collective c = collectives.get(random.nextInt(collectives.size()));
        List<CollectiveAlgorithm> algorithms = registry.algorithms(c);
        ObjectNode b = NODES.objectNode();
        b.set("collectives", NODES.arrayNode().add(c.id()));
        b.set("algorithms", NODES.arrayNode().add(algorithms.get(random.nextInt(algorithms.size())).name()));
        ArrayNode ranks = b.putArray("ranks");
        ranks.add(1 + random.nextInt(MAX_RANKS));
        if (c != Collective.BARRIER) {
            b.putArray("bytes").add(random.nextInt(4) == 0 ? 0 : 1L << random.nextInt(17));
        }
        return b;
    }

    private static String pick(SplittableRandom random, String[] values) {
        return values[random.nextInt(values.length)];
    }
}
