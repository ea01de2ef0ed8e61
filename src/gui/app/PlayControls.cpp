#include "gui/app/PlayControls.h"

#include "gui/base/Settings.h"
#include "gui/play/PlaySession.h"

#include <QAbstractButton>
#include <QAction>
#include <QActionGroup>
#include <QLabel>
#include <QStyle>

namespace gui {

PlayControls::PlayControls(const Widgets& widgets, PlaySession* session, Settings* settings, QObject* parent)
    : QObject(parent)
    , m_widgets(widgets)
    , m_session(session)
    , m_settings(settings)
{
    auto* modes = new QActionGroup(this);
    modes->addAction(widgets.editMode);
    modes->addAction(widgets.playMode);
    auto* opponents = new QActionGroup(this);
    for (QAction* action : {widgets.opponentComputer, widgets.opponentHuman, widgets.opponentDemo})
        opponents->addAction(action);

    connect(widgets.editMode, &QAction::triggered, session, [session] { session->setMode(PlaySession::Mode::Edit); });
    connect(widgets.playMode, &QAction::triggered, session, [session] { session->setMode(PlaySession::Mode::Play); });
    // Only the user's own choice is remembered: a puzzle plays against nobody without changing it.
    const auto choose = [this](Opponent opponent) {
        m_session->setOpponent(opponent);
        m_settings->setValue(Settings::OpponentChoice, opponent);
    };
    connect(widgets.opponentComputer, &QAction::triggered, this, [choose] { choose(Opponent::Computer); });
    connect(widgets.opponentHuman, &QAction::triggered, this, [choose] { choose(Opponent::Human); });
    connect(widgets.opponentDemo, &QAction::triggered, this, [choose] { choose(Opponent::Demo); });
    connect(widgets.computerFirst, &QAction::toggled, session, [session](bool computerFirst) {
        if (computerFirst != session->computerMovesFirst()) // not the session's own change coming back
            session->setComputerMovesFirst(computerFirst);
    });
    connect(widgets.restart, &QAction::triggered, session, &PlaySession::restart);
    connect(widgets.playAgain, &QAbstractButton::clicked, session, &PlaySession::restart);

    connect(session, &PlaySession::modeChanged, this, [this](PlaySession::Mode mode) {
        m_widgets.editMode->setChecked(mode == PlaySession::Mode::Edit);
        m_widgets.playMode->setChecked(mode == PlaySession::Mode::Play);
    });
    connect(session, &PlaySession::opponentChanged, this, &PlayControls::showOpponent);
    connect(session, &PlaySession::computerMovesFirstChanged, this, [this](bool computerFirst) {
        m_widgets.computerFirst->setChecked(computerFirst);
        m_settings->setValue(Settings::ComputerMovesFirst, computerFirst);
    });
    connect(session, &PlaySession::situationChanged, this, &PlayControls::showBanner);

    session->setOpponent(settings->opponent());
    session->setComputerMovesFirst(settings->value(Settings::ComputerMovesFirst));
    // A start is ready to play: a first click on a ticked cell plays it, and Edit Mode is one button away.
    session->setMode(PlaySession::Mode::Play);
}

void PlayControls::showOpponent(Opponent opponent)
{
    m_widgets.opponentComputer->setChecked(opponent == Opponent::Computer);
    m_widgets.opponentHuman->setChecked(opponent == Opponent::Human);
    m_widgets.opponentDemo->setChecked(opponent == Opponent::Demo);
}

void PlayControls::showBanner()
{
    const QString banner = m_session->bannerText();
    m_widgets.banner->setText(banner);
    // The user's loss in the losing colour (the window's style sheet: #bannerFrame[lost="true"]).
    const bool lost = TurnText::userLost(m_session->situation());
    if (m_widgets.bannerFrame->property("lost").toBool() != lost) {
        m_widgets.bannerFrame->setProperty("lost", lost);
        m_widgets.bannerFrame->style()->unpolish(m_widgets.bannerFrame);
        m_widgets.bannerFrame->style()->polish(m_widgets.bannerFrame);
    }
    m_widgets.bannerFrame->setVisible(!banner.isEmpty());
}

} // namespace gui
