#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/result.h"

namespace hasami::cli {

// A whole number in [min, max], or nullopt.
std::optional<long long> parseInteger(const std::string& text, long long min, long long max);

// A command's words after its name: positionals and "--name value" options. Every error is a
// one-line reason for the user.
class Arguments {
  public:
    // `valued` names the options that take a value, `flags` those that do not.
    static Result<Arguments> parse(const std::vector<std::string>& words,
                                   const std::set<std::string>& valued,
                                   const std::set<std::string>& flags);

    const std::vector<std::string>& positional() const { return positional_; }
    bool has(const std::string& name) const { return options_.contains(name); }
    std::optional<std::string> value(const std::string& name) const;
    // The option as an integer in [min, max]: nullopt when absent, the error when bad.
    Result<std::optional<long long>> integer(const std::string& name, long long min,
                                             long long max) const;
    Result<std::optional<double>> number(const std::string& name, double min, double max) const;

  private:
    std::vector<std::string> positional_;
    std::map<std::string, std::string> options_;
};

// What was wrong with the options a command reads one after another before it says anything:
// each bad one's error replaces the one before, and the command reports the last.
class OptionErrors {
  public:
    // The option's value; nullopt when it is absent or bad.
    template <typename T>
    std::optional<T> operator()(const Result<std::optional<T>>& option) {
        if (option) return *option;
        last_ = option.error();
        return std::nullopt;
    }
    void add(Error error) { last_ = std::move(error); }
    bool any() const { return last_.has_value(); }
    const std::string& message() const { return last_->message; }

  private:
    std::optional<Error> last_;
};

}  // namespace hasami::cli
