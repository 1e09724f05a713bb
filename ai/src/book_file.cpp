#include "ai/book_file.h"

#include <algorithm>
#include <array>

#include "ai/binary_envelope.h"
#include "built_in.h"
#include "core/quote.h"
#include "core/read_file.h"
#include "little_endian.h"

namespace hasami::ai {

// Generated at build time from resources/book/hasami.book (cmake/EmbedFile.cmake); empty when
// that file was missing.
extern const std::uint8_t kShippedBook[];
extern const std::size_t kShippedBookSize;

namespace {

constexpr EnvelopeKind kBookKind{.magic = {'H', 'S', 'B', 'K'},
                                 .version = kBookVersion,
                                 .name = "book file",
                                 .headerBytes = 4,
                                 .sized = true};
constexpr std::size_t kEntryBytes = 17;
constexpr std::size_t kMoveBytes = 3;
constexpr int kExactBit = 0x80;
// No search is deeper than the game's 60 moves.
constexpr int kDeepestSearch = 60;
// The most empty squares any exact score has been searched at: Takizawa's weak solution of
// Othello (2023) solved positions of 36 empties; a book's solves are far shallower.
constexpr int kMostSolvedEmpties = 36;

// What is wrong with an entry's position or move, or empty.
std::string checkEntry(const BookKey& key, const std::vector<BookMove>& moves) {
    const Position position = key.position();
    if (!position.isValid()) return "two discs on a square";
    if (canonicalForm(position).key != key) return "the position is not in its canonical form";
    if (moves.empty()) return "no move";
    Bitboard seen = 0;
    for (const BookMove& m : moves) {
        if (!position.isLegal(m.move)) return "illegal move " + m.move.name();
        if (seen & bb::bit(m.move.square().index())) return "move " + m.move.name() + " twice";
        seen |= bb::bit(m.move.square().index());
        // A checksum says the file is as written, not that a writer wrote sense.
        if (m.score < -64 || m.score > 64) {
            return "move " + m.move.name() + ": score " + std::to_string(m.score) +
                   " beyond the -64 to +64 discs of a game";
        }
        if (m.depth < 1 || m.depth > kDeepestSearch) {
            return "move " + m.move.name() + ": depth " + std::to_string(m.depth) +
                   ", not a search of 1 to " + std::to_string(kDeepestSearch) + " plies";
        }
        if (m.exact && position.emptyCount() > kMostSolvedEmpties) {
            return "move " + m.move.name() + ": solved exactly at " +
                   std::to_string(position.emptyCount()) + " empties, beyond any solve's " +
                   std::to_string(kMostSolvedEmpties);
        }
    }
    return {};
}

// The payload's `count` entries, or the error.
Result<Book> decodeEntries(std::span<const std::uint8_t> payload, std::size_t count) {
    Book book;
    std::size_t at = 0;
    std::optional<BookKey> previous;
    for (std::size_t n = 0; n < count; ++n) {
        const std::string where = "entry " + std::to_string(n + 1) + ": ";
        if (payload.size() - at < kEntryBytes) return Error{where + "cut short"};
        const BookKey key{get64(payload, at), get64(payload, at + 8)};
        const std::size_t moveCount = payload[at + 16];
        at += kEntryBytes;
        if (payload.size() - at < moveCount * kMoveBytes) {
            return Error{where + "cut short"};
        }
        if (previous && !(*previous < key)) {
            return Error{where + "out of order"};
        }
        std::vector<BookMove> moves;
        for (std::size_t i = 0; i < moveCount; ++i, at += kMoveBytes) {
            if (payload[at] >= 64) return Error{where + "bad square"};
            const int depth = payload[at + 2];
            moves.push_back({Move(Square::fromIndex(payload[at])),
                             int(std::int8_t(payload[at + 1])), depth & ~kExactBit,
                             (depth & kExactBit) != 0});
        }
        if (const std::string reason = checkEntry(key, moves); !reason.empty()) {
            return Error{where + reason};
        }
        book.add(key.position(), std::move(moves));
        previous = key;
    }
    if (at != payload.size()) {
        return Error{"the payload has " + std::to_string(payload.size() - at) +
                     " bytes after the last entry"};
    }
    return book;
}

}  // namespace

std::vector<std::uint8_t> encodeBook(const Book& book) {
    std::vector<std::uint8_t> payload;
    for (const auto& [key, moves] : book.entries()) {
        put64(payload, key.player);
        put64(payload, key.opponent);
        payload.push_back(std::uint8_t(moves.size()));
        for (const BookMove& m : moves) {
            payload.push_back(std::uint8_t(m.move.square().index()));
            payload.push_back(std::uint8_t(std::int8_t(m.score)));
            payload.push_back(std::uint8_t(std::min(m.depth, 127) | (m.exact ? kExactBit : 0)));
        }
    }
    std::vector<std::uint8_t> header;
    putLittleEndian(header, std::uint32_t(book.size()), 4);
    return seal(kBookKind, header, payload);
}

Result<Book> decodeBook(std::span<const std::uint8_t> bytes) {
    const auto envelope = unseal(kBookKind, bytes);
    if (!envelope) return envelope.error();
    return decodeEntries(envelope->payload, getLittleEndian(envelope->header, 0, 4));
}

Result<std::shared_ptr<const Book>> readBookFile(const std::string& path) {
    const auto text = readFile(path, kMaxBookFileBytes);
    if (!text) return text.error();
    const auto* bytes = reinterpret_cast<const std::uint8_t*>(text->data());
    auto book = decodeBook({bytes, text->size()});
    if (!book) return Error{quotePath(path) + ": " + book.error().message};
    return std::make_shared<const Book>(std::move(*book));
}

Result<std::shared_ptr<const Book>> shippedBook() {
    static const auto loaded = decodeBuiltIn<Book>(
        {kShippedBook, kShippedBookSize}, "book", "resources/book/hasami.book",
        [](std::span<const std::uint8_t> bytes) -> Result<std::shared_ptr<const Book>> {
            auto book = decodeBook(bytes);
            if (!book) return book.error();
            return std::make_shared<const Book>(std::move(*book));
        });
    return loaded;
}

}  // namespace hasami::ai
