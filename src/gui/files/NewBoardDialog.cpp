#include "gui/files/NewBoardDialog.h"

#include "ui_newboarddialog.h"

#include "gui/files/MisereLimitsText.h"
#include "gui/files/SizeLimitsText.h"
#include "gui/looks/GameLooks.h"

#include "engine/GameModules.h"
#include "engine/RandomBoard.h"

#include <QLayout>
#include <QRegularExpressionValidator>

#include <algorithm>

namespace gui {

namespace {

QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// Digits only: a sign or a letter cannot be typed; the range is checked on OK.
constexpr int kMaxSizeDigits = 12;

} // namespace

NewBoardDialog::NewBoardDialog(Purpose purpose, const engine::Game& game, engine::Coord rows, engine::Coord cols,
                               QWidget* parent)
    : QDialog(parent)
    , ui(std::make_unique<Ui::NewBoardDialog>())
{
    ui->setupUi(this);
    m_emptyName = {ui->emptyRadio->text(), ui->emptyRadio->toolTip()};
    for (const engine::Game* known : engine::allGames())
        if (GameLooks::isSupported(known->id()))
            ui->gameCombo->addItem(GameLooks::find(known->id()).gameName(*known), toQString(known->id()));
    ui->gameCombo->setCurrentIndex(std::max(0, ui->gameCombo->findData(toQString(game.id()))));
    const auto* digits = new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[0-9]{1,%1}").arg(kMaxSizeDigits)), this);
    for (QLineEdit* edit : {ui->rowsEdit, ui->colsEdit}) {
        edit->setValidator(digits);
        connect(edit, &QLineEdit::textChanged, ui->errorLabel, &QLabel::clear);
    }
    connect(ui->rowsEdit, &QLineEdit::textEdited, this,
            [this] { m_typedRows = sizeIn(ui->rowsEdit, 1, engine::Board::kMaxSide).value_or(m_typedRows); });
    connect(ui->colsEdit, &QLineEdit::textEdited, this,
            [this] { m_typedCols = sizeIn(ui->colsEdit, 1, engine::Board::kMaxSide).value_or(m_typedCols); });
    if (purpose == Purpose::Resize) {
        setWindowTitle(tr("Resize Board"));
        ui->gameCombo->setEnabled(false);
        ui->startGroup->hide();
        ui->misereLabel->hide(); // the size only: the game and its promises were stated at New
        // Only the size is asked: the dialog keeps no room for the start choices.
        ui->verticalSpacer->changeSize(0, 0);
        layout()->setSizeConstraint(QLayout::SetFixedSize);
    }
    connect(ui->gameCombo, &QComboBox::currentIndexChanged, this, &NewBoardDialog::onGameChanged);
    for (QRadioButton* radio : {ui->emptyRadio, ui->exampleRadio, ui->randomRadio})
        connect(radio, &QRadioButton::toggled, this, &NewBoardDialog::updateStartWidgets);
    connect(ui->densitySlider, &QSlider::valueChanged, this,
            [this](int value) { ui->densityValue->setText(tr("%1 %").arg(value)); });
    connect(ui->buttonBox, &QDialogButtonBox::accepted, this, &NewBoardDialog::accept);
    connect(ui->buttonBox, &QDialogButtonBox::rejected, this, &NewBoardDialog::reject);
    setDensityPercent(30);
    setBoardSize(rows, cols);
    updateStartWidgets();
}

NewBoardDialog::~NewBoardDialog() = default;

const engine::Game& NewBoardDialog::game() const
{
    const engine::Game* game = engine::findGame(ui->gameCombo->currentData().toString().toStdString());
    return game != nullptr ? *game : *engine::allGames().front();
}

void NewBoardDialog::setGame(const QString& gameId)
{
    if (const int index = ui->gameCombo->findData(gameId); index >= 0)
        ui->gameCombo->setCurrentIndex(index);
}

engine::Coord NewBoardDialog::rows() const
{
    const engine::SizeLimits limits = game().sizeLimits();
    return sizeIn(ui->rowsEdit, limits.minRows, limits.maxRows).value_or(0);
}

engine::Coord NewBoardDialog::cols() const
{
    const engine::SizeLimits limits = game().sizeLimits();
    return sizeIn(ui->colsEdit, limits.minCols, limits.maxCols).value_or(0);
}

void NewBoardDialog::setBoardSize(engine::Coord rows, engine::Coord cols)
{
    m_typedRows = rows;
    m_typedCols = cols;
    onGameChanged();
}

NewBoardDialog::Start NewBoardDialog::start() const
{
    if (ui->startGroup->isHidden() || ui->emptyRadio->isChecked())
        return Start::Empty;
    return ui->exampleRadio->isChecked() ? Start::Example : Start::Random;
}

void NewBoardDialog::setStart(Start start)
{
    QRadioButton* radio = start == Start::Example ? ui->exampleRadio
        : start == Start::Random                  ? ui->randomRadio
                                                  : ui->emptyRadio;
    radio->setChecked(true);
}

int NewBoardDialog::densityPercent() const
{
    return ui->densitySlider->value();
}

void NewBoardDialog::setDensityPercent(int percent)
{
    ui->densitySlider->setValue(std::clamp(percent, 0, 100));
    ui->densityValue->setText(tr("%1 %").arg(ui->densitySlider->value()));
}

QString NewBoardDialog::errorText() const
{
    return ui->errorLabel->text();
}

engine::Board NewBoardDialog::createSetup(std::mt19937_64& random) const
{
    const engine::Game& chosen = game();
    switch (start()) {
    case Start::Example:
        return chosen.exampleBoard();
    case Start::Random:
        return engine::RandomBoard::generate(chosen, rows(), cols(), densityPercent() / 100.0, random);
    case Start::Empty:
        break;
    }
    return GameLooks::find(chosen).newBoard(chosen, rows(), cols());
}

QString NewBoardDialog::sizeProblem(const engine::Game& game, engine::Coord rows, engine::Coord cols)
{
    const std::optional<std::string> problem =
        game.winLossSetupProblem(GameLooks::find(game).newBoard(game, rows, cols));
    if (!problem)
        return {};
    QString text = QString::fromStdString(*problem);
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text + QLatin1Char('.');
}

QString NewBoardDialog::startName(Start start)
{
    switch (start) {
    case Start::Example: return QStringLiteral("example");
    case Start::Random: return QStringLiteral("random");
    case Start::Empty: break;
    }
    return QStringLiteral("empty");
}

std::optional<NewBoardDialog::Start> NewBoardDialog::startFromName(const QString& name)
{
    for (const Start start : {Start::Empty, Start::Example, Start::Random})
        if (startName(start) == name)
            return start;
    return std::nullopt;
}

void NewBoardDialog::accept()
{
    if (start() == Start::Example) {
        QDialog::accept(); // the example has its own, valid size
        return;
    }
    const std::optional<engine::Coord> typedRows = numberIn(ui->rowsEdit);
    const std::optional<engine::Coord> typedCols = numberIn(ui->colsEdit);
    QString problem = !typedRows ? tr("Type the number of rows.")
        : !typedCols             ? tr("Type the number of columns.")
                                 : SizeLimitsText::sizeProblem(game(), *typedRows, *typedCols);
    if (problem.isEmpty())
        problem = sizeProblem(game(), *typedRows, *typedCols);
    if (problem.isEmpty() && start() == Start::Random && !engine::RandomBoard::supports(game().id()))
        problem = tr("There are no random boards of this game yet.");
    if (!problem.isEmpty()) {
        ui->errorLabel->setText(problem);
        fitHeight();
        return;
    }
    QDialog::accept();
}

void NewBoardDialog::showEvent(QShowEvent* event)
{
    QDialog::showEvent(event);
    fitHeight();
}

void NewBoardDialog::fitHeight()
{
    if (layout()->sizeConstraint() == QLayout::SetFixedSize)
        return;
    layout()->activate();
    const int needed = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width())
                                                     : layout()->totalSizeHint().height();
    setMinimumHeight(std::max(layout()->totalMinimumSize().height(), needed));
    if (height() < needed)
        resize(width(), needed);
}

