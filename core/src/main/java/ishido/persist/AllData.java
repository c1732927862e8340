package ishido.persist;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.zip.CRC32;

/**
 * Export All and Import All (issue 38): every file of the player's data folder (settings, high scores, the
 * history, saves, stonesets, boards, auguries, the game under way) in one text file, so a player can move to
 * another browser or machine and keep a backup. The file:
 *
 * <pre>
 * Ishido data 1
 * Exported: 1764180000000
 * File: history/2026-11-26-1a2b.ishido 712 1764170000000 9f3c01aa
 * BASE64 OF THE CONTENT, ONE LINE
 * ...
 * End: 3 files 5e1f00c2
 * </pre>
 *
 * <p>Each file's line gives its name under the data folder ({@code /} between folders), its size, when it was
 * last changed (milliseconds, {@code -} where the storage does not say) and the CRC-32 of its bytes; the end
 * line counts the files and gives the CRC-32 of every line before it, so a file cut short or changed on the way
 * is known before anything is written. Hidden files (locks, half-written temporaries) and exports are left
 * out, and in the page the Downloads folder, whose files are not kept.
 *
 * <p>An import reads and checks the whole file first; a damaged or foreign file changes nothing. Files the data
 * folder lacks or holds alike are written (each atomically, by {@link Storage#write}); a file here that differs
 * from the export's and was changed after it (or whose time the storage does not keep, as the browser's)
 * is <em>newer</em>: it is replaced only when the player said so. Files here the export lacks stay.
 */
public final class AllData {
    /** The file's usual extension. */
    public static final String EXTENSION = "ishido-data";
    /** The first line's words; the format number follows. */
    static final String MAGIC = "Ishido data ";
    static final int FORMAT = 1;
    /** The folder of the page's downloads, which is never kept. */
    private static final String DOWNLOADS = KeyValueStorage.DOWNLOADS;

    private AllData() {
    }

    /** One file of the data: its name under the data folder, its bytes, when it last changed (-1: unknown). */
    public record Entry(String name, byte[] content, long modified) {
    }

    /** A file of all the data, read and checked. */
    public record Export(Instant exported, List<Entry> entries) {
    }

    /** A file that is not a whole export of ours: what is wrong, in a few words. */
    public static final class DamagedException extends IOException {
        public DamagedException(String message) {
            super(message);
        }
    }

    /** What an import would do: the names it adds or finds alike, those here that are newer than the export's. */
    public record Plan(List<Entry> write, List<Entry> newer, int alike) {
        /** The names of the files here that are newer than the export's. */
        public List<String> newerNames() {
            return newer.stream().map(Entry::name).toList();
        }
    }

    /** What an import did. */
    public record Result(int written, int kept, int alike) {
    }

    /** Every file of the player's data in the storage's data folder, by name. */
    public static List<Entry> collect(Storage storage, Path dataFolder) throws IOException {
        List<Entry> entries = new ArrayList<>();
        collect(storage, dataFolder, "", entries);
        entries.sort((a, b) -> a.name().compareTo(b.name()));
        return entries;
    }

    private static void collect(Storage storage, Path folder, String prefix, List<Entry> into) throws IOException {
        for (Path p : storage.list(folder)) {
            String name = p.getFileName().toString();
            // Hidden files are locks and half-written copies; an export kept here is not exported again.
            if (name.startsWith(".") || name.endsWith("." + EXTENSION) || prefix.isEmpty() && name.equals(DOWNLOADS)) {
                continue;
            }
            Storage.Type type = storage.type(p);
            if (type == Storage.Type.FOLDER) {
                collect(storage, p, prefix + name + "/", into);
            } else if (type == Storage.Type.FILE) {
                into.add(new Entry(prefix + name, storage.read(p, UserFiles.Kind.ALL_DATA), storage.modified(p)));
            }
        }
    }

    /** The export of the storage's data folder, stamped with the time. */
    public static byte[] export(Storage storage, Path dataFolder, Instant now) throws IOException {
        return format(new Export(now, collect(storage, dataFolder)));
    }

    /** The file's text for an export. */
    public static byte[] format(Export export) {
        StringBuilder s = new StringBuilder();
        s.append(MAGIC).append(FORMAT).append('\n');
        s.append("Exported: ").append(export.exported().toEpochMilli()).append('\n');
        Base64.Encoder base64 = Base64.getEncoder();
        for (Entry e : export.entries()) {
            s.append("File: ").append(e.name()).append(' ').append(e.content().length).append(' ')
                    .append(e.modified() < 0 ? "-" : Long.toString(e.modified())).append(' ')
                    .append(crc(e.content())).append('\n');
            s.append(base64.encodeToString(e.content())).append('\n');
        }
        String body = crc(s.toString().getBytes(StandardCharsets.UTF_8));
        s.append("End: ").append(export.entries().size()).append(" files ").append(body).append('\n');
        return s.toString().getBytes(StandardCharsets.UTF_8);
    }

