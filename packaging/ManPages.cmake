# The manual pages, written by hand in packaging/: the build fills in the version
# and compresses them as Debian wants them (gzip -9n: no name, no time stamp).
find_program(GZIP_PROGRAM gzip REQUIRED)
find_program(GROFF_PROGRAM groff)

function(grundygrid_man_page program section)
    set(page ${CMAKE_CURRENT_BINARY_DIR}/${program}.${section})
    configure_file(${CMAKE_CURRENT_SOURCE_DIR}/${program}.${section} ${page} @ONLY)
    add_custom_command(OUTPUT ${page}.gz
        COMMAND ${GZIP_PROGRAM} -9 -n -c ${page} > ${page}.gz
        DEPENDS ${page}
        COMMENT "Compressing the manual page ${program}.${section}"
        VERBATIM)
    add_custom_target(man_page_${program} ALL DEPENDS ${page}.gz)
    install(FILES ${page}.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man${section})
    # groff (from groff-base) reports macro misuse with -ww.
    if(BUILD_TESTING AND GROFF_PROGRAM)
        add_test(NAME validate_man_page_${program} COMMAND ${GROFF_PROGRAM} -man -Tutf8 -ww -z ${page})
        set_tests_properties(validate_man_page_${program} PROPERTIES FAIL_REGULAR_EXPRESSION "warning|error")
    endif()
endfunction()
