#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QMessageBox>
#include <QScreen>
#include <QTranslator>

#include "ai/pattern_evaluator.h"
#include "main_window.h"
#include "preferences.h"
#include "window_size.h"

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName("Hasami");
    QApplication::setOrganizationName("Hasami");
    QApplication::setApplicationDisplayName("Hasami");

    hasami::gui::Preferences preferences;
    const QString language = preferences.settings().language;
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    // English holds only the plural forms of the source strings ("1 move", not "1 move(s)");
    // it stands in for the languages Hasami has no translation for.
    QTranslator translator;
    if (translator.load(locale, "hasami", "_", ":/i18n") || translator.load(":/i18n/hasami_en.qm"))
        QApplication::installTranslator(&translator);
    QTranslator qtTranslator;
    if (qtTranslator.load(locale, "qtbase", "_",
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QApplication::installTranslator(&qtTranslator);
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Othello against the computer"));
    parser.addHelpOption();
    parser.addPositionalArgument(
        "file", QApplication::translate("main", "A game to open (.txt, .ggf, .obf)."), "[file]");
    parser.process(app);

    hasami::gui::MainWindow window(&preferences);
    if (preferences.windowGeometry().isEmpty()) {
        // The frame's room too: the screen's available size less the window manager's edges.
        constexpr QSize kFrame(16, 40);
        window.resize(hasami::gui::firstWindowSize(
            window.screen()->availableGeometry().size() - kFrame, window.minimumSizeHint()));
    }
    window.show();
    // The engine falls back to its simple evaluation by itself; the user is told it is weaker.
    if (const auto weights = hasami::ai::loadShippedEvaluator(); !weights) {
        QMessageBox::warning(
            &window, QApplication::translate("main", "Evaluation"),
            QApplication::translate("main",
                                    "The trained evaluation could not be loaded (%1). Hasami plays "
                                    "with its simple evaluation, which is weaker.")
                .arg(QString::fromStdString(weights.error().message)));
    }
    window.offerUnsavedGame();
    if (!parser.positionalArguments().isEmpty())
        window.openFile(parser.positionalArguments().front());
    return QApplication::exec();
}
