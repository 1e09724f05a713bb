#pragma once

#include <QtGlobal>
#include <atomic>

namespace hasami::gui {

// Raises `value` to `id` unless it is already higher: the workers' "every request up to id"
// marks only grow, whichever thread raises them first.
inline void raiseTo(std::atomic<quint64>& value, quint64 id) {
    quint64 seen = value.load();
    while (seen < id && !value.compare_exchange_weak(seen, id)) {
    }
}

}  // namespace hasami::gui
