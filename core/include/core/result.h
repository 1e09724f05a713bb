#pragma once

// What a function that can fail gives back: its value or why it failed, never both and never
// an out-parameter to fill (std::expected, which C++20 lacks, cut down to what Hasami uses).

#include <concepts>
#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace hasami {

// Why an operation failed: one line for the user, "'PATH': why" for a file.
struct Error {
    std::string message;
};

// A T or the error E that stopped it. Implicit from either, so that a function returns its
// value or its error as it is.
template <typename T, typename E = Error>
class [[nodiscard]] Result {
  public:
    // A template, as std::expected's, so that what converts to T (a shared_ptr to a derived
    // class, a braced list) converts to a Result too.
    template <std::convertible_to<T> U = T>
    Result(U&& value) : state_(std::in_place_index<0>, std::forward<U>(value)) {}  // NOLINT
    Result(E error) : state_(std::in_place_index<1>, std::move(error)) {}          // NOLINT

    bool ok() const { return state_.index() == 0; }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return std::get<0>(state_); }
    T& value() & { return std::get<0>(state_); }
    T&& value() && { return std::get<0>(std::move(state_)); }
    const T& operator*() const& { return value(); }
    T& operator*() & { return value(); }
    T&& operator*() && { return std::move(*this).value(); }
    const T* operator->() const { return &value(); }
    T* operator->() { return &value(); }
    // For a caller that does without the value when there is none (and without the error).
    template <typename U>
    T value_or(U&& fallback) const& {
        return ok() ? value() : static_cast<T>(std::forward<U>(fallback));
    }
    const E& error() const { return std::get<1>(state_); }

  private:
    std::variant<T, E> state_;
};

// An operation that gives nothing back but can fail: writing a file, committing it.
template <typename E>
class [[nodiscard]] Result<void, E> {
  public:
    Result() = default;
    Result(E error) : error_(std::move(error)) {}  // NOLINT

    bool ok() const { return !error_; }
    explicit operator bool() const { return ok(); }
    const E& error() const { return *error_; }

  private:
    std::optional<E> error_;
};

}  // namespace hasami
