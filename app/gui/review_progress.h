#pragma once

#include <QWidget>

class QProgressBar;

namespace hasami::gui {

// The status bar's part of a running review: "Review 12/57" and a Cancel button, shown from its
// first progress until it ends.
class ReviewProgress : public QWidget {
    Q_OBJECT
  public:
    explicit ReviewProgress(QWidget* parent = nullptr);

  public slots:
    // `done` of `total` positions are reviewed: shown.
    void showProgress(int done, int total);

  signals:
    void cancelClicked();

  private:
    QProgressBar* bar_;
};

}  // namespace hasami::gui
