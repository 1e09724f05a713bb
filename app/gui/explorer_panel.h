#pragma once

#include <QGroupBox>
#include <memory>
#include <optional>

#include "ai/book.h"

#include "core/position.h"
#include "library/games_library.h"
#include "metatypes.h"

class QLabel;
class QTableWidget;

namespace hasami::gui {

// The opening explorer: at the position shown, each move played there in the games library
// (library/games_library.h) with how many games played it, the mover's score in % (a draw
// counts half), the mover's mean disc difference and the opening book's score for the move
// (ai/book.h: the mover's disc difference after it, by the engine's searches; blank where the
// book has no score for it, or without a book). A click on a move asks to play it. Without
// a library, or with one that cannot be read, it says why and the game goes on as before.
class ExplorerPanel : public QGroupBox {
    Q_OBJECT
  public:
    enum Column { MoveColumn, GamesColumn, ScoreColumn, MeanColumn, BookColumn, ColumnCount };

    explicit ExplorerPanel(QWidget* parent = nullptr);

    // Opens the library at `path` read-only ("": none); the same path again changes nothing
    // once it is open, and tries again when it could not be read (a library created since).
    void setLibraryPath(const QString& path);
    // The position whose moves to list. A query takes milliseconds even on all of WTHOR
    // (docs/library.md), so it runs here rather than on a worker thread.
    void showPosition(const Position& position);
    // The book whose scores to show beside the games' (nullptr: none).
    void setBook(std::shared_ptr<const ai::Book> book);

    // What the panel says above its moves: the number of games or why there are none.
    QString status() const;

  signals:
    void movePicked(hasami::Square square);

  private:
    void refresh();
    // The table of moves, or only the status line when there are none to show.
    void showMoves(bool show);

    std::optional<QString> path_;  // nullopt until the settings give one
    std::optional<library::GamesLibrary> library_;
    bool empty_ = true;  // the library holds no game (as far as the last look found)
    std::shared_ptr<const ai::Book> book_;
    Position position_ = Position::start();
    QLabel* status_;
    QTableWidget* moves_;
};

}  // namespace hasami::gui
