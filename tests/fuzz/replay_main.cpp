// Runs a fuzz target over committed inputs, so that every test run replays the corpus and the
// crashes found before without libFuzzer (which only clang provides):
//   replay_<target> DIRECTORY_OR_FILE...
// Files whose name starts with '.' (such as .gitkeep) are skipped. A missing argument is an
// error, so that a misnamed directory cannot make the test pass by replaying nothing.

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <vector>

#include "fuzz_check.h"

namespace fs = std::filesystem;

namespace {

std::vector<fs::path> inputsUnder(const fs::path& path) {
    if (!fs::is_directory(path)) return {path};
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(path)) {
        if (entry.is_regular_file() && !entry.path().filename().string().starts_with('.')) {
            files.push_back(entry.path());
        }
    }
    std::sort(files.begin(), files.end());  // the same order on every machine
    return files;
}

}  // namespace

int main(int argc, char** argv) {
    int replayed = 0;
    for (int i = 1; i < argc; ++i) {
        if (!fs::exists(argv[i])) {
            std::cerr << argv[i] << ": no such file or directory\n";
            return 2;
        }
        for (const fs::path& file : inputsUnder(argv[i])) {
            std::ifstream in(file, std::ios::binary);
            const std::vector<char> bytes{std::istreambuf_iterator<char>(in),
                                          std::istreambuf_iterator<char>()};
            std::cout << file.string() << std::endl;  // names the input if the target crashes
            LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()),
                                   bytes.size());
            ++replayed;
        }
    }
    std::cout << replayed << " inputs replayed\n";
    return 0;
}
