package org.collsim.scenario;

import org.collsim.scenario.json.ParamKind;
import java.util.ArrayList;
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
    public static final List<ModelParam> PARAMS = List.of(
            ModelParam.optional("eager_short_limit", ParamKind.SIZE_BYTES, "16B", "payload carried in the header up to this size"),
            ModelParam.optional("eager_limit", ParamKind.SIZE_BYTES, "16KiB", "eager protocol up to this size, rendezvous above"),
            ModelParam.optional("host_send", ParamKind.DURATION, "200ns", "host CPU time to start a send"),
            ModelParam.optional("host_packet", ParamKind.DURATION, "300ns", "host CPU time per packet handled (host NIC)"),
            ModelParam.optional("nic_packet", ParamKind.DURATION, "500ns", "NIC processor time per packet (offload NIC)"),
            ModelParam.optional("match_per_entry", ParamKind.DURATION, "20ns", "per matching-queue entry traversed"),
            ModelParam.optional("copy", ParamKind.PER_BYTE, "100ps/B", "host copy of eager data from a bounce buffer"),
            ModelParam.optional("queue_lock", ParamKind.DURATION, "30ns", "per operation on separate queues"),
            ModelParam.optional("queue_atomic", ParamKind.DURATION, "10ns", "per insert or delete on the unified queue"),
            ModelParam.optional("page", ParamKind.SIZE_BYTES, "4KiB", "page size for memory registration"),
            ModelParam.optional("pin_per_page", ParamKind.DURATION, "0ps", "registering one page of a rendezvous buffer"),
            ModelParam.optional("registration_cache", ParamKind.SIZE_BYTES, "0B", "registration cache per rank (0: no registration)"),
            ModelParam.optional("pack", ParamKind.PER_BYTE, "200ps/B", "packing a non-contiguous datatype, per byte"),
            ModelParam.optional("pack_per_segment", ParamKind.DURATION, "10ns", "... and per contiguous segment"),
            ModelParam.optional("host_completion", ParamKind.DURATION, "0ps",
                    "host CPU per completion taken: each request of a wait or test (host NIC), one event per array (offload)"),
            ModelParam.optional("nic_completion", ParamKind.DURATION, "0ps", "NIC processor per request of an array it completes (offload NIC)"),
            ModelParam.optional("request_setup", ParamKind.DURATION, "0ps",
                    "host CPU to prepare a request and its matching entry: every isend/irecv; once per send_init/recv_init"),
            ModelParam.optional("datatype_check", ParamKind.DURATION, "0ps", "datatype checks of a non-contiguous send or receive (contiguous ones skip them)"),
            ModelParam.optional("gather_per_segment", ParamKind.DURATION, "0ps", "NIC processor per iov segment gathered or scattered (gather_send)"),
            ModelParam.optional("rma_short_limit", ParamKind.SIZE_BYTES, "8B", "put/get/accumulate up to this size ride in the header; longer ones send a data packet"));

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
        Optional<ParamValues> values = ParamValues.readOptional(c, PARAMS);
        Optional<Boolean> gather = gatherSend(c.field(GATHER_SEND), type);
        if (values.isEmpty() || type.isEmpty() || queue.isEmpty() || gather.isEmpty()) {
            return Optional.empty();
        }
        ParamValues v = values.get();
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
