#pragma once

// What poppler-utils say of a PDF file: its page count (pdfinfo) and its pages
// rendered to PNG images (pdftoppm).
#include <QDir>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStringList>

namespace testsupport {

// ThreadSanitizer (clang 14) cannot start a child process from a process with threads
// ("CHECK failed: tsan_rtl.cpp:234" in its fork handler): under it the poppler checks
// are left to the release and asan stages, which run the same tests.
#if defined(__SANITIZE_THREAD__)
inline constexpr bool kPopplerToolsRun = false;
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
inline constexpr bool kPopplerToolsRun = false;
#else
inline constexpr bool kPopplerToolsRun = true;
#endif
#else
inline constexpr bool kPopplerToolsRun = true;
#endif

// The "Pages:" of `pdfinfo path`; -1 when it fails.
inline int pdfPageCount(const QString& path)
{
    QProcess pdfinfo;
    pdfinfo.start(QStringLiteral("pdfinfo"), {path});
    if (!pdfinfo.waitForFinished(60000) || pdfinfo.exitCode() != 0)
        return -1;
    const QRegularExpressionMatch pages =
        QRegularExpression(QStringLiteral("^Pages:\\s+(\\d+)"), QRegularExpression::MultilineOption)
            .match(QString::fromUtf8(pdfinfo.readAllStandardOutput()));
    return pages.hasMatch() ? pages.captured(1).toInt() : -1;
}

// Every page of `path` as `pdftoppm -r 50 -png` renders it into `folder`, in order; empty when it fails.
inline QList<QImage> pdfPages(const QString& path, const QString& folder)
{
    QProcess pdftoppm;
    const QString prefix = QDir(folder).filePath(QStringLiteral("page"));
    pdftoppm.start(QStringLiteral("pdftoppm"), {QStringLiteral("-r"), QStringLiteral("50"), QStringLiteral("-png"),
                                                path, prefix});
    if (!pdftoppm.waitForFinished(60000) || pdftoppm.exitCode() != 0)
        return {};
    QList<QImage> pages;
    const QStringList files = QDir(folder).entryList({QStringLiteral("page*.png")}, QDir::Files, QDir::Name);
    for (const QString& file : files)
        pages.append(QImage(QDir(folder).filePath(file)));
    return pages;
}

// The share of an image's pixels that are not white (a blank page: 0).
inline double inkShare(const QImage& image)
{
    qint64 ink = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (image.pixelColor(x, y).lightness() < 240)
                ++ink;
    return image.isNull() ? 0.0 : static_cast<double>(ink) / (static_cast<double>(image.width()) * image.height());
}

} // namespace testsupport
