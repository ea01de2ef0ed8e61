#include "gui/play/PlayOptions.h"

#include "gui/play/ComputerPlayer.h"
#include "gui/base/Settings.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMenu>
#include <QStyle>
#include <QToolBar>

namespace gui {

namespace {

struct StrengthText {
    Strength strength;
    const char* name;
    const char* tip;
};

const StrengthText kStrengthTexts[] = {
    {Strength::Perfect, QT_TRANSLATE_NOOP("gui::PlayOptions", "&Perfect"),
     QT_TRANSLATE_NOOP("gui::PlayOptions", "Always the fastest win; from a lost position the slowest loss")},
    {Strength::Strong, QT_TRANSLATE_NOOP("gui::PlayOptions", "&Strong"),
     QT_TRANSLATE_NOOP("gui::PlayOptions",
                       "Always some winning move, not always the fastest; from a lost position a long game")},
    {Strength::Casual, QT_TRANSLATE_NOOP("gui::PlayOptions", "&Casual"),
     QT_TRANSLATE_NOOP("gui::PlayOptions", "Finds a winning move half of the time, otherwise plays at random")},
    {Strength::Random, QT_TRANSLATE_NOOP("gui::PlayOptions", "&Random"),
     QT_TRANSLATE_NOOP("gui::PlayOptions", "Any legal move, at random")},
};

} // namespace

PlayOptions::PlayOptions(QMenu* gameMenu, QAction* before, QToolBar* toolBar, Settings* settings,
                         ComputerPlayer* computer, QObject* parent)
    : QObject(parent)
    , m_settings(settings)
    , m_computer(computer)
    , m_strengths(new QActionGroup(this))
    , m_speeds(new QActionGroup(this))
    , m_pause(new QAction(this))
{
    const QList<QAction*> actions = gameMenu->actions();
    const qsizetype at = actions.indexOf(before);
    if (at > 0 && actions.at(at - 1)->isSeparator())
        before = actions.at(at - 1);
    auto* strengthMenu = new QMenu(tr("Computer &Strength"), gameMenu);
    auto* speedMenu = new QMenu(tr("Demo Spee&d"), gameMenu);
    createStrengthMenu(strengthMenu);
    createSpeedMenu(speedMenu);
    strengthMenu->menuAction()->setToolTip(tr("How well the computer plays"));
    strengthMenu->menuAction()->setStatusTip(strengthMenu->menuAction()->toolTip());
    speedMenu->menuAction()->setToolTip(tr("How long the demo waits between two moves"));
    speedMenu->menuAction()->setStatusTip(speedMenu->menuAction()->toolTip());
    gameMenu->insertMenu(before, strengthMenu);
    gameMenu->insertMenu(before, speedMenu);

    m_pause->setObjectName(QStringLiteral("actionPauseDemo"));
    m_pause->setCheckable(true);
    m_pause->setText(tr("P&ause Demo"));
    m_pause->setToolTip(tr("Pause or resume the computer-vs-computer demo"));
    m_pause->setStatusTip(m_pause->toolTip());
    m_pause->setIcon(QApplication::style()->standardIcon(QStyle::SP_MediaPause));
    gameMenu->insertAction(before, m_pause);
    toolBar->addAction(m_pause);
    connect(m_pause, &QAction::toggled, this, &PlayOptions::setDemoPaused);
    connect(m_computer, &ComputerPlayer::stateChanged, this, &PlayOptions::updatePauseAction);

    setStrength(m_settings->value(Settings::ComputerStrength));
    setDemoDelay(m_settings->value(Settings::DemoDelayMs));
    updatePauseAction();
}

void PlayOptions::createStrengthMenu(QMenu* menu)
{
    for (const StrengthText& text : kStrengthTexts) {
        QAction* action = menu->addAction(tr(text.name));
        action->setCheckable(true);
        action->setToolTip(tr(text.tip));
        action->setStatusTip(tr(text.tip));
        action->setData(static_cast<int>(text.strength));
        m_strengths->addAction(action);
        connect(action, &QAction::triggered, this, [this, strength = text.strength] { setStrength(strength); });
    }
}

void PlayOptions::createSpeedMenu(QMenu* menu)
{
    for (const int delay : kDemoDelaysMs) {
        QAction* action = menu->addAction(tr("%1 s between moves").arg(QLocale().toString(delay / 1000.0)));
        action->setCheckable(true);
        action->setToolTip(tr("The demo waits %1 s before each of the computer's moves")
                               .arg(QLocale().toString(delay / 1000.0)));
        action->setStatusTip(action->toolTip());
        action->setData(delay);
        m_speeds->addAction(action);
        connect(action, &QAction::triggered, this, [this, delay] { setDemoDelay(delay); });
    }
}

void PlayOptions::setStrength(Strength strength)
{
    if (QAction* action = strengthAction(strength))
        action->setChecked(true);
    m_computer->setStrength(strength);
    m_settings->setValue(Settings::ComputerStrength, strength);
}

Strength PlayOptions::strength() const
{
    return m_computer->strength();
}

QAction* PlayOptions::strengthAction(Strength strength) const
{
    for (QAction* action : m_strengths->actions())
        if (action->data().toInt() == static_cast<int>(strength))
            return action;
    return nullptr;
}

void PlayOptions::setDemoDelay(int milliseconds)
{
    for (QAction* action : m_speeds->actions())
        if (action->data().toInt() == milliseconds)
            action->setChecked(true);
    m_computer->setDemoDelay(milliseconds);
    m_settings->setValue(Settings::DemoDelayMs, milliseconds);
}

void PlayOptions::setDemoPaused(bool paused)
{
    if (m_pause->isChecked() != paused)
        m_pause->setChecked(paused); // re-enters through toggled
    else if (m_computer->isPaused() != paused)
        m_computer->setPaused(paused);
}

void PlayOptions::updatePauseAction()
{
    const bool demo = m_computer->isActive() && m_computer->playsBoth();
    m_pause->setEnabled(demo);
    if (!demo && m_pause->isChecked())
        m_pause->setChecked(false); // leaving the demo resumes the computer
    m_pause->setText(m_pause->isChecked() ? tr("Res&ume Demo") : tr("P&ause Demo"));
    m_pause->setIcon(QApplication::style()->standardIcon(m_pause->isChecked() ? QStyle::SP_MediaPlay
                                                                              : QStyle::SP_MediaPause));
}

} // namespace gui
