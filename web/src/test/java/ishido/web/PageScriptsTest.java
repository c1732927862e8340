package ishido.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The page's JavaScript lives in the site's scripts (src/main/webapp), where the linter reads it: each
 * {@code @JSBody} of the web module is one call, {@code ishido.PART.FUNCTION(its parameters)}, into a function a
 * script of the site defines, so a body can neither hide logic from the linter nor call what no script offers
 * (which only the browser would notice, at that call).
 */
class PageScriptsTest {
    private static final Path JAVA = Path.of("src/main/java/ishido/web");
    private static final Path SITE = Path.of("src/main/webapp");
    /** An annotation as the sources write it: optional parameters (one name or a list), then one literal. */
    private static final Pattern BODY = Pattern.compile(
            "@JSBody\\((?:params = (?:\"(\\w+)\"|\\{([^}]*)\\}),\\s*)?script = \"([^\"]*)\"\\)");
    private static final Pattern CALL = Pattern.compile("(?:return )?ishido\\.(\\w+)\\.(\\w+)\\(([^()]*)\\);");
    /** Where a script offers a part: {@code ishido.PART = {}} (window.ishido, or a worker's self.ishido). */
    private static final Pattern PART = Pattern.compile("\\bishido\\.(\\w+) = \\{$", Pattern.MULTILINE);

    @Test
    void everyBodyIsOneCallWithItsParameters() throws IOException {
        List<Call> calls = calls();
        assertFalse(calls.isEmpty(), "no @JSBody found under " + JAVA);
        for (Call call : calls) {
            Matcher m = CALL.matcher(call.script);
            assertTrue(m.matches(), call.where + ": the body is not one call into a site script's function: " + call.script);
            List<String> arguments = m.group(3).isBlank() ? List.of() : Arrays.asList(m.group(3).split(",\\s*"));
            assertEquals(call.params, arguments, call.where + ": the call passes other arguments than its parameters");
        }
    }

    @Test
    void everyFunctionCalledIsOffered() throws IOException {
        Map<String, String> parts = parts();
        for (Call call : calls()) {
            Matcher m = CALL.matcher(call.script);
            if (!m.matches()) {
                continue;
            }
            String script = parts.get(m.group(1));
            if (script == null) {
                fail(call.where + ": no script of the site offers ishido." + m.group(1) + " (it offers " + parts.keySet() + ")");
            }
            assertTrue(Pattern.compile("\\b" + m.group(2) + ": function\\b").matcher(script).find(),
                    call.where + ": ishido." + m.group(1) + " has no function " + m.group(2));
        }
    }

    @Test
    void anAnnotationWrittenOtherwiseIsSeen() throws IOException {
        // The annotations the pattern reads are all there are: a script split over lines would slip past it.
        long written;
        try (Stream<Path> files = Files.list(JAVA)) {
            written = files.mapToLong(f -> count(read(f), "@JSBody(")).sum();
        }
        assertEquals(written, calls().size(), "a @JSBody is written in a form this test does not read");
    }

    private record Call(String where, List<String> params, String script) {
    }

    private static List<Call> calls() throws IOException {
        List<Call> calls = new ArrayList<>();
        try (Stream<Path> files = Files.list(JAVA).sorted()) {
            for (Path file : (Iterable<Path>) files::iterator) {
                Matcher m = BODY.matcher(read(file));
                while (m.find()) {
                    List<String> params = m.group(1) != null ? List.of(m.group(1))
                            : m.group(2) != null ? Arrays.stream(m.group(2).split(","))
                                    .map(p -> p.strip().replace("\"", "")).toList()
                            : List.of();
                    calls.add(new Call(file.getFileName().toString(), params, m.group(3)));
                }
            }
        }
        return calls;
    }

    /** Each part a script of the site offers, with the text of the script that offers it. */
    private static Map<String, String> parts() throws IOException {
        Map<String, String> parts = new TreeMap<>();
        try (Stream<Path> files = Files.list(SITE)) {
            for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".js"))::iterator) {
                String text = read(file);
                Matcher m = PART.matcher(text);
                while (m.find()) {
                    parts.put(m.group(1), text);
                }
            }
        }
        return parts;
    }

    private static long count(String text, String what) {
        long n = 0;
        for (int i = text.indexOf(what); i >= 0; i = text.indexOf(what, i + 1)) {
            n++;
        }
        return n;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
