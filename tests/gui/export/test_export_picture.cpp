// File > Export Picture through the real action: the SVG is valid XML whose
// drawing shows the board's cells (the poison drops, the monsters) and the marks
// only when asked; the PNG has the width asked and the look's colours at the
// cells; the window's own marks and outlines are as before the export.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "WindowTest.h"
#include "export/ScriptedExportPrompts.h"

#include "gui/base/ColorScheme.h"
#include "gui/looks/BoardGeometry.h"
#include "gui/export/BoardExports.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

const QColor kPoisonDrop(190, 90, 255); // ChompLook's drop
const QColor kMonster(62, 30, 100);     // the outline of VolcanoLook's monster

// What an SVG file holds: its root's size and how often each colour fills and strokes a shape.
struct SvgSummary {
    bool valid = false;
    QString root;
    QString width;
    QString height;
    QString viewBox;
    QMap<QString, int> fills;   // "#rrggbb" -> elements filled with it
    QMap<QString, int> strokes; // "#rrggbb" -> elements stroked with it
};

SvgSummary readSvg(const QString& path)
{
    QFile file(path);
    SvgSummary summary;
    if (!file.open(QIODevice::ReadOnly))
        return summary;
    QXmlStreamReader xml(&file);
    QStringList fillStack; // a group's fill applies to the shapes in it
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (summary.root.isEmpty()) {
            summary.root = xml.name().toString();
            summary.width = xml.attributes().value(QStringLiteral("width")).toString();
            summary.height = xml.attributes().value(QStringLiteral("height")).toString();
            summary.viewBox = xml.attributes().value(QStringLiteral("viewBox")).toString();
        }
        for (auto [attribute, counts] : {std::pair{"fill", &summary.fills}, std::pair{"stroke", &summary.strokes}}) {
            const QString colour = xml.attributes().value(QLatin1String(attribute)).toString().toLower();
            if (colour.startsWith(QLatin1Char('#')))
                ++(*counts)[colour];
        }
    }
    summary.valid = !xml.hasError();
    return summary;
}

} // namespace

class TestExportPicture : public QObject, public testsupport::WindowTest {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    testsupport::ScriptedExportPrompts m_exportPrompts;

