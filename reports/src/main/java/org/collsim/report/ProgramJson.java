package org.collsim.report;

import java.io.IOException;
import com.fasterxml.jackson.core.JsonGenerator;

/**
 * A program workload's record in {@code results.json}: {@code "workload": "program"} and no
 * collective, algorithm or bytes; per-rank completion summarized; table counters; what served
 * each kind of collective call ({@code ran}, as a benchmark record's, when it made some).
 */
final class ProgramJson {
    private ProgramJson() {
    }

    static void writeRecord(JsonGenerator gen, ResultRecord r) throws IOException {
        ProgramFields p = r.program();
        gen.writeStartObject();
        gen.writeStringField("scenario", r.scenario());
        gen.writeStringField("workload", "program");
        gen.writeNumberField("ranks", r.ranks());
        ResultsJson.writeRun(gen, r);
        ResultsJson.writeOutcome(gen, r);
        gen.writeNumberField("rank_done_min_ps", p.rankDoneMinPs());
        gen.writeNumberField("rank_done_max_ps", p.rankDoneMaxPs());
        gen.writeNumberField("events", r.events());
        gen.writeNumberField("messages", r.messages());
        gen.writeNumberField("bytes_sent", p.bytesSent());
        gen.writeObjectFieldStart("tables");
        gen.writeNumberField("allocated", p.tablesAllocated());
        gen.writeNumberField("reused", p.tablesReused());
        gen.writeNumberField("freed", p.tablesFreed());
        gen.writeNumberField("hook_calls", p.hookCalls());
        gen.writeEndObject();
        JsonArrayFile.writeStrings(gen, "layers", r.layers());
        if (!r.ran().isEmpty()) {
            ResultsJson.writeRan(gen, "ran", r.ran());
        }
        ResultsJson.writeQueues(gen, r.queues());
        ResultsJson.writeLinks(gen, r.links());
        gen.writeEndObject();
    }
}
