package ishido.screens.play;

import ishido.match.DealCode;
import ishido.match.FriendMatch;
import ishido.rules.Deal;
import ishido.rules.Game;
import ishido.rules.GameMode;
import ishido.rules.Scoring;
import ishido.rules.SplitMix64;
import ishido.store.Settings;
import java.util.List;

/**
 * The deals a game begins on at the play screen, once the player has agreed: New Game's next coded shuffle in New
 * Game's mode (or the tournament's next game, whose {@link PlayTournament} is here), a deal a code names (Play
 * Deal, Deal of the Day), a challenge's deal, a First Game with Hints, the same deal started over; and what follows
 * each (the mode's timer, a clean screen, the message).
 */
final class PlayNewGames {
    private final PlayContext c;
    private final MatchCommands match;
    private final PlayHighScores highScores;
    private final PlayFiles files;
    private final PlayOracle oracle;
    private final PlayGameOver gameOver;
    private final PlayTournament tournament;
    /** The shuffles of New Game, challenges and tournaments, from the session's seed. */
    private final SplitMix64 seeds;
    /** The challenge the game under way plays, or null for any other game. */
    private FriendMatch challenge;
    /** What the last game to begin said. */
    private PlayResult.Began lastBegun;

    PlayNewGames(PlayContext c, MatchCommands match, PlayHighScores highScores, PlayFiles files, PlayOracle oracle,
            PlayGameOver gameOver, long seed) {
        this.c = c;
        this.match = match;
        this.highScores = highScores;
        this.files = files;
        this.oracle = oracle;
        this.gameOver = gameOver;
        this.seeds = new SplitMix64(seed);
        this.tournament = new PlayTournament(c, match, highScores, seeds::nextLong, this::begun);
    }

    /** Game &gt; Tournament's part: its setup, its next game, its table. */
    PlayTournament tournament() {
        return tournament;
    }

    /** A new game on the deal given (null: a new coded shuffle), in New Game's mode; a tournament's next game there. */
    PlayResult newGame(Deal deal) {
        highScores.offer();
        c.seats().takeNextComputers();
        GameMode mode = c.seats().nextMode();
        if (mode == GameMode.TOURNAMENT) {
            // The next player is asked their name first, unless the computer plays the game.
            Game before = c.now().game();
            PlayResult asked = c.opened("Tournament Game", tournament::nextGame);
            return c.now().game() != before ? lastBegun : asked;
        }
        if (c.now().tournament() != null) {
            // Another mode was chosen: the tournament is over.
            match.endTournament();
        }
        match.newGame(mode, c.seats().forMode(mode), new Game(deal != null ? deal
                : DealCode.fromBits(seeds.nextLong()).deal(), c.seats().scoringFor(mode)));
        return begun("A new game has begun.");
    }

    /**
     * A challenge's game: Solitaire, the person's (a Computer Player 1 checked is unchecked), on the deal the friend
     * played, or a deal new to the match once both have played the last, with the match's scoring.
     */
    PlayResult challengeGame(FriendMatch challenge) {
        solitaireForThePerson();
        DealCode deal = challenge.nextDeal();
        while (deal == null || challenge.nextDeal() == null && playedIn(challenge, deal)) {
            deal = DealCode.fromBits(seeds.nextLong());
        }
        match.newGame(GameMode.SOLITAIRE, List.of(c.seats().seat(0)), new Game(deal.deal(), challenge.scoring()));
        String name = ChallengeChoice.sender(challenge);
        // The deal's number in the match, from 1: at most 5.
        int number = challenge.dealsPlayed() + 1;
        PlayResult began = begun(challenge.nextDeal() != null ? "Beat " + name + "'s game!"
                : "Deal " + number + " of the match.");
        this.challenge = challenge;
        return began;
    }

    /**
     * A First Game with Hints: Modern Solitaire on a new shuffle, the person's (a Computer Player 1 checked is
     * unchecked, as for a challenge); the mode and scoring chosen in the Game menu stay for the next New Game.
     */
    PlayResult hintedGame() {
        solitaireForThePerson();
        match.newGame(GameMode.SOLITAIRE, List.of(c.seats().seat(0)),
                new Game(DealCode.fromBits(seeds.nextLong()).deal(), Scoring.MODERN));
        match.hint();
        return begun("Framed squares take the stone.");
    }

    /** What a challenge's game and a game with hints clear first: a tournament ends, the person plays. */
    private void solitaireForThePerson() {
        highScores.offer();
        c.seats().takeNextComputers();
        if (c.now().tournament() != null) {
            match.endTournament();
        }
        if (c.settings().get(Settings.COMPUTER_PLAYER_1)) {
            c.settings().set(Settings.COMPUTER_PLAYER_1, false);
        }
    }

    /** Start Game Over: the same deal from the start. */
    PlayResult startOver() {
        match.startOver();
        fresh();
        c.notices().say("The same deal, from the start.");
        return new PlayResult.Began(c.now().mode(), "The same deal, from the start.");
    }

    /** The challenge the game under way plays (the same deal started over still plays it), or null. */
    FriendMatch challenge() {
        return challenge;
    }

    /** A game was loaded: it plays no challenge. */
    void loaded() {
        challenge = null;
    }

    private static boolean playedIn(FriendMatch challenge, DealCode deal) {
        return challenge.games().stream().anyMatch(p -> p.deal().equals(deal));
    }

    /** What follows every new game: the mode's timer, a clean screen, and the message. */
    private PlayResult begun(String message) {
        challenge = null;
        c.seats().gameBegan();
        match.useTimer(c.seats().timerFor(c.now().mode()));
        fresh();
        files.forget();
        c.notices().say(message);
        oracle.gameBegins();
        lastBegun = new PlayResult.Began(c.now().mode(), message);
        return lastBegun;
    }

    /** A fresh game (not loaded) clears Game Over's state and pays for Always Show Moves. */
    private void fresh() {
        gameOver.reset();
        if (c.settings().get(Settings.ALWAYS_SHOW_MOVES)) {
            // Always Show Moves costs every game it is on for.
            match.disqualify();
        }
    }
}
