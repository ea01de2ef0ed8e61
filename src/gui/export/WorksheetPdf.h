#pragma once

#include "gui/export/ExportPrompts.h"
#include "gui/export/WorksheetJob.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QRectF>
#include <QString>

#include <memory>

#include <vector>

class QBuffer;
class QPainter;
class QPdfWriter;

namespace gui {

// A worksheet as an A4 PDF (QPdfWriter): `perPage` puzzles a page, each a
// diagram drawn with its game's look (RulesPictures, the main window's drawing
// code; a sum puzzle's every board framed with its name) under its question,
// then one page with the answer key (each puzzle's winning moves in the look's
// move names: a sum's name the board, "board 2: (1, 3)"). Every page has a
// header naming the game (or "Sums"), level and seeds, and its page number.
//
// It is painted a puzzle at a time (paintNext), so the window that writes one
// can let a turn of its event loop pass between two puzzles: a sheet of 24
// diagrams takes a second or more to paint, one diagram a few tens of ms.
class WorksheetPdf {
    Q_DECLARE_TR_FUNCTIONS(gui::WorksheetPdf)

public:
    // `gameName` names the puzzles' game in the title; each puzzle draws with its own game.
    WorksheetPdf(const QString& gameName, const WorksheetOptions& options, std::vector<WorksheetPuzzle> puzzles);
    ~WorksheetPdf();
    WorksheetPdf(const WorksheetPdf&) = delete;
    WorksheetPdf& operator=(const WorksheetPdf&) = delete;

    // Paints the next puzzle (opening its page where one begins), or the answer key after the
    // last; false once everything is painted.
    bool paintNext();
    // The PDF, once paintNext() returned false.
    [[nodiscard]] QByteArray finish();

    // The pages of a worksheet of `count` puzzles: the puzzle pages and the answer key.
    [[nodiscard]] static int pageCount(int count, int perPage);
    // The whole PDF at once.
    [[nodiscard]] static QByteArray write(const QString& gameName, const WorksheetOptions& options,
                                          const std::vector<WorksheetPuzzle>& puzzles);

private:
    // Starts page `pageIndex`: the header and page number; the area left for its body.
    QRectF beginPage(int pageIndex);
    static void paintPuzzle(QPainter& painter, const QRectF& area, int number, const WorksheetPuzzle& puzzle);
    static void paintAnswers(QPainter& painter, const QRectF& area, const std::vector<WorksheetPuzzle>& puzzles);

    const WorksheetOptions m_options;
    const std::vector<WorksheetPuzzle> m_puzzles;
    QByteArray m_bytes;
    std::unique_ptr<QBuffer> m_buffer;
    std::unique_ptr<QPdfWriter> m_writer;
    std::unique_ptr<QPainter> m_painter;
    QString m_title;
    int m_pages = 0;
    int m_columns = 1;
    int m_rows = 1;
    std::size_t m_next = 0; // the next puzzle to paint; m_puzzles.size(): the answer key
    QRectF m_body;          // the body of the page being painted
    qreal m_spacing = 0;    // between the page's parts
    bool m_done = false;
};

} // namespace gui
