#include "gui/export/WorksheetDialog.h"

#include "gui/looks/GameLooks.h"

#include "engine/GameModules.h"
#include "engine/puzzles/PuzzleRecipe.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gui {

WorksheetDialog::WorksheetDialog(const WorksheetOptions& initial, QWidget* parent)
    : QDialog(parent)
    , m_game(new QComboBox(this))
    , m_level(new QSpinBox(this))
    , m_count(new QSpinBox(this))
    , m_seed(new QLineEdit(this))
    , m_perPage(new QSpinBox(this))
{
    setWindowTitle(tr("Export Worksheet"));
    setObjectName(QStringLiteral("worksheetDialog"));
    for (const engine::Game* game : engine::allGames())
        if (GameLooks::isSupported(game->id())) {
            const QString id = QString::fromStdString(std::string(game->id()));
            m_game->addItem(GameLooks::find(game->id()).gameName(*game), id);
            if (id == initial.gameId)
                m_game->setCurrentIndex(m_game->count() - 1);
        }
    m_level->setRange(1, engine::PuzzleRecipe::kLevels);
    m_level->setValue(initial.level);
    m_level->setToolTip(tr("1 easy, 2 medium, 3 hard: larger boards, longer games, more moves to choose from."));
    m_count->setRange(1, WorksheetOptions::kMaxPuzzles);
    m_count->setValue(initial.count);
    m_seed->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,19}")), m_seed));
    m_seed->setText(QString::number(initial.seed));
    //: %1 is the command line of the same puzzle, e.g. "grundygrid-cli puzzle chomp --level 2 --seed S".
    m_seed->setToolTip(tr("Puzzle i of the sheet uses seed S + i − 1, S the seed given here: puzzle 1 is the one "
                          "%1 prints. The default is today's puzzle of the day.")
                           .arg(QStringLiteral("grundygrid-cli puzzle GAME --level L --seed S")));
    m_perPage->setRange(1, WorksheetOptions::kMaxPerPage);
    m_perPage->setValue(initial.perPage);

    auto* form = new QFormLayout;
    form->addRow(tr("&Game:"), m_game);
    form->addRow(tr("&Level:"), m_level);
    form->addRow(tr("&Number of puzzles:"), m_count);
    form->addRow(tr("&Seed:"), m_seed);
    form->addRow(tr("Puzzles per &page:"), m_perPage);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_seed, &QLineEdit::textChanged, this, [this, buttons] {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(m_seed->hasAcceptableInput());
    });
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

WorksheetOptions WorksheetDialog::options() const
{
    WorksheetOptions options;
    options.gameId = m_game->currentData().toString();
    options.level = m_level->value();
    options.count = m_count->value();
    options.seed = m_seed->text().toULongLong();
    options.perPage = m_perPage->value();
    return options;
}

} // namespace gui
