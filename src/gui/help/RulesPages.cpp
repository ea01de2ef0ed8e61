#include "gui/help/RulesPages.h"

#include "gui/looks/DecompositionText.h"
#include "gui/help/RulesExamples.h"
#include "gui/help/RulesPictures.h"
#include "gui/help/RulesText.h"
#include "gui/help/RulesTextMisere.h"
#include "gui/help/RulesTextPuzzles.h"
#include "gui/base/ColorScheme.h"
#include "gui/base/ShadeSteps.h"
#include "gui/files/MisereLimitsText.h"
#include "gui/looks/GameLook.h"
#include "gui/looks/GameLooks.h"

#include "engine/GameModules.h"

#include <QImage>
#include <QList>
#include <QTextDocument>
#include <QUrl>

#include <algorithm>
#include <utility>

namespace gui {

namespace {

constexpr int kMarkPixels = 34;
const QSize kChartSize(440, 190);

// Pictures waiting to be added to a document once its html is set.
class PageImages {
public:
    explicit PageImages(int page)
        : m_page(page)
    {
    }

    // An <img> of `image` at its logical size; an empty string for a null image.
    QString add(QImage image)
    {
        if (image.isNull())
            return {};
        const QString name = QStringLiteral("rules:%1/%2.png").arg(m_page).arg(m_images.size());
        const QSizeF size = image.deviceIndependentSize();
        m_images.append({name, std::move(image)});
        return QStringLiteral("<img src=\"%1\" width=\"%2\" height=\"%3\">")
            .arg(name)
            .arg(qRound(size.width()))
            .arg(qRound(size.height()));
    }

