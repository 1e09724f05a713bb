#include "command.h"

#include <ostream>

#include "core/quote.h"

namespace hasami::cli {

namespace {

std::string_view currentProgram = "hasami-engine";

}  // namespace

std::string_view programName() {
    return currentProgram;
}

void setProgramName(std::string_view name) {
    currentProgram = name;
}

int usageError(std::ostream& err, const Command& command, const std::string& reason) {
    err << programName() << " " << command.name << ": " << reason << " (usage: " << command.usage
        << ")\n";
    return kUsageError;
}

int inToolsError(std::ostream& err, std::string_view command) {
    err << programName() << ": " << command
        << " is a developer's command: it is in hasami-tools, built with Hasami's sources (see "
           "hasami-tools --help)\n";
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
