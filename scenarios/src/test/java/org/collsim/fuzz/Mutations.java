package org.collsim.fuzz;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Random changes to a scenario: to its tree (types, magnitudes, nesting) or to its bytes (syntax, encoding). */
final class Mutations {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    /** Values at and beyond the edges of every numeric and unit type collsim reads. */
    private static final List<JsonNode> EXTREMES = List.of(NODES.numberNode(Long.MAX_VALUE), NODES.numberNode(Long.MIN_VALUE),
            NODES.numberNode(BigInteger.ONE.shiftLeft(63)), NODES.numberNode(Integer.MAX_VALUE + 1L), NODES.numberNode(0),
            NODES.numberNode(-1), NODES.numberNode(1e308), NODES.numberNode(-0.0), NODES.numberNode(4.9e-324),
            NODES.numberNode(new BigDecimal("1e400")), NODES.textNode("1e999999999ps"), NODES.textNode("1e-50000000ps"),
            NODES.textNode("9223372036854775807ps"), NODES.textNode("9223372036854775808B"), NODES.textNode("1e30s"),
            NODES.textNode("1e-30Hz"), NODES.textNode("0.5ps"), NODES.textNode("1e18GB/s"), NODES.textNode("-0us"),
            NODES.textNode("x".repeat(5000)), NODES.textNode("\u00b1\u0000\ud83d\ude00"), NODES.textNode(""),
            NODES.textNode("(".repeat(70) + "1" + ")".repeat(70)), NODES.textNode("-".repeat(500) + "rank"),
            NODES.textNode("1" + "+1".repeat(600)), NODES.textNode("rank / 0"), NODES.textNode("9223372036854775807 * size"));

    private Mutations() {
    }

    /** A mutated copy of {@code scenario} as bytes: one tree change, and sometimes a byte-level change too. */
    static byte[] mutate(JsonNode scenario, SplittableRandom random) {
        JsonNode tree = scenario.deepCopy();
        int changes = 1 + random.nextInt(3);
        for (int i = 0; i < changes; i++) {
            changeTree(tree, random);
        }
        byte[] bytes = tree.toString().getBytes(StandardCharsets.UTF_8);
        return random.nextInt(5) == 0 ? changeBytes(bytes, random) : bytes;
    }

    private static void changeTree(JsonNode root, SplittableRandom random) {
        List<JsonNode> containers = new ArrayList<>();
        collect(root, containers);
        JsonNode target = containers.get(random.nextInt(containers.size()));
        if (target instanceof ObjectNode o && o.size() > 0) {
            List<String> names = new ArrayList<>();
            o.fieldNames().forEachRemaining(names::add);
            String name = names.get(random.nextInt(names.size()));
            switch (random.nextInt(6)) {
                case 0 -> o.remove(name);
                case 1 -> o.set(name + "_", o.get(name)); // an unknown field beside it
                default -> o.set(name, replacement(o.get(name), random));
            }
        } else if (target instanceof ArrayNode a && a.size() > 0) {
            int index = random.nextInt(a.size());
            if (random.nextInt(4) == 0) {
                a.add(a.get(index).deepCopy()); // a duplicate element
            } else {
                a.set(index, replacement(a.get(index), random));
            }
        }
    }

    private static void collect(JsonNode node, List<JsonNode> out) {
        if (node.isContainerNode()) {
            out.add(node);
            node.elements().forEachRemaining(child -> collect(child, out));
        }
    }

    private static JsonNode replacement(JsonNode old, SplittableRandom random) {
        return switch (random.nextInt(8)) {
            case 0, 1, 2 -> EXTREMES.get(random.nextInt(EXTREMES.size()));
            case 3 -> NODES.nullNode();
            case 4 -> nested(old, 1 + random.nextInt(150));
            case 5 -> NODES.textNode(old.isTextual() ? old.asText() + "x" : old.toString());
            case 6 -> old.isNumber() ? NODES.numberNode(old.asLong() * 1_000_003L) : NODES.objectNode();
            default -> NODES.booleanNode(random.nextBoolean());
        };
    }

    /** {@code value} inside {@code depth} arrays (beyond the reader's nesting limit for large depths). */
    private static JsonNode nested(JsonNode value, int depth) {
        JsonNode out = value;
        for (int i = 0; i < depth; i++) {
            out = NODES.arrayNode().add(out);
        }
        return out;
    }

    /** Syntax and encoding damage: a cut, a stray or invalid byte, a comment, a BOM, UTF-16. */
    private static byte[] changeBytes(byte[] bytes, SplittableRandom random) {
        int at = random.nextInt(bytes.length);
        return switch (random.nextInt(6)) {
            case 0 -> java.util.Arrays.copyOf(bytes, at);
            case 1 -> insert(bytes, at, new byte[] {(byte) (0x80 + random.nextInt(0x80))});
            case 2 -> insert(bytes, at, "/* note */".getBytes(StandardCharsets.US_ASCII));
            case 3 -> insert(bytes, 0, new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
            case 4 -> new String(bytes, StandardCharsets.UTF_8).getBytes(StandardCharsets.UTF_16);
            default -> insert(bytes, at, new byte[] {0});
        };
    }

    private static byte[] insert(byte[] bytes, int at, byte[] extra) {
        byte[] out = new byte[bytes.length + extra.length];
        System.arraycopy(bytes, 0, out, 0, at);
        System.arraycopy(extra, 0, out, at, extra.length);
        System.arraycopy(bytes, at, out, at + extra.length, bytes.length - at);
        return out;
    }
}
