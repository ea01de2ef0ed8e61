#include "engine/bench/BenchTable.h"

#include "engine/bench/PeakMemory.h"

#include <utility>

namespace engine {

BenchTable::BenchTable(std::string_view title, int repeat, std::vector<Column> columns)
    : m_columns(std::move(columns))
{
    m_text = std::string(title) + "; times in ms, median of " + std::to_string(repeat)
        + (repeat == 1 ? " run\n" : " runs\n");
    std::vector<std::string> headings;
    for (const Column& column : m_columns)
        headings.emplace_back(column.heading);
    addRow(headings);
}

void BenchTable::addRow(const std::vector<std::string>& cells)
{
    for (std::size_t i = 0; i < cells.size() && i < m_columns.size(); ++i) {
        const auto width = static_cast<std::size_t>(m_columns[i].width);
        const std::size_t padding = cells[i].size() < width ? width - cells[i].size() : 0;
        if (m_columns[i].alignLeft)
            m_text += cells[i] + std::string(padding, ' ');
        else
            m_text += std::string(padding, ' ') + cells[i];
    }
    m_text += '\n';
}

void BenchTable::addLine(const std::string& line)
{
    m_text += line + '\n';
}

std::string BenchTable::finish() const
{
    const std::int64_t peak = peakMemoryKiB();
    return m_text + "peak memory: " + (peak < 0 ? std::string("unknown") : std::to_string(peak) + " KiB") + '\n';
}

} // namespace engine
