#include "gui/NewBoardDialog.h"

#include "ui_newboarddialog.h"

#include "gui/looks/GameLooks.h"

#include "engine/GameRegistry.h"

namespace gui {

namespace {

QString toQString(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

int clampToInt(engine::Coord value)
{
    return static_cast<int>(std::min<engine::Coord>(value, 1'000'000));
}

} // namespace

NewBoardDialog::NewBoardDialog(Purpose purpose, const engine::Game& game, engine::Coord rows, engine::Coord cols,
                               QWidget* parent)
    : QDialog(parent)
    , ui(std::make_unique<Ui::NewBoardDialog>())
{
    ui->setupUi(this);
    for (const engine::Game* known : engine::GameRegistry::all())
        if (GameLooks::isSupported(known->id()))
            ui->gameCombo->addItem(GameLooks::find(known->id()).gameName(*known), toQString(known->id()));
    ui->gameCombo->setCurrentIndex(ui->gameCombo->findData(toQString(game.id())));
    if (purpose == Purpose::Resize) {
        setWindowTitle(tr("Resize Board"));
        ui->gameCombo->setEnabled(false);
    }
    connect(ui->gameCombo, &QComboBox::currentIndexChanged, this, &NewBoardDialog::updateLimits);
    connect(ui->rowsSpin, &QSpinBox::valueChanged, ui->errorLabel, &QLabel::clear);
    connect(ui->colsSpin, &QSpinBox::valueChanged, ui->errorLabel, &QLabel::clear);
    connect(ui->buttonBox, &QDialogButtonBox::accepted, this, &NewBoardDialog::accept);
    connect(ui->buttonBox, &QDialogButtonBox::rejected, this, &NewBoardDialog::reject);
    updateLimits();
    setBoardSize(rows, cols);
}

NewBoardDialog::~NewBoardDialog() = default;

const engine::Game& NewBoardDialog::game() const
{
    const engine::Game* game = engine::GameRegistry::find(ui->gameCombo->currentData().toString().toStdString());
    return game != nullptr ? *game : *engine::GameRegistry::all().front();
}

engine::Coord NewBoardDialog::rows() const
{
    return ui->rowsSpin->value();
}

engine::Coord NewBoardDialog::cols() const
{
    return ui->colsSpin->value();
}

void NewBoardDialog::setBoardSize(engine::Coord rows, engine::Coord cols)
{
    ui->rowsSpin->setValue(clampToInt(rows));
    ui->colsSpin->setValue(clampToInt(cols));
}

QString NewBoardDialog::errorText() const
{
    return ui->errorLabel->text();
}

QString NewBoardDialog::sizeProblem(const engine::Game& game, engine::Coord rows, engine::Coord cols)
{
    const std::optional<std::string> problem = game.validateSetup(game.emptyBoard(rows, cols));
    if (!problem)
        return {};
    QString text = QString::fromStdString(*problem);
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text + QLatin1Char('.');
}

void NewBoardDialog::accept()
{
    const QString problem = sizeProblem(game(), rows(), cols());
    if (!problem.isEmpty()) {
        ui->errorLabel->setText(problem);
        return;
    }
    QDialog::accept();
}

void NewBoardDialog::updateLimits()
{
    const engine::SizeLimits limits = game().sizeLimits();
    ui->rowsSpin->setRange(clampToInt(limits.minRows), clampToInt(limits.maxRows));
    ui->colsSpin->setRange(clampToInt(limits.minCols), clampToInt(limits.maxCols));
    ui->errorLabel->clear();
}

} // namespace gui
