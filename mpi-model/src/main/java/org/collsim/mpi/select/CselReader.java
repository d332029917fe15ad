package org.collsim.mpi.select;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/** Reads a selection file in MPICH's format into a {@link CselNode} tree, rejecting keys MPICH does not know. */
final class CselReader {
    private static final ObjectMapper JSON = new ObjectMapper();

    private CselReader() {
    }

    /** The tree in {@code in}; {@code source} names it in messages (a file name). */
    static CselNode read(String source, InputStream in) {
        JsonNode root;
        try {
            root = JSON.readTree(in);
        } catch (JsonProcessingException e) {
            throw SelectionFileException.notJson(source, e);
        } catch (IOException e) {
            throw SelectionFileException.cannotRead(source, e);
        }
        return node(source, "$", root);
    }

    private static CselNode node(String source, String path, JsonNode json) {
        if (json == null || !json.isObject()) {
            throw new SelectionFileException(source + ": " + path + ": expected an object of selection keys, found "
                    + (json == null ? "nothing" : json.getNodeType().toString().toLowerCase(java.util.Locale.ROOT)));
        }
        List<CselNode.Entry> entries = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = json.fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> field = it.next();
            entries.add(entry(source, path + "[\"" + field.getKey() + "\"]", field.getKey(), field.getValue()));
        }
        return new CselNode(List.copyOf(entries));
    }

    private static CselNode.Entry entry(String source, String path, String key, JsonNode value) {
        for (String leaf : List.of("algorithm=", "composition=")) {
            if (key.startsWith(leaf)) {
                return new CselNode.Entry(key, q -> true, null, key.substring(leaf.length()));
            }
        }
        Optional<Predicate<SelectionQuery>> condition = CselKeys.condition(key);
        if (condition.isEmpty()) {
            throw new SelectionFileException(source + ": " + path + ": expected an MPICH selection key (collective=, "
                    + "comm_type=, comm_size<N, avg_msg_size<=N, count<pow2, is_commutative=, algorithm=, ...), found \""
                    + key + "\"");
        }
        return new CselNode.Entry(key, condition.get(), node(source, path, value), null);
    }
}
