package ishido.persist;

import java.lang.reflect.Proxy;
import java.nio.file.Path;

/**
 * Names as TeaVM 0.15's class library makes them in the browser ({@code TDefaultPath}, checked on its
 * bytecode): a plain string that toAbsolutePath and normalize leave alone, so "/" and "Browser" joined
 * stay "//Browser"; and equals answers false for the very same object (it compares strings only
 * between two different ones). Enough of a Path for the storage and the file requester.
 */
public final class TeaVmPaths {
    private TeaVmPaths() {
    }

    public static Path name(String name) {
        return (Path) Proxy.newProxyInstance(Path.class.getClassLoader(), new Class<?>[] {Path.class},
                (proxy, method, args) -> switch (method.getName()) {
                    case "toAbsolutePath", "normalize" -> proxy;
                    case "toString" -> name;
                    case "getFileName" -> name(name.substring(name.lastIndexOf('/') + 1));
                    case "getParent" -> name.lastIndexOf('/') > 0 ? name(name.substring(0, name.lastIndexOf('/')))
                            : name.length() > 1 ? name("/") : null;
                    case "resolve" -> name(name + (name.endsWith("/") ? "" : "/") + args[0]);
                    case "isAbsolute" -> name.startsWith("/");
                    case "hashCode" -> name.hashCode();
                    case "equals" -> args[0] != proxy && args[0] instanceof Path && args[0].toString().equals(name);
                    default -> throw new UnsupportedOperationException(method.getName());
                });
    }
}
