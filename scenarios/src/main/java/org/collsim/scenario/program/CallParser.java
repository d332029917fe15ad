package org.collsim.scenario.program;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.CountsSpec;
import org.collsim.mpi.comm.CollEntry;
import org.collsim.mpi.program.Expr;
import org.collsim.mpi.program.Stmt;
import org.collsim.scenario.json.CountsParser;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.JsonText;
import org.collsim.scenario.json.Problem;
import org.collsim.engine.registry.Registry;

/** Parses the call statements: point-to-point (isend, irecv, send, recv, send_init, recv_init) and collectives (blocking and "i" forms). */
final class CallParser {
    private final AlgorithmRegistry registry;

    CallParser(AlgorithmRegistry registry) {
        this.registry = registry;
    }

    /** isend, irecv, send, recv and the persistent send_init, recv_init. */
    Optional<Stmt> pointToPoint(String verb, Cursor c, String path, Scope scope) {
        Stmt.P2pVerb v = Stmt.P2pVerb.valueOf(verb.toUpperCase(Locale.ROOT));
        List<String> required = new ArrayList<>(List.of("peer", "bytes"));
        if (!v.blocking()) {
            required.add("req");
        }
        List<String> optional = List.of("tag", "comm", "datatype", "buffer");
        if (!c.object(verb + " arguments " + quoted(required) + " and optionally " + quoted(optional), required, optional)) {
            return Optional.empty();
        }
        boolean anyPeer = !v.sends() && ProgramValues.isWord(c.field("peer"), "any");
        boolean anyTag = !v.sends() && ProgramValues.isWord(c.field("tag"), "any");
        String peerWhat = v.sends() ? "a destination rank" : "a source rank (or \"any\")";
        Optional<Expr> peer = anyPeer || !c.field("peer").isPresent() ? Optional.empty()
                : ProgramValues.expr(c.field("peer"), scope, peerWhat);
        Optional<Expr> bytes = c.field("bytes").isPresent() ? ProgramValues.bytes(c.field("bytes"), scope) : Optional.empty();
        Optional<Expr> tag = anyTag ? Optional.empty() : c.field("tag").isPresent()
                ? ProgramValues.expr(c.field("tag"), scope, v.sends() ? "a tag" : "a tag (or \"any\")")
                : Optional.of(new Expr.Const(0));
        Optional<String> comm = ProgramValues.comm(c.field("comm"));
        Optional<String> req = v.blocking() ? Optional.of("") : c.field("req").isPresent()
                ? ProgramValues.name(c.field("req"), "a request name") : Optional.empty();
        Optional<Optional<Stmt.Vector>> datatype = c.field("datatype").isPresent()
                ? datatype(c.field("datatype"), scope).map(Optional::of) : Optional.of(Optional.empty());
        Optional<Optional<String>> buffer = c.field("buffer").isPresent()
                ? ProgramValues.name(c.field("buffer"), "a buffer name").map(Optional::of) : Optional.of(Optional.empty());
        if ((peer.isEmpty() && !anyPeer) || bytes.isEmpty() || (tag.isEmpty() && !anyTag) || comm.isEmpty() || req.isEmpty()
                || datatype.isEmpty() || buffer.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Stmt.PointToPoint(path, v, comm.get(), peer.orElse(null), bytes.get(), tag.orElse(null),
                v.blocking() ? null : req.get(), datatype.get().orElse(null), buffer.get().orElse(null)));
    }

    /** {"vector": {"count": EXPR, "blocklength": EXPR, "stride": EXPR}}. */
    private static Optional<Stmt.Vector> datatype(Cursor c, Scope scope) {
        if (!c.object("a datatype {\"vector\": {\"count\", \"blocklength\", \"stride\"}}", List.of("vector"), List.of())) {
            return Optional.empty();
        }
        Cursor v = c.field("vector");
        if (!v.isPresent()) {
            return Optional.empty(); // reported as a missing field
        }
        List<String> fields = List.of("count", "blocklength", "stride");
        if (!v.object("vector arguments " + quoted(fields), fields, List.of())) {
            return Optional.empty();
        }
        Optional<Expr> count = ProgramValues.presentExpr(v.field("count"), scope, "a block count");
        Optional<Expr> blocklength = ProgramValues.presentExpr(v.field("blocklength"), scope, "elements per block");
        Optional<Expr> stride = ProgramValues.presentExpr(v.field("stride"), scope, "elements from block start to block start");
        if (count.isEmpty() || blocklength.isEmpty() || stride.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Stmt.Vector(count.get(), blocklength.get(), stride.get()));
    }

