#pragma once

#include <iosfwd>
#include <string>

namespace hasami::cli {

// Reads the lines of a protocol (NBoard, GTP) as GUIs send them: ended by "\n", "\r\n" or a
// lone "\r". A line ended by "\r" is returned at once, without waiting for what follows (a GUI
// that sends "go\r" waits for the answer).
class LineReader {
  public:
    // Lines longer than `mostCharacters` are cut to it (the rest is read and dropped), so that
    // an input without line ends cannot fill the memory.
    LineReader(std::istream& in, std::size_t mostCharacters) : in_(in), most_(mostCharacters) {}

    // The next line, without its end; false at the end of input (a last line without an end
    // is still returned).
    bool next(std::string& line);
    // The last line returned was cut.
    bool cut() const { return cut_; }

  private:
    std::istream& in_;
    std::size_t most_;
    bool afterReturn_ = false;  // a "\n" next ends nothing: it is the rest of "\r\n"
    bool cut_ = false;
};

}  // namespace hasami::cli
