#include "book_option.h"

#include <iostream>

#include "ai/book_file.h"
#include "engine_option.h"

namespace hasami::cli {

Result<std::shared_ptr<const ai::Book>> bookFromOptions(const Arguments& args) {
    const auto name = args.value(kBookOption);
    if (name == "off") return std::shared_ptr<const ai::Book>();
    if (name) {
        auto book = ai::readBookFile(*name);
        if (!book) return Error{"--book: " + book.error().message};
        return book;
    }
    auto book = ai::shippedBook();
    if (book) return book;
    std::cerr << programName() << ": warning: " << book.error().message
              << "; playing without a book\n";
    return std::shared_ptr<const ai::Book>();
}

Result<std::unique_ptr<ai::Engine>> engineWithBook(const Arguments& args) {
    auto engine = engineFromOptions(args);
    if (!engine) return engine;
    const auto book = bookFromOptions(args);
    if (!book) return book.error();
    (*engine)->setBook(*book);
    return engine;
}

std::shared_ptr<const ai::Book> requiredBook(const Arguments& args, const Command& command,
                                             std::ostream& err) {
    const auto book = bookFromOptions(args);
    if (!book) {
        usageError(err, command, book.error().message);
        return nullptr;
    }
    if (!*book) usageError(err, command, "no book to read");
    return *book;
}

}  // namespace hasami::cli
