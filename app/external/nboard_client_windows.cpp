// NBoardClient on Windows: starting another program there (CreateProcess and its pipes) is
// not written yet, so matches against other engines are refused with a reason; hasami-engine's
// own commands and its NBoard and GTP sessions need none of it.

#include "nboard_client.h"

namespace hasami::cli {

Result<void> NBoardClient::start(const std::string& command, const std::string&) {
    return Error{"cannot run '" + command + "': running other programs is not built for Windows"};
}

bool NBoardClient::send(const std::string&) {
    return false;
}

NBoardClient::Reply NBoardClient::readLine(double) {
    return {Reply::Kind::Closed, {}};
}

std::string NBoardClient::exitReason() {
    return "was never started";
}

void NBoardClient::stop() {}

}  // namespace hasami::cli
