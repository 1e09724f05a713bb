#include "image_file.h"

#include <png.h>

#include <csetjmp>
#include <cstdio>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

// jpeglib.h wants FILE and size_t declared first.
#include <jpeglib.h>

#include "core/quote.h"
#include "core/read_file.h"

namespace hasami::recognition {

namespace {

bool startsWith(const std::string& bytes, std::initializer_list<unsigned char> magic) {
    if (bytes.size() < magic.size()) return false;
    std::size_t i = 0;
    for (const unsigned char c : magic) {
        if (static_cast<unsigned char>(bytes[i++]) != c) return false;
    }
    return true;
}

std::optional<std::string> tooLarge(long long width, long long height) {
    if (width <= 0 || height <= 0) return "the picture is empty";
    if (width * height > kMaxImagePixels)
        return "the picture is too large (" + std::to_string(width) + "x" + std::to_string(height) +
               " pixels)";
    return std::nullopt;
}

Result<Raster> decodePng(const std::string& bytes) {
    png_image image{};
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, bytes.data(), bytes.size()))
        return Error{std::string("not a readable PNG: ") + image.message};
    if (const auto problem = tooLarge(image.width, image.height)) {
        png_image_free(&image);
        return Error{*problem};
    }
    image.format = PNG_FORMAT_RGB;
    std::vector<Rgb> pixels(std::size_t(image.width) * image.height);
    static_assert(sizeof(Rgb) == 3);
    if (!png_image_finish_read(&image, nullptr, pixels.data(), 0, nullptr))
        return Error{std::string("not a readable PNG: ") + image.message};
    return Raster(int(image.width), int(image.height), std::move(pixels));
}

// libjpeg reports an error by calling error_exit, which must not return: it jumps back to
// decodeJpeg. What decodeJpeg changes after setjmp lives in this object on the heap, not in
// its own variables, whose values a longjmp leaves undefined.
struct JpegState {
    jpeg_decompress_struct info{};
    jpeg_error_mgr manager{};
    std::jmp_buf jump{};
    char message[JMSG_LENGTH_MAX] = {};
    std::optional<Raster> raster;
    std::vector<Rgb> row;
    std::optional<std::string> problem;
};

[[noreturn]] void jumpBack(j_common_ptr info) {
    auto* state = static_cast<JpegState*>(info->client_data);
    info->err->format_message(info, state->message);
    std::longjmp(state->jump, 1);
}

Result<Raster> decodeJpeg(const std::string& bytes) {
    const auto state = std::make_unique<JpegState>();
    state->info.err = jpeg_std_error(&state->manager);
    state->manager.error_exit = jumpBack;
    state->info.client_data = state.get();
    if (setjmp(state->jump)) {
        jpeg_destroy_decompress(&state->info);
        return Error{std::string("not a readable JPEG: ") + state->message};
    }
    jpeg_create_decompress(&state->info);
    jpeg_mem_src(&state->info, reinterpret_cast<const unsigned char*>(bytes.data()),
                 static_cast<unsigned long>(bytes.size()));
    jpeg_read_header(&state->info, TRUE);
    state->problem = tooLarge(state->info.image_width, state->info.image_height);
    if (state->problem) {
        jpeg_destroy_decompress(&state->info);
        return Error{*state->problem};
    }
    state->info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&state->info);
    state->raster.emplace(int(state->info.output_width), int(state->info.output_height));
    state->row.resize(state->info.output_width);
    while (state->info.output_scanline < state->info.output_height) {
        const int y = int(state->info.output_scanline);
        JSAMPROW row = reinterpret_cast<JSAMPROW>(state->row.data());
        jpeg_read_scanlines(&state->info, &row, 1);
        for (int x = 0; x < state->raster->width(); ++x)
            state->raster->set(x, y, state->row[std::size_t(x)]);
    }
    jpeg_finish_decompress(&state->info);
    jpeg_destroy_decompress(&state->info);
    return std::move(*state->raster);
}

}  // namespace

Result<Raster> readImageFile(const std::string& path) {
    const auto bytes = readFile(path, kMaxImageFileBytes);
    if (!bytes) return bytes.error();
    const auto decoded = startsWith(*bytes, {0x89, 'P', 'N', 'G'}) ? decodePng(*bytes)
                         : startsWith(*bytes, {0xff, 0xd8, 0xff})
                             ? decodeJpeg(*bytes)
                             : Result<Raster>(Error{"not a PNG or JPEG picture"});
    if (!decoded) return Error{quotePath(path) + ": " + decoded.error().message};
    return decoded;
}

}  // namespace hasami::recognition
