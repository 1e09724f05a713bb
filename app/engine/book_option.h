#pragma once

#include <memory>
#include <string>

#include "ai/book.h"
#include "arguments.h"
#include "command.h"

namespace hasami::cli {

// --book: the opening book a command plays or reads from.
inline const char* const kBookOption = "book";

// The book --book names: the one built into the program by default, none for "off", or a book
// file. nullptr with `error` set when the file cannot be used; nullptr with `error` empty for
// no book (also when the built-in one is missing or damaged: a warning then says so on stderr).
std::shared_ptr<const ai::Book> bookFromOptions(const Arguments& args, std::string& error);

// The book of --book; nullptr after reporting why there is none (a probe or check without a
// book has nothing to say).
std::shared_ptr<const ai::Book> requiredBook(const Arguments& args, const Command& command,
                                             std::ostream& err);

}  // namespace hasami::cli
