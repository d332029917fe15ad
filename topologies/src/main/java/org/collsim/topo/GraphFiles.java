package org.collsim.topo;

import java.io.ByteArrayInputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.collsim.engine.PerByte;
import org.collsim.engine.Units;
import org.jgrapht.alg.util.Pair;
import org.jgrapht.nio.BaseEventDrivenImporter;
import org.jgrapht.nio.EventDrivenImporter;
import org.jgrapht.nio.ImportException;
import org.jgrapht.nio.dot.DOTEventDrivenImporter;
import org.jgrapht.nio.graphml.GraphMLEventDrivenImporter;
import org.xml.sax.SAXParseException;

/**
 * Reads a {@link GraphTopology} from GraphML ({@code .graphml}, {@code .xml}) or DOT ({@code .dot},
 * {@code .gv}) with JGraphT's importers. A node is a host when its attribute {@code type} is
 * {@code host} and a switch when it is {@code switch} or absent; a link may have {@code bandwidth}
 * (a bandwidth or per-byte cost, {@code "100Gb/s"}) and {@code latency} (a duration, {@code "50ns"});
 * other attributes are ignored. Links are undirected. Every problem is an {@link IllegalArgumentException}
 * whose message starts with the file's name (and line and column for syntax errors) and says what
 * was expected and found.
 */
public final class GraphFiles {
    private static final Pattern DOT_ERROR = Pattern.compile("line (\\d+):(\\d+) (.*)", Pattern.DOTALL);
    static final String TYPE = "type";
    static final String BANDWIDTH = "bandwidth";
    static final String LATENCY = "latency";

    private GraphFiles() {
    }

    /** The graph in {@code bytes} (UTF-8), whose format {@code source}'s extension gives. */
    public static GraphTopology parse(byte[] bytes, String source) {
        String lower = source.toLowerCase(Locale.ROOT);
        if (lower.endsWith(".dot") || lower.endsWith(".gv")) {
            return read(new DOTEventDrivenImporter(true, true), Pair::getFirst, Pair::getSecond, bytes, source);
        }
        if (lower.endsWith(".graphml") || lower.endsWith(".xml")) {
            return read(new GraphMLEventDrivenImporter(), t -> t.getFirst(), t -> t.getSecond(), bytes, source);
        }
        throw new IllegalArgumentException("expected a graph file named *.graphml, *.xml, *.dot or *.gv, found \"" + source + "\"");
    }

    /** What the importer reports, collected in file order: nodes with their attributes, links with theirs. */
    private static final class Collected<E> {
        final Map<String, Map<String, String>> nodes = new LinkedHashMap<>();
        final Map<E, Map<String, String>> links = new IdentityHashMap<>();
        final List<E> linkOrder = new ArrayList<>();
    }

    private static <E, I extends BaseEventDrivenImporter<String, E> & EventDrivenImporter<String, E>> GraphTopology read(
            I importer, Function<E, String> from, Function<E, String> to, byte[] bytes, String source) {
        Collected<E> seen = new Collected<>();
        importer.addVertexConsumer(v -> seen.nodes.putIfAbsent(v, new LinkedHashMap<>()));
        importer.addVertexAttributeConsumer((p, a) -> seen.nodes.computeIfAbsent(p.getFirst(), v -> new LinkedHashMap<>())
                .put(p.getSecond(), a.getValue()));
        importer.addEdgeConsumer(e -> {
            seen.links.put(e, new LinkedHashMap<>());
            seen.linkOrder.add(e);
        });
        importer.addEdgeAttributeConsumer((p, a) -> seen.links.get(p.getFirst()).put(p.getSecond(), a.getValue()));
        try {
            importer.importInput(new InputStreamReader(new ByteArrayInputStream(bytes), StandardCharsets.UTF_8));
        } catch (ImportException e) {
            throw new IllegalArgumentException(syntaxError(e, source));
        }
        return build(seen, from, to, source);
    }

    /** "file:line:column: expected a well-formed graph, found ..." from the DOT parser's or the XML parser's report. */
    private static String syntaxError(ImportException e, String source) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SAXParseException sax) {
                return source + ":" + sax.getLineNumber() + ":" + sax.getColumnNumber()
                        + ": expected well-formed GraphML, found: " + sax.getMessage();
            }
            Matcher m = DOT_ERROR.matcher(String.valueOf(t.getMessage()));
            if (m.matches()) {
                return source + ":" + m.group(1) + ":" + (Integer.parseInt(m.group(2)) + 1) + ": expected DOT syntax, found "
                        + m.group(3).replaceFirst(" expecting .*", "").replaceFirst("^(mismatched|extraneous) input ", "");
            }
        }
        return source + ": expected a readable graph, found: " + e.getMessage();
    }

    private static <E> GraphTopology build(Collected<E> seen, Function<E, String> from, Function<E, String> to, String source) {
        List<String> names = new ArrayList<>();
        for (boolean hosts : new boolean[] {true, false}) {
            seen.nodes.forEach((name, attributes) -> {
                if (isHost(name, attributes, source) == hosts) {
                    names.add(name);
                }
            });
        }
        int hostCount = (int) seen.nodes.entrySet().stream().filter(n -> isHost(n.getKey(), n.getValue(), source)).count();
        Map<String, Integer> id = new LinkedHashMap<>();
        for (int v = 0; v < names.size(); v++) {
            id.put(names.get(v), v);
        }
        List<GraphTopology.Link> links = new ArrayList<>();
        for (E e : seen.linkOrder) {
            String u = from.apply(e);
            String v = to.apply(e);
            String where = source + ": link \"" + u + "\" -- \"" + v + "\": ";
            if (!id.containsKey(u) || !id.containsKey(v)) {
                throw new IllegalArgumentException(where + "expected ends that are declared nodes, found no node \""
                        + (id.containsKey(u) ? v : u) + "\"");
            }
            Map<String, String> attributes = seen.links.get(e);
            links.add(new GraphTopology.Link(id.get(u), id.get(v), cost(attributes.get(BANDWIDTH), where),
                    latency(attributes.get(LATENCY), where)));
        }
        try {
            return new GraphTopology(names, hostCount, links);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(source + ": expected " + e.getMessage());
        }
    }

    private static boolean isHost(String name, Map<String, String> attributes, String source) {
        String type = attributes.get(TYPE);
        if (type == null || type.equals("switch")) {
            return false;
        }
        if (type.equals("host")) {
            return true;
        }
        throw new IllegalArgumentException(source + ": node \"" + name + "\": type: expected \"host\" or \"switch\", found \"" + type + "\"");
    }

    private static Optional<PerByte> cost(String text, String where) {
        if (text == null) {
            return Optional.empty();
        }
        PerByte cost = attribute(() -> Units.parsePerByte(text), where + BANDWIDTH);
        if (cost.isZero()) {
            throw new IllegalArgumentException(where + BANDWIDTH + ": expected a finite bandwidth (more than 0ps/B), found \"" + text + "\"");
        }
        return Optional.of(cost);
    }

    private static Optional<Long> latency(String text, String where) {
        return text == null ? Optional.empty() : Optional.of(attribute(() -> Units.parseDurationPs(text), where + LATENCY));
    }

    /** A value parsed by {@link Units}, whose messages already say "expected ..., found ...". */
    private static <T> T attribute(Supplier<T> parse, String where) {
        try {
            return parse.get();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(where + ": " + e.getMessage());
        }
    }
}
