#pragma once

#include <string>
#include <string_view>

namespace hasami {

// Bad input as an error message shows it: in single quotes, at most kQuotedCharacters
// characters (then "..."), control characters, quotes, backslashes and bytes that are not
// UTF-8 escaped (\n, \', \\, \xNN). So a message stays one line of printable text whatever it
// quotes: no terminal escape sequences, no megabytes, no half characters.
inline constexpr int kQuotedCharacters = 40;
std::string quoteInput(std::string_view input);
// A file's path as an error message shows it: escaped as quoteInput does, but whole, since the
// end of a path is what tells files apart.
std::string quotePath(std::string_view path);
// Text from another program as a log shows it: escaped as quoteInput does, whole and without
// the quotes.
std::string escapeInput(std::string_view text);

}  // namespace hasami
