#pragma once

// The random walk's hand on the window's dialogs (test_monkey): whatever modal
// dialog or message box opens, at any depth, is answered once the event loop
// runs, as a user would: fields changed at random within sizes that analyse
// quickly, then one of its buttons (OK, Cancel, Discard, ...). File dialogs pick
// files in the walk's folder only, print dialogs are cancelled: the walk never
// writes elsewhere and never prints. Non-modal dialogs (the rules) are closed after each step.
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QPrintDialog>
#include <QPushButton>
#include <QRadioButton>
#include <QSlider>
#include <QSpinBox>
#include <QStringList>
#include <QTimer>

#include <functional>
#include <random>
#include <utility>

namespace testsupport {

class MonkeyDialogs final : public QObject {
public:
    using Note = std::function<void(const QString&)>;

    // Answers with choices drawn from `random` (which must outlive this), telling
    // `note` each answer; file dialogs pick files in `folder` only.
    MonkeyDialogs(std::mt19937_64& random, Note note, QString folder)
        : m_random(random), m_note(std::move(note)), m_folder(std::move(folder))
    {
        m_timer.setInterval(5);
        connect(&m_timer, &QTimer::timeout, this, &MonkeyDialogs::answer);
        m_timer.start();
    }

    // How many dialogs were answered.
    [[nodiscard]] int answered() const { return m_answered; }

    // Closes the visible dialogs that are not modal (they would pile up).
    static void closeModeless()
    {
        for (QWidget* widget : QApplication::topLevelWidgets())
            if (auto* dialog = qobject_cast<QDialog*>(widget); dialog != nullptr && dialog->isVisible()
                                                                && !dialog->isModal())
                dialog->close();
    }

private:
    // The largest rows or columns typed into a size field: a full 5 x 5 rectangles board analyses in
    // well under a second, a full 6 x 6 takes minutes.
    static constexpr int kLargestTypedSide = 5;

    int draw(int count) { return std::uniform_int_distribution<int>(0, count - 1)(m_random); }
    bool chance(double p) { return std::bernoulli_distribution(p)(m_random); }

    // Does `act` on `widget` once this tick has returned: what it opens (a message
    // box that a dialog's OK shows) is answered by the next ticks, which do not
    // come while this tick's slot runs.
    void later(QWidget* widget, std::function<void(QWidget&)> act)
    {
        m_pending = true;
        QTimer::singleShot(0, this, [this, target = QPointer<QWidget>(widget), act] {
            m_pending = false;
            if (target != nullptr)
                act(*target);
        });
    }

    void answer()
    {
        QWidget* modal = QApplication::activeModalWidget();
        if (m_pending || modal == nullptr || !modal->isVisible())
            return;
        ++m_answered;
        const QString name = QString::fromLatin1(modal->metaObject()->className());
        if (auto* files = qobject_cast<QFileDialog*>(modal); files != nullptr && chance(0.5)) {
            answerFileDialog(*files);
            return;
        }
        if (qobject_cast<QFileDialog*>(modal) != nullptr || qobject_cast<QPrintDialog*>(modal) != nullptr) {
            m_note(QStringLiteral("  %1: cancelled").arg(name));
            later(modal, [](QWidget& dialog) { static_cast<QDialog&>(dialog).reject(); });
            return;
        }
        if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            const QList<QAbstractButton*> buttons = box->buttons();
            if (buttons.isEmpty()) {
                later(box, [](QWidget& dialog) { static_cast<QDialog&>(dialog).reject(); });
                return;
            }
            QAbstractButton* button = buttons.at(draw(static_cast<int>(buttons.size())));
            m_note(QStringLiteral("  message box \"%1\": %2").arg(box->text().left(60), button->text()));
            later(button, [](QWidget& clicked) { static_cast<QAbstractButton&>(clicked).click(); });
            return;
        }
        auto* dialog = qobject_cast<QDialog*>(modal);
        if (dialog == nullptr)
            return;
        if (chance(0.6))
            fiddle(*dialog);
        QList<QAbstractButton*> buttons;
        if (auto* box = dialog->findChild<QDialogButtonBox*>())
            for (QAbstractButton* button : box->buttons())
                if (button->isEnabled() && button->isVisible())
                    buttons.append(button);
        if (buttons.isEmpty()) {
            m_note(QStringLiteral("  %1: rejected").arg(name));
            later(dialog, [](QWidget& rejected) { static_cast<QDialog&>(rejected).reject(); });
            return;
        }
        QAbstractButton* button = buttons.at(draw(static_cast<int>(buttons.size())));
        m_note(QStringLiteral("  %1: %2").arg(name, button->text()));
        later(button, [](QWidget& clicked) { static_cast<QAbstractButton&>(clicked).click(); });
    }

