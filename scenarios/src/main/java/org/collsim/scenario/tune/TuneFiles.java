package org.collsim.scenario.tune;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.select.MpichSelector;
import org.collsim.mpi.select.OmpiSelector;
import org.collsim.mpi.select.SelectionQuery;
import org.collsim.mpi.select.Selector;
import org.collsim.report.AtomicFiles;
import org.collsim.report.ResultRecord;
import org.collsim.scenario.Benchmark;
import org.collsim.scenario.Selection;

/**
 * The files {@code collsim tune} writes from the winners: winners.csv, rules.json (collsim's
 * rules form, which a scenario loads back), mpich-selection.json (MPICH's selection JSON, for
 * MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE) and ompi-rules.conf (Open MPI's classic rules file,
 * for coll_tuned_dynamic_rules_filename). Each library's file holds, per cell, the fastest
 * algorithm that library has (its own name for it); a cell where it has none is left out.
 */
public final class TuneFiles {
    public static final String WINNERS = "winners.csv";
    public static final String RULES = "rules.json";
    public static final String MPICH = "mpich-selection.json";
    public static final String OMPI = "ompi-rules.conf";

    private final Benchmark grid;
    private final Winners winners;

    public TuneFiles(Benchmark grid, Winners winners) {
        this.grid = grid;
        this.winners = winners;
    }

    /** Writes every file into {@code dir}; {@code defaults} are the selectors whose loss winners.csv gives. */
    public void write(Path dir, List<Selector> defaults) throws IOException {
        AtomicFiles.writeString(dir.resolve(WINNERS), winnersCsv(defaults));
        AtomicFiles.writeString(dir.resolve(RULES), RuleFormats.collsim(tables(c -> label -> true, true)));
        AtomicFiles.writeString(dir.resolve(MPICH), RuleFormats.mpich(tables(
                c -> label -> MpichSelector.mpichName(c, label).isPresent(), true)));
        AtomicFiles.writeString(dir.resolve(OMPI), RuleFormats.ompi(tables(
                c -> label -> OmpiSelector.ompiNumber(c, label).isPresent(), false)));
    }

    /** Per collective of the grid, the table of the fastest algorithm {@code allowed} accepts. */
    private List<RuleFormats.Table> tables(java.util.function.Function<Collective, java.util.function.Predicate<String>>
                                                   allowed, boolean mergeRows) {
        List<RuleFormats.Table> out = new ArrayList<>();
        for (Selection s : grid.selections()) {
            Collective c = s.collective();
            List<Long> bytes = c == Collective.BARRIER ? List.of(0L) : grid.sizesBytes();
            BiFunction<Integer, Long, String> choice = (ranks, b) -> winners.best(
                    new Winners.Cell(c, ranks, b), allowed.apply(c)).orElse(null);
            out.add(new RuleFormats.Table(c, RuleTable.of(grid.ranks(), bytes, choice, mergeRows)));
        }
        return out;
    }

    private String winnersCsv(List<Selector> defaults) {
        StringBuilder out = new StringBuilder("collective,ranks,bytes,winner,time_ps,runner_up,runner_up_time_ps,margin_percent");
        defaults.forEach(d -> out.append(',').append(d.name()).append(',').append(d.name()).append("_loss_percent"));
        out.append('\n');
        for (Winners.Cell cell : winners.cells()) {
            List<ResultRecord> ranked = winners.ranked(cell);
            ResultRecord best = ranked.get(0);
            Optional<ResultRecord> second = ranked.size() > 1 ? Optional.of(ranked.get(1)) : Optional.empty();
            out.append(cell.collective().id()).append(',').append(cell.ranks()).append(',').append(cell.bytes())
                    .append(',').append(best.algorithm()).append(',').append(best.timePs()).append(',')
                    .append(second.map(ResultRecord::algorithm).orElse("")).append(',')
                    .append(second.map(r -> Long.toString(r.timePs())).orElse("")).append(',')
                    .append(second.map(r -> Winners.lossPercent(best.timePs(), r.timePs()).toPlainString()).orElse(""));
            for (Selector d : defaults) {
                Optional<String> chosen = choice(d, cell);
                Optional<Long> t = chosen.flatMap(label -> winners.timePs(cell, label));
                out.append(',').append(chosen.orElse("")).append(',')
                        .append(t.map(ps -> Winners.lossPercent(best.timePs(), ps).toPlainString()).orElse(""));
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** What the default selector runs in the cell (its label), for the grid's datatype and a commutative operation. */
    private Optional<String> choice(Selector d, Winners.Cell cell) {
        int element = grid.datatype().sizeBytes();
        return d.select(new SelectionQuery(cell.collective(), cell.ranks(), cell.bytes() / element, element, true))
                .map(s -> s.algorithm().label());
    }
}
