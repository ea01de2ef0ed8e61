#pragma once

#include "gui/board/BoardView.h"
#include "gui/app/MainWindow.h"
#include "gui/document/GameDocument.h"
#include "gui/files/UserPrompts.h"

#include "engine/Board.h"
#include "engine/Game.h"
#include "engine/GameModules.h"

#include <QAction>
#include <QApplication>
#include <QCoreApplication>
#include <QFile>
#include <QTest>
#include <QTimer>

#include <functional>
#include <initializer_list>
#include <memory>
#include <optional>

// Helpers shared by the GUI tests.
// The gui library's icons and pictures (its .qrc); declared at global scope, as
// Q_INIT_RESOURCE needs. Calling it twice is harmless.
inline void initGrundyGridResources()
{
    Q_INIT_RESOURCE(grundygrid);
}

namespace testsupport {

// The bytes of a file, or none when it cannot be read.
inline QByteArray fileContents(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Answers the main window's questions without modal dialogs and records them.
class RecordingPrompts final : public gui::UserPrompts {
public:
    SaveChoice saveAnswer = SaveChoice::Discard;
    QString openAnswer;
    QString saveAnswerPath;
    int saveQuestions = 0;
    QStringList errors;

    SaveChoice askSaveChanges(QWidget*, const QString&) override
    {
        ++saveQuestions;
        return saveAnswer;
    }
    void showError(QWidget*, const QString& title, const QString& message) override
    {
        errors.append(title + QStringLiteral(": ") + message);
    }
    QString openFileName(QWidget*, const QString&) override { return openAnswer; }
    QString saveFileName(QWidget*, const QString&) override { return saveAnswerPath; }
    bool recoverAnswer = true;
    QStringList recoverQuestions; // the document names asked about
    bool askRecover(QWidget*, const QString& documentName, const QDateTime&) override
    {
        recoverQuestions.append(documentName);
        return recoverAnswer;
    }
    FileChangeChoice fileChangeAnswer = FileChangeChoice::Cancel;
    QStringList fileChangeQuestions; // "name before saving" or "name when activated"
    FileChangeChoice askFileChanged(QWidget*, const QString& documentName, bool beforeSaving, bool) override
    {
        fileChangeQuestions.append(documentName + (beforeSaving ? QStringLiteral(" before saving")
                                                                : QStringLiteral(" when activated")));
        return fileChangeAnswer;
    }
};

inline void clickCell(gui::BoardView& view, engine::Cell cell, Qt::MouseButton button = Qt::LeftButton)
{
    QTest::mouseClick(view.viewport(), button, Qt::NoModifier, view.viewportPointOf(cell));
}

// A press on `from`, moves through `through` and a release on the last cell.
inline void dragCells(gui::BoardView& view, const std::vector<engine::Cell>& cells,
                      Qt::MouseButton button = Qt::LeftButton)
{
    QWidget* viewport = view.viewport();
    QTest::mousePress(viewport, button, Qt::NoModifier, view.viewportPointOf(cells.front()));
    for (std::size_t i = 1; i < cells.size(); ++i)
        QTest::mouseMove(viewport, view.viewportPointOf(cells[i]));
    QTest::mouseRelease(viewport, button, Qt::NoModifier, view.viewportPointOf(cells.back()));
}

// The engine's own analysis of `position`, computed here, independently of the
// GUI: the whole of it, with the Grundy values a solver may defer.
inline engine::Analysis engineAnalysis(const engine::Game& game, const engine::Board& setup,
                                       const engine::Board& position)
{
    const std::unique_ptr<engine::Solver> solver = game.createSolver(setup);
    if (solver->defersGrundyValues())
        solver->prepare(engine::SolveContext{});
    return solver->analyse(position, engine::SolveContext{});
}

// Every move of the document was legal where it was played, and the last position has none.
inline void verifyMovesLegal(const gui::GameDocument& document)
{
    const engine::Game& game = document.game();
    engine::Board position = document.setup();
    for (const engine::Move& move : document.moves()) {
        QVERIFY(game.isLegal(position, move));
        position = game.play(position, move);
    }
    QVERIFY(game.legalMoves(position).empty());
}

// Enters edit mode as the user would (Game ▸ Edit Mode). A window starts in play
// mode (issue 32 item 1); the tests written for the editor begin with this.
inline void enterEditMode(gui::MainWindow& window)
{
    window.findChild<QAction*>(QStringLiteral("actionEditMode"))->trigger();
}

// How a test window starts: in edit mode (the editor's tests), or as a user's window does.
enum class StartMode { Edit, AsStarted };

// A main window answering its questions through RecordingPrompts (handed out
// through `prompts` when given), shown at `size` on the offscreen screen, in
// edit mode unless `start` says AsStarted; null when it never got exposed.
inline std::unique_ptr<gui::MainWindow> showMainWindow(QSize size = QSize(1000, 700),
                                                       RecordingPrompts** prompts = nullptr,
                                                       StartMode start = StartMode::Edit)
{
    auto window = std::make_unique<gui::MainWindow>();
    if (start == StartMode::Edit)
        enterEditMode(*window);
    auto recording = std::make_unique<RecordingPrompts>();
    if (prompts != nullptr)
        *prompts = recording.get();
    window->setPrompts(std::move(recording));
    window->resize(size);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    return window;
}

// A game by its id (the id of a registered game).
inline const engine::Game& gameById(const char* id)
{
    return *engine::findGame(id);
}

// The rows of a test run once a game: the column "id", a row a game id.
inline void addGameRows(std::initializer_list<const char*> ids)
{
    QTest::addColumn<QString>("id");
    for (const char* id : ids)
        QTest::newRow(id) << QString::fromLatin1(id);
}

// The game of the current row of addGameRows().
inline const engine::Game& gameOfRow()
{
    QFETCH(QString, id);
    return gameById(id.toLatin1().constData());
}

// Answers the modal dialog of type `Dialog` that the next action opens (once
// the event loop runs; `context` ends the wait when it is destroyed first).
template <typename Dialog> void whenDialogOpens(QObject* context, std::function<void(Dialog&)> answer)
{
    QTimer::singleShot(0, context, [answer] {
        auto* dialog = qobject_cast<Dialog*>(QApplication::activeModalWidget());
        if (dialog == nullptr)
            qFatal("the expected %s is not open", Dialog::staticMetaObject.className());
        answer(*dialog);
    });
}

inline void initApplication()
{
    initGrundyGridResources();
    QCoreApplication::setOrganizationName(QStringLiteral("GrundyGridTests"));
    QCoreApplication::setApplicationName(QStringLiteral("GrundyGridTests"));
}

} // namespace testsupport
