package org.collsim.scenario;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.collsim.mpi.progress.DeviceModel;
import org.collsim.mpi.progress.DeviceModel.NicKind;
import org.collsim.mpi.progress.DeviceModel.QueueKind;
import org.collsim.mpi.progress.PathCosts;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.JsonText;
import org.collsim.engine.registry.Suggest;

/**
 * Parses {@code machine.nic}: the MPI device's protocols and NIC ({@link DeviceModel}). Only
 * {@code type} is required; every cost has a default, listed in {@link #PARAMS} and by
 * {@code collsim list}.
 */
public final class NicParser {
    /** A NIC parameter: JSON key, kind and default. */
    public record NicParam(String key, ParamKind kind, String defaultText, String meaning) {
    }

    public static final List<NicParam> PARAMS = List.of(
            new NicParam("eager_short_limit", ParamKind.SIZE_BYTES, "16B", "payload carried in the header up to this size"),
            new NicParam("eager_limit", ParamKind.SIZE_BYTES, "16KiB", "eager protocol up to this size, rendezvous above"),
            new NicParam("host_send", ParamKind.DURATION, "200ns", "host CPU time to start a send"),
            new NicParam("host_packet", ParamKind.DURATION, "300ns", "host CPU time per packet handled (host NIC)"),
            new NicParam("nic_packet", ParamKind.DURATION, "500ns", "NIC processor time per packet (offload NIC)"),
            new NicParam("match_per_entry", ParamKind.DURATION, "20ns", "per matching-queue entry traversed"),
            new NicParam("copy", ParamKind.PER_BYTE, "100ps/B", "host copy of eager data from a bounce buffer"),
            new NicParam("queue_lock", ParamKind.DURATION, "30ns", "per operation on separate queues"),
            new NicParam("queue_atomic", ParamKind.DURATION, "10ns", "per insert or delete on the unified queue"),
            new NicParam("page", ParamKind.SIZE_BYTES, "4KiB", "page size for memory registration"),
            new NicParam("pin_per_page", ParamKind.DURATION, "0ps", "registering one page of a rendezvous buffer"),
            new NicParam("registration_cache", ParamKind.SIZE_BYTES, "0B", "registration cache per rank (0: no registration)"),
            new NicParam("pack", ParamKind.PER_BYTE, "200ps/B", "packing a non-contiguous datatype, per byte"),
            new NicParam("pack_per_segment", ParamKind.DURATION, "10ns", "... and per contiguous segment"),
            new NicParam("host_completion", ParamKind.DURATION, "0ps",
                    "host CPU per completion taken: each request of a wait or test (host NIC), one event per array (offload)"),
            new NicParam("nic_completion", ParamKind.DURATION, "0ps", "NIC processor per request of an array it completes (offload NIC)"),
            new NicParam("request_setup", ParamKind.DURATION, "0ps",
                    "host CPU to prepare a request and its matching entry: every isend/irecv; once per send_init/recv_init"),
            new NicParam("datatype_check", ParamKind.DURATION, "0ps", "datatype checks of a non-contiguous send or receive (contiguous ones skip them)"),
            new NicParam("gather_per_segment", ParamKind.DURATION, "0ps", "NIC processor per iov segment gathered or scattered (gather_send)"),
            new NicParam("rma_short_limit", ParamKind.SIZE_BYTES, "8B", "put/get/accumulate up to this size ride in the header; longer ones send a data packet"));

    /** The key of the gather-send capability (a boolean, offload NICs only). */
    static final String GATHER_SEND = "gather_send";

    private static final Map<String, NicKind> TYPES = Map.of("host", NicKind.HOST_DRIVEN, "offload", NicKind.OFFLOAD);
    private static final Map<String, QueueKind> QUEUES = Map.of("separate", QueueKind.SEPARATE, "unified", QueueKind.UNIFIED);

    Optional<DeviceModel> parse(Cursor c) {
        List<String> optional = new ArrayList<>(List.of("queue", GATHER_SEND));
        PARAMS.forEach(p -> optional.add(p.key()));
        if (!c.object("a nic object with \"type\" (\"host\" or \"offload\")", List.of("type"), optional)) {
            return Optional.empty();
        }
        Optional<NicKind> type = choice(c.field("type"), TYPES, null);
        Optional<QueueKind> queue = choice(c.field("queue"), QUEUES, QueueKind.SEPARATE);
        Map<String, Object> values = new LinkedHashMap<>();
        boolean ok = true;
        for (NicParam p : PARAMS) {
            Cursor pc = c.field(p.key());
            Optional<Object> value = pc.isPresent() ? UnitValues.value(pc, p.kind()) : Optional.of(p.kind().parse(p.defaultText()));
            ok &= value.isPresent();
            value.ifPresent(x -> values.put(p.key(), x));
        }
        ParamValues v = new ParamValues(values);
        Optional<Boolean> gather = gatherSend(c.field(GATHER_SEND), type);
        if (!ok || type.isEmpty() || queue.isEmpty() || gather.isEmpty()) {
            return Optional.empty();
        }
        PathCosts paths = new PathCosts(v.ps("host_completion"), v.ps("nic_completion"), v.ps("request_setup"),
                v.ps("datatype_check"), gather.get(), v.ps("gather_per_segment"), v.bytes("rma_short_limit"));
        try {
            return Optional.of(new DeviceModel(type.get(), v.bytes("eager_short_limit"), v.bytes("eager_limit"),
                    v.ps("host_send"), v.ps("host_packet"), v.ps("nic_packet"), v.ps("match_per_entry"), v.perByte("copy"),
                    queue.get(), v.ps("queue_lock"), v.ps("queue_atomic"), v.bytes("page"), v.ps("pin_per_page"),
                    v.bytes("registration_cache"), v.perByte("pack"), v.ps("pack_per_segment"), paths));
        } catch (IllegalArgumentException e) {
            c.fail("a consistent nic (" + e.getMessage() + ")", "eager_short_limit " + v.bytes("eager_short_limit")
                    + " B, eager_limit " + v.bytes("eager_limit") + " B, page " + v.bytes("page") + " B");
            return Optional.empty();
        }
    }

    /** {@code gather_send}: true or false (the default); true needs an offload NIC. */
    private static Optional<Boolean> gatherSend(Cursor c, Optional<NicKind> type) {
        if (!c.isPresent()) {
            return Optional.of(false);
        }
        if (!c.node().isBoolean()) {
            c.fail("true or false", JsonText.describe(c.node()));
            return Optional.empty();
        }
        if (c.node().booleanValue() && type.isPresent() && type.get() != NicKind.OFFLOAD) {
            c.fail("false on a host-driven NIC (gather-send needs \"type\": \"offload\")", "true");
            return Optional.empty();
        }
        return Optional.of(c.node().booleanValue());
    }

    private static <T> Optional<T> choice(Cursor c, Map<String, T> options, T absent) {
        if (!c.isPresent() && absent != null) {
            return Optional.of(absent);
        }
        String expected = "one of " + Suggest.quotedList(new java.util.TreeSet<>(options.keySet()));
        Optional<String> s = c.string(expected);
        if (s.isEmpty()) {
            return Optional.empty();
        }
        T value = options.get(s.get());
        if (value == null) {
            c.fail(expected, JsonText.quote(s.get()) + Suggest.didYouMean(s.get(), options.keySet()));
            return Optional.empty();
        }
        return Optional.of(value);
    }
}
