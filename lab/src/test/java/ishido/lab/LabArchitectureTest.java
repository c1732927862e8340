package ishido.lab;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The lab keeps the house's layers (core's ArchitectureTest, for the game's classes): its trainers and its puzzle
 * maker sit in the models they train and make and use what those may use; only its commands touch the command line;
 * and nothing of the lab touches LibGDX, the screens or the window.
 */
class LabArchitectureTest {
    private static JavaClasses lab;

    @BeforeAll
    static void importTheLabsClasses() {
        lab = new ClassFileImporter().importPath(Path.of("target/classes"));
    }

    @Test
    void theTrainersKnowOnlyWhatTheComputerPlayerKnows() {
        noClasses().that().resideInAnyPackage("ishido.ai..", "ishido.puzzle..")
                .should().dependOnClassesThat().resideInAnyPackage("ishido.persist..", "ishido.store..",
                        "ishido.machine..", "ishido.ui..", "ishido.screens..", "ishido.app..", "ishido.gfx..",
                        "ishido.audio..", "ishido.theme..", "ishido.desktop..", "ishido.lab..", "picocli..")
                .check(lab);
    }

    @Test
    void theLabIsNoScreenAndNoWindow() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("com.badlogic..", "org.lwjgl..",
                "ishido.screens..", "ishido.app..", "ishido.machine..", "ishido.ui..")
                .check(lab);
    }
}
