package ishido;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaCall.Predicates.target;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.name;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.nameMatching;
import static com.tngtech.archunit.core.domain.properties.HasOwner.Predicates.With.owner;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.Architectures;
import ishido.ai.Searcher;
import ishido.assets.ClasspathAssets;
import ishido.persist.KeyValues;
import ishido.persist.Storage;
import ishido.persist.UserData;
import ishido.platform.Platform;
import ishido.theme.Catalog;
import ishido.work.Scheduler;
import ishido.work.Schedulers;
import ishido.work.SlicedScheduler;
import ishido.work.ThreadScheduler;
import ishido.iff.IlbmReader;
import ishido.persist.AtomicFiles;
import ishido.persist.DamagedFiles;
import ishido.persist.FileStorage;
import ishido.persist.LockedFiles;
import ishido.persist.UserFiles;
import ishido.png.PngReader;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.RandomAccessFile;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.concurrent.locks.ReentrantLock;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The house of STYLE.md, enforced on the game's main classes: LibGDX only in {@code ishido.app}; the
 * layers from the pictures and files at the bottom, through the models and the stores, to the machine,
 * the Intuition toolkit, the screens and the app on top, each using only those below it; and no cycle
 * between any two packages. The models are every package that is none of the named layers, so a new
 * model package is checked from the day it arrives.
 */
class ArchitectureTest {
    /** Pictures at the bottom: indexed images, their codecs above them, and the framebuffer. */
    private static final Set<String> PICTURES = Set.of("image", "iff", "png", "gfx");
    /** Files at the bottom: atomic, locked, the user folder. */
    private static final Set<String> FILES = Set.of("persist");
    /** The game's stores above the files: settings, high scores, saved games. */
    private static final Set<String> STORES = Set.of("store");
    /** The bundled assets' one port at the very bottom: anything may read a font or a picture through it. */
    private static final Set<String> ASSETS = Set.of("assets");
    /** The view side, from the emulated machine up. */
    private static final Set<String> VIEW = Set.of("machine", "ui", "screens", "app");

    private static JavaClasses main;
    private static String[] models;

    @BeforeAll
    static void importMainClasses() {
        main = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
                .importPackages("ishido");
        models = modelPackages(main).stream().map(p -> "ishido." + p + "..").toArray(String[]::new);
    }

    /** Every top-level package under ishido that is not one of the named layers. */
    static Set<String> modelPackages(JavaClasses classes) {
        Set<String> found = new TreeSet<>();
        for (JavaClass c : classes) {
            String name = c.getPackageName();
            if (name.startsWith("ishido.")) {
                found.add(name.substring("ishido.".length()).split("\\.")[0]);
            }
        }
        found.removeAll(ASSETS);
        found.removeAll(PICTURES);
        found.removeAll(FILES);
        found.removeAll(STORES);
        found.removeAll(VIEW);
        return found;
    }

    private static String[] packages(Set<String> names) {
        return names.stream().map(p -> "ishido." + p + "..").toArray(String[]::new);
    }

    @Test
    void theModelsAreFoundNotListed() {
        Set<String> found = modelPackages(main);
        assertTrue(found.containsAll(Set.of("rules", "match", "ai", "oracle", "editor")), "models: " + found);
        assertTrue(found.stream().noneMatch(VIEW::contains), "models: " + found);
    }

    @Test
    void onlyTheAppPackageUsesLibGdx() {
        noClasses().that().resideOutsideOfPackage("ishido.app..")
                .should().dependOnClassesThat().resideInAPackage("com.badlogic..")
                .check(main);
    }

    /**
     * The layers from the bottom, each with the layers that may use it (null: any): the one table both checks
     * below read, the classes' and the sources'.
     */
    private static Map<String, List<String>> layers() {
        Map<String, List<String>> usedBy = new LinkedHashMap<>();
        usedBy.put("Assets", null);
        usedBy.put("Pictures", null);
        // The file requester lists folders through the storage port, as it listed them through java.nio before.
        usedBy.put("Files", List.of("Models", "Stores", "Ui", "Screens", "App"));
        usedBy.put("Models", List.of("Models", "Stores", "Machine", "Screens", "App"));
        usedBy.put("Stores", List.of("Machine", "Screens", "App"));
        usedBy.put("Machine", List.of("Ui", "Screens", "App"));
        usedBy.put("Ui", List.of("Screens", "App"));
        usedBy.put("Screens", List.of("App"));
        usedBy.put("App", List.of());
        return usedBy;
    }

    /** The top-level packages under ishido of a layer. */
    private static Set<String> packagesOf(String layer) {
        return switch (layer) {
            case "Assets" -> ASSETS;
            case "Pictures" -> PICTURES;
            case "Files" -> FILES;
            case "Models" -> modelPackages(main);
            case "Stores" -> STORES;
            default -> Set.of(layer.toLowerCase(java.util.Locale.ROOT));
        };
    }

