package org.collsim.scenario.sweep;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The identity of a scenario's content: SHA-256 of its JSON tree written compactly, so that
 * white space and indentation do not count but any value, key or order does. Its run
 * {@code "limits"} do not count either: they decide where a point stops, not what it computes,
 * so a user may raise them and {@code --resume}.
 */
public final class ScenarioHash {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ScenarioHash() {
    }

    /** The JSON tree of scenario text the loader has accepted, as the results keep it. */
    public static com.fasterxml.jackson.databind.JsonNode tree(String scenarioJson) {
        try {
            return JSON.readTree(scenarioJson);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the loader accepted this scenario: " + e.getMessage(), e);
        }
    }

    /** "sha256:" and 64 hex digits, of scenario text the loader has accepted. */
    public static String of(String scenarioJson) {
        try {
            com.fasterxml.jackson.databind.JsonNode tree = JSON.readTree(scenarioJson);
            if (tree instanceof com.fasterxml.jackson.databind.node.ObjectNode o) {
                o.remove("limits");
            }
            String canonical = JSON.writeValueAsString(tree);
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(canonical.getBytes(StandardCharsets.UTF_8));
            return "sha256:" + HexFormat.of().formatHex(digest);
        } catch (JsonProcessingException | NoSuchAlgorithmException e) {
            throw new IllegalStateException("the loader accepted this scenario: " + e.getMessage(), e);
        }
    }
}
