#pragma once

#include <QCoreApplication>
#include <QString>
#include <cstdint>
#include <functional>
#include <optional>

#include "library/games_library.h"

namespace hasami::gui {

// The library the trainers (the opening trainer, the endgame drills) keep the user's answers
// in, on the window's thread: opened for writing with a short wait for another program's
// write, so that a locked library costs the user a message, never a frozen window.
class TrainerLibrary {
    Q_DECLARE_TR_FUNCTIONS(TrainerLibrary)
  public:
    // How long an answer waits for another program's write to the library before it is not
    // kept.
    static constexpr int kBusyMilliseconds = 250;
    // Seconds since 1970: the schedule's clock (the tests give their own).
    using Clock = std::function<std::int64_t()>;

    // "" for no library.
    explicit TrainerLibrary(const QString& path);

    library::GamesLibrary* get() { return library_ ? &*library_ : nullptr; }
    // Why there is no library to keep answers in; "" when there is one.
    const QString& problem() const { return problem_; }
    // Puts the answer into the schedule (GamesLibrary::recordAnswer); "" when it is kept (or
    // there is no library), else the sentence that says why it is not.
    QString keep(const Position& position, library::Grade grade, std::int64_t now);
    // The sentence that says an answer was not kept, and why.
    static QString notKept(const Error& error);

  private:
    std::optional<library::GamesLibrary> library_;
    QString problem_;
};

}  // namespace hasami::gui
