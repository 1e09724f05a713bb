#pragma once

#include <QObject>
#include <QStringList>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <thread>

#include "core/result.h"
#include "library/archive_import.h"

namespace hasami::gui {

// Imports archives into the games library (library/archive_import.h) on a thread of its own, so
// that the window never waits for it: its progress and its end come back as signals on the
// window's thread. Cancel stops it between two games or positions; the import is one
// transaction, so nothing is added then.
class ImportWorker : public QObject {
    Q_OBJECT
  public:
    // The progress bar's steps in a stage.
    static constexpr int kSteps = 1000;
    // What runs on the thread: library::importArchives, or a test's wrapper of it that holds
    // the import at a stage until it is cancelled.
    using Import = std::function<Result<library::ImportReport>(
        const std::string& libraryPath, std::span<const std::string> files,
        const library::ImportControl& control)>;

    explicit ImportWorker(Import import, QObject* parent = nullptr);
    ~ImportWorker() override;  // stops the import and waits for its rollback

    // Starts importing `files` into the library at `libraryPath`; once only.
    void start(const QString& libraryPath, const QStringList& files);
    void cancel();
    bool running() const { return thread_.joinable() && !result_; }
    // The import's end: its counts, or why nothing was imported; nullopt until finished().
    const std::optional<Result<library::ImportReport>>& result() const { return result_; }

  signals:
    // How far the import is in `stage` (library::ImportProgress::Stage), 0 to kSteps; sent when
    // it moves on by a step.
    void progressed(int stage, int steps);
    void finished();

  private:
    Import import_;
    std::optional<Result<library::ImportReport>> result_;
    std::jthread thread_;  // last: joined before the rest is destroyed
};

}  // namespace hasami::gui
