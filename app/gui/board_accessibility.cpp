#include "board_accessibility.h"

#include <QAccessibleWidget>
#include <QCoreApplication>
#include <QPointer>

#include <array>

#include "board_view.h"
#include "color_name.h"

namespace hasami::gui {

namespace {

// The translation context of what the board tells a screen reader.
struct BoardAccessibility {
    Q_DECLARE_TR_FUNCTIONS(BoardAccessibility)
};

QString describeBoard(const BoardView& board) {
    const Position& p = board.position();
    QStringList parts;
    parts << (p.isGameOver()
                  ? BoardAccessibility::tr("Game over.")
                  : BoardAccessibility::tr("%1 to move.").arg(colorName(p.sideToMove())));
    if (const auto last = board.lastMove()) {
        parts << BoardAccessibility::tr("Last move: %1.").arg(QString::fromStdString(last->name()));
    }
    parts << BoardAccessibility::tr("Black %1, White %2.")
                 .arg(p.discCount(Color::Black))
                 .arg(p.discCount(Color::White));
    return parts.join(' ');
}

QString describeSquare(const BoardView& board, Square square) {
    const Position& p = board.position();
    if (bb::has(p.black(), square.index())) return BoardAccessibility::tr("black disc");
    if (bb::has(p.white(), square.index())) return BoardAccessibility::tr("white disc");
    if (bb::has(board.highlightedMoves(), square.index()))
        return BoardAccessibility::tr("legal move");
    return BoardAccessibility::tr("empty");
}

// One square: no QObject of its own, so its parent (the board's interface) owns it.
class SquareAccessible : public QAccessibleInterface {
  public:
    SquareAccessible(BoardView* board, Square square) : board_(board), square_(square) {}

    bool isValid() const override { return board_; }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return board_->window()->windowHandle(); }
    QAccessibleInterface* parent() const override {
        return QAccessible::queryAccessibleInterface(board_);
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessible::Role role() const override { return QAccessible::Cell; }
    void setText(QAccessible::Text, const QString&) override {}

    QString text(QAccessible::Text t) const override {
        switch (t) {
            case QAccessible::Name:
                return QString::fromStdString(square_.name());
            case QAccessible::Description:
                return describeSquare(*board_, square_);
            default:
                return {};
        }
    }

    QRect rect() const override {
        const QRect r = board_->squareRect(square_).toRect();
        return {board_->mapToGlobal(r.topLeft()), r.size()};
    }

    QAccessible::State state() const override {
        QAccessible::State s;
        s.focusable = true;
        s.focused = board_->cursor() == square_;
        return s;
    }

    Square square() const { return square_; }

  private:
    QPointer<BoardView> board_;
    Square square_;
};

class BoardAccessible : public QAccessibleWidget {
  public:
    explicit BoardAccessible(BoardView* board) : QAccessibleWidget(board, QAccessible::Table) {}

    ~BoardAccessible() override {
        for (const QAccessible::Id id : squares_) {
            if (id) QAccessible::deleteAccessibleInterface(id);
        }
    }

    int childCount() const override { return 64; }

    QAccessibleInterface* child(int index) const override {
        if (index < 0 || index >= 64) return nullptr;
        QAccessible::Id& id = squares_[std::size_t(index)];
        if (!id) {
            id = QAccessible::registerAccessibleInterface(
                new SquareAccessible(board(), Square::fromIndex(index)));
        }
        return QAccessible::accessibleInterface(id);
    }

    int indexOfChild(const QAccessibleInterface* child) const override {
        const auto* square = dynamic_cast<const SquareAccessible*>(child);
        return square ? square->square().index() : -1;
    }

    QAccessibleInterface* childAt(int x, int y) const override {
        const auto square = board()->squareAt(board()->mapFromGlobal(QPoint(x, y)));
        return square ? child(square->index()) : nullptr;
    }

    QAccessibleInterface* focusChild() const override {
        const auto cursor = board()->cursor();
        return cursor ? child(cursor->index()) : nullptr;
    }

    QString text(QAccessible::Text t) const override {
        switch (t) {
            case QAccessible::Name:
                return BoardAccessibility::tr("Board");
            case QAccessible::Description:
                return describeBoard(*board());
            default:
                return QAccessibleWidget::text(t);
        }
    }

  private:
    BoardView* board() const { return static_cast<BoardView*>(widget()); }

    mutable std::array<QAccessible::Id, 64> squares_{};
};

QAccessibleInterface* boardFactory(const QString&, QObject* object) {
    auto* board = qobject_cast<BoardView*>(object);
    return board ? new BoardAccessible(board) : nullptr;
}

}  // namespace

void installBoardAccessibility() {
    static const bool installed = [] {
        QAccessible::installFactory(boardFactory);
        return true;
    }();
    (void)installed;
}

}  // namespace hasami::gui
