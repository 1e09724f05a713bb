#include "trainer_library.h"

namespace hasami::gui {

TrainerLibrary::TrainerLibrary(const QString& path) {
    if (path.isEmpty()) {
        problem_ =
            tr("No games library: choose one in Settings to keep the positions "
               "you miss and to train your own games.");
        return;
    }
    std::string error;
    library_ = library::GamesLibrary::open(
        path.toStdString(), library::GamesLibrary::Access::ReadWrite, error, kBusyMilliseconds);
    if (!library_) {
        problem_ = tr("The games library cannot be used: %1").arg(QString::fromStdString(error));
    }
}

QString TrainerLibrary::keep(const Position& position, library::Grade grade, std::int64_t now) {
    if (!library_) return {};
    std::string error;
    std::optional<library::ReviewState> state;
    if (library_->recordAnswer(position, grade, now, state, error)) return {};
    return tr("It could not be kept: %1").arg(QString::fromStdString(error));
}

}  // namespace hasami::gui
