#pragma once

// Keeps a window test's settings and autosaves away from the user's.

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>

// QStandardPaths' test folders and an organisation of the test's own, its settings cleared:
// the window reads and writes both.
inline void useTestSettings(const char* organisation = "HasamiTest") {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(organisation);
    QSettings().clear();
}
