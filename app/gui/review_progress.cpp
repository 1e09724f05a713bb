#include "review_progress.h"

#include <QHBoxLayout>
#include <QProgressBar>
#include <QToolButton>

namespace hasami::gui {

ReviewProgress::ReviewProgress(QWidget* parent) : QWidget(parent), bar_(new QProgressBar) {
    bar_->setMaximumWidth(160);
    bar_->setFormat(tr("Review %v/%m"));
    auto* cancel = new QToolButton;
    cancel->setText(tr("Cancel"));
    connect(cancel, &QToolButton::clicked, this, &ReviewProgress::cancelClicked);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(bar_);
    layout->addWidget(cancel);
    hide();
}

void ReviewProgress::showProgress(int done, int total) {
    bar_->setRange(0, total);
    bar_->setValue(done);
    show();
}

}  // namespace hasami::gui
