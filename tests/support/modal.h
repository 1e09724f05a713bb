#pragma once

// Answers the modal dialogs a test makes the app show, as the user would.

#include <QAbstractButton>
#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QMessageBox>
#include <QTimer>
#include <functional>

// Does `act` to the next modal dialog of type T once it shows (a question, a file dialog),
// as the user would; the dialog's own event loop runs the check.
template <typename T>
inline void whenShown(std::function<void(T*)> act) {
    auto* timer = new QTimer;
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, [timer, act] {
        auto* dialog = qobject_cast<T*>(QApplication::activeModalWidget());
        if (!dialog) return;
        timer->stop();
        timer->deleteLater();
        act(dialog);
    });
    timer->start();
}

// Chooses `path` in the next file dialog as the user would, typing it into the name field and
// pressing the dialog's button; again on the next tick while the dialog has not taken it. The name
// is typed rather than given to selectFile(), which leaves a focused field as it is: the dialog
// would then choose the file it opened with and ask whether to replace it, a question no test
// answers. While it still reads its folder the dialog may also ignore the button.
inline void chooseFile(const QString& path) {
    auto* timer = new QTimer;
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, [timer, path] {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        auto* name = dialog ? dialog->findChild<QLineEdit*>("fileNameEdit") : nullptr;
        if (!name) return;
        name->setText(path);
        const QStringList chosen = dialog->selectedFiles();
        if (chosen.size() != 1 || QFileInfo(chosen.front()) != QFileInfo(path)) return;
        static_cast<QDialog*>(dialog)->accept();
        if (dialog->isVisible()) return;
        timer->stop();
        timer->deleteLater();
    });
    timer->start();
}

// Answers the next question with `button`; `asked` gets its text.
inline void answer(QMessageBox::StandardButton button, QString* asked = nullptr) {
    whenShown<QMessageBox>([=](QMessageBox* box) {
        if (asked) *asked = box->text();
        box->button(button)->click();
    });
}

// Answers every question from now on with `button` (for tests that do anything at random).
inline void answerEveryQuestion(QMessageBox::StandardButton button) {
    auto* timer = new QTimer(qApp);
    timer->setInterval(10);
    QObject::connect(timer, &QTimer::timeout, [button] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
            box->button(button)->click();
    });
    timer->start();
}
