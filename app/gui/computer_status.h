#pragma once

#include <QFlags>
#include <QMetaType>
#include <QString>

#include "ai/search_result.h"
#include "core/position.h"

namespace hasami::gui {

// What the computer is doing about its move, as the controller knows it; the views put it in
// words (status_text.h).
struct ThinkingStatus {
    enum class Stage {
        Started,    // it began to think; nothing found yet
        Searching,  // Hasami's search reported: `progress`
        FromBook,   // it plays a move of the opening book, without a search
    };
    Stage stage = Stage::Started;
    Color side = Color::Black;  // the side it moves for
    QString engine;             // the external engine that thinks; "" for Hasami's own
    // The search's latest report; its seconds are those since the computer began to think.
    ai::Progress progress;

    static ThinkingStatus started(Color side, const QString& engine = {}) {
        ThinkingStatus s;
        s.side = side;
        s.engine = engine;
        return s;
    }
    static ThinkingStatus searching(Color side, const ai::Progress& progress) {
        ThinkingStatus s;
        s.stage = Stage::Searching;
        s.side = side;
        s.progress = progress;
        return s;
    }
    static ThinkingStatus fromBook(Color side) {
        ThinkingStatus s;
        s.stage = Stage::FromBook;
        s.side = side;
        return s;
    }

    bool operator==(const ThinkingStatus&) const = default;
};

// Why the computer, to move, does not: the controller says which, the views put it in words.
struct WaitingStatus {
    enum class Reason {
        Paused,       // the user paused a game between computers, or a clock
        ForReview,    // a review of the game runs
        LookingBack,  // the user looks back in the game: play from here lets it move
        Held,         // a game just opened or browsed: play from here lets it move
    };
    Reason reason = Reason::Held;
    Color side = Color::Black;

    bool operator==(const WaitingStatus&) const = default;
};

// What holds the computer from playing when it is to move, each until it is lifted; several may
// at once (a game opened while a game between computers is paused).
enum class Hold : unsigned {
    Paused = 1,   // the user paused it (and a timed game's clocks)
    Opened = 2,   // a game was just opened: it waits until the game goes on
    Editing = 4,  // the board is being edited: the engines and the clocks stop
};
Q_DECLARE_FLAGS(Holds, Hold)
Q_DECLARE_OPERATORS_FOR_FLAGS(Holds)

}  // namespace hasami::gui

Q_DECLARE_METATYPE(hasami::gui::ThinkingStatus)
Q_DECLARE_METATYPE(hasami::gui::WaitingStatus)