    /** The layer a top-level package under ishido belongs to. */
    private static String layerOf(String topPackage) {
        for (String layer : layers().keySet()) {
            if (packagesOf(layer).contains(topPackage)) {
                return layer;
            }
        }
        throw new AssertionError("ishido." + topPackage + " is in no layer");
    }

    @Test
    void eachLayerUsesOnlyTheLayersBelowIt() {
        Architectures.LayeredArchitecture house = layeredArchitecture().consideringOnlyDependenciesInLayers();
        for (String layer : layers().keySet()) {
            house = house.layer(layer).definedBy(packages(packagesOf(layer)));
        }
        for (Map.Entry<String, List<String>> e : layers().entrySet()) {
            if (e.getValue() != null) {
                house = e.getValue().isEmpty() ? house.whereLayer(e.getKey()).mayNotBeAccessedByAnyLayer()
                        : house.whereLayer(e.getKey()).mayOnlyBeAccessedByLayers(e.getValue().toArray(String[]::new));
            }
        }
        house.check(main);
    }

    /** An import of the game's own classes, static or not: the package after ishido. */
    private static final Pattern IMPORT = Pattern.compile("^import\\s+(?:static\\s+)?ishido\\.([a-z]+)\\.", Pattern.MULTILINE);
    /** A class of the game named in full in the code (ishido.store.SavedGames.EXTENSION). */
    private static final Pattern NAMED = Pattern.compile("(?<![\\w.])ishido\\.([a-z]+)\\.[\\w.]*[A-Z]");

