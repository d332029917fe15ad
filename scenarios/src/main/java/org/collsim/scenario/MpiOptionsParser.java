package org.collsim.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.collsim.mpi.comm.DispatchRule;
import org.collsim.mpi.comm.HookOrder;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.JsonText;
import org.collsim.engine.registry.Suggest;

/**
 * Parses {@code mpi}: {@code hook_order} ({@link HookOrder}, default {@code "seed"}) and
 * {@code dispatch_rule} ({@link DispatchRule}, default {@code "table_required"}). The JSON
 * spellings are the enum constants in lower case, so a new constant is spelt with no change here.
 */
final class MpiOptionsParser {
    static final String HOOK_ORDER = "hook_order";
    static final String DISPATCH_RULE = "dispatch_rule";

    /** The parsed options. */
    record MpiOptions(HookOrder hookOrder, DispatchRule dispatchRule) {
    }

    private MpiOptionsParser() {
    }

    static Optional<MpiOptions> parse(Cursor c) {
        if (!c.isPresent()) {
            return Optional.of(new MpiOptions(HookOrder.SEED, DispatchRule.TABLE_REQUIRED));
        }
        if (!c.object("an mpi object with \"hook_order\" and \"dispatch_rule\"", List.of(), List.of(HOOK_ORDER, DISPATCH_RULE))) {
            return Optional.empty();
        }
        Optional<HookOrder> order = constant(c.field(HOOK_ORDER), HookOrder.class, HookOrder.SEED, "a hook order");
        Optional<DispatchRule> rule = constant(c.field(DISPATCH_RULE), DispatchRule.class, DispatchRule.TABLE_REQUIRED,
                "a dispatch rule");
        if (order.isEmpty() || rule.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new MpiOptions(order.get(), rule.get()));
    }

    /** The JSON spelling of an option ("ch3_newest_first"). */
    static String spelling(Enum<?> constant) {
        return constant.name().toLowerCase(Locale.ROOT);
    }

    private static <E extends Enum<E>> Optional<E> constant(Cursor c, Class<E> type, E fallback, String what) {
        if (!c.isPresent()) {
            return Optional.of(fallback);
        }
        List<String> names = new ArrayList<>();
        for (E e : type.getEnumConstants()) {
            names.add(spelling(e));
        }
        String expected = what + ": " + Suggest.quotedList(names);
        Optional<String> name = c.string(expected);
        if (name.isEmpty()) {
            return Optional.empty();
        }
        int index = names.indexOf(name.get());
        if (index < 0) {
            c.fail(expected, JsonText.quote(name.get()) + Suggest.didYouMean(name.get(), names));
            return Optional.empty();
        }
        return Optional.of(type.getEnumConstants()[index]);
    }
}