void NewBoardDialog::onGameChanged()
{
    const engine::SizeLimits limits = game().sizeLimits();
    const auto show = [](QLineEdit* edit, engine::Coord min, engine::Coord max) {
        edit->setReadOnly(min == max);
        edit->setPlaceholderText(QStringLiteral("%1–%2").arg(min).arg(max));
        edit->setToolTip(min == max ? tr("Boards of this game always have this size")
                                    : tr("A whole number from %1 to %2").arg(min).arg(max));
    };
    show(ui->rowsEdit, limits.minRows, limits.maxRows);
    show(ui->colsEdit, limits.minCols, limits.maxCols);
    ui->limitsLabel->setText(SizeLimitsText::sentence(game()));
    ui->limitsLabel->setToolTip(SizeLimitsText::winLossNote(game()));
    ui->misereLabel->setText(MisereLimitsText::sentence(game()));
    ui->errorLabel->clear();
    updateStartWidgets();
}

void NewBoardDialog::updateStartWidgets()
{
    const engine::Game& chosen = game();
    const bool example = ui->exampleRadio->isChecked();
    const bool random = ui->randomRadio->isChecked();
    const GameLook::NewBoardName name = GameLooks::find(chosen).newBoardName();
    ui->emptyRadio->setText(name.text.isEmpty() ? m_emptyName.text : name.text);
    ui->emptyRadio->setToolTip(name.text.isEmpty() ? m_emptyName.toolTip : name.toolTip);
    // A side every board of the game has (the pawn's 10^9 + 1) is greyed out like the example's: nothing to type.
    const engine::SizeLimits limits = chosen.sizeLimits();
    ui->rowsEdit->setEnabled(!example && limits.minRows < limits.maxRows);
    ui->colsEdit->setEnabled(!example && limits.minCols < limits.maxCols);
    showSizes();
    ui->randomRadio->setEnabled(engine::RandomBoard::supports(chosen.id()));
    ui->densityLabel->setEnabled(random);
    ui->densitySlider->setEnabled(random);
    ui->densityValue->setEnabled(random);
    QString note;
    if (example) {
        const engine::Board board = chosen.exampleBoard();
        note = tr("The example board has its own size (%1 x %2).").arg(board.rows()).arg(board.cols());
    } else if (random) {
        if (limits.maxRows * limits.maxCols > engine::Board::kDenseCellLimit)
            note = tr("The board is too large to fill: the random cells go into its top-left %1 x %1 corner.")
                       .arg(engine::RandomBoard::kHugeBoardArea);
    }
    ui->startNote->setText(note);
    ui->startNote->setVisible(!note.isEmpty());
    ui->errorLabel->clear();
    fitHeight();
}

void NewBoardDialog::showSizes()
{
    const engine::Game& chosen = game();
    if (start() == Start::Example) {
        const engine::Board example = chosen.exampleBoard();
        ui->rowsEdit->setText(QString::number(example.rows()));
        ui->colsEdit->setText(QString::number(example.cols()));
        return;
    }
    const engine::SizeLimits limits = chosen.sizeLimits();
    ui->rowsEdit->setText(QString::number(std::clamp(m_typedRows, limits.minRows, limits.maxRows)));
    ui->colsEdit->setText(QString::number(std::clamp(m_typedCols, limits.minCols, limits.maxCols)));
}

std::optional<engine::Coord> NewBoardDialog::numberIn(const QLineEdit* edit)
{
    bool ok = false;
    const qlonglong value = edit->text().trimmed().toLongLong(&ok);
    return ok ? std::optional<engine::Coord>(value) : std::nullopt;
}

std::optional<engine::Coord> NewBoardDialog::sizeIn(const QLineEdit* edit, engine::Coord min, engine::Coord max)
{
    const std::optional<engine::Coord> value = numberIn(edit);
    return value && *value >= min && *value <= max ? value : std::nullopt;
}

} // namespace gui
