#include "arguments.h"

#include <charconv>

#include "core/quote.h"

namespace hasami::cli {

namespace {

// "0.001", "1000000": the shortest decimal that reads back as `x`, without an exponent.
std::string plainNumber(double x) {
    char text[400];
    const auto end = std::to_chars(text, text + sizeof text, x, std::chars_format::fixed).ptr;
    return {text, end};
}

}  // namespace

Result<Arguments> Arguments::parse(const std::vector<std::string>& words,
                                   const std::set<std::string>& valued,
                                   const std::set<std::string>& flags) {
    Arguments args;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string& word = words[i];
        if (!word.starts_with("--")) {
            args.positional_.push_back(word);
            continue;
        }
        const std::string name = word.substr(2);
        if (flags.contains(name)) {
            args.options_[name] = "";
        } else if (valued.contains(name)) {
            if (i + 1 >= words.size()) return Error{"option " + word + " needs a value"};
            args.options_[name] = words[++i];
        } else {
            return Error{"unknown option " + quoteInput(word)};
        }
    }
    return args;
}

std::optional<std::string> Arguments::value(const std::string& name) const {
    const auto it = options_.find(name);
    if (it == options_.end()) return std::nullopt;
    return it->second;
}

std::optional<long long> parseInteger(const std::string& text, long long min, long long max) {
    long long n = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (ec != std::errc() || end != text.data() + text.size() || n < min || n > max) {
        return std::nullopt;
    }
    return n;
}

Result<std::optional<long long>> Arguments::integer(const std::string& name, long long min,
                                                    long long max) const {
    const auto text = value(name);
    if (!text) return std::optional<long long>();
    const auto n = parseInteger(*text, min, max);
    if (!n) {
        return Error{"--" + name + " takes a whole number from " + std::to_string(min) + " to " +
                     std::to_string(max) + ", not " + quoteInput(*text)};
    }
    return n;
}

Result<std::optional<double>> Arguments::number(const std::string& name, double min,
                                                double max) const {
    const auto text = value(name);
    if (!text) return std::optional<double>();
    // Decimal only: strtod would also take hexadecimal ("0x10") and leading spaces.
    double x = 0;
    const auto [end, ec] =
        std::from_chars(text->data(), text->data() + text->size(), x, std::chars_format::general);
    if (ec != std::errc() || end != text->data() + text->size() || !(x >= min && x <= max)) {
        return Error{"--" + name + " takes a number from " + plainNumber(min) + " to " +
                     plainNumber(max) + ", not " + quoteInput(*text)};
    }
    return x;
}

}  // namespace hasami::cli
