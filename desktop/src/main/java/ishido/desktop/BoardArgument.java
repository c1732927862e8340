package ishido.desktop;

import ishido.persist.Storage;
import ishido.theme.BoardImport;
import ishido.theme.BoardPicture;
import ishido.theme.Catalog;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * What {@code --board NAME|FILE} names: a board to play on ({@code board}), or a picture of another kind (HAM, EHB,
 * deep, another size) that the game brings in through its requesters once it runs ({@code picture}).
 */
record BoardArgument(BoardPicture board, Path picture) {
    /** @throws IOException with the board loader's one-line message when the argument is neither */
    static BoardArgument of(Storage storage, String nameOrFile) throws IOException {
        try {
            return new BoardArgument(Catalog.board(storage, nameOrFile), null);
        } catch (IOException notABoard) {
            try {
                Path file = Path.of(nameOrFile);
                if (Files.isRegularFile(file)) {
                    BoardImport.read(storage, file);
                    return new BoardArgument(null, file);
                }
            } catch (InvalidPathException | IOException unreadable) {
                // The board loader's message says best what is wrong with the argument.
            }
            throw notABoard;
        }
    }
}
