#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace engine {

// The report every benchmark prints: a title line ending in how the times were
// taken, a table of fixed-width columns, free lines below it, and the peak
// memory of the process at the end:
//
//   chomp: full tables, one poison cell; times in ms, median of 3 runs
//   size   poison        states  ...
//   8x8    (0,0)          12870  ...
//   peak memory: 41236 KiB
class BenchTable {
public:
    struct Column {
        std::string_view heading;
        int width = 0;
        bool alignLeft = false; // right-aligned unless set
    };

    // Starts the report with "<title>; times in ms, median of <repeat> run(s)"
    // and the headings of `columns`.
    BenchTable(std::string_view title, int repeat, std::vector<Column> columns);

    // One row: a text per column.
    void addRow(const std::vector<std::string>& cells);
    // A line of its own (without its line break), below the rows so far.
    void addLine(const std::string& line);
    // The whole report, ending in the line "peak memory: N KiB".
    [[nodiscard]] std::string finish() const;

private:
    std::string m_text;
    std::vector<Column> m_columns;
};

} // namespace engine
