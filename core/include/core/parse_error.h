#pragma once

#include <string>
#include <utility>
#include <variant>

namespace hasami {

// What was wrong with a piece of text: the offending token, where it stands (a 0-based index
// whose unit the parser documents: a character, a move number, a line) and why.
struct ParseError {
    std::string token;
    int index = 0;
    std::string reason;

    std::string message() const;
};

// A parsed value or the error that stopped the parse. Parsers never return half a value.
template <typename T>
class Parsed {
  public:
    Parsed(T value) : state_(std::move(value)) {}           // NOLINT: implicit by design
    Parsed(ParseError error) : state_(std::move(error)) {}  // NOLINT

    bool ok() const { return std::holds_alternative<T>(state_); }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return std::get<T>(state_); }
    T&& value() && { return std::get<T>(std::move(state_)); }
    const T& operator*() const& { return value(); }
    const T* operator->() const { return &value(); }
    const ParseError& error() const { return std::get<ParseError>(state_); }

  private:
    std::variant<T, ParseError> state_;
};

}  // namespace hasami
