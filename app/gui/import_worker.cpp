#include "import_worker.h"

#include <memory>

namespace hasami::gui {

ImportWorker::ImportWorker(Import import, QObject* parent)
    : QObject(parent), import_(std::move(import)) {}

ImportWorker::~ImportWorker() {
    // jthread's destructor would do both, but only once the members before it are gone.
    thread_.request_stop();
    if (thread_.joinable()) thread_.join();
}

void ImportWorker::start(const QString& libraryPath, const QStringList& files) {
    if (thread_.joinable()) return;
    std::vector<std::string> paths;
    for (const QString& file : files)
        paths.push_back(file.toStdString());
    thread_ = std::jthread([this, library = libraryPath.toStdString(),
                            paths = std::move(paths)](std::stop_token stop) {
        // The last step sent, so that the window hears of each step once, not of every position.
        std::optional<std::pair<int, int>> sent;
        const library::ImportControl control{
            .progress =
                [&](const library::ImportProgress& p) {
                    const std::pair step(int(p.stage), int(p.done * kSteps / p.total));
                    if (sent == step) return;
                    sent = step;
                    QMetaObject::invokeMethod(
                        this, [this, step] { emit progressed(step.first, step.second); },
                        Qt::QueuedConnection);
                },
            .stop = stop};
        auto report =
            std::make_shared<Result<library::ImportReport>>(import_(library, paths, control));
        // Back on the window's thread; dropped if the worker is gone by then.
        QMetaObject::invokeMethod(
            this,
            [this, report] {
                result_ = std::move(*report);
                emit finished();
            },
            Qt::QueuedConnection);
    });
}

void ImportWorker::cancel() {
    thread_.request_stop();
}

}  // namespace hasami::gui
