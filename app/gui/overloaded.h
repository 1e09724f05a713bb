#pragma once

namespace hasami::gui {

// Lambdas as one visitor of a std::variant: std::visit(Overloaded{[](A) {}, [](B) {}}, v).
template <typename... F>
struct Overloaded : F... {
    using F::operator()...;
};

}  // namespace hasami::gui
