#pragma once

// Archives into the games library, from files: what `hasami-engine library import` and the
// window's Game → Import games… share. Qt-free; the window runs it on a thread of its own.

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/archive.h"
#include "core/result.h"
#include "library/import_control.h"

namespace hasami::library {

// The games of every file, in the files' order, with the problems of those that could not be
// read (core/archive.h: unreadable, cut short, tags only). An error for a file that cannot be
// read or is none of the archive formats; nullopt when the control's stop came between files.
Result<std::optional<Archive>> readArchives(std::span<const std::string> files,
                                            const ImportControl& control = {});

struct ImportReport {
    int added = 0;
    int duplicates = 0;  // already in the library, or twice in the files
    // The games of the files that were not added, in the files' order, each with its file, line,
    // game number and reason.
    std::vector<ArchiveProblem> refused = {};
    bool cancelled = false;  // stopped by the control: nothing added
};

// Reads the files, then adds the games that could be read to the library at `libraryPath`
// (made when missing; an older one brought up to date), in one transaction, and counts the
// others as refused. An error, and the library as it was, for a file that cannot be read or a
// library that cannot be opened or refuses the games; the control's stop also leaves it as it
// was (the report says cancelled).
Result<ImportReport> importArchives(const std::string& libraryPath,
                                    std::span<const std::string> files,
                                    const ImportControl& control = {});

}  // namespace hasami::library
