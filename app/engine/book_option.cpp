#include "book_option.h"

#include <iostream>

#include "ai/book_file.h"

namespace hasami::cli {

std::shared_ptr<const ai::Book> bookFromOptions(const Arguments& args, std::string& error) {
    const auto name = args.value(kBookOption);
    if (name == "off") return nullptr;
    std::string reason;
    if (name) {
        auto book = ai::readBookFile(*name, &reason);
        if (!book) error = "--book: " + reason;
        return book;
    }
    auto book = ai::shippedBook(&reason);
    if (!book)
        std::cerr << programName() << ": warning: " << reason << "; playing without a book\n";
    return book;
}

std::shared_ptr<const ai::Book> requiredBook(const Arguments& args, const Command& command,
                                             std::ostream& err) {
    std::string error;
    auto book = bookFromOptions(args, error);
    if (!book) {
        usageError(err, command, error.empty() ? "no book to read" : error);
    }
    return book;
}

}  // namespace hasami::cli
