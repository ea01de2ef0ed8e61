#include "gui/files/PositionClipboard.h"

#include "gui/document/GameDocument.h"
#include "gui/document/commands/StateChangeCommand.h"
#include "gui/files/BoardFile.h"
#include "gui/files/ContestTextFiles.h"
#include "gui/files/DocumentFiles.h"
#include "gui/looks/GameLooks.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QIcon>
#include <QMenu>
#include <QMimeData>

#include <optional>

namespace gui {

PositionClipboard::PositionClipboard(QMenu* editMenu, QAction* before, GameDocument* document, DocumentFiles* files,
                                     ContestTextFiles* texts, QWidget* window)
    : QObject(window)
    , m_document(document)
    , m_files(files)
    , m_texts(texts)
    , m_window(window)
{
    auto* copyAction = new QAction(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("C&opy Position"), window);
    copyAction->setObjectName(QStringLiteral("actionCopy"));
    copyAction->setShortcut(QKeySequence::Copy);
    copyAction->setToolTip(tr("Copy the position as a contest text and a board file"));
    copyAction->setStatusTip(copyAction->toolTip());
    auto* pasteAction = new QAction(QIcon::fromTheme(QStringLiteral("edit-paste")), tr("&Paste Position"), window);
    pasteAction->setObjectName(QStringLiteral("actionPaste"));
    pasteAction->setShortcut(QKeySequence::Paste);
    pasteAction->setToolTip(tr("Replace the board by a board file, contest text or position query from the clipboard"));
    pasteAction->setStatusTip(pasteAction->toolTip());
    editMenu->insertActions(before, {copyAction, pasteAction});
    editMenu->insertSeparator(before);
    connect(copyAction, &QAction::triggered, this, &PositionClipboard::copy);
    connect(pasteAction, &QAction::triggered, this, &PositionClipboard::paste);
}

QMimeData* PositionClipboard::positionData() const
{
    const auto& moves = m_document->moves();
    std::vector<engine::Move> played(moves.begin(), moves.begin() + m_document->currentMove());
    const BoardFileContents contents{m_document->gameId(), m_document->setup(), std::move(played),
                                     &m_document->game(), m_document->rule()};
    const QByteArray json = BoardFile::toJson(contents);
    auto* data = new QMimeData;
    data->setData(QLatin1String(kBoardMimeType), json);
    // The first of these texts that can hold the position: the contest text of the current board (a board
    // played on may be no setup, as chomp's eaten cells), the position query of the setup and the moves, the JSON.
    for (const auto& text : {m_texts->contestTextOf(m_document->currentBoard()),
                             m_texts->exportText(ContestTextFiles::Kind::PositionQuery)})
        if (const std::string* plain = std::get_if<std::string>(&text)) {
            data->setText(QString::fromStdString(*plain));
            return data;
        }
    data->setText(QString::fromUtf8(json));
    return data;
}

void PositionClipboard::copy()
{
    QMimeData* data = positionData();
    const bool asContest = std::holds_alternative<std::string>(m_texts->contestTextOf(m_document->currentBoard()));
    const bool asJson = data->text().startsWith(QLatin1Char('{'));
    QGuiApplication::clipboard()->setMimeData(data);
    const engine::Game& game = m_document->game();
    const QString name = GameLooks::find(game).gameName(game);
    emit statusMessage(asContest ? tr("Copied the position as a contest text and a board file of %1").arg(name)
                           : asJson ? tr("Copied the position as a board file of %1").arg(name)
                                    : tr("Copied the position as a position query and a board file of %1").arg(name));
}

bool PositionClipboard::paste()
{
    const QString source = tr("The clipboard text");
    const QString title = tr("Cannot paste");
    const QMimeData* data = QGuiApplication::clipboard()->mimeData();
    std::optional<ImportedPosition> position;
    if (data != nullptr && data->hasFormat(QLatin1String(kBoardMimeType))) {
        position = m_files->positionFromJson(data->data(QLatin1String(kBoardMimeType)), source, title);
    } else {
        const QString text = data != nullptr ? data->text() : QString();
        if (text.trimmed().isEmpty()) {
            emit statusMessage(tr("The clipboard holds no text to paste."));
            return false;
        }
        position = text.trimmed().startsWith(QLatin1Char('{'))
            ? m_files->positionFromJson(text.toUtf8(), source, title)
            : m_texts->positionFromText(text.toStdString(), source);
    }
    return position && adopt(std::move(*position));
}

bool PositionClipboard::adopt(ImportedPosition position)
{
    const engine::Game& game = *position.game;
    const QString name = GameLooks::find(game).gameName(game);
    // The same rules, not the same id: two sums of different boards share the id "sum".
    if (&game == &m_document->game()) {
        m_document->undoStack()->push(new StateChangeCommand(m_document, std::move(position.state), tr("Paste")));
        emit statusMessage(tr("Pasted a board of %1.").arg(name));
        return true;
    }
    if (!m_files->maybeSave())
        return false;
    m_document->reset(game, std::move(position.state), QString(), position.rule);
    emit statusMessage(tr("Pasted a board of %1 as a new board.").arg(name));
    return true;
}

} // namespace gui
