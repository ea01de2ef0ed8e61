#include "gui/help/RulesPages.h"

#include "gui/analysis/DecompositionText.h"
#include "gui/help/RulesExamples.h"
#include "gui/help/RulesPictures.h"
#include "gui/help/RulesText.h"
#include "gui/base/ColorScheme.h"
#include "gui/looks/GameLooks.h"

#include "engine/GameModules.h"

#include <QImage>
#include <QList>
#include <QTextDocument>
#include <QUrl>

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

} // namespace

std::vector<const engine::Game*> RulesPages::games()
{
    std::vector<const engine::Game*> result;
    for (const engine::Game* game : engine::allGames())
        if (GameLooks::isSupported(game->id()) && !RulesText::rules(game->id()).isEmpty())
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
        return GameLooks::find(game.id()).gameName(game);
    }
    return RulesText::legendTitle();
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
    QString rows;
    for (const RulesPicture& picture : RulesExamples::forGame(game))
        rows += pictureRow(images.add(RulesPictures::render(game, picture, devicePixelRatio)),
                           QStringLiteral("<i>%1</i>").arg(picture.caption.toHtmlEscaped()));
    const QString html = heading(RulesPages::title(pageOf(game.id())), 2) + RulesText::commonRules()
        + heading(RulesText::rulesHeading(), 3) + RulesText::rules(game.id())
        + heading(RulesText::picturesHeading(), 3) + table(rows) + heading(RulesText::playHeading(), 3)
        + RulesText::howToPlay(game.id());
    document.setHtml(html);
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
    const QString marks = table(pictureRow(markPair(true), RulesText::winningMark().toHtmlEscaped())
                                + pictureRow(markPair(false), RulesText::losingMark().toHtmlEscaped()));

    const engine::Game* chomp = engine::findGame("chomp");
    const engine::Game* rectangles = engine::findGame("rectangles");
    QString grundy;
    if (chomp != nullptr) {
        const RulesPicture picture = RulesExamples::grundyValues();
        grundy = table(pictureRow(images.add(RulesPictures::render(*chomp, picture, devicePixelRatio)),
                                  QStringLiteral("<i>%1</i>").arg(picture.caption.toHtmlEscaped())));
    }
    QString parts;
    QString equation;
    if (rectangles != nullptr) {
        const RulesPicture picture = RulesExamples::decomposition();
        if (const std::optional<engine::Analysis> analysis = RulesPictures::analyse(*rectangles, picture))
            equation = DecompositionText::equation(analysis->parts);
        parts = table(pictureRow(images.add(RulesPictures::render(*rectangles, picture, devicePixelRatio)),
                                 QStringLiteral("<i>%1</i>").arg(picture.caption.toHtmlEscaped())));
    }
    QString chart;
    if (chomp != nullptr)
        chart = QStringLiteral("<p>%1</p>")
                    .arg(images.add(RulesPictures::historyChart(*chomp, RulesExamples::grundyValues().setup,
                                                                kChartSize, devicePixelRatio)));

    const QString html = heading(RulesText::legendTitle(), 2) + RulesText::legendIntro()
        + heading(RulesText::marksHeading(), 3) + marks + RulesText::colourBlindMarks()
        + heading(RulesText::grundyHeading(), 3) + RulesText::grundyText() + grundy
        + heading(RulesText::decompositionHeading(), 3) + RulesText::decompositionText(equation) + parts
        + heading(RulesText::historyHeading(), 3) + RulesText::historyText() + chart;
    document.setHtml(html);
    images.addTo(document);
}

} // namespace gui
