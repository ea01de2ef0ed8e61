#include "gui/export/WorksheetDialog.h"

#include "gui/puzzles/PuzzleFields.h"

#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>
#include <QStyle>
#include <QStyleOptionFrame>

namespace gui {

namespace {

// Widens `seed` to show a whole seed of the most digits it takes: its usual width cut the
// puzzle of the day's 19-digit seeds short. As QLineEdit::sizeHint does it, for that text.
void fitSeedField(QLineEdit& seed)
{
    constexpr int kSeedDigits = 19;
    constexpr int kTextPadding = 4; // QLineEdit's 2 px each side of the text
    const QMargins margins = seed.textMargins();
    const QSize text(seed.fontMetrics().horizontalAdvance(QString(kSeedDigits, QLatin1Char('9'))) + kTextPadding
                         + margins.left() + margins.right(),
                     seed.fontMetrics().height());
    QStyleOptionFrame option;
    option.initFrom(&seed);
    option.lineWidth = seed.style()->pixelMetric(QStyle::PM_DefaultFrameWidth, &option, &seed);
    seed.setMinimumWidth(seed.style()->sizeFromContents(QStyle::CT_LineEdit, &option, text, &seed).width());
}

} // namespace

WorksheetDialog::WorksheetDialog(const WorksheetOptions& initial, QWidget* parent)
    : QDialog(parent)
    , m_fields(std::make_unique<PuzzleFields>(this))
    , m_count(new QSpinBox(this))
    , m_perPage(new QSpinBox(this))
{
    setWindowTitle(tr("Export Worksheet"));
    setObjectName(QStringLiteral("worksheetDialog"));
    m_fields->setGameId(initial.gameId);
    m_fields->setLevel(initial.level);
    m_fields->setSeed(initial.seed);
    m_count->setRange(1, WorksheetOptions::kMaxPuzzles);
    m_count->setValue(initial.count);
    QLineEdit* seed = m_fields->seedField();
    //: %1 is the command line of the same puzzle, e.g. "grundygrid-cli puzzle chomp --level 2 --seed S".
    seed->setToolTip(tr("Puzzle i of the sheet uses seed S + i − 1, S the seed given here: puzzle 1 is the one "
                        "%1 prints. The default is today's puzzle of the day.")
                         .arg(QStringLiteral("grundygrid-cli puzzle GAME --level L --seed S")));
    fitSeedField(*seed);
    m_perPage->setRange(1, WorksheetOptions::kMaxPerPage);
    m_perPage->setValue(initial.perPage);

    auto* form = new QFormLayout;
    m_fields->addGameAndLevelRows(form);
    form->addRow(tr("&Number of puzzles:"), m_count);
    form->addRow(tr("&Seed:"), seed);
    form->addRow(tr("Puzzles per &page:"), m_perPage);
    m_fields->layOut(this, form);
}

WorksheetDialog::~WorksheetDialog() = default;

WorksheetOptions WorksheetDialog::options() const
{
    WorksheetOptions options;
    options.gameId = m_fields->gameId();
    options.level = m_fields->level();
    options.count = m_count->value();
    options.seed = m_fields->seed();
    options.perPage = m_perPage->value();
    return options;
}

} // namespace gui
