package ishido;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The layering of the game's main classes: LibGDX only in {@code ishido.app}, the models free of
 * screens and the Intuition toolkit, and no cycle between any two packages.
 */
class ArchitectureTest {
    /**
     * The packages that hold models and formats, the game without its screens. Packages named here
     * before they exist (a new feature's model) are checked from the day they arrive.
     */
    static final String[] MODELS = {
        "ishido.rules..", "ishido.match..", "ishido.ai..", "ishido.editor..", "ishido.oracle..",
        "ishido.codewheel..", "ishido.opening..", "ishido.scores..", "ishido.image..", "ishido.iff..",
        "ishido.png..", "ishido.persist..", "ishido.theme..", "ishido.gfx..", "ishido.audio..", "ishido.stats.."
    };

    private static JavaClasses main;

    @BeforeAll
    static void importMainClasses() {
        main = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
                .importPackages("ishido");
    }

    @Test
    void onlyTheAppPackageUsesLibGdx() {
        noClasses().that().resideOutsideOfPackage("ishido.app..")
                .should().dependOnClassesThat().resideInAPackage("com.badlogic..")
                .check(main);
    }

    @Test
    void modelsKnowNothingOfScreensOrTheToolkit() {
        noClasses().that().resideInAnyPackage(MODELS)
                .should().dependOnClassesThat().resideInAnyPackage("ishido.screens..", "ishido.ui..")
                .allowEmptyShould(true)
                .check(main);
    }

    @Test
    void noPackageCycles() {
        slices().matching("ishido.(**)").should().beFreeOfCycles().check(main);
    }
}