    Optional<Stmt> collective(String verb, Cursor c, String path, Scope scope) {
        CollEntry entry = CollEntry.valueOf(verb.toUpperCase(Locale.ROOT));
        Collective coll = entry.collective();
        if (registry.algorithms(coll).isEmpty()) {
            c.failWith("expected a collective this build implements (" + implemented() + "), found "
                    + JsonText.quote(verb) + " (no " + coll.id() + " algorithm is registered)", Problem.Kind.UNAVAILABLE);
            return Optional.empty();
        }
        List<String> required = new ArrayList<>();
        if (coll != Collective.BARRIER) {
            required.add("bytes");
        }
        if (entry.nonblocking()) {
            required.add("req");
        }
        List<String> optional = new ArrayList<>(List.of("algorithm", "comm"));
        if (coll.rooted()) {
            optional.add("root");
        }
        if (coll.vector()) {
            optional.add("counts");
        }
        if (!c.object(verb + " arguments " + quoted(required) + " and optionally " + quoted(optional), required, optional)) {
            return Optional.empty();
        }
        Optional<Expr> bytes = coll == Collective.BARRIER ? Optional.of(new Expr.Const(0))
                : c.field("bytes").isPresent() ? ProgramValues.bytes(c.field("bytes"), scope) : Optional.empty();
        Optional<Expr> root = c.field("root").isPresent() ? ProgramValues.expr(c.field("root"), scope, "a root rank")
                : Optional.of(new Expr.Const(0));
        Optional<Optional<CollectiveAlgorithm>> algorithm = algorithm(c.field("algorithm"), coll);
        Optional<String> comm = ProgramValues.comm(c.field("comm"));
        Optional<String> req = !entry.nonblocking() ? Optional.of("") : c.field("req").isPresent()
                ? ProgramValues.name(c.field("req"), "a request name") : Optional.empty();
        Optional<CountsSpec> counts = CountsParser.read(c.field("counts"));
        if (counts.isPresent() && counts.get() instanceof CountsSpec.Matrix && !coll.matrix()) {
            c.field("counts").fail("a count matrix only with alltoallv and alltoallw", coll.id());
            counts = Optional.empty();
        }
        if (bytes.isEmpty() || root.isEmpty() || algorithm.isEmpty() || comm.isEmpty() || req.isEmpty() || counts.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Stmt.Collective(path, entry, comm.get(), bytes.get(), coll.rooted() ? root.get() : null,
                algorithm.get().orElse(null), entry.nonblocking() ? req.get() : null, counts.get()));
    }

    /** The named algorithm (empty inside: the default), or empty on error. */
    private Optional<Optional<CollectiveAlgorithm>> algorithm(Cursor c, Collective coll) {
        if (!c.isPresent()) {
            return Optional.of(Optional.empty());
        }
        Registry<CollectiveAlgorithm> algorithms = registry.of(coll);
        Optional<String> name = c.string(algorithms.expected());
        if (name.isEmpty()) {
            return Optional.empty();
        }
        Optional<CollectiveAlgorithm> a = algorithms.find(name.get());
        if (a.isEmpty()) {
            c.fail(algorithms.expected(), algorithms.found(name.get()));
            return Optional.empty();
        }
        return Optional.of(a);
    }

    private String implemented() {
        return String.join(", ", registry.collectives().stream().map(Collective::id).toList()) + " and their \"i\" forms";
    }

    private static List<String> quoted(List<String> names) {
        return names.stream().map(n -> "\"" + n + "\"").toList();
    }
}
