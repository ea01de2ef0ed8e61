#include "gui/base/Settings.h"

#include <QDir>

#include <algorithm>

namespace gui {

namespace {
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kLastDirectory = QStringLiteral("files/lastDirectory");
const QString kComputerFirst = QStringLiteral("play/computerMovesFirst");
const QString kOpponentComputer = QStringLiteral("play/opponentIsComputer");
const QString kShowMarks = QStringLiteral("view/showMarks");
const QString kShowDecomposition = QStringLiteral("view/showDecomposition");
const QString kShowGrundyValues = QStringLiteral("view/showGrundyValues");
const QString kWinningMovesOnly = QStringLiteral("view/winningMovesOnly");
const QString kAnimations = QStringLiteral("view/animations");
const QString kColourBlindSafe = QStringLiteral("view/colourBlindSafe");
const QString kLanguage = QStringLiteral("view/language");
const QString kBoardSize = QStringLiteral("edit/lastBoardSize");
const QString kNewGame = QStringLiteral("edit/lastNewGame");
const QString kNewStart = QStringLiteral("edit/lastNewStart");
const QString kRandomDensity = QStringLiteral("edit/lastRandomDensity");
const QString kOpponent = QStringLiteral("play/opponent");
const QString kStrength = QStringLiteral("play/computerStrength");
const QString kDemoDelay = QStringLiteral("play/demoDelayMs");
const QString kAutosaveInterval = QStringLiteral("files/autosaveIntervalSeconds");
const QStringList kOpponentNames = {QStringLiteral("computer"), QStringLiteral("human"), QStringLiteral("demo")};
const QStringList kStrengthNames = {QStringLiteral("perfect"), QStringLiteral("strong"), QStringLiteral("casual"),
                                    QStringLiteral("random")};
} // namespace

QByteArray Settings::windowGeometry() const
{
    return m_settings.value(kGeometry).toByteArray();
}

void Settings::setWindowGeometry(const QByteArray& geometry)
{
    m_settings.setValue(kGeometry, geometry);
}

QByteArray Settings::windowState() const
{
    return m_settings.value(kState).toByteArray();
}

void Settings::setWindowState(const QByteArray& state)
{
    m_settings.setValue(kState, state);
}

QString Settings::lastDirectory() const
{
    const QString directory = m_settings.value(kLastDirectory).toString();
    return directory.isEmpty() || !QDir(directory).exists() ? QDir::homePath() : directory;
}

void Settings::setLastDirectory(const QString& directory)
{
    m_settings.setValue(kLastDirectory, directory);
}

bool Settings::computerMovesFirst() const
{
    return m_settings.value(kComputerFirst, false).toBool();
}

void Settings::setComputerMovesFirst(bool computerFirst)
{
    m_settings.setValue(kComputerFirst, computerFirst);
}

bool Settings::opponentIsComputer() const
{
    return m_settings.value(kOpponentComputer, true).toBool();
}

void Settings::setOpponentIsComputer(bool computer)
{
    m_settings.setValue(kOpponentComputer, computer);
}

Opponent Settings::opponent() const
{
    const qsizetype index = kOpponentNames.indexOf(m_settings.value(kOpponent).toString());
    if (index < 0)
        return opponentIsComputer() ? Opponent::Computer : Opponent::Human;
    return static_cast<Opponent>(index);
}

void Settings::setOpponent(Opponent opponent)
{
    m_settings.setValue(kOpponent, kOpponentNames.at(static_cast<int>(opponent)));
}

Strength Settings::computerStrength() const
{
    const qsizetype index = kStrengthNames.indexOf(m_settings.value(kStrength).toString());
    return index < 0 ? Strength::Perfect : static_cast<Strength>(index);
}

void Settings::setComputerStrength(Strength strength)
{
    m_settings.setValue(kStrength, kStrengthNames.at(static_cast<int>(strength)));
}

int Settings::demoDelayMs() const
{
    constexpr int kDefault = 1000;
    bool ok = false;
    const int delay = m_settings.value(kDemoDelay, kDefault).toInt(&ok);
    return ok && delay >= 10 && delay <= 10000 ? delay : kDefault;
}

void Settings::setDemoDelayMs(int milliseconds)
{
    m_settings.setValue(kDemoDelay, milliseconds);
}

int Settings::autosaveIntervalSeconds() const
{
    constexpr int kDefault = 60;
    bool ok = false;
    const int seconds = m_settings.value(kAutosaveInterval, kDefault).toInt(&ok);
    return ok && seconds >= 1 && seconds <= 3600 ? seconds : kDefault;
}

bool Settings::showMarks() const
{
    return m_settings.value(kShowMarks, true).toBool();
}

void Settings::setShowMarks(bool show)
{
    m_settings.setValue(kShowMarks, show);
}

bool Settings::showDecomposition() const
{
    return m_settings.value(kShowDecomposition, true).toBool();
}

void Settings::setShowDecomposition(bool show)
{
    m_settings.setValue(kShowDecomposition, show);
}

bool Settings::winningMovesOnly() const
{
    return m_settings.value(kWinningMovesOnly, false).toBool();
}

void Settings::setWinningMovesOnly(bool only)
{
    m_settings.setValue(kWinningMovesOnly, only);
}

bool Settings::animations() const
{
    return m_settings.value(kAnimations, true).toBool();
}

void Settings::setAnimations(bool on)
{
    m_settings.setValue(kAnimations, on);
}

bool Settings::colourBlindSafe() const
{
    return m_settings.value(kColourBlindSafe, false).toBool();
}

void Settings::setColourBlindSafe(bool on)
{
    m_settings.setValue(kColourBlindSafe, on);
}

QString Settings::language() const
{
    return m_settings.value(kLanguage).toString();
}

void Settings::setLanguage(const QString& language)
{
    m_settings.setValue(kLanguage, language);
}

bool Settings::showGrundyValues() const
{
    return m_settings.value(kShowGrundyValues, false).toBool();
}

void Settings::setShowGrundyValues(bool show)
{
    m_settings.setValue(kShowGrundyValues, show);
}

QSize Settings::lastBoardSize() const
{
    const QSize size = m_settings.value(kBoardSize, QSize(8, 8)).toSize();
    return size.isValid() && !size.isEmpty() ? size : QSize(8, 8);
}

void Settings::setLastBoardSize(const QSize& size)
{
    m_settings.setValue(kBoardSize, size);
}

QString Settings::lastNewGame() const
{
    return m_settings.value(kNewGame).toString();
}

void Settings::setLastNewGame(const QString& gameId)
{
    m_settings.setValue(kNewGame, gameId);
}

QString Settings::lastNewStart() const
{
    return m_settings.value(kNewStart).toString();
}

void Settings::setLastNewStart(const QString& start)
{
    m_settings.setValue(kNewStart, start);
}

int Settings::lastRandomDensity() const
{
    return std::clamp(m_settings.value(kRandomDensity, 30).toInt(), 0, 100);
}

void Settings::setLastRandomDensity(int percent)
{
    m_settings.setValue(kRandomDensity, percent);
}

} // namespace gui
