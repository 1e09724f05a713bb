#include "settings_page.h"

#include <QSpinBox>

namespace hasami::gui {

QSpinBox* ratingBox(const char* name, int value, const QString& prefix) {
    auto* box = new QSpinBox;
    box->setObjectName(name);
    box->setRange(Settings::kMinHumanRating, Settings::kMaxHumanRating);
    box->setSingleStep(Settings::kHumanRatingStep);
    box->setPrefix(prefix);
    box->setValue(value);
    return box;
}

}  // namespace hasami::gui
