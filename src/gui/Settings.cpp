#include "gui/Settings.h"

#include <QDir>

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
const QString kBoardSize = QStringLiteral("edit/lastBoardSize");
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

} // namespace gui
