#pragma once
// Menu and dialog texts for the window tests: a menu text as a plain phrase,
// its mnemonic letter, and the mnemonics two items of a menu or a dialog share.
#include "TsFiles.h"

#include <QAbstractButton>
#include <QAction>
#include <QChar>
#include <QGroupBox>
#include <QHash>
#include <QLabel>
#include <QMenu>
#include <QString>
#include <QStringList>
#include <QWidget>

namespace testsupport {

// The menu text as a plain phrase: no mnemonic ampersands, no trailing ellipsis.
inline QString strippedText(QString text)
{
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    text = text.trimmed();
    if (text.endsWith(QStringLiteral("...")))
        text.chop(3);
    else if (text.endsWith(QChar(0x2026)))
        text.chop(1);
    return text.trimmed();
}

// The mnemonic letter of a text ("Ö&ffnen …" -> 'f'), or a null QChar (TsFiles.h reads it the same way).
inline QChar mnemonicOf(const QString& text)
{
    return tsfiles::mnemonic(text);
}

// Two items of one menu (each submenu on its own) on one mnemonic letter: Alt+letter
// reaches only the first. Returns "View: &Best Line and Show &Bars" for each clash.
inline void menuMnemonicClashes(const QMenu* menu, const QString& where, QStringList& clashes)
{
    QHash<QChar, QString> owners;
    for (const QAction* action : menu->actions()) {
        if (action->isSeparator() || !action->isVisible())
            continue;
        const QChar letter = mnemonicOf(action->text());
        if (!letter.isNull()) {
            if (owners.contains(letter))
                clashes.append(where + QStringLiteral(": ") + owners.value(letter) + QStringLiteral(" and ")
                               + action->text());
            else
                owners.insert(letter, action->text());
        }
        if (const QMenu* sub = action->menu())
            menuMnemonicClashes(sub, where + QStringLiteral(" > ") + strippedText(action->text()), clashes);
    }
}

// The clashes of a dialog's mnemonics (its visible buttons, check boxes, group boxes and
// the labels that name a field), and its labels that show an '&' literally (a mnemonic
// written for a label without a buddy).
inline QStringList dialogMnemonicProblems(const QWidget& dialog)
{
    QStringList problems;
    QHash<QChar, QString> owners;
    const auto claim = [&](const QString& text) {
        const QChar letter = mnemonicOf(text);
        if (letter.isNull())
            return;
        if (owners.contains(letter))
            problems.append(owners.value(letter) + QStringLiteral(" and ") + text + QStringLiteral(" share a letter"));
        else
            owners.insert(letter, text);
    };
    for (const QAbstractButton* button : dialog.findChildren<QAbstractButton*>())
        if (button->isVisibleTo(&dialog))
            claim(button->text());
    for (const QGroupBox* box : dialog.findChildren<QGroupBox*>())
        if (box->isVisibleTo(&dialog) && box->isCheckable())
            claim(box->title());
    for (const QLabel* label : dialog.findChildren<QLabel*>()) {
        if (!label->isVisibleTo(&dialog) || label->textFormat() == Qt::RichText)
            continue;
        if (label->buddy() != nullptr)
            claim(label->text());
        else if (!mnemonicOf(label->text()).isNull())
            problems.append(label->text() + QStringLiteral(" shows its '&' (no buddy)"));
    }
    return problems;
}

} // namespace testsupport
