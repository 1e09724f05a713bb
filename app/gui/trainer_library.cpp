#include "trainer_library.h"

namespace hasami::gui {

TrainerLibrary::TrainerLibrary(const QString& path) {
    if (path.isEmpty()) {
        problem_ =
            tr("No games library: choose one in Settings to keep the positions "
               "you miss and to train your own games.");
        return;
    }
    auto opened = library::GamesLibrary::open(
        path.toStdString(), library::GamesLibrary::Access::ReadWrite, kBusyMilliseconds);
    if (opened) {
        library_ = std::move(*opened);
    } else {
        problem_ = tr("The games library cannot be used: %1")
                       .arg(QString::fromStdString(opened.error().message));
    }
}

QString TrainerLibrary::keep(const Position& position, library::Grade grade, std::int64_t now) {
    if (!library_) return {};
    const auto state = library_->recordAnswer(position, grade, now);
    if (state) return {};
    return notKept(state.error());
}

QString TrainerLibrary::notKept(const Error& error) {
    return tr("It could not be kept: %1").arg(QString::fromStdString(error.message));
}

}  // namespace hasami::gui
