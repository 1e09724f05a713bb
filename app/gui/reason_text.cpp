#include "reason_text.h"

#include <QCoreApplication>  // Q_DECLARE_TR_FUNCTIONS
#include <QStringList>

#include "score_text.h"

namespace hasami::gui {

namespace {

// The translation context of the sentences.
class Reasons {
    Q_DECLARE_TR_FUNCTIONS(Reasons)
};

QString squareNames(const std::vector<Square>& squares) {
    QStringList names;
    for (const Square s : squares)
        names << QString::fromStdString(s.name());
    return names.join(' ');
}

// "5 → 2": after the best move, after the one played.
QString change(const ai::Comparison& c) {
    return QString("%1 → %2").arg(c.best).arg(c.played);
}

}  // namespace

QString reasonText(const ai::Reason& r) {
    switch (r.tag) {
        case ai::ReasonTag::Result:
            return Reasons::tr("the exact result: %1 with the best move, %2 with this one")
                .arg(signedScore(r.mover.best), signedScore(r.mover.played));
        case ai::ReasonTag::Corner:
            return Reasons::tr("gives the opponent the corner(s) %1", "", int(r.squares.size()))
                .arg(squareNames(r.squares));
        case ai::ReasonTag::XSquare:
        case ai::ReasonTag::CSquare:
            return Reasons::tr("plays next to an empty corner (%1)").arg(squareNames(r.squares));
        case ai::ReasonTag::Edge:
            return r.squares.size() == 1
                       ? Reasons::tr("lets the opponent wedge in on the edge at %1")
                             .arg(squareNames(r.squares))
                       : Reasons::tr("leaves an unbalanced edge (%1)").arg(squareNames(r.squares));
        case ai::ReasonTag::Stable:
            return Reasons::tr("stable discs: yours %1, the opponent's %2")
                .arg(change(r.mover), change(r.opponent));
        case ai::ReasonTag::Parity:
            return Reasons::tr(
                       "plays into a region of %1 empties and leaves its last move to the "
                       "opponent; the best move plays into one of %2")
                .arg(r.mover.played)
                .arg(r.mover.best);
        case ai::ReasonTag::Mobility:
            return Reasons::tr("your moves %1, the opponent's %2")
                .arg(change(r.mover), change(r.opponent));
        case ai::ReasonTag::Frontier:
            return Reasons::tr("frontier discs %1").arg(change(r.mover));
    }
    return {};
}

QString reasonTitle(ai::ReasonTag tag) {
    switch (tag) {
        case ai::ReasonTag::Result:
            return Reasons::tr("Result");
        case ai::ReasonTag::Corner:
            return Reasons::tr("Corner");
        case ai::ReasonTag::XSquare:
            return Reasons::tr("X-square");
        case ai::ReasonTag::CSquare:
            return Reasons::tr("C-square");
        case ai::ReasonTag::Edge:
            return Reasons::tr("Edge");
        case ai::ReasonTag::Stable:
            return Reasons::tr("Stable discs");
        case ai::ReasonTag::Parity:
            return Reasons::tr("Parity");
        case ai::ReasonTag::Mobility:
            return Reasons::tr("Mobility");
        case ai::ReasonTag::Frontier:
            return Reasons::tr("Frontier");
    }
    return {};
}

QString reasonSummary(ai::ReasonTag tag) {
    switch (tag) {
        case ai::ReasonTag::Result:
            return Reasons::tr("changed the result");
        case ai::ReasonTag::Corner:
            return Reasons::tr("gave a corner");
        case ai::ReasonTag::XSquare:
            return Reasons::tr("played an X-square");
        case ai::ReasonTag::CSquare:
            return Reasons::tr("played a C-square");
        case ai::ReasonTag::Edge:
            return Reasons::tr("weakened an edge");
        case ai::ReasonTag::Stable:
            return Reasons::tr("gave stable discs");
        case ai::ReasonTag::Parity:
            return Reasons::tr("lost parity");
        case ai::ReasonTag::Mobility:
            return Reasons::tr("lost mobility");
        case ai::ReasonTag::Frontier:
            return Reasons::tr("added frontier discs");
    }
    return {};
}

}  // namespace hasami::gui
