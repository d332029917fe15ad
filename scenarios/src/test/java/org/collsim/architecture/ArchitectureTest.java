package org.collsim.architecture;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The module and package graph docs/ARCHITECTURE.md draws, checked on the compiled main
 * classes: sim-engine &lt;- topologies &lt;- mpi-model &lt;- scenarios -&gt; reports, the engine
 * knows nothing of MPI, reports nothing of the simulator, and no two packages depend on each
 * other (cycles through sub-packages included).
 */
class ArchitectureTest {
    private static final String ENGINE = "org.collsim.engine..";
    private static final String TOPO = "org.collsim.topo..";
    private static final String MPI = "org.collsim.mpi..";
    private static final String SCENARIO = "org.collsim.scenario..";
    private static final String CLI = "org.collsim.cli..";
    private static final String REPORT = "org.collsim.report..";
    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
            .importPackages("org.collsim");

    @Test
    void theMainClassesOfEveryModuleAreImported() {
        for (String pkg : new String[] {"org.collsim.engine", "org.collsim.topo", "org.collsim.mpi.comm",
                "org.collsim.scenario", "org.collsim.cli", "org.collsim.report"}) {
            if (!MAIN.containPackage(pkg)) {
                throw new AssertionError("no classes of " + pkg + " imported: the rules below would check nothing");
            }
        }
    }

    @Test
    void theEngineKnowsNothingOfMpiTopologiesScenariosOrReports() {
        noClasses().that().resideInAPackage(ENGINE)
                .should().dependOnClassesThat().resideInAnyPackage(TOPO, MPI, SCENARIO, CLI, REPORT)
                .check(MAIN);
    }

    @Test
    void topologiesKnowNothingOfMpiScenariosOrReports() {
        noClasses().that().resideInAPackage(TOPO)
                .should().dependOnClassesThat().resideInAnyPackage(MPI, SCENARIO, CLI, REPORT)
                .check(MAIN);
    }

    @Test
    void theMpiModelKnowsNothingOfMachineGraphsScenariosOrReports() {
        noClasses().that().resideInAPackage(MPI)
                .should().dependOnClassesThat().resideInAnyPackage(TOPO, SCENARIO, CLI, REPORT)
                .check(MAIN);
    }

    @Test
    void reportsKnowRecordsOnlyNeverTheSimulator() {
        noClasses().that().resideInAPackage(REPORT)
                .should().dependOnClassesThat().resideInAnyPackage(ENGINE, TOPO, MPI, SCENARIO, CLI)
                .check(MAIN);
    }

    @Test
    void scenariosNeverReachBackIntoTheCli() {
        noClasses().that().resideInAPackage(SCENARIO)
                .should().dependOnClassesThat().resideInAPackage(CLI)
                .check(MAIN);
    }

    /**
     * No package cycles. One known cycle is excluded, exactly that package pair, so that the
     * lead can delete the exclusion once it is gone: org.collsim.scenario &lt;-&gt; org.collsim.scenario.program
     * (ScenarioParser, TopologyParser and ProgramPoint use the program's parser and ProgramSpec,
     * while StatementParser reads durations through scenario's UnitValues and ParamKind).
     */
    @Test
    void noPackageCycles() {
        slices().matching("org.collsim.(**)")
                .should().beFreeOfCycles()
                .ignoreDependency(resideInAPackage("org.collsim.scenario.program"), resideInAPackage("org.collsim.scenario"))
                .check(MAIN);
    }
}
