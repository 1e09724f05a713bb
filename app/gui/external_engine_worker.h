#pragma once

#include <QObject>
#include <QString>
#include <atomic>
#include <memory>
#include <vector>

#include "metatypes.h"
#include "settings.h"

namespace hasami::cli {
class MatchPlayer;
}

namespace hasami::gui {

// Asks another program (Settings::engines) for the computer's moves or for the hints, on the
// thread it is moved to, as the match runner's players do: the whole game so far each time,
// with the time left on its clock. Requests carry ids as
// EngineWorker's do; a failure (the program cannot be run, stops, hangs, answers nonsense or
// an illegal move) comes back as failed() with a sentence for the user, and the program is
// ended so that the next request starts it afresh.
class ExternalEngineWorker : public QObject {
    Q_OBJECT
  public:
    explicit ExternalEngineWorker(QObject* parent = nullptr);
    ~ExternalEngineWorker() override;

    // Thread-safe: every request with an id up to `id` is no longer wanted; a running one stops
    // waiting for the program at once.
    void cancelUpTo(quint64 id);

    // How long past its time a program may take before it is taken to hang: room for starting
    // it and for the pipes, not for thinking.
    static constexpr double kGraceSeconds = 2;

  public slots:
    // The program that answers the next requests (queued between them).
    void setEngine(const hasami::gui::ExternalEngine& engine);
    // The move of the side to move after `moves` from `start`, which has `clockSeconds` left on
    // its clock and hangs once it took `timeLimit` seconds.
    void play(quint64 id, const hasami::Position& start, const std::vector<hasami::Move>& moves,
              double clockSeconds, double timeLimit);
    // The program's scores of every legal move after `moves` from `start`, searched `depth`
    // plies (NBoard's "hint"), within `timeLimit` seconds: analysed() as EngineWorker's, once
    // and complete.
    void hint(quint64 id, const hasami::Position& start, const std::vector<hasami::Move>& moves,
              int depth, double timeLimit);

  signals:
    void moved(quint64 id, hasami::Move move);
    void analysed(quint64 id, const hasami::Evaluations& evaluations, bool complete);
    void failed(quint64 id, const QString& message);

  private:
    bool wanted(quint64 id) const { return id > cancelledUpTo_.load(); }
    // Whether the program can be asked; fails `id` when none is chosen.
    bool ready(quint64 id);
    // Fails `id` with the players' `error` in words for the user.
    void failWith(quint64 id, const std::string& error);
    void fail(quint64 id, const QString& message);

    ExternalEngine engine_;
    std::unique_ptr<cli::MatchPlayer> player_;
    std::atomic<quint64> cancelledUpTo_{0};
    quint64 playing_ = 0;  // the id of the request being answered
};

}  // namespace hasami::gui
