// Every registered game (engine::gameModules()) has every part the guide to adding
// a game (src/README.md, "Adding a game") asks for: a look, a rules page with
// pictures, its name and its look's words translated in German and Spanish,
// the CLI's answers to its samples, the conformance suite's text errors and the
// fuzzers' seeds. A game that lacks one fails here, naming the part.
#include "TestRegistry.h"
#include "GuiTestSupport.h"
#include "TsFiles.h"

#include "gui/looks/GameLook.h"
#include "gui/looks/GameLooks.h"
#include "gui/looks/RulesPage.h"

#include "cli/Cli.h"
#include "engine/GameModules.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QTranslator>

#include <sstream>

namespace {

const QString kSourceDir = QStringLiteral(GRUNDYGRID_SOURCE_DIR);

QString idOf(const engine::GameModule& module)
{
    return QString::fromUtf8(module.id().data(), static_cast<qsizetype>(module.id().size()));
}

// A translator that translates nothing and notes every text of GrundyGrid it was
// asked for: installed last, it is asked first, so it sees each tr() of the code it watches.
class RecordingTranslator : public QTranslator {
public:
    QString translate(const char* context, const char* source, const char* disambiguation, int) const override
    {
        if (!QByteArray(context).startsWith("gui::"))
            return {}; // Qt's own (installing a translator asks for the layout direction)
        QString key = QString::fromUtf8(context) + QStringLiteral(": ") + QString::fromUtf8(source);
        if (disambiguation != nullptr && *disambiguation != '\0')
            key += QStringLiteral(" [") + QString::fromUtf8(disambiguation) + QLatin1Char(']');
        asked.insert(key);
        return {};
    }
    [[nodiscard]] bool isEmpty() const override { return false; }

