# ctest script: builds a private MIME database from the board-file MIME package and
# checks that it knows application/x-grundygrid-board with the *.grundy glob.
# Arguments: -DUPDATE_MIME_DATABASE=... -DMIME_FILE=... -DWORK_DIR=...
set(database ${WORK_DIR}/mime)
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${database}/packages)
configure_file(${MIME_FILE} ${database}/packages/grundygrid.xml COPYONLY)
# The database's parent in the search path keeps update-mime-database from
# printing a note on stderr, where any text counts as a failure below.
set(ENV{XDG_DATA_HOME} ${WORK_DIR})
execute_process(COMMAND ${UPDATE_MIME_DATABASE} ${database}
    RESULT_VARIABLE status ERROR_VARIABLE errors OUTPUT_VARIABLE output)
if(NOT status EQUAL 0 OR NOT errors STREQUAL "")
    message(FATAL_ERROR "update-mime-database rejected ${MIME_FILE} (status ${status}):\n${errors}${output}")
endif()
if(NOT EXISTS ${database}/globs2)
    message(FATAL_ERROR "update-mime-database wrote no globs2 file")
endif()
file(STRINGS ${database}/globs2 globs REGEX "application/x-grundygrid-board")
if(NOT globs MATCHES "application/x-grundygrid-board:\\*\\.grundy")
    message(FATAL_ERROR "the MIME database has no *.grundy glob for application/x-grundygrid-board: '${globs}'")
endif()
message(STATUS "MIME type ok: ${globs}")
