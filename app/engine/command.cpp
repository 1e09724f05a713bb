#include "command.h"

#include <ostream>

#include "core/quote.h"

namespace hasami::cli {

int usageError(std::ostream& err, const Command& command, const std::string& reason) {
    err << "hasami-engine " << command.name << ": " << reason << " (usage: " << command.usage
        << ")\n";
    return kUsageError;
}

int runAction(const std::vector<std::string>& words, std::initializer_list<Action> actions,
              const Command& command, std::ostream& out, std::ostream& err) {
    if (!words.empty()) {
        for (const Action& action : actions) {
            if (words[0] == action.name)
                return action.run({words.begin() + 1, words.end()}, out, err);
        }
        return usageError(err, command, "unknown action " + quoteInput(words[0]));
    }
    // "give build, probe or check"
    std::string names;
    for (const Action& action : actions) {
        if (!names.empty())
            names += &action == std::data(actions) + actions.size() - 1 ? " or " : ", ";
        names += action.name;
    }
    return usageError(err, command, "give " + names);
}

}  // namespace hasami::cli
