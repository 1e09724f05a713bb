#include "explanation_panel.h"

#include <QLabel>

#include "reason_text.h"

namespace hasami::gui {

namespace {

QString moveName(Move m) {
    return m.isPass() ? ExplanationPanel::tr("pass") : QString::fromStdString(m.name());
}

QString score(int discs) {
    return discs > 0   ? QString("+%1").arg(discs)
           : discs < 0 ? QString("−%1").arg(-discs)
                       : QString("0");
}

// "1. e6  2. d3 …", numbered from `first` as the ghost discs are.
QString numbered(const std::vector<Move>& line, int first) {
    QStringList moves;
    for (std::size_t i = 0; i < line.size(); ++i)
        moves << QString("%1. %2").arg(first + int(i)).arg(moveName(line[i]));
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
    QString text =
        tr("<b>%1</b> %2, best <b>%3</b> %4 (%5)")
            .arg(moveName(m.played), score(m.playedScore), moveName(m.best), score(m.bestScore),
                 m.exact ? tr("exact") : tr("depth %1").arg(e.depth));
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
