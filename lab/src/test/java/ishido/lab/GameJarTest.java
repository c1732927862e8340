package ishido.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The game ships only the game: no class of the lab is in the game's modules (core, desktop, assets, which the page
 * is built from too) nor in the game's jar, and the lab's launcher is a jar of its own.
 */
class GameJarTest {
    private static final Path LAB_CLASSES = Path.of("target/classes");
    private static final Path GAME_JAR = Path.of("../desktop/target/ishido.jar");
    private static final Path GAME_CLASSES = Path.of("../desktop/target/classes");

    /** The lab's class files, as a jar names them (ishido/ai/Trainer.class). */
    private static Set<String> labClasses() throws IOException {
        Set<String> names = new TreeSet<>();
        try (Stream<Path> files = Files.walk(LAB_CLASSES)) {
            files.filter(f -> f.toString().endsWith(".class"))
                    .forEach(f -> names.add(LAB_CLASSES.relativize(f).toString().replace('\\', '/')));
        }
        return names;
    }

    @Test
    void theLabsClassesAreFoundAndIncludeItsTrainersAndCommands() throws IOException {
        Set<String> lab = labClasses();
        for (String c : List.of("ishido/ai/Trainer.class", "ishido/ai/ValueTrainer.class", "ishido/ai/ChoiceFit.class",
                "ishido/ai/Clairvoyant.class", "ishido/ai/Features.class", "ishido/ai/Evaluation.class",
                "ishido/puzzle/PuzzleMaker.class", "ishido/lab/Main.class", "ishido/lab/FitCommand.class",
                "ishido/lab/LearnCommand.class", "ishido/lab/PuzzlesCommand.class", "ishido/lab/CalibrateCommand.class",
                "ishido/lab/BeamCommand.class", "ishido/lab/TrainCommand.class")) {
            assertTrue(lab.contains(c), c + " is not the lab's: " + lab);
        }
    }

    @Test
    void noModuleOfTheGameHoldsALabClass() throws IOException {
        // On this class path are the game's modules as the game's jar and the page are built from them: a class of
        // the lab's is found once, in the lab's own folder, or the game holds it too.
        List<String> twice = new ArrayList<>();
        for (String c : labClasses()) {
            List<URL> found = Collections.list(getClass().getClassLoader().getResources(c));
            if (found.size() != 1) {
                twice.add(c + " " + found);
            }
        }
        assertEquals(List.of(), twice);
    }

    @Test
    void theGamesJarListsNoLabClass() throws IOException {
        // The jar is built by the package phase: where it is older than the game's classes (a test run without a
        // package), the classes stand in for it above, and this says so rather than read a stale jar.
        if (!Files.exists(GAME_JAR) || Files.getLastModifiedTime(GAME_JAR).compareTo(newest(GAME_CLASSES)) < 0) {
            org.junit.jupiter.api.Assumptions.abort("no game's jar built from the game's classes at " + GAME_JAR
                    + " (mvn package builds it)");
        }
        Set<String> lab = labClasses();
        List<String> shipped = new ArrayList<>();
        int classes = 0;
        try (JarFile jar = new JarFile(GAME_JAR.toFile())) {
            for (JarEntry e : Collections.list(jar.entries())) {
                String name = e.getName();
                classes += name.endsWith(".class") ? 1 : 0;
                if (lab.contains(name) || name.startsWith("ishido/lab/")) {
                    shipped.add(name);
                }
            }
        }
        assertTrue(classes > 1000, "the game's jar holds " + classes + " classes");
        assertEquals(List.of(), shipped, "the lab's in the game's jar");
        assertFalse(lab.isEmpty());
    }

    private static FileTime newest(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(f -> f.toString().endsWith(".class")).map(f -> {
                try {
                    return Files.getLastModifiedTime(f);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).max(FileTime::compareTo).orElse(FileTime.fromMillis(0));
        }
    }
}
