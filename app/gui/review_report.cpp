#include "review_report.h"

#include <QBuffer>
#include <QCoreApplication>  // Q_DECLARE_TR_FUNCTIONS
#include <QFileInfo>
#include <QPainter>
#include <QPdfWriter>
#include <algorithm>
#include <array>
#include <functional>
#include <set>

#include "color_name.h"
#include "diagram.h"
#include "evaluation_graph.h"
#include "reason_text.h"
#include "result_text.h"
#include "score_text.h"
#include "status_text.h"
#include "whole_file.h"

namespace hasami::gui {

namespace {

// The translation context of the report's words.
class Report {
    Q_DECLARE_TR_FUNCTIONS(ReviewReport)
};

// Qt's PDF is drawn in vectors: the resolution only sets the painter's units, here dots of
// 1/300 inch.
constexpr int kResolution = 300;

qreal mm(qreal millimetres) {
    return millimetres * kResolution / 25.4;
}

// A4, with its margins (mm): the body between them, the page number below the body.
constexpr qreal kSideMargin = 20;
constexpr qreal kTopMargin = 18;
constexpr qreal kBottomMargin = 22;
constexpr qreal kFooterBaseline = 12;  // above the bottom edge

const QColor kInk(0x20, 0x20, 0x20);
const QColor kGrey(0x70, 0x70, 0x70);
const QColor kRule(0xb0, 0xb0, 0xb0);
const QColor kStripe(0xf3, 0xf3, 0xf3);
const QColor kMistakeRow(0xfb, 0xe0, 0xdc);
const QColor kMistakeInk(0xb0, 0x26, 0x1c);
const QColor kBetterInk(0x00, 0x78, 0x00);  // as the diagram's ring

QFont fontOf(qreal points, bool bold = false) {
    QFont font;
    font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

using Paint = std::function<void(QPainter&, const QRectF&)>;

// Blocks placed top down, page after page: a block that does not fit below the last goes to
// the top of the next page. Placing comes first, so that each page knows how many there are.
class Flow {
  public:
    explicit Flow(const QRectF& body) : body_(body), y_(body.top()) { pages_.emplace_back(); }

    void add(qreal height, Paint paint) {
        if (y_ + height > body_.bottom() && y_ > body_.top()) newPage();
        pages_.back().push_back(
            {QRectF(body_.left(), y_, body_.width(), height), std::move(paint)});
        y_ += height;
    }
    // Empty space, none at the top of a page.
    void skip(qreal height) {
        if (y_ > body_.top()) y_ = std::min(y_ + height, body_.bottom());
    }
    void newPage() {
        pages_.emplace_back();
        y_ = body_.top();
        if (repeated_) add(repeatedHeight_, repeated_);
    }
    // Put at the top of each new page while set (a table's header); nullptr stops it.
    void repeatOnNewPages(qreal height, Paint paint) {
        repeatedHeight_ = height;
        repeated_ = std::move(paint);
    }
    int pageCount() const { return int(pages_.size()); }
    void paintPage(QPainter& painter, int page) const {
        for (const auto& [rect, paint] : pages_[std::size_t(page)])
            paint(painter, rect);
    }

  private:
    QRectF body_;
    qreal y_;
    std::vector<std::vector<std::pair<QRectF, Paint>>> pages_;
    qreal repeatedHeight_ = 0;
    Paint repeated_;
};

// Text of `font` wrapped to `width`: its height on `device`.
qreal textHeight(QPaintDevice* device, const QFont& font, qreal width, const QString& text) {
    return QFontMetricsF(font, device)
        .boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, text)
        .height();
}

Paint textBlock(const QFont& font, const QString& text, const QColor& colour = kInk) {
    return [=](QPainter& painter, const QRectF& rect) {
        painter.setFont(font);
        painter.setPen(colour);
        painter.drawText(rect, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, text);
    };
}

QString resultOf(const ReviewReport& r) {
    const Position& end = r.record.positionAt(r.record.length());
    if (r.lostOnTime || end.isGameOver()) return resultText(end, r.lostOnTime);
    return Report::tr("not finished (%1–%2 on the board)")
        .arg(end.discCount(Color::Black))
        .arg(end.discCount(Color::White));
}

QString searchText(const ReviewReport& r) {
    if (r.depth == 0) return r.exactFrom ? Report::tr("every move solved exactly") : QString("—");
    const QString depth = Report::tr("depth %1").arg(r.depth);
    if (!r.exactFrom) return depth;
    return Report::tr("%1, exact from move %2").arg(depth).arg(*r.exactFrom);
}

// The judgement of move `ply` (from 0), if the report has one.
std::optional<MoveJudgement> judgementOf(const ReviewReport& r, int ply) {
    return ply < int(r.judgements.size()) ? r.judgements[std::size_t(ply)] : std::nullopt;
}

Color moverAt(const ReviewReport& r, int ply) {
    return r.record.positionAt(ply).sideToMove();
}

QString mistakesText(const ReviewReport& r) {
    if (r.mistakes.empty()) return Report::tr("none");
    int black = 0;
    for (const ReviewReport::Mistake& m : r.mistakes)
        black += moverAt(r, m.ply - 1) == Color::Black;
    return Report::tr("%1 (Black %2, White %3)")
        .arg(r.mistakes.size())
        .arg(black)
        .arg(int(r.mistakes.size()) - black);
}

QString playerName(const QString& name) {
    return name.isEmpty() ? QString("—") : name;
}

// The table of the moves: its columns' widths (mm; the last takes the rest) and alignments.
struct Column {
    qreal width;
    Qt::Alignment align;
};
constexpr std::array kColumns{Column{11, Qt::AlignRight}, Column{18, Qt::AlignLeft},
                              Column{14, Qt::AlignLeft},  Column{14, Qt::AlignRight},
                              Column{22, Qt::AlignLeft},  Column{13, Qt::AlignRight},
                              Column{0, Qt::AlignLeft}};
using Cells = std::array<QString, kColumns.size()>;

void paintRow(QPainter& painter, const QRectF& rect, const Cells& cells, const QFont& font,
              const QColor& ink) {
    painter.setFont(font);
    painter.setPen(ink);
    qreal x = rect.left();
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const qreal width = kColumns[i].width > 0 ? mm(kColumns[i].width) : rect.right() - x;
        const QRectF cell(x + mm(1.2), rect.top(), width - mm(2.4), rect.height());
        painter.drawText(cell, kColumns[i].align | Qt::AlignVCenter, cells[i]);
        x += width;
    }
}

// The report placed on its pages: each part adds its blocks to the flow.
class Layout {
  public:
    Layout(const ReviewReport& report, QPaintDevice* device, const QRectF& body)
        : r_(report), device_(device), width_(body.width()), flow_(body) {
        for (const ReviewReport::Mistake& m : r_.mistakes)
            mistakePlies_.insert(m.ply);
        addHeader();
        addGraph();
        addMoves();
        addMistakes();
    }
    const Flow& flow() const { return flow_; }