    /**
     * Reads and checks a whole export.
     *
     * @throws DamagedException naming what is wrong, when the bytes are not a whole export of this format
     */
    public static Export parse(byte[] bytes) throws DamagedException {
        String text = new String(bytes, StandardCharsets.UTF_8);
        if (!text.startsWith(MAGIC)) {
            throw new DamagedException("not an export of Ishido's data");
        }
        List<String> lines = List.of(text.split("\n", -1));
        String format = lines.get(0).substring(MAGIC.length()).strip();
        if (!format.matches("[0-9]{1,9}")) {
            throw new DamagedException("not an export of Ishido's data");
        }
        if (Integer.parseInt(format) > FORMAT) {
            throw new DamagedException("made by a newer version of Ishido (format " + format + ")");
        }
        if (lines.size() < 3 || !lines.get(1).startsWith("Exported: ")) {
            throw new DamagedException("damaged (no export time)");
        }
        String time = lines.get(1).substring("Exported: ".length()).strip();
        if (!time.matches("[0-9]{1,19}")) {
            throw new DamagedException("damaged (a bad export time)");
        }
        Instant exported = Instant.ofEpochMilli(Long.parseLong(time));
        List<Entry> entries = new ArrayList<>();
        Set<String> names = new LinkedHashSet<>();
        int offset = lines.get(0).length() + 1 + lines.get(1).length() + 1;
        int i = 2;
        Base64.Decoder base64 = Base64.getDecoder();
        while (i < lines.size() && lines.get(i).startsWith("File: ")) {
            // The name may hold spaces: the three numbers are the last three words.
            String[] f = lines.get(i).substring("File: ".length()).split(" (?=[^ ]+ [^ ]+ [^ ]+$)| (?=[^ ]+ [^ ]+$)| (?=[^ ]+$)");
            if (f.length != 4 || i + 1 >= lines.size()) {
                throw new DamagedException("damaged at line " + (i + 1));
            }
            String name = f[0];
            checkName(name, i + 1);
            byte[] content;
            try {
                content = base64.decode(lines.get(i + 1));
            } catch (IllegalArgumentException e) {
                throw new DamagedException("damaged at line " + (i + 2) + " (" + name + ")");
            }
            if (!f[1].equals(Integer.toString(content.length)) || !f[3].equals(crc(content))
                    || !f[2].matches("-|[0-9]{1,19}")) {
                throw new DamagedException("damaged: " + name + " is not as it was exported");
            }
            if (!names.add(name)) {
                throw new DamagedException("damaged: " + name + " is in it twice");
            }
            entries.add(new Entry(name, content, f[2].equals("-") ? -1 : Long.parseLong(f[2])));
            offset += lines.get(i).length() + 1 + lines.get(i + 1).length() + 1;
            i += 2;
        }
        if (i >= lines.size() || !lines.get(i).startsWith("End: ")) {
            throw new DamagedException("cut short after " + entries.size() + (entries.size() == 1 ? " file" : " files"));
        }
        String end = "End: " + entries.size() + " files " + crc(text.substring(0, offset).getBytes(StandardCharsets.UTF_8));
        if (!lines.get(i).equals(end) || !String.join("\n", lines.subList(i + 1, lines.size())).isBlank()) {
            throw new DamagedException("damaged (its end does not match what it holds)");
        }
        return new Export(exported, Collections.unmodifiableList(entries));
    }

    /** A name under the data folder: plain names between single slashes, none of them hidden, {@code .} or {@code ..}. */
    private static void checkName(String name, int line) throws DamagedException {
        for (String part : name.split("/", -1)) {
            if (part.isEmpty() || part.startsWith(".") || part.contains("\\") || part.contains(":")) {
                throw new DamagedException("damaged at line " + line + " (a file name outside the data folder)");
            }
        }
    }

    /** What importing the export into the storage's data folder would do; nothing is changed. */
    public static Plan plan(Storage storage, Path dataFolder, Export export) throws IOException {
        List<Entry> write = new ArrayList<>();
        List<Entry> newer = new ArrayList<>();
        int alike = 0;
        for (Entry e : export.entries()) {
            Path here = resolve(dataFolder, e.name());
            Storage.Type type = storage.type(here);
            if (type == Storage.Type.MISSING) {
                write.add(e);
                continue;
            }
            if (type != Storage.Type.FILE) {
                throw new FileSystemException(here.toString(), null, UserFiles.FOLDER);
            }
            byte[] mine = storage.read(here, UserFiles.Kind.ALL_DATA);
            if (java.util.Arrays.equals(mine, e.content())) {
                alike++;
            } else {
                long changed = storage.modified(here);
                boolean newerHere = changed < 0 || e.modified() < 0 || changed > e.modified();
                (newerHere ? newer : write).add(e);
            }
        }
        return new Plan(write, newer, alike);
    }

    /**
     * Imports as planned: the files to write, and the newer ones here replaced only when {@code replaceNewer}.
     * Each file is written atomically; a write that fails stops the import with the files before it written.
     */
    public static Result apply(Storage storage, Path dataFolder, Plan plan, boolean replaceNewer) throws IOException {
        List<Entry> all = new ArrayList<>(plan.write());
        if (replaceNewer) {
            all.addAll(plan.newer());
        }
        for (Entry e : all) {
            Path file = resolve(dataFolder, e.name());
            storage.createFolders(file.toAbsolutePath().getParent());
            storage.write(file, e.content());
        }
        return new Result(all.size(), replaceNewer ? 0 : plan.newer().size(), plan.alike());
    }

    /** What an import did, in a line: "Imported 12 files (3 alike were left); 1 newer file here kept." */
    public static String describe(Result r) {
        StringBuilder s = new StringBuilder("Imported ").append(files(r.written()));
        if (r.alike() > 0) {
            s.append(" (").append(r.alike()).append(" already here)");
        }
        if (r.kept() > 0) {
            s.append("; kept ").append(r.kept()).append(" newer here");
        }
        return s.append('.').toString();
    }

    /** "1 file", "12 files". */
    public static String files(int n) {
        return n + (n == 1 ? " file" : " files");
    }

    private static Path resolve(Path folder, String name) {
        Path p = folder;
        for (String part : name.split("/")) {
            p = p.resolve(part);
        }
        return p;
    }

    private static String crc(byte[] bytes) {
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, bytes.length);
        String hex = Long.toHexString(crc.getValue());
        return "0".repeat(8 - hex.length()) + hex;
    }
}
