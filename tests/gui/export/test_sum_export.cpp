// Picture export and print of a whole sum of boards (issue 25): the PNG shows
// every board's cells and, with or without coordinates, each board's name above
// its frame and its value (the names and values lie in the label margin, which
// a picture without coordinates used to cut off); the SVG holds every board (its name, the
// poison drop, the monsters); Print to PDF gives one page with the boards on it.
#include "TestRegistry.h"
#include "TestSlowdown.h"
#include "SumBoards.h"
#include "WindowTest.h"
#include "export/PdfTools.h"
#include "export/ScriptedExportPrompts.h"

#include "gui/board/AnalysisOverlay.h"
#include "gui/looks/BoardGeometry.h"
#include "gui/export/BoardExports.h"
#include "gui/export/BoardSnapshot.h"
#include "gui/looks/GameLook.h"
#include "gui/looks/GameLooks.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QColor kChompDrop(190, 90, 255); // ChompLook's drop
const QColor kVolcanoMonster(62, 30, 100);     // the outline of VolcanoLook's monster

bool near(const QColor& a, const QColor& b, int tolerance)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue())
        <= tolerance;
}

// The share of the pixels of `area` (clipped to the image) that are not `background`; -1 when it lies outside.
double shareNot(const QImage& image, const QRect& area, const QColor& background)
{
    const QRect inside = area.intersected(image.rect());
    if (inside != area || inside.isEmpty())
        return -1;
    qint64 other = 0;
    for (int y = inside.top(); y <= inside.bottom(); ++y)
        for (int x = inside.left(); x <= inside.right(); ++x)
            if (!near(image.pixelColor(x, y), background, 24))
                ++other;
    return static_cast<double>(other) / (static_cast<double>(inside.width()) * inside.height());
}

// The pixels of `area` near `colour`; -1 when the area lies outside the image.
int countNear(const QImage& image, const QRect& area, const QColor& colour)
{
    if (area.intersected(image.rect()) != area || area.isEmpty())
        return -1;
    int count = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            if (near(image.pixelColor(x, y), colour, 90))
                ++count;
    return count;
}

} // namespace

class TestSumExport : public QObject, public testsupport::WindowTest {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    testsupport::ScriptedExportPrompts m_exportPrompts;

