package org.rochade.pgn.plugin;

import org.rochade.games.api.pgn.GameReport;

/** Game numbers of reports made apart per chunk, moved to their place in the whole input. */
final class Renumbering {
    private Renumbering() {
    }

    /** The report with its game number moved up by the games read before its chunk. */
    static GameReport report(GameReport r, long gamesBefore) {
        return new GameReport(r.game() + gamesBefore, r.line(), r.variant(), r.sp(), r.spBlack(), r.status(), r.plies(),
                r.finalFen(), r.findings(), r.result(), r.castlings(), r.tags());
    }
}
