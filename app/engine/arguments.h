#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace hasami::cli {

// A whole number in [min, max], or nullopt.
std::optional<long long> parseInteger(const std::string& text, long long min, long long max);

// A command's words after its name: positionals and "--name value" options. Every error is a
// one-line reason for the user.
class Arguments {
  public:
    // `valued` names the options that take a value, `flags` those that do not.
    static std::optional<Arguments> parse(const std::vector<std::string>& words,
                                          const std::set<std::string>& valued,
                                          const std::set<std::string>& flags, std::string& error);

    const std::vector<std::string>& positional() const { return positional_; }
    bool has(const std::string& name) const { return options_.contains(name); }
    std::optional<std::string> value(const std::string& name) const;
    // The option as an integer in [min, max]; nullopt and `error` set when present but bad.
    std::optional<long long> integer(const std::string& name, long long min, long long max,
                                     std::string& error) const;
    std::optional<double> number(const std::string& name, double min, double max,
                                 std::string& error) const;

  private:
    std::vector<std::string> positional_;
    std::map<std::string, std::string> options_;
};

}  // namespace hasami::cli