    mutable QSet<QString> asked;
};

// Every text the look of `game` says: its name, prompt, palette, kinds, the
// reasons a move is illegal, its rules page; each keyed as a .ts message is.
QSet<QString> wordsOfLook(const engine::Game& game)
{
    RecordingTranslator recorder;
    QCoreApplication::installTranslator(&recorder);
    const gui::GameLook& look = gui::GameLooks::find(game.id());
    (void)look.gameName(game);
    (void)look.playPrompt();
    const engine::Board example = game.exampleBoard();
    (void)look.paletteTools(QList<engine::CellKind>(game.paletteKinds().begin(), game.paletteKinds().end()));
    (void)look.moveName(engine::Move::at({0, 0}));
    (void)look.moveName(engine::Move{{0, 0}, {1, 1}});
    for (const engine::CellKind kind : game.paletteKinds())
        (void)look.kindName(kind);
    if (example.rows() > 0 && example.cols() > 0) {
        (void)look.illegalMoveReason(example, engine::Cell{0, 0});
        (void)look.illegalMoveReason(example, engine::Cell{example.rows(), example.cols()});
    }
    (void)look.rulesPage();
    QCoreApplication::removeTranslator(&recorder);
    return recorder.asked;
}

// The finished messages of a .ts file, keyed as messageKey().
QSet<QString> translatedKeys(const QString& path)
{
    QString error;
    const QList<tsfiles::TsMessage> messages = tsfiles::readTs(path, &error);
    if (!error.isEmpty())
        qFatal("%s: %s", qPrintable(path), qPrintable(error));
    QSet<QString> keys;
    for (const tsfiles::TsMessage& message : messages)
        if (message.translationType.isEmpty() && !message.translations.isEmpty()
            && !message.translations.front().isEmpty())
            keys.insert(tsfiles::messageKey(message));
    return keys;
}

QJsonObject jsonObjectOf(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QString fileText(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

class TestGameParts : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testsupport::initApplication(); }

    void everyGameHasEveryPart_data()
    {
        QTest::addColumn<QString>("gameId");
        QVERIFY(!engine::gameModules().empty());
        for (const engine::GameModule* module : engine::gameModules())
            QTest::newRow(qPrintable(idOf(*module))) << idOf(*module);
    }

    // The desktop program's parts: a look of its own with its palette named, and
    // a rules page with two or three pictures.
    void everyGameHasEveryPart()
    {
        QFETCH(QString, gameId);
        const engine::Game& game = *engine::findGame(gameId.toStdString());
        QVERIFY2(gui::GameLooks::isSupported(game.id()), "no look in gui/games/GameLooks.cpp");
        const gui::GameLook& look = gui::GameLooks::find(game.id());
        for (const engine::CellKind kind : game.paletteKinds())
            QVERIFY2(look.namesKind(kind), "a palette kind without a name in its LookTraits::kindNames");
        const gui::RulesPage page = look.rulesPage();
        QVERIFY2(!page.rules.isEmpty() && !page.howToPlay.isEmpty(), "no rules page (LookTraits::rulesPage)");
        QVERIFY2(page.pictures.size() >= 2 && page.pictures.size() <= 3, "not two or three rules pictures");
    }

    void everyGameIsTranslated_data() { everyGameHasEveryPart_data(); }

    // Its name and every word of its look and rules page, finished in both languages.
    void everyGameIsTranslated()
    {
        QFETCH(QString, gameId);
        const engine::Game& game = *engine::findGame(gameId.toStdString());
        const QSet<QString> words = wordsOfLook(game);
        QVERIFY2(words.size() >= 5, "the look says nothing through its tr()");
        for (const QString language : {QStringLiteral("de"), QStringLiteral("es")}) {
            const QString path = QStringLiteral(GRUNDYGRID_TS_DIR) + QStringLiteral("/grundygrid_") + language
                + QStringLiteral(".ts");
            const QSet<QString> translated = translatedKeys(path);
            QStringList missing;
            for (const QString& word : words)
                if (!translated.contains(word))
                    missing.append(word);
            missing.sort();
            QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("grundygrid_%1.ts lacks %2 of the look's texts, "
                                                                  "the first: %3")
                                                       .arg(language)
                                                       .arg(missing.size())
                                                       .arg(missing.value(0))));
        }
    }

    void everyGameHasCliAnswers_data() { everyGameHasEveryPart_data(); }

    // tests/cli/answers/<id>.json with a contest sample, a position query and an
    // error, and the CLI answers its samples exactly (test_cli_run runs every row).
    void everyGameHasCliAnswers()
    {
        QFETCH(QString, gameId);
        const QString path = kSourceDir + QStringLiteral("/tests/cli/answers/") + gameId + QStringLiteral(".json");
        const QJsonObject rows = jsonObjectOf(path);
        QVERIFY2(!rows.isEmpty(), qPrintable(path + QStringLiteral(" is missing or not a JSON object")));
        QCOMPARE(rows[QStringLiteral("game")].toString(), gameId);
        QVERIFY2(!rows[QStringLiteral("errors")].toArray().isEmpty(), "no error rows");
        bool contest = false;
        bool moves = false;
        for (const QJsonValue row : rows[QStringLiteral("answers")].toArray()) {
            const QJsonArray fields = row.toArray();
            std::vector<std::string> args;
            for (const QJsonValue arg : fields[1].toArray())
                args.push_back(arg.toString().toStdString());
            contest = contest || args == std::vector<std::string>{gameId.toStdString()};
            moves = moves || args == std::vector<std::string>{"moves", gameId.toStdString()};
            std::istringstream in(fields[2].toString().toStdString());
            std::ostringstream out;
            std::ostringstream err;
            const int status = cli::run(args, in, out, err);
            const QString name = fields[0].toString();
            QVERIFY2(status == cli::kExitSuccess, qPrintable(name + QStringLiteral(": ") + QString::fromStdString(err.str())));
            QVERIFY2(out.str() == fields[3].toString().toStdString(), qPrintable(name));
        }
        QVERIFY2(contest, "no contest sample (args [id])");
        QVERIFY2(moves, "no position query (args [\"moves\", id])");
    }

    void everyGameIsInTheSuites_data() { everyGameHasEveryPart_data(); }

    // The conformance suite's reader errors (test_conformance checks their rows,
    // its Plan and brute force) and the fuzzers' seeds and target.
    void everyGameIsInTheSuites()
    {
        QFETCH(QString, gameId);
        const QString errors =
            kSourceDir + QStringLiteral("/tests/engine/conformance/text-errors/") + gameId + QStringLiteral(".json");
        QVERIFY2(!jsonObjectOf(errors).isEmpty(), qPrintable(errors + QStringLiteral(" is missing")));
        const QDir seeds(kSourceDir + QStringLiteral("/tests/fuzz/corpus/fuzz_contest_") + gameId);
        QVERIFY2(!seeds.entryList(QDir::Files).isEmpty(), qPrintable(seeds.path() + QStringLiteral(" holds no seed")));
        // One line per game in the list of fuzz_contest targets.
        const QString fuzzCmake = fileText(kSourceDir + QStringLiteral("/tests/fuzz/CMakeLists.txt"));
        const QRegularExpression list(QStringLiteral("set\\(fuzz_contest_games\\s([^)]*)\\)"));
        const QRegularExpressionMatch listed = list.match(fuzzCmake);
        QVERIFY2(listed.hasMatch(), "no fuzz_contest_games in tests/fuzz/CMakeLists.txt");
        QVERIFY2(listed.captured(1).split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts).contains(gameId),
                 "not in fuzz_contest_games (tests/fuzz/CMakeLists.txt)");
        // The seeds' generator knows the game.
        const QString corpus = fileText(kSourceDir + QStringLiteral("/tests/fuzz/make_corpus.py"));
        const QRegularExpression games(QStringLiteral("GAMES = \\[([^\\]]*)\\]"));
        QVERIFY2(games.match(corpus).captured(1).contains(QLatin1Char('"') + gameId + QLatin1Char('"')),
                 "not in GAMES of tests/fuzz/make_corpus.py");
    }
};

GRUNDYGRID_TEST_MAIN(test_game_parts, TestGameParts)
#include "test_game_parts.moc"