    @Test
    void noSourceUsesALayerItMayNotEvenForAConstant() throws java.io.IOException {
        // The class files hold a constant of another class inlined (a static final String), so ArchUnit never sees
        // the class it came from: the sources' import lines, and classes named in full, are read for the same rule.
        java.nio.file.Path root = java.nio.file.Path.of("src/main/java/ishido").toAbsolutePath();
        assertTrue(java.nio.file.Files.isDirectory(root), root.toString());
        Map<String, List<String>> usedBy = layers();
        List<String> broken = new ArrayList<>();
        try (java.util.stream.Stream<java.nio.file.Path> files = java.nio.file.Files.walk(root)) {
            for (java.nio.file.Path f : (Iterable<java.nio.file.Path>) files.filter(f -> f.toString().endsWith(".java"))::iterator) {
                String from = layerOf(root.relativize(f).getName(0).toString());
                String source = java.nio.file.Files.readString(f);
                // Comments and strings name no class.
                String code = source.replaceAll("\"(\\\\.|[^\"\\\\\\n])*\"", "\"\"")
                        .replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\\n]*", "");
                String body = code.replaceAll("(?m)^(import|package)\\s[^\\n]*", "");
                for (Matcher m : List.of(IMPORT.matcher(code), NAMED.matcher(body))) {
                    while (m.find()) {
                        String to = layerOf(m.group(1));
                        List<String> allowed = usedBy.get(to);
                        if (!to.equals(from) && allowed != null && !allowed.contains(from)) {
                            broken.add(root.relativize(f) + " (" + from + ") uses ishido." + m.group(1) + " (" + to + ")");
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), broken);
    }

    @Test
    void theBottomPackagesStandAlone() {
        // Indexed images and the files are at the very bottom: nothing else of the game below them.
        for (String bottom : List.of("ishido.assets..", "ishido.image..", "ishido.persist..")) {
            noClasses().that().resideInAPackage(bottom)
                    .should().dependOnClassesThat(resideInAPackage("ishido..").and(not(resideInAPackage(bottom))))
                    .check(main);
        }
    }

    @Test
    void theRulesAndTheComputerPlayerKnowOnlyTheRules() {
        // A chess engine's core compiles without any GUI: the rules and the searcher depend on nothing else.
        noClasses().that().resideInAnyPackage("ishido.rules..", "ishido.ai..", "ishido.match..")
                .should().dependOnClassesThat().resideInAnyPackage(packages(
                        Set.of("persist", "store", "machine", "ui", "screens", "app", "gfx", "audio", "theme")))
                .check(main);
    }

    @Test
    void onlyTheAppReadsTheWallClock() {
        // Dates read inside the game make tests depend on the day: the launcher passes one Clock in.
        noClasses().that().resideOutsideOfPackage("ishido.app..")
                .should().callMethod(LocalDateTime.class, "now")
                .orShould().callMethod(LocalDate.class, "now")
                .orShould().callMethod(Instant.class, "now")
                .orShould().callMethod(ZonedDateTime.class, "now")
                .orShould().callMethod(Clock.class, "systemDefaultZone")
                .orShould().callMethod(Clock.class, "systemUTC")
                .orShould().callMethod(System.class, "currentTimeMillis")
                .check(main);
    }

    @Test
    void theGameDrawsFromItsOwnRandomGenerator() {
        // A browser's class library has no SplittableRandom, and a runtime's could change: the game's numbers
        // come from rules.SplitMix64, which draws exactly as SplittableRandom did, on every platform.
        noClasses().should().dependOnClassesThat().haveFullyQualifiedName("java.util.SplittableRandom")
                .orShould().dependOnClassesThat().resideInAPackage("java.util.random..")
                .check(main);
    }

    @Test
    void onlyTheDesktopsAtomicFilesUseThreadLocalRandom() {
        // The browser's class library throws when ThreadLocalRandom is first used (ending the game froze the
        // page while the history named its record); only the desktop's file writer, which the page never runs,
        // may use it.
        noClasses().that().doNotHaveFullyQualifiedName(AtomicFiles.class.getName())
                .should().dependOnClassesThat().haveFullyQualifiedName("java.util.concurrent.ThreadLocalRandom")
                .check(main);
    }

    @Test
    void theScreensAndTheAppLeaveTheEnvironmentToTheLauncher() {
        // The browser has no environment and no String.lines: only the desktop's launcher and commands find
        // the data folder from the environment (UserData.folder; Catalog's loaders without a folder take the storage's).
        noClasses().that().doNotHaveFullyQualifiedName(UserData.class.getName())
                .should().callMethod(System.class, "getenv")
                .orShould().callMethod(System.class, "getenv", String.class)
                .check(main);
        noClasses().that().resideInAnyPackage("ishido.screens..", "ishido.ui..", "ishido.machine..", "ishido.app..")
                .should().callMethod(UserData.class, "folder")
                .orShould().callMethod(Catalog.class, "stoneset", Storage.class, String.class)
                .orShould().callMethod(Catalog.class, "board", Storage.class, String.class)
                .check(main);
        noClasses().should().callMethod(String.class, "lines")
                .check(main);
    }

    @Test
    void onlyTheAssetsPortReadsTheClasspath() {
        // A browser has no classpath: every bundled asset is read through ishido.assets.Assets, whose source
        // the program around the game chooses; the classpath is only the desktop's default source.
        noClasses().that().doNotHaveFullyQualifiedName(ClasspathAssets.class.getName())
                .should().callMethod(Class.class, "getResource", String.class)
                .orShould().callMethod(Class.class, "getResourceAsStream", String.class)
                .orShould().callMethod(ClassLoader.class, "getResource", String.class)
                .orShould().callMethod(ClassLoader.class, "getResourceAsStream", String.class)
                .orShould().callMethod(ClassLoader.class, "getSystemResource", String.class)
                .orShould().callMethod(ClassLoader.class, "getSystemResourceAsStream", String.class)
                .check(main);
    }

    @Test
    void backgroundWorkGoesThroughTheSchedulerPort() {
        // A browser has no threads to spare and no executors: background work is ishido.work's Work, run by
        // a Scheduler; only its thread scheduler, the searcher's extra threads and the LibGDX app start threads.
        noClasses().that().resideOutsideOfPackage("ishido.app..")
                .and().doNotHaveFullyQualifiedName(ThreadScheduler.class.getName())
                .and().doNotHaveFullyQualifiedName(Searcher.class.getName())
                .should().callConstructorWhere(target(owner(assignableTo(Thread.class))))
                .check(main);
        noClasses().that().resideOutsideOfPackage("ishido.app..")
                .should().dependOnClassesThat().haveNameMatching("java\\.util\\.concurrent\\..*(Executor|Future)\\w*")
                .check(main);
    }

    @Test
    void nothingTheBrowserReachesBlocks() {
        // TeaVM compiles every method that can reach a blocking call into a coroutine, up to the page's frame
        // callback, and its WebAssembly GC build then fails at the first frame (a null fiber, issue 27): only
        // the desktop's thread scheduler, its locked files and the LibGDX app may wait for a thread or a lock.
        noClasses().that().resideOutsideOfPackage("ishido.app..")
                .and().haveNameNotMatching(ThreadScheduler.class.getName().replace(".", "\\.") + "(\\$.*)?")
                .should().callMethodWhere(target(owner(assignableTo(Thread.class))).and(target(nameMatching("join|sleep|yield"))))
                .orShould().callMethodWhere(target(name("wait")))
                .check(main);
        noClasses().that().resideOutsideOfPackage("ishido.app..")
                .and().doNotHaveFullyQualifiedName(LockedFiles.class.getName())
                .should().dependOnClassesThat().resideInAPackage("java.util.concurrent.locks..")
                .check(main);
    }

    @Test
    void onlyTheDesktopsStorageTouchesTheFileSystem() {
        // The browser has no file system: the game reaches user data through persist.Storage, and only the
        // desktop's storage (and the picture readers' conveniences for tests and commands) opens files,
        // locks them or asks the system; the web build's class library has none of these.
        noClasses().that().doNotBelongToAnyOf(FileStorage.class, AtomicFiles.class, LockedFiles.class,
                        DamagedFiles.class, UserFiles.class, UserData.class, IlbmReader.class, PngReader.class)
                .should().dependOnClassesThat().belongToAnyOf(Files.class, FileChannel.class, FileLock.class,
                        ReentrantLock.class, ProcessHandle.class, FileSystems.class, File.class,
                        RandomAccessFile.class, FileInputStream.class, FileOutputStream.class)
                .orShould().callMethod(System.class, "getenv")
                .orShould().callMethod(System.class, "getenv", String.class)
                .check(main);
    }

    @Test
    void theStorageAndTheSchedulersAreHandedDownNotKeptInStaticFields() {
        // What the program around the game chose (ishido.platform.Platform) comes through constructors: a static
        // field holding a storage or a scheduler would be a process-wide setting again, shared by every test.
        List<Class<?>> chosen = List.of(Platform.class, Storage.class, KeyValues.class, Schedulers.class,
                Scheduler.class, SlicedScheduler.class);
        List<String> found = new ArrayList<>();
        for (JavaClass c : main) {
            for (JavaField f : c.getFields()) {
                if (f.getModifiers().contains(JavaModifier.STATIC)
                        && chosen.stream().anyMatch(t -> f.getRawType().isAssignableTo(t))) {
                    found.add(f.getFullName());
                }
            }
        }
        assertEquals(List.of(), found);
    }

    @Test
    void noPackageCycles() {
        slices().matching("ishido.(**)").should().beFreeOfCycles().check(main);
    }

    /** The play screen's files that may hold the session's match writable: the session and its commands. */
    private static final Set<String> MATCH_HOLDERS = Set.of("PlaySession.java", "MatchCommands.java");
    /** A writable handle on a match: a supplier of it, or a field keeping it. */
    private static final java.util.regex.Pattern WRITABLE_MATCH =
            java.util.regex.Pattern.compile("Supplier<\\s*(ishido\\.match\\.)?Match\\s*>|private\\s+(final\\s+)?(ishido\\.match\\.)?Match\\s+\\w+\\s*[;=]");

    @Test
    void thePlayScreensPartsReadTheMatchAndChangeItThroughTheSessionsCommands() throws java.io.IOException {
        java.nio.file.Path play = java.nio.file.Path.of("src/main/java/ishido/screens/play").toAbsolutePath();
        assertTrue(java.nio.file.Files.isDirectory(play), play.toString());
        java.util.List<String> holders = new java.util.ArrayList<>();
        try (java.util.stream.Stream<java.nio.file.Path> files = java.nio.file.Files.list(play)) {
            for (java.nio.file.Path f : (Iterable<java.nio.file.Path>) files.filter(f -> f.toString().endsWith(".java"))::iterator) {
                String name = f.getFileName().toString();
                java.util.regex.Matcher m = WRITABLE_MATCH.matcher(java.nio.file.Files.readString(f));
                if (!MATCH_HOLDERS.contains(name) && m.find()) {
                    holders.add(name + ": " + m.group());
                }
            }
        }
        assertEquals(java.util.List.of(), holders, "a part gets a Supplier<MatchView> and changes the match through MatchCommands");
    }

    @Test
    void onlyTheSessionAndItsCommandsChangeTheMatchAtThePlayScreen() {
        // The parts and the screen's public face read a MatchView; a call on Match itself (a cast back included) is
        // the session's or its commands'.
        noClasses().that().resideInAPackage("ishido.screens.play..")
                .and().doNotHaveFullyQualifiedName("ishido.screens.play.PlaySession")
                .and().doNotHaveFullyQualifiedName("ishido.screens.play.MatchCommands")
                .should().callMethodWhere(target(owner(assignableTo(ishido.match.Match.class))))
                .check(main);
    }

    @Test
    void onlyTheTickGuardTicksAndDrawsTheMachineOutsideTheScripts() {
        // The tick loops (desktop and page) go through TickGuard, so a screen that throws reaches the player as a
        // requester; only the scripts of the tests and the screenshot runner drive the machine bare, where a
        // failure must fail the run.
        noClasses().that().doNotHaveFullyQualifiedName(ishido.machine.TickGuard.class.getName())
                .and().doNotHaveFullyQualifiedName(ishido.machine.Machine.class.getName())
                .and().doNotHaveFullyQualifiedName(ishido.machine.Script.class.getName())
                .should().callMethod(ishido.machine.Machine.class, "tick")
                .orShould().callMethod(ishido.machine.Machine.class, "render")
                .check(main);
    }
}
