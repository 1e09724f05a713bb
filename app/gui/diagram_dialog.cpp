#include "diagram_dialog.h"

#include <QBuffer>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QMessageBox>
#include <QSpinBox>

#include "whole_file.h"

namespace hasami::gui {

DiagramDialog::DiagramDialog(const GameRecord& record, QWidget* parent)
    : QDialog(parent),
      record_(record),
      size_(new QSpinBox),
      coordinates_(new QCheckBox(tr("Coordinates (a–h, 1–8)"))),
      numbered_(new QCheckBox(tr("Number the moves from move"))),
      from_(new QSpinBox) {
    setWindowTitle(tr("Export diagram"));
    coordinates_->setObjectName("coordinates");
    numbered_->setObjectName("numbered");
    from_->setObjectName("numberedFrom");
    size_->setRange(100, 4000);
    size_->setSingleStep(40);
    size_->setValue(480);
    size_->setSuffix(tr(" px"));
    coordinates_->setChecked(true);
    // Numbers need moves before the position shown.
    const int ply = record_.ply();
    from_->setRange(1, std::max(1, ply));
    from_->setValue(std::max(1, ply - 9));
    numbered_->setEnabled(ply > 0);
    from_->setEnabled(false);
    connect(numbered_, &QCheckBox::toggled, from_, &QWidget::setEnabled);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel);
    auto* form = new QFormLayout(this);
    form->addRow(tr("Size:"), size_);
    form->addRow(coordinates_);
    form->addRow(numbered_, from_);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

Diagram DiagramDialog::diagram() const {
    const bool numbered = numbered_->isEnabled() && numbered_->isChecked();
    Diagram d = diagramOf(record_, record_.ply(),
                          numbered ? std::optional(from_->value() - 1) : std::nullopt);
    d.coordinates = coordinates_->isChecked();
    return d;
}

int DiagramDialog::size() const {
    return size_->value();
}

void DiagramDialog::exportToFile() {
    if (exec() != QDialog::Accepted) return;
    QString path = QFileDialog::getSaveFileName(parentWidget(), tr("Export diagram"), {},
                                                tr("PNG image (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty()) return;
    if (!path.endsWith(".png", Qt::CaseInsensitive) && !path.endsWith(".svg", Qt::CaseInsensitive))
        path += ".png";
    if (QString error; !saveDiagram(path, diagram(), size(), &error))
        QMessageBox::warning(parentWidget(), tr("Export diagram"), error);
}

bool saveDiagram(const QString& path, const Diagram& diagram, int size, QString* error) {
    QByteArray bytes;
    if (path.endsWith(".svg", Qt::CaseInsensitive)) {
        bytes = diagramSvg(diagram, size);
    } else {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        diagramImage(diagram, size).save(&buffer, "PNG");
    }
    if (const QString reason = writeWholeFile(path, bytes); !reason.isEmpty()) {
        *error = DiagramDialog::tr("Cannot write %1: %2").arg(path, reason);
        return false;
    }
    return true;
}

}  // namespace hasami::gui
