#include "editor_panel.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QGridLayout>
#include <QPushButton>
#include <QRadioButton>

namespace hasami::gui {

EditorPanel::EditorPanel(QWidget* parent)
    : QGroupBox(tr("Set up a position"), parent),
      cell_(new QButtonGroup(this)),
      side_(new QComboBox) {
    auto* layout = new QGridLayout(this);
    int column = 0;
    for (const auto& [label, cell] :
         {std::pair{tr("Black"), Cell::Black}, std::pair{tr("White"), Cell::White},
          std::pair{tr("Empty"), Cell::Empty}}) {
        auto* button = new QRadioButton(label);
        cell_->addButton(button, int(cell));
        layout->addWidget(button, 0, column++);
    }
    cell_->button(int(Cell::Black))->setChecked(true);
    side_->addItems({tr("Black to move"), tr("White to move")});
    layout->addWidget(side_, 1, 0, 1, 3);
    connect(side_, &QComboBox::currentIndexChanged, this, [this](int index) {
        editor_.setSideToMove(index == 0 ? Color::Black : Color::White);
        changed();
    });

    const auto addButton = [&](const QString& text, int row, int col, auto&& action) {
        auto* button = new QPushButton(text);
        layout->addWidget(button, row, col);
        connect(button, &QPushButton::clicked, this, action);
        return button;
    };
    addButton(tr("Clear"), 2, 0, [this] {
        editor_.clear();
        setUnsure(0);
        changed();
    });
    addButton(tr("Start"), 2, 1, [this] {
        editor_.reset();
        setUnsure(0);
        changed();
    });
    addButton(tr("Rotate"), 2, 2, [this] {
        editor_.transform(Symmetry::Rotate90);
        setUnsure(0);
        changed();
    });
    addButton(tr("Mirror"), 3, 0, [this] {
        editor_.transform(Symmetry::FlipHorizontal);
        setUnsure(0);
        changed();
    });
    addButton(tr("Cancel"), 3, 1, [this] { emit cancelled(); });
    QPushButton* play = addButton(tr("Play"), 3, 2, [this] {
        QString reason;
        if (const auto position = editor_.finish(&reason)) {
            emit finished(*position);
        } else {
            emit problem(reason);
        }
    });
    play->setDefault(true);
}

void EditorPanel::start(const Position& position, Bitboard unsure) {
    editor_ = PositionEditor(position);
    setUnsure(unsure);
    side_->setCurrentIndex(position.sideToMove() == Color::Black ? 0 : 1);
    changed();
}

void EditorPanel::squareClicked(Square square) {
    editor_.set(square, static_cast<Cell>(cell_->checkedId()));
    setUnsure(unsure_ & ~square.bit());
    changed();
}

void EditorPanel::setUnsure(Bitboard squares) {
    unsure_ = squares;
    emit unsureChanged(squares);
}

void EditorPanel::changed() {
    emit positionEdited(editor_.position());
}

}  // namespace hasami::gui
