package org.collsim.scenario.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.collsim.report.CompactJson;
import org.collsim.scenario.json.JsonTrees;

/**
 * The identity of a scenario's content: SHA-256 of its JSON tree written compactly, so that
 * white space and indentation do not count but any value, key or order does. Its run
 * {@code "limits"} do not count either: they decide where a point stops, not what it computes,
 * so a user may raise them and {@code --resume}. The tree is read and written without an
 * {@code ObjectMapper} (the same nodes and bytes as one's {@code readTree} and {@code writeValueAsString}).
 */
public final class ScenarioHash {
    private ScenarioHash() {
    }

    /** The JSON tree of scenario text the loader has accepted, as the results keep it. */
    public static JsonNode tree(String scenarioJson) {
        try {
            return JsonTrees.read(scenarioJson);
        } catch (IOException e) {
            throw new IllegalStateException("the loader accepted this scenario: " + e.getMessage(), e);
        }
    }

    /** "sha256:" and 64 hex digits, of scenario text the loader has accepted. */
    public static String of(String scenarioJson) {
        JsonNode tree = tree(scenarioJson);
        if (tree instanceof ObjectNode o) {
            o.remove("limits");
        }
        try {
            byte[] canonical = CompactJson.of(tree).getBytes(StandardCharsets.UTF_8);
            return "sha256:" + HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(canonical));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