  private:
    qreal lineHeight(const QFont& font, qreal spacing = 1.0) const {
        return QFontMetricsF(font, device_).height() * spacing;
    }

    // Text wrapped to the body's width, as one block.
    void addText(const QFont& font, const QString& text, const QColor& colour = kInk) {
        flow_.add(textHeight(device_, font, width_, text), textBlock(font, text, colour));
    }

    void addHeading(const QString& text, const QString& note) {
        const QFont heading = fontOf(13, true);
        flow_.skip(mm(6));
        flow_.add(lineHeight(heading, 1.25), textBlock(heading, text));
        addText(fontOf(8.5), note, kGrey);
        flow_.skip(mm(2));
    }

    // The title, then what is known of the game and its review, as label and value.
    void addHeader() {
        const QFont title = fontOf(20, true);
        flow_.add(lineHeight(title, 1.4), textBlock(title, Report::tr("Game review")));
        QList<std::pair<QString, QString>> rows{
            {colorName(Color::Black), playerName(r_.blackName)},
            {colorName(Color::White), playerName(r_.whiteName)}};
        if (!r_.date.isEmpty()) rows.append({Report::tr("Date"), r_.date});
        rows.append({Report::tr("Result"), resultOf(r_)});
        if (!r_.opening.isEmpty()) rows.append({Report::tr("Opening"), r_.opening});
        rows.append({Report::tr("Review"), searchText(r_)});
        rows.append({Report::tr("Mistakes"), mistakesText(r_)});
        const QFont label = fontOf(10, true);
        const QFont value = fontOf(10);
        for (const auto& [name, text] : rows) {
            flow_.add(lineHeight(value, 1.4), [=](QPainter& painter, const QRectF& rect) {
                textBlock(label, name, kGrey)(painter, rect);
                textBlock(value, text)(painter, rect.adjusted(mm(24), 0, 0, 0));
            });
        }
    }