    QString path(const QString& name) const { return m_dir.filePath(name); }
    gui::BoardExports& exports() const { return *testsupport::partOf<gui::BoardExports>(*m_window, "boardExports"); }
    QString exportPicture(const gui::PictureOptions& options, const QString& name)
    {
        m_exportPrompts.pictureAnswer = options;
        m_exportPrompts.fileAnswer = path(name);
        action("actionExportPicture")->trigger();
        if (!QTest::qWaitFor([this] { return !exports().isWritingPicture(); }, testsupport::scaled(20000)))
            qWarning("the picture was not written in time");
        return m_exportPrompts.fileAnswer;
    }
    void openSum()
    {
        openBoard(testsupport::threeBoardSum(), testsupport::threeBoardSetup());
        QVERIFY(waitForMarks());
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

    void pngShowsEveryBoardAndItsName_data()
    {
        QTest::addColumn<bool>("coordinates");
        QTest::newRow("with coordinates") << true;
        QTest::newRow("without coordinates") << false;
    }
    void pngShowsEveryBoardAndItsName()
    {
        QFETCH(bool, coordinates);
        openSum();
        gui::PictureOptions options;
        options.width = 1200;
        options.marks = false;
        options.coordinates = coordinates;
        const QImage image =
            QImage(exportPicture(options, QStringLiteral("sum.png"))).convertToFormat(QImage::Format_RGB32);
        QCOMPARE(image.width(), 1200);
        QCOMPARE(image.height(), m_exportPrompts.heightForAnswerWidth);
        const QRectF source = gui::BoardSnapshot(view(), {false, false, coordinates, true}).sourceRect();
        const qreal scale = image.width() / source.width();
        const auto toImage = [&](const QRectF& scene) {
            return QRectF((scene.topLeft() - source.topLeft()) * scale, scene.size() * scale).toAlignedRect();
        };
        const gui::GameLook& look = gui::GameLooks::find(document().game());
        const engine::SumLayout& layout = testsupport::threeBoardSum().layout();
        const gui::BoardGeometry& geometry = scene().geometry();
        for (std::size_t i = 0; i < layout.size(); ++i) {
            const QRectF box =
                geometry.cellRect(layout.area(i).topLeft).united(geometry.cellRect(layout.area(i).bottomRight));
            const QRect cells = toImage(box.adjusted(4, 4, -4, -4));
            const double drawn = shareNot(image, cells, look.backgroundColor());
            QVERIFY2(drawn > 0.2, qPrintable(QStringLiteral("board %1: %2 of its pixels drawn").arg(i).arg(drawn)));
            // The name above the frame (the strip's bottom left out: the frame's line).
            const qreal m = gui::BoardGeometry::kMargin;
            const QRect name = toImage(QRectF(box.left(), box.top() - m, box.width(), m * 0.8));
            const int ink = countNear(image, name, look.labelColor());
            QVERIFY2(ink > 20, qPrintable(QStringLiteral("board %1's name: %2 pixels").arg(i).arg(ink)));
        }
        // Each board's value, in its tag at the right end of the name strip, whole in the picture.
        const QList<gui::AnalysisOverlay::SceneLabel> values = overlay().boardValueLabels();
        QCOMPARE(values.size(), static_cast<qsizetype>(layout.size()));
        for (const gui::AnalysisOverlay::SceneLabel& value : values)
            QVERIFY2(image.rect().contains(toImage(value.rect)), qPrintable(value.text));
        // The first board's name starts half a cell left of its frame: whole in the picture, and
        // without coordinates no row number is drawn beside it there.
        const QRectF firstName = geometry.boardNameRect(layout.area(0));
        QVERIFY2(image.rect().contains(toImage(firstName)), qPrintable(QStringLiteral("first name from x %1, picture from %2")
                                                                         .arg(firstName.left()).arg(source.left())));
        if (!coordinates) {
            const QRectF firstBox = geometry.cellRect(layout.area(0).topLeft)
                                        .united(geometry.cellRect(layout.area(0).bottomRight));
            const QRect leftOfFrame = toImage(QRectF(source.left(), firstBox.top(), firstBox.left() - source.left() - 4,
                                                     firstBox.height()));
            QCOMPARE(countNear(image, leftOfFrame, look.labelColor()), 0);
        }
        QVERIFY(m_exportPrompts.errors.isEmpty());
        if (!coordinates)
            if (const QString folder = qEnvironmentVariable("GRUNDYGRID_SCREENSHOT_DIR"); !folder.isEmpty())
                image.save(QDir(folder).filePath(QStringLiteral("sum-export.png")));
    }

    void svgHoldsEveryBoard()
    {
        openSum();
        gui::PictureOptions options;
        options.format = gui::PictureOptions::Format::Svg;
        options.width = 900;
        options.coordinates = false;
        QFile file(exportPicture(options, QStringLiteral("sum.svg")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString svg = QString::fromUtf8(file.readAll());
        const gui::GameLook& look = gui::GameLooks::find(document().game());
        const engine::SumLayout& layout = testsupport::threeBoardSum().layout();
        for (std::size_t i = 0; i < layout.size(); ++i) {
            const QString name = gui::GameLooks::find(layout.game(i)).gameName(layout.game(i));
            QVERIFY2(svg.contains(name), qPrintable(name));
        }
        QVERIFY(svg.contains(kChompDrop.name(), Qt::CaseInsensitive)); // chomp's board
        QVERIFY(svg.contains(kVolcanoMonster.name(), Qt::CaseInsensitive));    // volcano's board
        QVERIFY(svg.contains(look.labelColor().name(), Qt::CaseInsensitive)); // the frames
        QVERIFY(m_exportPrompts.errors.isEmpty());
    }

    void printGivesOnePageWithTheBoards()
    {
        openSum();
        m_exportPrompts.printFile = path(QStringLiteral("sum.pdf"));
        action("actionPrint")->trigger();
        QVERIFY(QFile::exists(m_exportPrompts.printFile));
        QVERIFY(m_exportPrompts.errors.isEmpty());
        if (!testsupport::kPopplerToolsRun)
            QSKIP("printed; ThreadSanitizer cannot run pdfinfo (see PdfTools.h)");
        QCOMPARE(testsupport::pdfPageCount(m_exportPrompts.printFile), 1);
        QTemporaryDir pages;
        const QList<QImage> images = testsupport::pdfPages(m_exportPrompts.printFile, pages.path());
        QCOMPARE(images.size(), 1);
        QVERIFY2(testsupport::inkShare(images.front()) > 0.05,
                 qPrintable(QString::number(testsupport::inkShare(images.front()))));
    }
};

GRUNDYGRID_TEST_MAIN(test_sum_export, TestSumExport)
#include "test_sum_export.moc"
