package org.collsim.cli;

import static org.collsim.cli.CliRun.execute;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.allreduce.RingAllreduce;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one job runtime, seen from the command line: the registry it is given, and failures' exit codes. */
class JobRuntimeCliTest {
    /** alpha = 1000 ps, beta = 10 ps/B, gamma = 2 ps/B; an allreduce that names no algorithm takes the registry's default. */
    private static final String PROGRAM = """
            {"name": "p", "seed": 1,
             "machine": {"network": {"model": "hockney", "alpha": "1000ps", "beta": "10ps/B", "gamma": "2ps/B"}},
             "program": {"ranks": [2], "body": [{"allreduce": {"bytes": 100}}]}}
            """;

    @TempDir
    Path dir;

    private CliRun run(AlgorithmRegistry registry, Path scenario) {
        return execute(registry, "run", scenario.toString(), "--out", dir.resolve("out").toString(), "--no-html");
    }

    private String timeOf(AlgorithmRegistry registry) throws Exception {
        Path scenario = Files.writeString(dir.resolve("p.json"), PROGRAM);
        CliRun o = run(registry, scenario);
        assertEquals(0, o.exitCode(), o.err());
        String json = Files.readString(dir.resolve("out/results.json"));
        int at = json.indexOf("\"time_ps\" : ") + "\"time_ps\" : ".length();
        return json.substring(at, json.indexOf(',', at));
    }

    @Test
    void programsTakeTheDefaultsOfTheRegistryTheCommandLinePassesIn() throws Exception {
        // built in: MPICH's choice, reduce_scatter_allgather: reduce-scatter of 50 B (1000 + 500 + 100 of
        // reduction) then allgather of 50 B (1000 + 500): 3100 ps
        assertEquals("3100", timeOf(AlgorithmRegistry.builtIn()));
        // a registry whose only allreduce is the ring: MPICH's choice is not in it, and the run says so
        Path scenario = Files.writeString(dir.resolve("p.json"), PROGRAM);
        CliRun o = run(new AlgorithmRegistry(List.of(new RingAllreduce())), scenario);
        assertEquals(ExitCodes.SIMULATION_FAILED, o.exitCode());
        assertTrue(o.err().contains("maps to allreduce \"reduce_scatter_allgather\", which is not registered"), o.err());
    }

    @Test
    void aFailedSimulationExitsWithOneAndNamesThePoint() throws Exception {
        Path scenario = Files.writeString(dir.resolve("leak.json"), PROGRAM.replace(
                "[{\"allreduce\": {\"bytes\": 100}}]", "[{\"dup\": {\"comm\": \"world\", \"name\": \"c\"}}]"));
        CliRun o = run(AlgorithmRegistry.builtIn(), scenario);
        assertEquals(ExitCodes.SIMULATION_FAILED, o.exitCode());
        assertTrue(o.err().startsWith("error: " + scenario + ": simulation of the program at 2 ranks failed: leak: "
                + "1 communicator(s) never freed"), o.err());
    }
}
