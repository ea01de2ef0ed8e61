#pragma once

// Reading Qt Linguist .ts files for test_translations: messages with their
// translations, mnemonics, placeholders, and running the Linguist tools.
#include <QFile>
#include <QList>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

namespace tsfiles {

// The mnemonic letter of a text ("Ö&ffnen …" -> 'f'), or a null QChar; "&&" is a literal &.
inline QChar mnemonic(const QString& text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] != QLatin1Char('&'))
            return text[i + 1].toLower();
        ++i;
    }
    return {};
}

// The placeholders of a text: %1 … %99, %n (plural) and %p (QProgressBar), sorted.
inline QStringList placeholders(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("%(\\d{1,2}|n|p)"));
    QStringList found;
    for (const QRegularExpressionMatch& match : pattern.globalMatch(text))
        found.append(match.captured(0));
    found.sort();
    return found;
}

// One <message> of a .ts file.
struct TsMessage {
    QString context;
    QString source;
    QString comment; // disambiguation: part of the message's identity
    QString translationType; // the type attribute: empty when finished
    bool numerus = false;
    QStringList translations; // one, or one per numerus form
};

inline QList<TsMessage> readTs(const QString& path, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<TsMessage> messages;
    QXmlStreamReader xml(&file);
    if (!xml.readNextStartElement() || xml.name() != QLatin1String("TS")) {
        *error = QStringLiteral("not a .ts file");
        return {};
    }
    while (xml.readNextStartElement()) {
        if (xml.name() != QLatin1String("context")) {
            xml.skipCurrentElement();
            continue;
        }
        QString context;
        while (xml.readNextStartElement()) {
            if (xml.name() == QLatin1String("name")) {
                context = xml.readElementText();
                continue;
            }
            if (xml.name() != QLatin1String("message")) {
                xml.skipCurrentElement();
                continue;
            }
            TsMessage message;
            message.context = context;
            message.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            while (xml.readNextStartElement()) {
                if (xml.name() == QLatin1String("source")) {
                    message.source = xml.readElementText();
                } else if (xml.name() == QLatin1String("comment")) {
                    message.comment = xml.readElementText();
                } else if (xml.name() == QLatin1String("translation")) {
                    message.translationType = xml.attributes().value(QLatin1String("type")).toString();
                    if (message.numerus) {
                        while (xml.readNextStartElement())
                            message.translations.append(xml.readElementText());
                    } else {
                        message.translations.append(xml.readElementText());
                    }
                } else {
                    xml.skipCurrentElement();
                }
            }
            messages.append(message);
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

// A message's identity in a .ts file, as lupdate matches it.
inline QString messageKey(const TsMessage& message)
{
    QString key = message.context + QStringLiteral(": ") + message.source;
    if (!message.comment.isEmpty())
        key += QStringLiteral(" [") + message.comment + QLatin1Char(']');
    return key;
}

inline QSet<QString> messageKeys(const QList<TsMessage>& messages)
{
    QSet<QString> keys;
    for (const TsMessage& message : messages)
        keys.insert(messageKey(message));
    return keys;
}

// Runs a program to its end; its output on failure in `error`.
inline bool runTool(const QString& program, const QStringList& arguments, QString* error)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit
        || process.exitCode() != 0) {
        *error = program + QStringLiteral(" failed: ") + process.errorString() + QLatin1Char('\n')
            + QString::fromLocal8Bit(process.readAll());
        return false;
    }
    return true;
}

} // namespace tsfiles
