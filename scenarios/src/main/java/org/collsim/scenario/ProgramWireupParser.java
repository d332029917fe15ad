package org.collsim.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.collsim.mpi.wireup.Wireup;
import org.collsim.mpi.wireup.WireupMode;
import org.collsim.mpi.wireup.WireupParams;
import org.collsim.scenario.json.Cursor;

/**
 * A program scenario's {@code "wireup": {"mode": "pmi1" | "pmi2" | "direct", "fan_out", costs...}}:
 * the job starts with that MPI_Init and its first sends look peers' cards up (docs/WIREUP.md).
 * The ranks and ranks per node are the job's.
 */
final class ProgramWireupParser {
    static final String WIREUP = "wireup";

    private ProgramWireupParser() {
    }

    /** The block, or empty (its problems recorded); a scenario without one gets an empty inner value. */
    static Optional<Optional<Wireup>> parse(Cursor w) {
        if (!w.isPresent()) {
            return Optional.of(Optional.empty());
        }
        List<String> optional = new ArrayList<>(List.of("fan_out"));
        WireupCosts.PARAMS.forEach(p -> optional.add(p.key()));
        if (!w.object("a wireup object with \"mode\"", List.of("mode"), optional)) {
            return Optional.empty();
        }
        Optional<WireupMode> mode = WireupCosts.mode(w.field("mode"));
        OptionalLong fanOut = WireupCosts.count(w.field("fan_out"), "a fan-out", WireupCosts.DEFAULT_FAN_OUT);
        Optional<WireupParams> costs = WireupCosts.read(w, fanOut.orElse(1));
        if (mode.isEmpty() || fanOut.isEmpty() || costs.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(Optional.of(new Wireup(mode.get(), costs.get())));
    }
}
