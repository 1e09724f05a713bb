#include "library/archive_import.h"

#include <iterator>

#include "library/games_library.h"

namespace hasami::library {

Result<std::optional<Archive>> readArchives(std::span<const std::string> files,
                                            const ImportControl& control) {
    Archive all;
    for (std::size_t i = 0; i < files.size(); ++i) {
        if (control.stopped()) return std::optional<Archive>();
        auto archive = readArchiveFile(files[i]);
        if (!archive) return archive.error();
        all.games.insert(all.games.end(), std::make_move_iterator(archive->games.begin()),
                         std::make_move_iterator(archive->games.end()));
        all.problems.insert(all.problems.end(), std::make_move_iterator(archive->problems.begin()),
                            std::make_move_iterator(archive->problems.end()));
        control.report(ImportProgress::Stage::Reading, i + 1, files.size());
    }
    return std::optional(std::move(all));
}

Result<ImportReport> importArchives(const std::string& libraryPath,
                                    std::span<const std::string> files,
                                    const ImportControl& control) {
    // The files first: one that is no archive must not leave an empty library behind.
    auto archive = readArchives(files, control);
    if (!archive) return archive.error();
    if (!*archive) return ImportReport{.cancelled = true};
    auto library = GamesLibrary::open(libraryPath, GamesLibrary::Access::ReadWrite);
    if (!library) return library.error();
    const auto summary = library->import((*archive)->games, control);
    if (!summary) return summary.error();
    if (summary->cancelled) return ImportReport{.cancelled = true};
    return ImportReport{.added = summary->added,
                        .duplicates = summary->duplicates,
                        .refused = std::move((*archive)->problems)};
}

}  // namespace hasami::library
