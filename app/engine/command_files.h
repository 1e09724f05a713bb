#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "command.h"

namespace hasami::cli {

// Whether two paths name one file: the same device and inode however they get there (a hard
// link, a symbolic link, "./"), or, when neither exists yet, the same path once the links of
// its folders are followed.
bool sameFile(const std::string& a, const std::string& b);

// The files a command reads and writes, checked before any work (docs/reliability.md): every
// output must be a regular file or nothing (core/write_file.h unwritablePath), and no output
// may be an input or another output, or the command would destroy what it reads, or one of its
// results would replace the other.
class CommandFiles {
  public:
    // `role` names the file as the user gave it: "--out", "ARCHIVE".
    void read(std::string role, std::string path);
    void write(std::string role, std::string path);
    // A file read and then written (appended to, or made when missing): an output that may be
    // itself, but no other input or output.
    void readAndWrite(std::string role, std::string path);
    // An evaluation named by --evaluator and the like: an input when it is a weights file, not
    // one of the evaluations built into the program ("simple", "shipped").
    void readEvaluation(std::string role, std::string name);

    // The one-line reason why the command may not run, nullopt when it may.
    std::optional<std::string> refusal() const;
    // Reports the refusal ("hasami-tools train: --out 'a' is ...") and returns true when there
    // is one.
    bool refused(const Command& command, std::ostream& err) const;

  private:
    struct File {
        std::string role;
        std::string path;
        bool reads = false;
        bool writes = false;
    };
    std::vector<File> files_;
};

}  // namespace hasami::cli
