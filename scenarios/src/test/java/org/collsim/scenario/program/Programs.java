package org.collsim.scenario.program;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.MpiException;
import org.collsim.mpi.program.Program;
import org.collsim.mpi.progress.DeviceModel;
import org.collsim.mpi.program.ProgramRun;
import org.collsim.mpi.run.RunOptions;
import org.collsim.scenario.Scenario;
import org.collsim.scenario.ScenarioException;
import org.collsim.scenario.ScenarioLoader;

/** Test helpers: programs from JSON bodies, parsed through the real scenario loader, run under Hockney. */
final class Programs {
    /** alpha = 1000 ps, beta = 10 ps/B, gamma = 2 ps/B: small numbers for hand-computed times. */
    static final HockneyModel MODEL = new HockneyModel(1000, 10, 2);

    private Programs() {
    }

    static String scenario(String body) {
        return """
                {"name": "p", "seed": 1,
                 "machine": {"network": {"model": "hockney", "alpha": "1000ps", "beta": "10ps/B", "gamma": "2ps/B"}},
                 "program": {"ranks": [2], "body": %s}}
                """.formatted(body);
    }

    static Program parse(String body) {
        try {
            Scenario s = ScenarioLoader.standard().parse(scenario(body), "s.json");
            return s.program().program();
        } catch (ScenarioException e) {
            return fail("expected a valid program, got:\n" + e.getMessage());
        }
    }

    /** The error lines of an invalid program. */
    static List<String> errors(String body) {
        try {
            ScenarioLoader.standard().parse(scenario(body), "s.json");
            return fail("expected errors, the program is valid");
        } catch (ScenarioException e) {
            return e.lines();
        }
    }

    static ProgramRun.Result run(int ranks, String body) {
        return run(ranks, body, RunOptions.defaults());
    }

    static ProgramRun.Result run(int ranks, String body, RunOptions options) {
        return ProgramRun.run(new Network(ranks, MODEL), parse(body), 1, options);
    }

    /**
     * A device for hand-computed times: eager-short 16 B, eager limit 1024 B, host send 100 ps,
     * host packet 200 ps, NIC packet 300 ps, 10 ps per entry searched, copy 2 ps/B, separate
     * queues with a 5 ps lock, pages of 4096 B, no registration, and the given pin, cache and pack costs.
     */
    static DeviceModel device(DeviceModel.NicKind nic, long pinPsPerPage, long cacheBytes, long packPsPerByte,
                              long packPsPerSegment) {
        return new DeviceModel(nic, 16, 1024, 100, 200, 300, 10, 2, DeviceModel.QueueKind.SEPARATE, 5, 3, 4096,
                pinPsPerPage, cacheBytes, packPsPerByte, packPsPerSegment);
    }

    /** A host-driven NIC without registration or packing costs. */
    static RunOptions hostNic() {
        return RunOptions.defaults().withDevice(device(DeviceModel.NicKind.HOST_DRIVEN, 0, 0, 0, 0));
    }

    static MpiException mpiError(int ranks, String body) {
        return assertThrows(MpiException.class, () -> run(ranks, body));
    }

    /** Asserts the class, rank, call and part of the message of an MPI error. */
    static void assertError(MpiException e, org.collsim.mpi.MpiErrorClass errorClass, int rank, String call, String detail) {
        org.junit.jupiter.api.Assertions.assertEquals(errorClass, e.errorClass(), e.getMessage());
        org.junit.jupiter.api.Assertions.assertEquals(rank, e.rank(), e.getMessage());
        org.junit.jupiter.api.Assertions.assertEquals(call, e.call(), e.getMessage());
        org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains(detail), e.getMessage());
    }
}