    void addGraph() {
        addHeading(Report::tr("Evaluation"),
                   Report::tr("The score of each position in discs, from Black's view: above the "
                              "middle line Black is ahead. Red dots mark the mistakes."));
        QList<int> mistakes;
        for (const ReviewReport::Mistake& m : r_.mistakes)
            mistakes << m.ply;
        flow_.add(mm(42), [this, mistakes](QPainter& painter, const QRectF& rect) {
            painter.setFont(fontOf(9));
            paintEvaluationGraph(painter, rect, r_.blackScores, mistakes);
        });
    }

    Cells moveCells(int ply) const {
        const Move move = r_.record.moves()[std::size_t(ply)];
        Cells cells{QString::number(ply + 1), colorName(moverAt(r_, ply)), moveText(move)};
        const std::optional<MoveJudgement> j = judgementOf(r_, ply);
        if (!j) return cells;
        cells[3] = signedScore(j->score);
        if (j->loss() > 0) {
            cells[4] = QString("%1 %2").arg(moveText(j->best), signedScore(j->bestScore));
            cells[5] = QString::number(j->loss());
        }
        if (mistakePlies_.contains(ply + 1)) {
            const auto mistake =
                std::ranges::find(r_.mistakes, ply + 1, &ReviewReport::Mistake::ply);
            const std::optional<ai::ReasonTag> reason =
                mistake->reasons.empty() ? j->reason : mistake->reasons.front().tag;
            cells[6] = reason ? QString("? %1").arg(reasonSummary(*reason)) : QString("?");
        }
        return cells;
    }

    // Every move, a row each: the mistakes shaded and marked "?" with what they did.
    void addMoves() {
        addHeading(Report::tr("Moves"),
                   Report::tr("Scores in discs from the mover's view, by one search of the "
                              "position before the move; Best: the better move and its score; "
                              "Loss: the discs the move lost against it."));
        const QFont font = fontOf(9);
        const QFont bold = fontOf(9, true);
        const qreal row = lineHeight(font, 1.45);
        const Cells titles{Report::tr("No."),    Report::tr("Player"), Report::tr("Move"),
                           Report::tr("Score"),  Report::tr("Best"),   Report::tr("Loss"),
                           Report::tr("Mistake")};
        const Paint header = [=](QPainter& painter, const QRectF& rect) {
            paintRow(painter, rect, titles, bold, kInk);
            painter.setPen(QPen(kRule, mm(0.25)));
            painter.drawLine(rect.bottomLeft(), rect.bottomRight());
        };
        flow_.add(row, header);
        flow_.repeatOnNewPages(row, header);
        for (int ply = 0; ply < r_.record.length(); ++ply) {
            const bool mistake = mistakePlies_.contains(ply + 1);
            flow_.add(row, [=, cells = moveCells(ply)](QPainter& painter, const QRectF& rect) {
                if (mistake || ply % 2 == 1)
                    painter.fillRect(rect, mistake ? kMistakeRow : kStripe);
                paintRow(painter, rect, cells, mistake ? bold : font, mistake ? kMistakeInk : kInk);
            });
        }
        flow_.repeatOnNewPages(0, nullptr);
    }

    // Each mistake: the position before it on a diagram, the move played numbered and the
    // better one ringed, and beside it the scores and the reasons in words.
    void addMistakes() {
        if (r_.mistakes.empty()) return;
        flow_.newPage();
        addHeading(Report::tr("Mistakes"),
                   Report::tr("Each diagram shows the position before the mistake: the move "
                              "played is numbered, the better move ringed in green."));
        const qreal block = mm(78);
        for (std::size_t i = 0; i < r_.mistakes.size(); ++i) {
            if (i > 0 && i % kMistakesPerPage == 0) flow_.newPage();
            const ReviewReport::Mistake& mistake = r_.mistakes[i];
            flow_.add(block, [this, mistake](QPainter& painter, const QRectF& rect) {
                paintMistake(painter, rect, mistake);
            });
        }
    }

