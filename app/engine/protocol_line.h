#pragma once

#include <iosfwd>
#include <string>

namespace hasami::cli {

// Reads the lines of a protocol (NBoard) as GUIs send them: ended by "\n", "\r\n" or a lone
// "\r". A line ended by "\r" is returned at once, without waiting for what follows (a GUI
// that sends "go\r" waits for the answer).
class LineReader {
  public:
    explicit LineReader(std::istream& in) : in_(in) {}

    // The next line, without its end; false at the end of input (a last line without an end
    // is still returned).
    bool next(std::string& line);

  private:
    std::istream& in_;
    bool afterReturn_ = false;  // a "\n" next ends nothing: it is the rest of "\r\n"
};

}  // namespace hasami::cli
