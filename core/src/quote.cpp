#include "core/quote.h"

#include <cstdio>

namespace hasami {

namespace {

// The length of the valid UTF-8 character at the start of `s`, or 0.
std::size_t utf8Length(std::string_view s) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
    const unsigned char lead = byte(0);
    std::size_t length = 0;
    char32_t code = 0;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
        code = lead & 0x1F;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        code = lead & 0x0F;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        code = lead & 0x07;
    } else {
        return 0;
    }
    if (s.size() < length) return 0;
    for (std::size_t i = 1; i < length; ++i) {
        if ((byte(i) & 0xC0) != 0x80) return 0;
        code = code << 6 | (byte(i) & 0x3F);
    }
    // Overlong forms, surrogates and code points above U+10FFFF are not UTF-8.
    const char32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
    if (code < least[length] || (code >= 0xD800 && code <= 0xDFFF) || code > 0x10FFFF) return 0;
    return length;
}

// The first `most` characters of `input` escaped; they are removed from `input`.
std::string escaped(std::string_view& input, std::size_t most) {
    std::string out;
    std::size_t characters = 0;
    while (!input.empty() && characters < most) {
        const unsigned char c = static_cast<unsigned char>(input.front());
        std::size_t taken = 1;
        if (c == '\n') {
            out += "\\n";
        } else if (c == '\t') {
            out += "\\t";
        } else if (c == '\'' || c == '\\') {
            out += '\\';
            out += char(c);
        } else if (c >= 0x20 && c < 0x7F) {
            out += char(c);
        } else if (const std::size_t length = c >= 0x80 ? utf8Length(input) : 0;
                   length > 0 && !(c == 0xC2 && static_cast<unsigned char>(input[1]) < 0xA0)) {
            // Whole characters, but not the C1 controls (U+0080-U+009F) that terminals obey.
            out += input.substr(0, length);
            taken = length;
        } else {
            char hex[8];
            std::snprintf(hex, sizeof hex, "\\x%02X", c);
            out += hex;
        }
        input.remove_prefix(taken);
        ++characters;
    }
    return out;
}

// `input` escaped and quoted, cut after `most` characters (then "...").
std::string quoted(std::string_view input, std::size_t most) {
    std::string out = "'";  // built in steps: GCC 12 warns wrongly about "'" + s + "'"
    out += escaped(input, most);
    out += '\'';
    if (!input.empty()) out += "...";
    return out;
}

}  // namespace

std::string quoteInput(std::string_view input) {
    return quoted(input, kQuotedCharacters);
}

std::string quotePath(std::string_view path) {
    return quoted(path, path.size());
}

std::string escapeInput(std::string_view text) {
    return escaped(text, text.size());
}

}  // namespace hasami
