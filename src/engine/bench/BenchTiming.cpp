#include "engine/bench/BenchTiming.h"

#include <algorithm>
#include <iomanip>
#include <sstream>

namespace engine {

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t mid = values.size() / 2;
    return values.size() % 2 == 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2.0;
}

std::string fixed(double value, int precision)
{
    std::ostringstream text;
    text << std::fixed << std::setprecision(precision) << value;
    return text.str();
}

std::string milliseconds(double ms)
{
    return fixed(ms, ms < 10 ? 3 : 1);
}

} // namespace engine
