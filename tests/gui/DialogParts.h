#pragma once
// The parts of a dialog for the dialog tests: a child by name, a line edit
// retyped as a user would, and what of a dialog is clipped or overlaps.
#include <QAbstractButton>
#include <QDialog>
#include <QLabel>
#include <QLineEdit>
#include <QList>
#include <QRect>
#include <QString>
#include <QStringList>
#include <QTest>
#include <QWidget>

namespace testsupport {

template <typename T>
T* child(QWidget& dialog, const char* name)
{
    auto* widget = dialog.findChild<T*>(QString::fromLatin1(name));
    if (widget == nullptr)
        qFatal("no child %s", name);
    return widget;
}

// Types `text` into a line edit as the user would.
inline void retype(QLineEdit* edit, const QString& text)
{
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
}

// What of `dialog` is clipped: a word-wrapped label shorter than its lines, a button or
// radio button shorter than its text, or two of them on top of each other.
inline QStringList clippedParts(QDialog& dialog)
{
    QStringList clipped;
    QList<QWidget*> shown;
    for (QLabel* label : dialog.findChildren<QLabel*>())
        if (label->isVisibleTo(&dialog) && !label->text().isEmpty()) {
            shown.append(label);
            const int needed = label->wordWrap() ? label->heightForWidth(label->width()) : label->sizeHint().height();
            if (label->height() < needed)
                clipped.append(QStringLiteral("\"%1\": %2 of %3 px").arg(label->text()).arg(label->height()).arg(needed));
        }
    for (QAbstractButton* button : dialog.findChildren<QAbstractButton*>())
        if (button->isVisibleTo(&dialog)) {
            shown.append(button);
            if (button->height() < button->minimumSizeHint().height())
                clipped.append(QStringLiteral("\"%1\": %2 of %3 px")
                                   .arg(button->text())
                                   .arg(button->height())
                                   .arg(button->minimumSizeHint().height()));
        }
    for (qsizetype i = 0; i < shown.size(); ++i)
        for (qsizetype j = i + 1; j < shown.size(); ++j) {
            const QRect a(shown[i]->mapTo(&dialog, QPoint()), shown[i]->size());
            const QRect b(shown[j]->mapTo(&dialog, QPoint()), shown[j]->size());
            if (a.intersects(b) && !shown[i]->isAncestorOf(shown[j]) && !shown[j]->isAncestorOf(shown[i]))
                clipped.append(QStringLiteral("\"%1\" overlaps \"%2\"")
                                   .arg(shown[i]->property("text").toString(), shown[j]->property("text").toString()));
        }
    return clipped;
}

} // namespace testsupport