    void paintMistake(QPainter& painter, const QRectF& rect,
                      const ReviewReport::Mistake& mistake) const {
        const int ply = mistake.ply - 1;
        const Move played = r_.record.moves()[std::size_t(ply)];
        const QFont title = fontOf(11, true);
        const qreal titleHeight = lineHeight(title, 1.5);
        textBlock(title,
                  Report::tr("Move %1, %2").arg(mistake.ply).arg(colorName(moverAt(r_, ply))))(
            painter, rect);
        Diagram diagram = diagramOf(r_.record, mistake.ply, ply);
        const std::optional<MoveJudgement> j = judgementOf(r_, ply);
        if (j && !j->best.isPass()) diagram.marked = j->best.square();
        const qreal side = rect.height() - titleHeight - mm(6);
        paintDiagram(painter, QRectF(rect.left(), rect.top() + titleHeight, side, side), diagram);

        // Beside the diagram, line under line: the two moves, the loss, the reasons as a list.
        const QFont font = fontOf(10);
        const qreal left = rect.left() + side + mm(6);
        qreal y = rect.top() + titleHeight + mm(1);
        const auto put = [&](const QString& text, const QColor& colour, qreal indent = 0) {
            const QRectF room(left + indent, y, rect.right() - left - indent, rect.bottom() - y);
            painter.setFont(font);
            painter.setPen(colour);
            const int flags = Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop;
            y += painter.boundingRect(room, flags, text).height();
            painter.drawText(room, flags, text);
        };
        if (j) {
            put(Report::tr("Played %1: %2").arg(moveText(played), signedScore(j->score)),
                kMistakeInk);
            put(Report::tr("Better %1: %2").arg(moveText(j->best), signedScore(j->bestScore)),
                kBetterInk);
            put(Report::tr("Lost %1 discs").arg(j->loss()), kInk);
            y += mm(3);
        }
        if (mistake.reasons.empty()) {
            put(Report::tr("No reason in words was found for this move."), kGrey);
            return;
        }
        put(Report::tr("Why:"), kInk);
        for (const ai::Reason& reason : mistake.reasons) {
            const qreal top = y;
            put("•", kInk);
            y = top;
            put(reasonText(reason), kInk, mm(4));
            y += mm(1);
        }
    }

    const ReviewReport& r_;
    QPaintDevice* device_;
    qreal width_;
    Flow flow_;
    std::set<int> mistakePlies_;
};

void paintFooter(QPainter& painter, const QRectF& page, const ReviewReport& r, int number,
                 int count) {
    painter.setFont(fontOf(8));
    painter.setPen(kGrey);
    const qreal baseline = page.bottom() - mm(kFooterBaseline);
    const QRectF line(mm(kSideMargin), baseline - mm(5), page.width() - 2 * mm(kSideMargin), mm(5));
    const QString title = r.blackName.isEmpty() && r.whiteName.isEmpty()
                              ? Report::tr("Game review")
                              : Report::tr("Game review: %1 – %2")
                                    .arg(playerName(r.blackName), playerName(r.whiteName));
    painter.drawText(line, Qt::AlignLeft | Qt::AlignBottom, title);
    painter.drawText(line, Qt::AlignRight | Qt::AlignBottom,
                     Report::tr("Page %1 of %2").arg(number).arg(count));
}

}  // namespace

QByteArray reviewReportPdf(const ReviewReport& given) {
    // A mistake at no move of the game (a ply beyond it, a pass) is left out, not drawn.
    ReviewReport report = given;
    std::erase_if(report.mistakes, [&](const ReviewReport::Mistake& m) {
        return m.ply < 1 || m.ply > report.record.length() ||
               report.record.moves()[std::size_t(m.ply - 1)].isPass();
    });
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setResolution(kResolution);
        writer.setTitle(Report::tr("Game review"));
        writer.setCreator("Hasami");
        QPainter painter(&writer);
        const QRectF page(0, 0, writer.width(), writer.height());
        const QRectF body =
            page.adjusted(mm(kSideMargin), mm(kTopMargin), -mm(kSideMargin), -mm(kBottomMargin));
        const Layout layout(report, &writer, body);
        const Flow& flow = layout.flow();
        for (int i = 0; i < flow.pageCount(); ++i) {
            if (i > 0) writer.newPage();
            flow.paintPage(painter, i);
            paintFooter(painter, page, report, i + 1, flow.pageCount());
        }
    }
    return bytes;
}

QString saveReviewReport(const QString& path, const ReviewReport& report) {
    if (const QString reason = writeWholeFile(path, reviewReportPdf(report)); !reason.isEmpty())
        return Report::tr("Cannot save %1: %2").arg(QFileInfo(path).fileName(), reason);
    return {};
}

}  // namespace hasami::gui