    QString path(const QString& name) const { return m_dir.filePath(name); }
    gui::BoardExports& exports() const { return *testsupport::partOf<gui::BoardExports>(*m_window, "boardExports"); }
    // Exports the picture through File > Export Picture with `options` to `name`.
    QString exportPicture(const gui::PictureOptions& options, const QString& name)
    {
        m_exportPrompts.pictureAnswer = options;
        m_exportPrompts.fileAnswer = path(name);
        action("actionExportPicture")->trigger();
        // A PNG is compressed and written on a thread of the exports' own.
        if (!QTest::qWaitFor([this] { return !exports().isWritingPicture(); }, testsupport::scaled(20000)))
            qWarning("the picture was not written in time");
        return m_exportPrompts.fileAnswer;
    }
    static gui::PictureOptions svgWith(bool marks)
    {
        gui::PictureOptions options;
        options.format = gui::PictureOptions::Format::Svg;
        options.width = 600;
        options.marks = marks;
        return options;
    }
    // A volcano board of 7 x 7 with monsters at the given cells.
    static engine::Board volcano(std::initializer_list<engine::Cell> monsters)
    {
        engine::Board board = game("volcano").emptyBoard(7, 7);
        for (const engine::Cell cell : monsters)
            board.setCell(cell, engine::CellKind::Monster);
        return board;
    }

private slots:
    void init()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(showWindow());
        exports().setPrompts(&m_exportPrompts);
        m_exportPrompts.errors.clear();
    }
    void cleanup() { closeWindow(); }

    void chompSvgShowsTheCellsAndTheMarksOnlyWhenAsked()
    {
        openBoard(chomp(), cornerPoisonChomp(4, 5));
        QVERIFY(waitForMarks());
        const QString win = gui::ColorScheme::current().win().name();
        const QString loss = gui::ColorScheme::current().lossOutline().name();

        const SvgSummary marked = readSvg(exportPicture(svgWith(true), QStringLiteral("marked.svg")));
        QVERIFY(marked.valid);
        QCOMPARE(marked.root, QStringLiteral("svg"));
        QVERIFY(!marked.width.isEmpty() && !marked.height.isEmpty());
        // 600 pixels wide, the height the dialog showed.
        QCOMPARE(marked.viewBox, QStringLiteral("0 0 600 %1").arg(m_exportPrompts.heightForAnswerWidth));
        QCOMPARE(marked.fills.value(kPoisonDrop.name()), 1); // the poisoned piece's drop
        // Every other piece is a move: winning rings and losing disks are drawn (5 x 4 - 1 marks).
        QVERIFY2(marked.strokes.value(win) > 0, qPrintable(QStringList(marked.strokes.keys()).join(' ')));
        QCOMPARE(marked.strokes.value(win) + marked.strokes.value(loss), 19);

        const SvgSummary plain = readSvg(exportPicture(svgWith(false), QStringLiteral("plain.svg")));
        QVERIFY(plain.valid);
        QCOMPARE(plain.fills.value(kPoisonDrop.name()), 1);
        QCOMPARE(plain.strokes.value(win), 0);
        QCOMPARE(plain.strokes.value(loss), 0);
        // The window shows its marks again.
        QVERIFY(overlay().areMarksVisible());
        QVERIFY(overlay().showsMarks());
        QVERIFY(m_exportPrompts.errors.isEmpty());
        QVERIFY(statusMessage().contains(QStringLiteral("plain.svg")));
    }

    void volcanoSvgShowsEveryMonster()
    {
        openBoard(game("volcano"), volcano({{1, 1}, {1, 5}, {3, 3}, {5, 2}}));
        QVERIFY(waitForMarks());
        const SvgSummary summary = readSvg(exportPicture(svgWith(false), QStringLiteral("volcano.svg")));
        QVERIFY(summary.valid);
        QCOMPARE(summary.root, QStringLiteral("svg"));
        QCOMPARE(summary.fills.value(kMonster.name()), 4);
        openBoard(game("volcano"), volcano({{1, 1}}));
        QVERIFY(waitForMarks());
        QCOMPARE(readSvg(exportPicture(svgWith(false), QStringLiteral("one.svg"))).fills.value(kMonster.name()), 1);
    }

    void pngHasTheWidthAndTheLookAtItsCells()
    {
        engine::Board setup = cornerPoisonChomp(3, 4);
        openBoard(chomp(), setup);
        QVERIFY(waitForMarks());
        gui::PictureOptions options;
        options.width = 900;
        options.marks = false;
        options.coordinates = true;
        const QImage image(exportPicture(options, QStringLiteral("board.png")));
        QCOMPARE(image.width(), 900);
        QCOMPARE(image.height(), m_exportPrompts.heightForAnswerWidth);
        // The board with its label margins: 4 x 3 cells and a margin all round.
        const gui::BoardGeometry& geometry = scene().geometry();
        const QRectF source = geometry.sceneRect();
        QCOMPARE(image.height(), qRound(900 * source.height() / source.width()));
        const qreal scale = 900 / source.width();
        const QRectF poison = geometry.cellRect({0, 0});
        // Inside the poison drop, below its centre and right of its highlight.
        const QPointF inDrop = poison.center() + QPointF(0.08, 0.14) * gui::BoardGeometry::kCellSize;
        const QPoint pixel(((inDrop - source.topLeft()) * scale).toPoint());
        QCOMPARE(image.pixelColor(pixel).name(), kPoisonDrop.name());

        // Without coordinates the picture is the cells alone: the same drop further up-left.
        options.coordinates = false;
        exportPicture(options, QStringLiteral("cells"));
        QVERIFY(QFile::exists(path(QStringLiteral("cells.png")))); // the chosen format's suffix added
        QVERIFY(!QFile::exists(path(QStringLiteral("cells"))));
        const QImage bare(path(QStringLiteral("cells.png")));
        QCOMPARE(bare.width(), 900);
        QCOMPARE(bare.height(), 900 * 3 / 4);
        const qreal bareScale = 900 / geometry.boardRect().width();
        QCOMPARE(bare.pixelColor(((inDrop - geometry.boardRect().topLeft()) * bareScale).toPoint()).name(),
                 kPoisonDrop.name());
    }

    void aPawnPictureIsTheVisibleAreaWithItsRulers()
    {
        openBoard(game("pawn"), game("pawn").exampleBoard());
        QVERIFY(waitForMarks());
        QVERIFY(scene().geometry().isWindowed());
        gui::PictureOptions options;
        options.width = 800;
        options.coordinates = false;
        const QImage bare(exportPicture(options, QStringLiteral("pawn-bare.png")));
        const QSize viewport = view().viewport()->size();
        QCOMPARE(bare.width(), 800);
        QCOMPARE(bare.height(), qRound(800.0 * viewport.height() / viewport.width()));
        options.coordinates = true;
        const QImage ruled(exportPicture(options, QStringLiteral("pawn.png")));
        QCOMPARE(ruled.width(), 800);
        QCOMPARE(ruled.height(), m_exportPrompts.heightForAnswerWidth);
        QVERIFY(ruled.height() != bare.height()); // the rulers' bands, in the window's proportions
        // The top-left corner is the rulers' corner (the window's colour), not the board.
        QCOMPARE(ruled.pixelColor(2, 2), view().palette().color(QPalette::Window));
        QVERIFY(bare.pixelColor(2, 2) != view().palette().color(QPalette::Window));
    }

    // For the README: GRUNDYGRID_SCREENSHOT_DIR=/tmp ctest -R test_export_picture saves volcano's example there.
    void exportedPictureScreenshot()
    {
        const QString folder = qEnvironmentVariable("GRUNDYGRID_SCREENSHOT_DIR");
        if (folder.isEmpty())
            QSKIP("no GRUNDYGRID_SCREENSHOT_DIR");
        openBoard(game("volcano"), game("volcano").exampleBoard());
        QVERIFY(waitForMarks());
        gui::PictureOptions options;
        options.width = 1200;
        const QString exported = exportPicture(options, QStringLiteral("exported-picture.png"));
        QFile::remove(QDir(folder).filePath(QStringLiteral("exported-picture.png")));
        QVERIFY(QFile::copy(exported, QDir(folder).filePath(QStringLiteral("exported-picture.png"))));
    }

    void anSvgNameGivesAnSvgAndAFailureIsReported()
    {
        openBoard(chomp(), cornerPoisonChomp(3, 3));
        gui::PictureOptions options; // PNG chosen, but the name says SVG
        QVERIFY(readSvg(exportPicture(options, QStringLiteral("named.svg"))).valid);
        QCOMPARE(readSvg(path(QStringLiteral("named.svg"))).root, QStringLiteral("svg"));

        const QString missing = exportPicture(options, QStringLiteral("no-such-folder/board.png"));
        QVERIFY(!QFile::exists(missing));
        QCOMPARE(m_exportPrompts.errors.size(), 1);
        QVERIFY2(m_exportPrompts.errors.front().contains(QStringLiteral("no-such-folder/board.png")),
                 qPrintable(m_exportPrompts.errors.front()));
    }
};

GRUNDYGRID_TEST_MAIN(test_export_picture, TestExportPicture)
#include "test_export_picture.moc"
