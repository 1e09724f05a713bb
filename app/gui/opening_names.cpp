#include "opening_names.h"

#include <QCoreApplication>

namespace hasami::gui {

namespace {

// core/src/openings.cpp's names again, where lupdate finds them (core is free of Qt);
// tst_translation checks that each of core's names has its translation.
[[maybe_unused]] constexpr const char* kOpeningNames[] = {
    QT_TRANSLATE_NOOP("Openings", "Perpendicular"),
    QT_TRANSLATE_NOOP("Openings", "Diagonal"),
    QT_TRANSLATE_NOOP("Openings", "Parallel"),
    QT_TRANSLATE_NOOP("Openings", "Tiger"),
    QT_TRANSLATE_NOOP("Openings", "Aubrey"),
    QT_TRANSLATE_NOOP("Openings", "Aubrey (Feldborg Continuation)"),
    QT_TRANSLATE_NOOP("Openings", "Brightwell"),
    QT_TRANSLATE_NOOP("Openings", "Leader's Tiger"),
    QT_TRANSLATE_NOOP("Openings", "Stephenson"),
    QT_TRANSLATE_NOOP("Openings", "Kung"),
    QT_TRANSLATE_NOOP("Openings", "No-Kung"),
    QT_TRANSLATE_NOOP("Openings", "No-Kung (Continuation)"),
    QT_TRANSLATE_NOOP("Openings", "Comp'Oth"),
    QT_TRANSLATE_NOOP("Openings", "Lightning Bolt"),
    QT_TRANSLATE_NOOP("Openings", "F.A.T. Draw"),
    QT_TRANSLATE_NOOP("Openings", "Rose-Bill"),
    QT_TRANSLATE_NOOP("Openings", "Central Rose-Bill"),
    QT_TRANSLATE_NOOP("Openings", "Tamenori"),
    QT_TRANSLATE_NOOP("Openings", "Ishii"),
    QT_TRANSLATE_NOOP("Openings", "Mainline Tiger"),
    QT_TRANSLATE_NOOP("Openings", "Bent Ganglion"),
    QT_TRANSLATE_NOOP("Openings", "Cat"),
    QT_TRANSLATE_NOOP("Openings", "Sakaguchi"),
    QT_TRANSLATE_NOOP("Openings", "Berner"),
    QT_TRANSLATE_NOOP("Openings", "Italian"),
    QT_TRANSLATE_NOOP("Openings", "No-Cat"),
    QT_TRANSLATE_NOOP("Openings", "Swallow"),
    QT_TRANSLATE_NOOP("Openings", "No-Cat (Continuation)"),
    QT_TRANSLATE_NOOP("Openings", "Horse"),
    QT_TRANSLATE_NOOP("Openings", "Mimura"),
    QT_TRANSLATE_NOOP("Openings", "Shaman"),
    QT_TRANSLATE_NOOP("Openings", "Inoue"),
    QT_TRANSLATE_NOOP("Openings", "Iago"),
    QT_TRANSLATE_NOOP("Openings", "Bhagat"),
    QT_TRANSLATE_NOOP("Openings", "Ralle"),
    QT_TRANSLATE_NOOP("Openings", "Rose"),
    QT_TRANSLATE_NOOP("Openings", "Greenberg"),
    QT_TRANSLATE_NOOP("Openings", "Flat"),
    QT_TRANSLATE_NOOP("Openings", "Rotating Flat"),
    QT_TRANSLATE_NOOP("Openings", "Murakami Variation"),
    QT_TRANSLATE_NOOP("Openings", "Rotating Flat (Kling Continuation)"),
    QT_TRANSLATE_NOOP("Openings", "Rose-Birth"),
    QT_TRANSLATE_NOOP("Openings", "Rose-Birdie"),
    QT_TRANSLATE_NOOP("Openings", "Rose-Tamenori-Kling"),
    QT_TRANSLATE_NOOP("Openings", "Brightstein"),
    QT_TRANSLATE_NOOP("Openings", "Wing Variation"),
    QT_TRANSLATE_NOOP("Openings", "Semi-Wing Variation"),
    QT_TRANSLATE_NOOP("Openings", "Cow"),
    QT_TRANSLATE_NOOP("Openings", "Chimney"),
    QT_TRANSLATE_NOOP("Openings", "Rose-v-Toth"),
    QT_TRANSLATE_NOOP("Openings", "Tanida"),
    QT_TRANSLATE_NOOP("Openings", "Aircraft"),
    QT_TRANSLATE_NOOP("Openings", "Sailboat"),
    QT_TRANSLATE_NOOP("Openings", "Landau"),
    QT_TRANSLATE_NOOP("Openings", "Maruoka"),
    QT_TRANSLATE_NOOP("Openings", "Bat"),
    QT_TRANSLATE_NOOP("Openings", "Bat (Kling Alternative)"),
    QT_TRANSLATE_NOOP("Openings", "Melnikov"),
    QT_TRANSLATE_NOOP("Openings", "Bat (Piau Continuation 2)"),
    QT_TRANSLATE_NOOP("Openings", "Bat (Kling Continuation)"),
    QT_TRANSLATE_NOOP("Openings", "Buffalo"),
    QT_TRANSLATE_NOOP("Openings", "Hokuriku Buffalo"),
    QT_TRANSLATE_NOOP("Openings", "Tanida Buffalo"),
    QT_TRANSLATE_NOOP("Openings", "Maruoka Buffalo"),
    QT_TRANSLATE_NOOP("Openings", "Heath"),
    QT_TRANSLATE_NOOP("Openings", "Heath-Chimney"),
    QT_TRANSLATE_NOOP("Openings", "Heath-Bat"),
    QT_TRANSLATE_NOOP("Openings", "Iwasaki Variation"),
    QT_TRANSLATE_NOOP("Openings", "Mimura Variation II"),
    QT_TRANSLATE_NOOP("Openings", "Raccoon Dog"),
    QT_TRANSLATE_NOOP("Openings", "Rocket"),
    QT_TRANSLATE_NOOP("Openings", "Lollipop"),
    QT_TRANSLATE_NOOP("Openings", "Hamilton"),
    QT_TRANSLATE_NOOP("Openings", "Snake"),
    QT_TRANSLATE_NOOP("Openings", "Lysons"),
    QT_TRANSLATE_NOOP("Openings", "Pyramid"),
    QT_TRANSLATE_NOOP("Openings", "X-square"),
};

}  // namespace

QString openingName(std::string_view englishName) {
    const QByteArray name(englishName.data(), qsizetype(englishName.size()));
    return QCoreApplication::translate("Openings", name.constData());
}

}  // namespace hasami::gui
