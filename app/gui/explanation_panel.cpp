#include "explanation_panel.h"

#include <QLabel>

#include <algorithm>

#include "reason_text.h"
#include "status_text.h"

namespace hasami::gui {

namespace {

QString score(int discs) {
    return discs > 0   ? QString("+%1").arg(discs)
           : discs < 0 ? QString("−%1").arg(-discs)
                       : QString("0");
}

// "1. e6  2. d3 …", numbered from `first` as the ghost discs are.
QString numbered(const std::vector<Move>& line, int first) {
    QStringList moves;
    for (std::size_t i = 0; i < line.size(); ++i)
        moves << QString("%1. %2").arg(first + int(i)).arg(moveText(line[i]));
    return moves.join("  ");
}

}  // namespace

ExplanationPanel::ExplanationPanel(QWidget* parent) : QScrollArea(parent), text_(new QLabel) {
    setObjectName("explanationArea");
    text_->setObjectName("explanation");
    text_->setWordWrap(true);
    text_->setTextFormat(Qt::RichText);
    text_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    text_->setMargin(6);
    setWidget(text_);
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::StyledPanel);
    hide();
}

QString ExplanationPanel::text() const {
    return text_->text();
}

void ExplanationPanel::showText(const QString& text) {
    text_->setText(text);
    show();
}

void ExplanationPanel::showSearching(Square square) {
    showText(tr("Searching why %1…").arg(QString::fromStdString(square.name())));
}

void ExplanationPanel::showExplanation(const ai::Explanation& e) {
    const ai::ComparedMoves& m = e.moves;
    // Each score says how the search that found it was made (the hints' when Why? took theirs).
    const auto found = [&](Move move) {
        const auto it = std::ranges::find(e.scores, move, &ai::MoveEvaluation::move);
        if (it != e.scores.end()) return foundText(*it);
        ai::MoveEvaluation searched;
        searched.depth = e.depth;
        searched.exact = m.exact;
        return foundText(searched);
    };
    const QString played = found(m.played);
    const QString best = found(m.best);
    QString text = played == best ? tr("<b>%1</b> %2, best <b>%3</b> %4 (%5)")
                                        .arg(moveText(m.played), score(m.playedScore),
                                             moveText(m.best), score(m.bestScore), best)
                                  : tr("<b>%1</b> %2 (%3), best <b>%4</b> %5 (%6)")
                                        .arg(moveText(m.played), score(m.playedScore), played,
                                             moveText(m.best), score(m.bestScore), best);
    text += "<br>" + tr("Refutation: %1").arg(numbered(m.refutation, 2));
    text += "<br>" + tr("Best line: %1").arg(numbered(m.bestLine, 2));
    if (m.playedScore >= m.bestScore) {
        text += "<br>" + tr("This is a best move.");
    } else if (e.reasons.empty()) {
        text += "<br>" + tr("No simple reason: the lines show what happens.");
    } else {
        text += "<ul style='margin: 0'>";
        for (const ai::Reason& r : e.reasons)
            text += "<li><b>" + reasonTitle(r.tag).toHtmlEscaped() +
                    "</b>: " + reasonText(r).toHtmlEscaped() + "</li>";
        text += "</ul>";
    }
    text += "<div><small>" + tr("On the board: ← → step, ↑ ↓ the other line, Esc closes.") +
            "</small></div>";
    showText(text);
}

void ExplanationPanel::clearExplanation() {
    text_->clear();
    hide();
}

}  // namespace hasami::gui
