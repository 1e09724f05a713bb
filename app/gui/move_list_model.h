#pragma once

#include <QAbstractTableModel>
#include <QStringList>
#include <optional>
#include <vector>

#include "game_analysis.h"

namespace hasami::gui {

// The moves of the line shown, one row per ply: the move with its number and colour, its score
// by the search of the position before it, and the best move of that search when the played
// one lost discs. Mistakes are red. Row r is the position after move r + 1.
class MoveListModel : public QAbstractTableModel {
    Q_OBJECT
  public:
    enum Column { MoveColumn, ScoreColumn, BestColumn, ColumnCount };

    explicit MoveListModel(QObject* parent = nullptr);

    // The moves ("f5", "pass"), and whether black made the first one.
    void setMoves(const QStringList& moves, bool blackFirst);
    void setJudgements(const std::vector<std::optional<MoveJudgement>>& judged);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

  private:
    bool isMistake(int row) const;

    QStringList moves_;
    bool blackFirst_ = true;
    std::vector<std::optional<MoveJudgement>> judged_;
};

}  // namespace hasami::gui
