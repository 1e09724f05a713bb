#include <QApplication>
#include <QMainWindow>

#include "board_view.h"

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName("Hasami");
    QApplication::setOrganizationName("Hasami");
    QMainWindow window;
    window.setWindowTitle(QObject::tr("Hasami"));
    window.setCentralWidget(new hasami::gui::BoardView(&window));
    window.resize(640, 640);
    window.show();
    return QApplication::exec();
}
