package org.collsim.cli;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.error.BadInputException;
import org.collsim.mpi.program.ProgramRun;
import org.collsim.mpi.run.JobSpec;
import org.collsim.mpi.run.RunOptions;
import org.collsim.replay.ti.TiFiles;
import org.collsim.report.ReplayRecord;
import org.collsim.scenario.MachineSpec;

/**
 * {@code collsim replay} of a SimGrid TI trace: each rank's actions as a program, run as one job on
 * the machine (any network model, topology, NIC), collectives through world's table with the
 * library's default algorithms.
 */
final class TiReplayRun {
    private TiReplayRun() {
    }

    /** A replay's record, each rank's end time and the wall time it took. */
    record Outcome(ReplayRecord record, long[] endPs, double wallSeconds) {
    }

    static Outcome replay(Path trace, MachineSpec machine, String flops, AlgorithmRegistry registry) throws IOException {
        BigDecimal speed = null;
        if (flops != null) {
            speed = TiFiles.hostSpeed(flops).orElseThrow(() -> new BadInputException(
                    "--flops: expected a host speed in flop/s (\"1e9\", \"1Gf\"), found \"" + flops + "\""));
        }
        long startNs = System.nanoTime();
        TiFiles.TiTrace t = TiFiles.read(trace, speed);
        JobSpec spec = new JobSpec(machine.buildNetwork(t.ranks(), 1), RunOptions.defaults().withDevice(machine.nic().orElse(null)),
                registry, 1);
        ProgramRun.Result r = ProgramRun.run(spec, t.programs()::get);
        long operations = t.programs().stream().mapToLong(p -> p.body().size()).sum();
        ReplayRecord record = new ReplayRecord(t.name(), TraceFormat.TI, machine.describe(), t.ranks(), r.timePs(),
                r.messages(), r.events(), operations);
        return new Outcome(record, r.rankDonePs(), (System.nanoTime() - startNs) / 1e9);
    }
}
