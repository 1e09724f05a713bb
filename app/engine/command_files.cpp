#include "command_files.h"

#include <filesystem>
#include <ostream>

#include "core/quote.h"
#include "core/write_file.h"

namespace hasami::cli {

bool sameFile(const std::string& a, const std::string& b) {
    namespace fs = std::filesystem;
    std::error_code code;
    if (fs::equivalent(a, b, code)) return true;
    // equivalent() fails when neither file exists: two outputs yet to be made.
    if (fs::exists(a, code) || fs::exists(b, code)) return false;
    const fs::path first = fs::weakly_canonical(a, code);
    if (code) return a == b;
    const fs::path second = fs::weakly_canonical(b, code);
    return !code && first == second;
}

void CommandFiles::read(std::string role, std::string path) {
    files_.push_back({std::move(role), std::move(path), true, false});
}

void CommandFiles::write(std::string role, std::string path) {
    files_.push_back({std::move(role), std::move(path), false, true});
}

void CommandFiles::readAndWrite(std::string role, std::string path) {
    files_.push_back({std::move(role), std::move(path), true, true});
}

void CommandFiles::readEvaluation(std::string role, std::string name) {
    if (name != "simple" && name != "shipped") read(std::move(role), std::move(name));
}

std::optional<std::string> CommandFiles::refusal() const {
    for (const File& file : files_) {
        if (const auto why = file.writes ? unwritablePath(file.path) : std::nullopt)
            return file.role + ": " + *why;
    }
    for (std::size_t i = 0; i < files_.size(); ++i) {
        for (std::size_t j = i + 1; j < files_.size(); ++j) {
            // The output is named first: it is the one to change.
            const File& output = files_[i].writes ? files_[i] : files_[j];
            const File& other = files_[i].writes ? files_[j] : files_[i];
            if (!output.writes || !sameFile(output.path, other.path)) continue;
            return output.role + " " + quotePath(output.path) + " is the same file as " +
                   other.role + " " + quotePath(other.path) + ": give another " + output.role;
        }
    }
    return std::nullopt;
}

bool CommandFiles::refused(const Command& command, std::ostream& err) const {
    const auto why = refusal();
    if (why) err << programName() << " " << command.name << ": " << *why << '\n';
    return why.has_value();
}

}  // namespace hasami::cli
