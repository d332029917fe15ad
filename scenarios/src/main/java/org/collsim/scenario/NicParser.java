package org.collsim.scenario;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.collsim.mpi.progress.DeviceModel;
import org.collsim.mpi.progress.DeviceModel.NicKind;
import org.collsim.mpi.progress.DeviceModel.QueueKind;
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
            new NicParam("pack_per_segment", ParamKind.DURATION, "10ns", "... and per contiguous segment"));

    private static final Map<String, NicKind> TYPES = Map.of("host", NicKind.HOST_DRIVEN, "offload", NicKind.OFFLOAD);
    private static final Map<String, QueueKind> QUEUES = Map.of("separate", QueueKind.SEPARATE, "unified", QueueKind.UNIFIED);

    Optional<DeviceModel> parse(Cursor c) {
        List<String> optional = new ArrayList<>(List.of("queue"));
        PARAMS.forEach(p -> optional.add(p.key()));
        if (!c.object("a nic object with \"type\" (\"host\" or \"offload\")", List.of("type"), optional)) {
            return Optional.empty();
        }
        Optional<NicKind> type = choice(c.field("type"), TYPES, null);
        Optional<QueueKind> queue = choice(c.field("queue"), QUEUES, QueueKind.SEPARATE);
        Map<String, Long> v = new LinkedHashMap<>();
        boolean ok = true;
        for (NicParam p : PARAMS) {
            Cursor pc = c.field(p.key());
            OptionalLong value = pc.isPresent() ? UnitValues.read(pc, p.kind()) : OptionalLong.of(defaultOf(p));
            ok &= value.isPresent();
            value.ifPresent(x -> v.put(p.key(), x));
        }
        if (!ok || type.isEmpty() || queue.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(new DeviceModel(type.get(), v.get("eager_short_limit"), v.get("eager_limit"),
                    v.get("host_send"), v.get("host_packet"), v.get("nic_packet"), v.get("match_per_entry"), v.get("copy"),
                    queue.get(), v.get("queue_lock"), v.get("queue_atomic"), v.get("page"), v.get("pin_per_page"),
                    v.get("registration_cache"), v.get("pack"), v.get("pack_per_segment")));
        } catch (IllegalArgumentException e) {
            c.fail("a consistent nic (" + e.getMessage() + ")", "eager_short_limit " + v.get("eager_short_limit")
                    + " B, eager_limit " + v.get("eager_limit") + " B, page " + v.get("page") + " B");
            return Optional.empty();
        }
    }

    static long defaultOf(NicParam p) {
        return switch (p.kind()) {
            case DURATION -> org.collsim.engine.Units.parseDurationPs(p.defaultText());
            case PER_BYTE -> org.collsim.engine.Units.parsePerBytePs(p.defaultText());
            case SIZE_BYTES -> org.collsim.engine.Units.parseSizeBytes(p.defaultText());
        };
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