    void addTo(QTextDocument& document) const
    {
        for (const auto& [name, image] : m_images)
            document.addResource(QTextDocument::ImageResource, QUrl(name), QVariant(image));
    }

private:
    int m_page;
    QList<std::pair<QString, QImage>> m_images;
};

// A row of a two-column table: a picture and its text.
QString pictureRow(const QString& image, const QString& text)
{
    return QStringLiteral("<tr><td style=\"padding: 6px 12px 10px 0\" valign=\"middle\">%1</td>"
                          "<td valign=\"middle\">%2</td></tr>")
        .arg(image, text);
}

QString table(const QString& rows)
{
    return QStringLiteral("<table cellspacing=\"0\" cellpadding=\"0\">%1</table>").arg(rows);
}

QString heading(const QString& text, int level)
{
    return QStringLiteral("<h%1>%2</h%1>").arg(level).arg(text.toHtmlEscaped());
}

// A section of a page: its heading, then its body.
QString section(const QString& title, const QString& body)
{
    return heading(title, 3) + body;
}

// A table row of an example board of `game` drawn next to its caption.
QString exampleRow(PageImages& images, const engine::Game& game, const RulesPicture& picture, qreal devicePixelRatio)
{
    return pictureRow(images.add(RulesPictures::render(game, picture, devicePixelRatio)),
                      QStringLiteral("<i>%1</i>").arg(picture.caption.toHtmlEscaped()));
}

// A mark of the shading's ramp: a losing mark (a small disk) drawn twice as large and cut to its middle.
QImage rampMark(bool wins, const ColorScheme& scheme, int step, qreal devicePixelRatio)
{
    if (wins)
        return RulesPictures::markImage(true, scheme, kMarkPixels, devicePixelRatio, step);
    const QImage large = RulesPictures::markImage(false, scheme, 2 * kMarkPixels, devicePixelRatio, step);
    const int quarter = large.width() / 4;
    QImage middle = large.copy(quarter, quarter, large.width() / 2, large.height() / 2);
    middle.setDevicePixelRatio(devicePixelRatio);
    return middle;
}

// The shading's steps as a table: each step's range, then its winning and losing marks in both schemes.
QString shadingRamp(PageImages& images, const LegendText& legend, qreal devicePixelRatio)
{
    const bool dark = ColorScheme::current().isDark();
    const auto cell = [](const QString& content) {
        return QStringLiteral("<td style=\"padding: 2px 14px 2px 0\" valign=\"middle\">%1</td>").arg(content);
    };
    QString rows = QStringLiteral("<tr>%1%2%3</tr>")
                       .arg(cell(QStringLiteral("<b>%1</b>").arg(legend.shadingSteps.toHtmlEscaped())),
                            cell(QStringLiteral("<b>%1</b>").arg(legend.usualColours.toHtmlEscaped())),
                            cell(QStringLiteral("<b>%1</b>").arg(legend.safeColours.toHtmlEscaped())));
    for (int step = 0; step < ShadeSteps::kCount; ++step) {
        QString marks[2];
        for (const bool safe : {false, true}) {
            const ColorScheme scheme(dark, safe);
            marks[safe ? 1 : 0] = images.add(rampMark(true, scheme, step, devicePixelRatio)) + QStringLiteral("&nbsp;")
                                 + images.add(rampMark(false, scheme, step, devicePixelRatio));
        }
        rows += QStringLiteral("<tr>%1%2%3</tr>").arg(cell(ShadeSteps::rangeText(step)), cell(marks[0]), cell(marks[1]));
    }
    return table(rows);
}

// Whether the page's examples already show `example`'s position with the
// marks under normal play (the pawn's win/loss map): then the misère section
// draws it under misère alone, which also spares the GUI thread a picture.
bool normalPictureShown(const RulesPage& page, const RulesPicture& example)
{
    return std::any_of(page.pictures.begin(), page.pictures.end(), [&example](const RulesPicture& picture) {
        return picture.marks && picture.rule == engine::PlayRule::Normal && picture.setup == example.setup
            && picture.moves == example.moves && picture.windowRows == example.windowRows
            && picture.windowCols == example.windowCols;
    });
}

// The misère section of `game`'s page: its text, the page's example under both
// rules with the marks and each rule's verdict (from the solvers, so a caption
// never says what the picture does not show), then the game's misère limit.
QString misereSection(PageImages& images, const engine::Game& game, const RulesPage& page, qreal devicePixelRatio)
{
    const RulesSection misere = RulesTextMisere::section();
    QString rows;
    if (page.misereExample) {
        const bool normalShown = normalPictureShown(page, *page.misereExample);
        QString verdicts;
        for (const engine::PlayRule rule : {engine::PlayRule::Normal, engine::PlayRule::Misere}) {
            const RulesPicture picture = page.misereExample->underRule(rule).showing({RulesPicture::Overlay::Marks});
            const std::optional<engine::Analysis> analysis = RulesPictures::analyse(game, picture);
            if (analysis && analysis->known())
                verdicts += QStringLiteral("<br>%1").arg(RulesTextMisere::verdict(rule, analysis->outcome).toHtmlEscaped());
            if (rule == engine::PlayRule::Normal && normalShown)
                continue; // its verdict goes under the misère picture
            rows += pictureRow(images.add(RulesPictures::render(game, picture, devicePixelRatio)),
                               QStringLiteral("<i>%1</i>%2").arg(picture.caption.toHtmlEscaped(), verdicts));
            verdicts.clear();
        }
    }
    return section(misere.heading, misere.text + (rows.isEmpty() ? QString() : table(rows))
                                       + QStringLiteral("<p>%1</p>").arg(MisereLimitsText::sentence(game).toHtmlEscaped()));
}

} // namespace

std::vector<const engine::Game*> RulesPages::games()
{
    std::vector<const engine::Game*> result;
    for (const engine::Game* game : engine::allGames())
        if (GameLooks::isSupported(game->id()) && !GameLooks::find(game->id()).rulesPage().rules.isEmpty())
            result.push_back(game);
    return result;
}

int RulesPages::count()
{
    return static_cast<int>(games().size()) + 1;
}

int RulesPages::legendPage()
{
    return count() - 1;
}

int RulesPages::pageOf(std::string_view gameId)
{
    const std::vector<const engine::Game*> all = games();
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i]->id() == gameId)
            return static_cast<int>(i);
    return -1;
}