    // Save: the file name suggested, in the walk's folder (an existing one asks
    // to be overwritten); Open: a file of that folder, good or bad.
    void answerFileDialog(QFileDialog& dialog)
    {
        const QDir folder(m_folder);
        QString path;
        if (dialog.acceptMode() == QFileDialog::AcceptSave) {
            const QString suggested = QFileInfo(dialog.selectedFiles().value(0)).fileName();
            path = folder.filePath(suggested.isEmpty() ? QStringLiteral("dialog-saved") : suggested);
        } else {
            const QStringList names = folder.entryList(QDir::Files, QDir::Name);
            if (names.isEmpty()) {
                later(&dialog, [](QWidget& rejected) { static_cast<QDialog&>(rejected).reject(); });
                return;
            }
            path = folder.filePath(names.at(draw(static_cast<int>(names.size()))));
        }
        m_note(QStringLiteral("  QFileDialog: %1").arg(QFileInfo(path).fileName()));
        dialog.selectFile(path);
        // QFileDialog::accept (protected there) checks the name and may ask to overwrite.
        later(&dialog, [](QWidget& accepted) { static_cast<QDialog&>(accepted).accept(); });
    }

    // Changes some of the dialog's fields as a user would.
    void fiddle(QDialog& dialog)
    {
        for (QComboBox* combo : dialog.findChildren<QComboBox*>())
            if (combo->isEnabled() && combo->count() > 0 && chance(0.5)) {
                combo->setCurrentIndex(draw(combo->count()));
                m_note(QStringLiteral("    %1 = %2").arg(combo->objectName(), combo->currentText()));
            }
        const QList<QRadioButton*> radios = dialog.findChildren<QRadioButton*>();
        if (!radios.isEmpty() && chance(0.5)) {
            QRadioButton* radio = radios.at(draw(static_cast<int>(radios.size())));
            if (radio->isEnabled()) {
                radio->click();
                m_note(QStringLiteral("    %1 chosen").arg(radio->objectName()));
            }
        }
        for (QLineEdit* edit : dialog.findChildren<QLineEdit*>()) {
            if (!edit->isEnabled() || edit->isReadOnly() || !chance(0.5))
                continue;
            const QString name = edit->objectName();
            if (name == QLatin1String("rowsEdit") || name == QLatin1String("colsEdit")) {
                edit->setText(QString::number(1 + draw(kLargestTypedSide)));
            } else if (qobject_cast<QSpinBox*>(edit->parent()) != nullptr) {
                continue; // a spin box's own editor: set through the spin box
            } else {
                // A seed or a name: digits, nothing, or junk.
                const int kind = draw(3);
                edit->setText(kind == 0 ? QString::number(draw(1000)) : kind == 1 ? QString() : QStringLiteral("x?-1"));
            }
            m_note(QStringLiteral("    %1 = \"%2\"").arg(name, edit->text()));
        }
        for (QSpinBox* spin : dialog.findChildren<QSpinBox*>())
            if (spin->isEnabled() && chance(0.5)) {
                const qint64 span = qint64(spin->maximum()) - spin->minimum();
                spin->setValue(spin->minimum() + static_cast<int>(std::uniform_int_distribution<qint64>(0, span)(m_random)));
                m_note(QStringLiteral("    %1 = %2").arg(spin->objectName()).arg(spin->value()));
            }
        for (QSlider* slider : dialog.findChildren<QSlider*>())
            if (slider->isEnabled() && chance(0.5))
                slider->setValue(slider->minimum() + draw(slider->maximum() - slider->minimum() + 1));
    }

    std::mt19937_64& m_random;
    Note m_note;
    QString m_folder;
    QTimer m_timer;
    int m_answered = 0;
    bool m_pending = false; // an answer is on its way
};

} // namespace testsupport
