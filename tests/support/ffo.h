#pragma once

// The FFO endgame positions copied into tests/data/ffo, with their exact move scores.

#include <QFile>
#include <QString>
#include <vector>

#include "core/obf.h"

namespace hasami::test {

// Every entry of tests/data/ffo/<name>; fails the calling test (empty result) if unreadable.
inline std::vector<ObfEntry> ffoEntries(const QString& name) {
    QFile file(QStringLiteral(HASAMI_TEST_DATA "/ffo/") + name);
    std::vector<ObfEntry> entries;
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) return entries;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty()) continue;
        auto entry = parseObfLine(line.toStdString());
        if (!entry) return {};
        entries.push_back(std::move(entry).value());
    }
    return entries;
}

}  // namespace hasami::test