QString RulesPages::title(int page)
{
    const std::vector<const engine::Game*> all = games();
    if (page >= 0 && page < static_cast<int>(all.size())) {
        const engine::Game& game = *all[static_cast<std::size_t>(page)];
        return GameLooks::find(game).gameName(game);
    }
    return RulesText::legend({}).title;
}

void RulesPages::build(QTextDocument& document, int page, qreal devicePixelRatio)
{
    const std::vector<const engine::Game*> all = games();
    if (page >= 0 && page < static_cast<int>(all.size()))
        buildGame(document, *all[static_cast<std::size_t>(page)], devicePixelRatio);
    else
        buildLegend(document, devicePixelRatio);
}

void RulesPages::buildGame(QTextDocument& document, const engine::Game& game, qreal devicePixelRatio)
{
    PageImages images(pageOf(game.id()));
    const RulesPage page = GameLooks::find(game).rulesPage();
    QString rows;
    for (const RulesPicture& picture : page.pictures)
        rows += exampleRow(images, game, picture, devicePixelRatio);
    const GamePageHeadings headings = RulesText::gameHeadings();
    document.setHtml(heading(RulesPages::title(pageOf(game.id())), 2) + RulesText::commonRules()
                     + section(headings.rules, page.rules) + section(headings.pictures, table(rows))
                     + misereSection(images, game, page, devicePixelRatio)
                     + section(headings.play, RulesText::howToPlay(page.howToPlay)));
    images.addTo(document);
}

void RulesPages::buildLegend(QTextDocument& document, qreal devicePixelRatio)
{
    PageImages images(legendPage());
    const ColorScheme& current = ColorScheme::current();
    const ColorScheme plain(current.isDark(), false);
    const ColorScheme safe(current.isDark(), true);
    const auto markPair = [&](bool wins) {
        return images.add(RulesPictures::markImage(wins, plain, kMarkPixels, devicePixelRatio))
            + QStringLiteral("&nbsp;")
            + images.add(RulesPictures::markImage(wins, safe, kMarkPixels, devicePixelRatio));
    };
    const auto grundyExample = RulesExamples::forLegend(LegendExample::GrundyValues);
    const auto shadingExample = RulesExamples::forLegend(LegendExample::Shading);
    const auto partsExample = RulesExamples::forLegend(LegendExample::Decomposition);
    QString equation;
    if (partsExample)
        if (const std::optional<engine::Analysis> analysis =
                RulesPictures::analyse(*partsExample->game, partsExample->picture))
            equation = DecompositionText::equation(analysis->parts);
    const LegendText legend = RulesText::legend(equation);
    const QString marks = table(pictureRow(markPair(true), legend.winningMark.toHtmlEscaped())
                                + pictureRow(markPair(false), legend.losingMark.toHtmlEscaped()));
    QString grundy;
    QString shading = shadingRamp(images, legend, devicePixelRatio);
    QString parts;
    QString chart;
    if (grundyExample) {
        grundy = table(exampleRow(images, *grundyExample->game, grundyExample->picture, devicePixelRatio));
        chart = QStringLiteral("<p>%1</p>")
                    .arg(images.add(RulesPictures::historyChart(*grundyExample->game, grundyExample->picture.setup,
                                                                kChartSize, devicePixelRatio)));
    }
    if (shadingExample)
        shading += table(exampleRow(images, *shadingExample->game, shadingExample->picture, devicePixelRatio));
    if (partsExample)
        parts = table(exampleRow(images, *partsExample->game, partsExample->picture, devicePixelRatio));
    const RulesSection puzzles = RulesTextPuzzles::section();
    document.setHtml(heading(legend.title, 2) + legend.intro + section(legend.marks.heading, marks + legend.marks.text)
                     + section(legend.shading.heading, legend.shading.text + shading)
                     + section(legend.grundy.heading, legend.grundy.text + grundy)
                     + section(legend.decomposition.heading, legend.decomposition.text + parts)
                     + section(legend.history.heading, legend.history.text + chart)
                     + section(legend.bestLine.heading, legend.bestLine.text)
                     + section(puzzles.heading, puzzles.text));
    images.addTo(document);
}

} // namespace gui
