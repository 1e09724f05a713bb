#pragma once

#include <QString>

class QSettings;

namespace hasami::gui {

enum class Animation { Off, Fast, Normal };

// How the computer searches. Alpha-beta is the only engine so far; another (a Monte Carlo tree
// search) would add a value here, a name to the settings dialog's list, and a branch where the
// engine worker makes its engine.
enum class EngineType { AlphaBeta };
inline constexpr int kEngineTypeCount = 1;

// The preferences, as the settings dialog edits them and QSettings stores them. load() takes
// every stored value that is readable and in range and keeps the default for the rest.
struct Settings {
    int level = 5;              // 1..ai::kLevelCount, used when secondsPerMove is 0
    double secondsPerMove = 0;  // > 0: the computer thinks this long instead of a level
    EngineType engine = EngineType::AlphaBeta;
    int threads = defaultThreads();  // the engine's search threads, 1..kMaxThreads
    bool computerPlaysBlack = false;
    bool computerPlaysWhite = true;
    bool showLegalMoves = true;
    bool showLastMove = true;
    Animation animation = Animation::Fast;
    QString language;  // "" = the system's, or "en", "ja"

    static constexpr double kMaxSecondsPerMove = 600;
    static constexpr int kMaxThreads = 64;
    // The processor's threads, up to 8: more add little to a search and slow the desktop.
    static int defaultThreads();

    static Settings load(QSettings& store);
    void save(QSettings& store) const;

    bool operator==(const Settings&) const = default;
};

// Milliseconds of the flip animation.
int animationMilliseconds(Animation animation);

}  // namespace hasami::gui
