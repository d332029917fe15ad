package org.collsim.scenario.program;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.collsim.mpi.progress.DeviceModel;
import org.collsim.report.ProgramFields;
import org.collsim.scenario.Scenario;
import org.collsim.scenario.ScenarioLoader;
import org.collsim.scenario.ScenarioRunner;
import org.junit.jupiter.api.Test;

/**
 * examples/registration-cache.json: the pair that names its buffers finishes earlier than the
 * pair that uses fresh ones by exactly the registrations it avoided on its path.
 */
class RegistrationCacheExampleTest {
    private static final Path EXAMPLE = Path.of(System.getProperty("collsim.examples", "../examples"),
            "registration-cache.json");
    private static final long ITERATIONS = 10;
    private static final long MESSAGE_BYTES = 64 * 1024;
    /** Per iteration and rank: the receive buffer (posted first) and the send buffer, one after the other on the CPU. */
    private static final long REGISTRATIONS_PER_ITERATION = 2;

    @Test
    void reusingNamedBuffersSavesPagesTimesPinPerPageForEveryAvoidedRegistration() throws Exception {
        Scenario s = ScenarioLoader.standard().load(EXAMPLE);
        DeviceModel nic = s.machine().nic().orElseThrow();
        ProgramFields p = ScenarioRunner.run(s).get(0).program();
        long pages = MESSAGE_BYTES / nic.pageBytes();
        long avoided = (ITERATIONS - 1) * REGISTRATIONS_PER_ITERATION; // the first iteration registers in both pairs
        assertEquals(16, pages);
        assertEquals(avoided * pages * nic.pinPsPerPage(), p.rankDoneMaxPs() - p.rankDoneMinPs());
        assertEquals(288_000_000L, p.rankDoneMaxPs() - p.rankDoneMinPs(), "288 us, as the example's description says");
    }
}
