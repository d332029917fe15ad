package org.collsim.scenario.tune;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.comm.NodeLayout;
import org.collsim.mpi.select.MpichSelector;
import org.collsim.mpi.select.OmpiSelector;
import org.collsim.mpi.select.SelectionQuery;
import org.collsim.mpi.select.Selector;
import org.collsim.report.AtomicFiles;
import org.collsim.report.ResultRecord;
import org.collsim.report.ResultsHtml;
import org.collsim.report.TunePage;
import org.collsim.scenario.Benchmark;
import org.collsim.scenario.Selection;

/**
 * The files {@code collsim tune} writes from the winners: winners.csv, rules.json (collsim's
 * rules form, which a scenario loads back), mpich-selection.json (MPICH's selection JSON, for
 * MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE) and ompi-rules.conf (Open MPI's classic rules file,
 * for coll_tuned_dynamic_rules_filename), ompi-rules.json (the same in Open MPI 6's JSON rules
 * format) and tune.html ({@link TunePage}: the winners' and the
 * defaults' heat maps). Each library's file holds, per cell, the fastest
 * algorithm that library has (its own name for it); a cell where it has none is left out.
 */
public final class TuneFiles {
    public static final String WINNERS = "winners.csv";
    public static final String RULES = "rules.json";
    public static final String MPICH = "mpich-selection.json";
    public static final String OMPI = "ompi-rules.conf";
    public static final String OMPI_JSON = "ompi-rules.json";
    public static final String PAGE = "tune.html";

    private final Benchmark grid;
    private final Winners winners;
    private final BigDecimal minGainPercent;
    private final int ranksPerNode;

    /**
     * {@code minGainPercent}: a cell keeps the library's default unless the winner beats it by at
     * least this much; {@code ranksPerNode}: the tuned machine's, for where a default's ranks are.
     */
    public TuneFiles(Benchmark grid, Winners winners, BigDecimal minGainPercent, int ranksPerNode) {
        this.grid = grid;
        this.winners = winners;
        this.minGainPercent = minGainPercent;
        this.ranksPerNode = ranksPerNode;
    }

    /**
     * Writes every file into {@code dir}; {@code mpich} and {@code ompi} are the defaults whose
     * loss winners.csv gives and that --min-gain keeps (collsim's rules keep MPICH's).
     */
    public void write(Path dir, Selector mpich, Selector ompi, ResultsHtml.Header header) throws IOException {
        AtomicFiles.writeString(dir.resolve(WINNERS), winnersCsv(List.of(mpich, ompi)));
        List<TunePage.Loss> losses = new ArrayList<>();
        for (Winners.Cell cell : winners.cells()) {
            losses.add(loss(mpich, cell));
            losses.add(loss(ompi, cell));
        }
        AtomicFiles.writeString(dir.resolve(PAGE), TunePage.render(header, winners.records(), losses));
        AtomicFiles.writeString(dir.resolve(RULES), RuleFormats.collsim(tables(c -> label -> true, mpich, true)));
        AtomicFiles.writeString(dir.resolve(MPICH), RuleFormats.mpich(tables(
                c -> label -> MpichSelector.mpichName(c, label).isPresent(), mpich, true)));
        List<RuleFormats.Table> ompiTables = tables(c -> label -> OmpiSelector.ompiNumber(c, label).isPresent(), ompi, false);
        AtomicFiles.writeString(dir.resolve(OMPI), RuleFormats.ompi(ompiTables));
        AtomicFiles.writeString(dir.resolve(OMPI_JSON), RuleFormats.ompiJson(ompiTables));
    }

    /**
     * Per collective of the grid, the table of the fastest algorithm {@code allowed} accepts, or
     * {@code fallback}'s choice where that is allowed, measured and within the minimum gain.
     */
    private List<RuleFormats.Table> tables(Function<Collective, Predicate<String>> allowed, Selector fallback,
                                           boolean mergeRows) {
        List<RuleFormats.Table> out = new ArrayList<>();
        for (Selection s : grid.selections()) {
            Collective c = s.collective();
            List<Long> bytes = c == Collective.BARRIER ? List.of(0L) : grid.sizesBytes();
            BiFunction<Integer, Long, String> choice = (ranks, b) -> kept(new Winners.Cell(c, ranks, b),
                    allowed.apply(c), fallback);
            out.add(new RuleFormats.Table(c, RuleTable.of(grid.ranks(), bytes, choice, mergeRows)));
        }
        return out;
    }

    private String kept(Winners.Cell cell, Predicate<String> allowed, Selector fallback) {
        String best = winners.best(cell, allowed).orElse(null);
        Optional<String> d = choice(fallback, cell).filter(allowed);
        Optional<Long> defaultPs = d.flatMap(label -> winners.timePs(cell, label));
        if (best == null || defaultPs.isEmpty()) {
            return best;
        }
        long bestPs = winners.timePs(cell, best).orElseThrow();
        return Winners.lossPercent(bestPs, defaultPs.get()).compareTo(minGainPercent) < 0 ? d.get() : best;
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
                TunePage.Loss loss = loss(d, cell);
                out.append(',').append(loss.algorithm().orElse("")).append(',')
                        .append(loss.lossPercent().map(BigDecimal::toPlainString).orElse(""));
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** What default {@code d} runs in the cell and how much slower than the winner that is (when it ran). */
    private TunePage.Loss loss(Selector d, Winners.Cell cell) {
        long bestPs = winners.ranked(cell).get(0).timePs();
        Optional<String> chosen = choice(d, cell);
        Optional<BigDecimal> loss = chosen.flatMap(label -> winners.timePs(cell, label))
                .map(ps -> Winners.lossPercent(bestPs, ps));
        return new TunePage.Loss(d.name(), cell.collective().id(), cell.ranks(), cell.bytes(), chosen, loss);
    }

    /**
     * What the default selector runs in the cell (its label), for the grid's datatype, a commutative
     * operation and the world communicator on the tuned machine's nodes.
     */
    private Optional<String> choice(Selector d, Winners.Cell cell) {
        int element = grid.datatype().sizeBytes();
        return d.select(new SelectionQuery(cell.collective(), cell.ranks(), cell.bytes() / element, element, true,
                        NodeLayout.ofWorld(cell.ranks(), ranksPerNode)))
                .map(s -> s.algorithm().label());
    }
}
