#include "gui/analysis/AnalysisController.h"
#include "gui/app/MainWindow.h"
#include "gui/base/Settings.h"
#include "gui/app/Translations.h"
#include "gui/analysis/ValueHistoryTracker.h"
#include "gui/files/BoardFile.h"
#include "gui/files/DocumentFiles.h"
#include "gui/looks/GameLooks.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QRegularExpression>
#include <QTimer>

#include <cstdio>
#include <functional>

namespace {

// Parses "WxH" (e.g. 1600x1000); an empty size when malformed.
QSize parseSize(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d{2,5})[xX](\\d{2,5})$"));
    const QRegularExpressionMatch match = pattern.match(text);
    return match.hasMatch() ? QSize(match.captured(1).toInt(), match.captured(2).toInt()) : QSize();
}

void printError(const QString& text)
{
    std::fprintf(stderr, "grundygrid: %s\n", qPrintable(text));
}

// Runs without a display need no window system: --screenshot renders offscreen,
// --help and --version only print. Chosen before QApplication connects to one,
// unless the user picked a platform.
void chooseOffscreenWhenWindowless(int argc, char* argv[])
{
    if (qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        return;
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "--screenshot" || arg.startsWith("--screenshot=") || arg == "--help" || arg == "-h"
            || arg == "--version" || arg == "-v") {
            qputenv("QT_QPA_PLATFORM", "offscreen");
            return;
        }
    }
}

} // namespace

int main(int argc, char* argv[])
{
    chooseOffscreenWhenWindowless(argc, argv);
    QApplication app(argc, argv);
    Q_INIT_RESOURCE(grundygrid);
    QApplication::setApplicationName(QStringLiteral("GrundyGrid"));
    QApplication::setOrganizationName(QStringLiteral("GrundyGrid"));
    QApplication::setOrganizationDomain(QStringLiteral("grundygrid.github.io"));
    // The language chosen in View > Language (read once the settings' names are set), else the system's.
    gui::Translations::install(gui::Translations::localeFor(gui::Settings().value(gui::Settings::Language)));
    QApplication::setApplicationVersion(QStringLiteral(GRUNDYGRID_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral(GRUNDYGRID_APP_ID));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/" GRUNDYGRID_APP_ID ".svg")));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Edit, play and solve impartial grid games."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QApplication::translate("main", "Save the window as a PNG once the board "
                                                                        "is analysed, then quit."),
                                        QStringLiteral("file"));
    const QCommandLineOption size(QStringLiteral("size"),
                                  QApplication::translate("main", "Window size for --screenshot, e.g. 1600x1000."),
                                  QStringLiteral("WxH"), QStringLiteral("1600x1000"));
    parser.addOption(screenshot);
    parser.addOption(size);
    parser.addPositionalArgument(QStringLiteral("board"), QApplication::translate("main", "A board file to open."),
                                 QStringLiteral("[board]"));
    parser.process(app);

    const bool screenshotMode = parser.isSet(screenshot);
    const QSize windowSize = parseSize(parser.value(size));
    if (screenshotMode && !windowSize.isValid()) {
        printError(QApplication::translate("main", "--size expects WIDTHxHEIGHT, e.g. 1600x1000, not “%1”")
                       .arg(parser.value(size)));
        return 2;
    }

    gui::MainWindow window;
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty()) {
        if (screenshotMode) {
            // No dialog may block an unattended run: report on stderr instead.
            const auto contents = gui::BoardFile::read(files.front());
            if (const QString* error = std::get_if<QString>(&contents)) {
                printError(*error);
                return 2;
            }
            const gui::BoardFileContents& read = std::get<gui::BoardFileContents>(contents);
            const QString gameId = read.gameId;
            if (read.game == nullptr || !gui::GameLooks::isSupported(*read.game)) {
                printError(QApplication::translate("main", "the desktop program cannot show %1 boards yet")
                               .arg(gameId));
                return 2;
            }
        }
        window.openFile(files.front());
    }
    // Runs `next` once the board file given is in the window (it is read off the GUI thread), or at once.
    auto* documentFiles = window.findChild<gui::DocumentFiles*>();
    const auto whenOpened = [&window, documentFiles](const std::function<void()>& next) {
        if (documentFiles->isOpening())
            QObject::connect(documentFiles, &gui::DocumentFiles::openFinished, &window, [next](bool) { next(); },
                             Qt::SingleShotConnection);
        else
            next();
    };
    if (!screenshotMode) {
        window.show();
        whenOpened([&window] { window.offerRecovery(); }); // boards autosaved before a crash
        return QApplication::exec();
    }

    window.setAttribute(Qt::WA_DontShowOnScreen);
    window.resize(windowSize);
    window.show();
    const QString target = parser.value(screenshot);
    int status = 0;
    const auto capture = [&] {
        if (!window.grab().save(target, "PNG")) {
            printError(QApplication::translate("main", "cannot write the screenshot to %1").arg(target));
            status = 1;
        }
        QApplication::quit();
    };
    // Once the board's analysis is shown, the value history may still be filling
    // in the positions before it (a file with moves): wait for that too, a while.
    QTimer settle;
    settle.setInterval(50);
    QElapsedTimer waited;
    const auto* history = window.findChild<gui::ValueHistoryTracker*>();
    QObject::connect(&settle, &QTimer::timeout, &window, [&] {
        constexpr qint64 kMaxHistoryWaitMs = 10000;
        if (history == nullptr || !history->isFilling() || waited.elapsed() > kMaxHistoryWaitMs) {
            settle.stop();
            capture();
        }
    });
    const auto startSettling = [&] {
        waited.start();
        settle.start();
    };
    gui::AnalysisController* analysis = window.findChild<gui::AnalysisController*>();
    whenOpened([&] {
        if (analysis->state().analysis() != nullptr || !analysis->state().errorMessage().isEmpty())
            QTimer::singleShot(0, &window, startSettling);
        else
            QObject::connect(&window, &gui::MainWindow::analysisShown, &window,
                             [&] { QTimer::singleShot(0, &window, startSettling); }, Qt::SingleShotConnection);
    });
    QApplication::exec();
    return status;
}
