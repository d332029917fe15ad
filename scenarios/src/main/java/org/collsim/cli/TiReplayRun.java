package org.collsim.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.collsim.engine.registry.Registry;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.comm.DispatchRule;
import org.collsim.mpi.comm.HookOrder;
import org.collsim.mpi.error.BadInputException;
import org.collsim.mpi.layer.LayerFactory;
import org.collsim.mpi.program.EventBound;
import org.collsim.mpi.program.ProgramRun;
import org.collsim.mpi.run.JobSpec;
import org.collsim.replay.ti.TiAlgorithms;
import org.collsim.replay.ti.TiFiles;
import org.collsim.report.ReplayRecord;
import org.collsim.report.ResultRecord;
import org.collsim.scenario.LayerSetup;
import org.collsim.scenario.Limits;
import org.collsim.scenario.LayerStack;
import org.collsim.scenario.MachineSpec;
import org.collsim.scenario.TracePoint;

/**
 * {@code collsim replay} of a SimGrid TI trace: each rank's actions as a program, run as one job on
 * the machine (any network model, topology, NIC), collectives through world's table: the layers of
 * {@code --layers} above the algorithms of {@code --algorithm} (the library's defaults for the rest).
 * Its record is a trace scenario's ({@link TracePoint#record}), so the reports are {@code run}'s.
 */
final class TiReplayRun {
    private TiReplayRun() {
    }

    /**
     * What to replay: the trace, the machine, the host speed (null: none), "coll=name" choices, the
     * layer stack, and the run limits (a replay that reaches one stops with an error naming it).
     */
    record Request(Path trace, MachineSpec machine, String flops, List<String> algorithms, List<String> layers,
            Limits limits) {
    }

    static ReplayOutcome replay(Request q, Environment env) throws IOException {
        BigDecimal speed = null;
        if (q.flops() != null) {
            speed = TiFiles.hostSpeed(q.flops()).orElseThrow(() -> new BadInputException(
                    "--flops: expected a host speed in flop/s (\"1e9\", \"1Gf\"), found \"" + q.flops() + "\""));
        }
        Map<Collective, CollectiveAlgorithm> chosen = algorithms(q.algorithms(), env);
        LayerStack stack = stack(q.layers(), env);
        long startNs = System.nanoTime();
        TiFiles.TiTrace t = TiFiles.read(q.trace(), speed).withAlgorithms(chosen);
        refusePastMaxEvents(q, t);
        MachineSpec m = q.machine();
        LayerSetup setup = new LayerSetup(List.of(stack), Map.of(), m.ranksPerNodeOrOne(), HookOrder.SEED,
                DispatchRule.TABLE_REQUIRED);
        JobSpec spec = new JobSpec(m.buildNetwork(t.ranks(), 1), setup.freshOptions(stack).withDevice(m.nic().orElse(null)),
                env.registry(), 1, q.limits().remaining(0, 0));
        ProgramRun.Result r = ProgramRun.run(spec, t.programs()::get);
        long operations = t.programs().stream().mapToLong(p -> p.body().size()).sum();
        ReplayRecord summary = new ReplayRecord(t.name(), TraceFormat.TI, m.describe(), t.ranks(), r.timePs(),
                r.messages(), r.events(), operations);
        ResultRecord record = TracePoint.record(TraceFormat.baseName(q.trace()), t.ranks(), m.network().modelName(),
                stack, r);
        return new ReplayOutcome(summary, r.rankDonePs(), (System.nanoTime() - startNs) / 1e9, record, scenario(q, chosen, stack));
    }

    /** A trace whose actions fire more than max_events for sure is refused before it runs, as a scenario's is. */
    private static void refusePastMaxEvents(Request q, TiFiles.TiTrace t) {
        long atLeast = EventBound.events(t.programs());
        if (atLeast > q.limits().maxEvents()) {
            throw new BadInputException(q.trace() + ": expected at most max_events = " + q.limits().maxEvents()
                    + " events (--max-events), found a trace of " + t.ranks() + " ranks whose actions fire at least "
                    + atLeast + " events (3 a send, 1 a collective or compute)");
        }
    }

    /** {@link ReplayOutcome#scenario}, its trace with "flops" and "algorithms", and "layers". */
    private static ObjectNode scenario(Request q, Map<Collective, CollectiveAlgorithm> chosen, LayerStack stack) {
        ObjectNode s = ReplayOutcome.scenario(q.trace(), q.machine());
        ObjectNode trace = (ObjectNode) s.get("trace");
        if (q.flops() != null) {
            trace.put("flops", q.flops());
        }
        if (!chosen.isEmpty()) {
            ObjectNode algorithms = trace.putObject("algorithms");
            chosen.forEach((c, a) -> algorithms.put(c.id(), a.label()));
        }
        if (!stack.isEmpty()) {
            stack.names().forEach(s.putArray("layers")::add);
        }
        return s;
    }

    /** {@code --algorithm bcast=binomial} or {@code bcast=knomial:k=4}, each collective at most once. */
    private static Map<Collective, CollectiveAlgorithm> algorithms(List<String> choices, Environment env) {
        Map<Collective, CollectiveAlgorithm> out = new EnumMap<>(Collective.class);
        for (String choice : choices) {
            int eq = choice.indexOf('=');
            Collective c = eq < 0 ? null : Collective.fromId(choice.substring(0, eq));
            if (c == null || env.registry().algorithms(c).isEmpty()) {
                throw new BadInputException("--algorithm: expected COLLECTIVE=ALGORITHM with a collective of the library ("
                        + String.join(", ", env.registry().collectives().stream().map(Collective::id).toList())
                        + "), found \"" + choice + "\"");
            }
            TiAlgorithms.Choice a = TiAlgorithms.choose(env.registry(), c, choice.substring(eq + 1));
            if (a.algorithm() == null) {
                throw new BadInputException("--algorithm " + c.id() + ": expected " + a.expected() + ", found " + a.found());
            }
            if (out.put(c, a.algorithm()) != null) {
                throw new BadInputException("--algorithm: expected each collective once, found " + c.id() + " again in \""
                        + choice + "\"");
            }
        }
        return out;
    }

    /** {@code --layers tuned,hierarchical}: upper layer first, as a scenario's "layers". */
    private static LayerStack stack(List<String> names, Environment env) {
        List<LayerFactory> factories = new ArrayList<>();
        Registry<LayerFactory> layers = env.layers().registry();
        for (String name : names) {
            factories.add(layers.find(name).orElseThrow(() -> new BadInputException(
                    "--layers: expected " + layers.expected() + ", found " + layers.found(name))));
        }
        return new LayerStack(factories);
    }
}
