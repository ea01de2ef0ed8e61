#include "gui/app/LookOptions.h"

#include "gui/document/GameDocument.h"
#include "gui/board/MoveAnimator.h"
#include "gui/base/CheckableAction.h"
#include "gui/base/Settings.h"
#include "gui/base/ColorScheme.h"
#include "gui/looks/GameLooks.h"

#include <QAction>
#include <QApplication>
#include <QEvent>
#include <QGraphicsScene>
#include <QPalette>

namespace gui {

LookOptions::LookOptions(QAction* animations, QAction* colourBlindSafe, Settings* settings, MoveAnimator* animator,
                         GameDocument* document, QGraphicsScene* scene, QObject* window, QObject* parent)
    : QObject(parent)
    , m_settings(settings)
    , m_animator(animator)
    , m_document(document)
    , m_scene(scene)
{
    bindCheckable(animations, settings->value(Settings::Animations), this, &LookOptions::setAnimations);
    bindCheckable(colourBlindSafe, settings->value(Settings::ColourBlindSafe), this, &LookOptions::setColourBlindSafe);
    window->installEventFilter(this);
}

void LookOptions::applyScheme()
{
    ColorScheme::setCurrent(ColorScheme::forPalette(QApplication::palette(), m_colourBlindSafe));
    m_scene->setBackgroundBrush(GameLooks::find(m_document->game()).backgroundColor());
    m_scene->update();
    emit schemeChanged();
}

bool LookOptions::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::ApplicationPaletteChange || event->type() == QEvent::PaletteChange)
        applyScheme();
    return QObject::eventFilter(watched, event);
}

void LookOptions::setAnimations(bool on)
{
    m_animator->setEnabled(on);
    m_settings->setValue(Settings::Animations, on);
}

void LookOptions::setColourBlindSafe(bool on)
{
    m_colourBlindSafe = on;
    m_settings->setValue(Settings::ColourBlindSafe, on);
    applyScheme();
}

} // namespace gui
