#include "move_list_model.h"

#include <QColor>

#include "reason_text.h"
#include "score_text.h"

namespace hasami::gui {

MoveListModel::MoveListModel(QObject* parent) : QAbstractTableModel(parent) {}

void MoveListModel::setMoves(const QStringList& moves, bool blackFirst) {
    if (moves == moves_ && blackFirst == blackFirst_) return;
    beginResetModel();
    moves_ = moves;
    blackFirst_ = blackFirst;
    endResetModel();
}

void MoveListModel::setJudgements(const std::vector<std::optional<MoveJudgement>>& judged) {
    judged_ = judged;
    if (!moves_.isEmpty()) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int MoveListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(moves_.size());
}

int MoveListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

bool MoveListModel::isMistake(int row) const {
    return row < int(judged_.size()) && judged_[row] &&
           judged_[row]->loss() > GameAnalysis::kMistakeDiscs;
}

QVariant MoveListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= int(moves_.size())) return {};
    const int row = index.row();
    const MoveJudgement* judged =
        row < int(judged_.size()) && judged_[row] ? &*judged_[row] : nullptr;
    const bool black = (row % 2 == 0) == blackFirst_;
    // A mistake's first reason, once the review explained it.
    const QString reason =
        isMistake(row) && judged->reason ? reasonSummary(*judged->reason) : QString();
    // A screen reader reads words, not the discs' symbols: "1, black, f5".
    if (role == Qt::AccessibleTextRole && index.column() == MoveColumn) {
        const QString move =
            (black ? tr("%1, black, %2") : tr("%1, white, %2")).arg(row + 1).arg(moves_[row]);
        return reason.isEmpty() ? move : QString("%1, %2").arg(move, reason);
    }
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
            case MoveColumn: {
                const QString move =
                    QString("%1. %2 %3").arg(row + 1).arg(black ? "●" : "○", moves_[row]);
                return reason.isEmpty() ? move : QString("%1 · %2").arg(move, reason);
            }
            case ScoreColumn:
                return judged ? signedScore(judged->score) : QVariant();
            case BestColumn:
                return judged && judged->loss() > 0
                           ? QString("%1 %2").arg(QString::fromStdString(judged->best.name()),
                                                  signedScore(judged->bestScore))
                           : QVariant();
        }
    }
    if (role == Qt::ForegroundRole && isMistake(row)) return QColor(0xc0, 0x20, 0x20);
    if (role == Qt::ToolTipRole && judged) {
        if (judged->loss() == 0) return tr("The best move.");
        return tr("%n disc(s) worse than %1, the best move.", "", judged->loss())
            .arg(QString::fromStdString(judged->best.name()));
    }
    if (role == Qt::TextAlignmentRole && index.column() != MoveColumn)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant MoveListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal) return {};
    switch (section) {
        case MoveColumn:
            return tr("Move");
        case ScoreColumn:
            return tr("Score");
        case BestColumn:
            return tr("Best");
    }
    return {};
}

}  // namespace hasami::gui
