// The New and Resize dialogs' layout: no text clipped or overlapping for any
// game and start, a refused size's message included; the Resize dialog
// without an empty area between its sizes and its buttons.
#include "TestRegistry.h"
#include "GuiTestSupport.h"
#include "DialogParts.h"

#include "gui/files/NewBoardDialog.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QRadioButton>

using gui::NewBoardDialog;
using testsupport::child;
using testsupport::clippedParts;
using testsupport::retype;

class TestNewBoardLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::initApplication(); }

    void textsAreNeverClipped()
    {
        NewBoardDialog dialog(NewBoardDialog::Purpose::NewBoard, testsupport::gameById("volcano"), 6, 7);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QStringList problems;
        const auto check = [&](const QString& where) {
            QApplication::processEvents(); // the layout settles
            for (const QString& problem : clippedParts(dialog))
                problems.append(where + QStringLiteral(": ") + problem);
        };
        auto* games = child<QComboBox>(dialog, "gameCombo");
        for (int index = 0; index < games->count(); ++index) {
            games->setCurrentIndex(index);
            for (const char* start : {"emptyRadio", "exampleRadio", "randomRadio"}) {
                auto* radio = child<QRadioButton>(dialog, start);
                if (!radio->isEnabled())
                    continue;
                radio->click();
                check(QStringLiteral("%1, %2").arg(games->currentText(), QLatin1String(start)));
            }
        }
        dialog.setGame(QStringLiteral("pawn"));
        child<QRadioButton>(dialog, "exampleRadio")->click();
        check(QStringLiteral("pawn's example"));
        dialog.setGame(QStringLiteral("chomp"));
        child<QRadioButton>(dialog, "emptyRadio")->click();
        retype(child<QLineEdit>(dialog, "rowsEdit"), QStringLiteral("50"));
        retype(child<QLineEdit>(dialog, "colsEdit"), QStringLiteral("50"));
        child<QDialogButtonBox>(dialog, "buttonBox")->button(QDialogButtonBox::Ok)->click();
        QVERIFY(dialog.isVisible());
        QVERIFY(!child<QLabel>(dialog, "errorLabel")->text().isEmpty());
        check(QStringLiteral("chomp 50 x 50 refused"));
        if (const QString shot = qEnvironmentVariable("GRUNDYGRID_DIALOG_SHOT"); !shot.isEmpty())
            dialog.grab().save(shot + QStringLiteral(".refused.png"));
        problems.removeDuplicates();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // Issue 13 item 12: the Resize dialog has no empty area between the sizes and its buttons.
    void resizeDialogIsCompact()
    {
        NewBoardDialog dialog(NewBoardDialog::Purpose::Resize, testsupport::gameById("chomp"), 5, 5);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QRect sizes = child<QLineEdit>(dialog, "colsEdit")->geometry();
        const QRect buttons = child<QDialogButtonBox>(dialog, "buttonBox")->geometry();
        // Between them only the statement of the game's size limits and the spacing around
        // it (the empty area was 199 px before the fix).
        const int limits = child<QLabel>(dialog, "limitsLabel")->height();
        const int empty = buttons.top() - sizes.bottom() - limits;
        QVERIFY2(empty <= 3 * dialog.fontMetrics().height(),
                 qPrintable(QStringLiteral("%1 px of empty space between the sizes and the buttons").arg(empty)));
        if (const QString shot = qEnvironmentVariable("GRUNDYGRID_DIALOG_SHOT"); !shot.isEmpty())
            dialog.grab().save(shot + QStringLiteral(".resize.png"));
    }
};

GRUNDYGRID_TEST_MAIN(test_newboard_layout, TestNewBoardLayout)
#include "test_newboard_layout.moc"
