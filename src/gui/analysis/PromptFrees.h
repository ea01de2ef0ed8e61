#pragma once

namespace gui {

// Makes every free() of the process give its block back at once, by turning off
// glibc's fastbins (mallopt M_MXFAST 0); once per process, from any thread.
//
// A solver's tables are millions of small blocks (hash nodes, vectors of a
// memo), freed in bulk on a job thread when a solver is let go or a search ends.
// glibc keeps small freed blocks in fastbins and merges them only when an
// allocation of a thousand bytes or more next needs room: a GUI-thread paint,
// layout or file dialog then paid for the whole pile, 100 to 750 ms of its CPU
// (the random walk's stalls, issue 32). Without fastbins each free merges its
// block as it goes, on the thread that frees it. Small blocks still come and go
// through glibc's per-thread cache, so a solver's churn stays cheap: the
// allocation-heavy misère search of the attractions example took about 7 % more CPU.
// Elsewhere than glibc nothing changes.
void freeBlocksPromptly();

} // namespace gui
