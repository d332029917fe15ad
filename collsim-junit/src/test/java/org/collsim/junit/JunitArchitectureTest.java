package org.collsim.junit;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * collsim-junit's place in docs/ARCHITECTURE.md's graph, checked on the main classes (the other
 * modules' rules live in scenarios' ArchitectureTest, whose class path cannot see this module):
 * it runs scenarios and reads reports, never the CLI, the engine or the MPI model directly, and
 * no main class of collsim depends on it.
 */
class JunitArchitectureTest {
    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
            .importPackages("org.collsim");

    @Test
    void runsScenariosAndReadsReportsOnly() {
        noClasses().that().resideInAPackage("org.collsim.junit..")
                .should().dependOnClassesThat().resideInAnyPackage("org.collsim.cli..", "org.collsim.engine..",
                        "org.collsim.topo..", "org.collsim.mpi..")
                .check(MAIN);
    }

    @Test
    void nothingInCollsimDependsOnIt() {
        classes().that().resideInAPackage("org.collsim.junit..")
                .should().onlyHaveDependentClassesThat().resideInAPackage("org.collsim.junit..")
                .check(MAIN);
    }
}
