#!/usr/bin/env bash
# Checks that the samples of the games' rule books (src/games/*/RULES.md) are what
# grundygrid-cli answers. A sample is an indented line
#     $ printf 'TEXT' | build-release/src/cli/grundygrid-cli ARGS
# followed by the indented lines it prints (standard output, or the error message
# of a failure, which must exit with status 2). Usage: rules-samples.sh SOURCE_DIR CLI
set -euo pipefail
export LC_ALL=C.UTF-8
root="${1:?usage: rules-samples.sh SOURCE_DIR CLI}"
cli="${2:?usage: rules-samples.sh SOURCE_DIR CLI}"
status=0
count=0
sample='^    \$ printf '"'"'([^'"'"']*)'"'"' \| build-release/src/cli/grundygrid-cli (.*)$'

# Runs one sample and compares what it printed.
check() {
    local file="$1" text="$2" args="$3" expected="$4" got code=0 want=0 words
    read -ra words <<<"$args"
    # shellcheck disable=SC2059 # TEXT is the sample's printf format
    got="$(printf "$text" | "$cli" "${words[@]}" 2>&1)" || code=$?
    [[ "$expected" == grundygrid-cli:* ]] && want=2
    count=$((count + 1))
    if [[ "$got" != "$expected" || "$code" != "$want" ]]; then
        echo "rules-samples: $file: grundygrid-cli $args printed (status $code, expected $want):" >&2
        echo "$got" >&2
        echo "rules-samples: expected:" >&2
        echo "$expected" >&2
        status=1
    fi
}

for file in "$root"/src/games/*/RULES.md; do
    text="" args="" expected="" open=0
    while IFS= read -r line || [[ -n "$line" ]]; do
        if ((open)) && [[ "$line" == "    "* && ! "$line" =~ $sample ]]; then
            expected+="${expected:+$'\n'}${line#    }"
            continue
        fi
        ((open)) && check "${file#"$root"/}" "$text" "$args" "$expected"
        open=0
        if [[ "$line" =~ $sample ]]; then
            text="${BASH_REMATCH[1]}" args="${BASH_REMATCH[2]}" expected="" open=1
        fi
    done <"$file"
    ((open)) && check "${file#"$root"/}" "$text" "$args" "$expected"
done
if ((count == 0)); then
    echo "rules-samples: no sample found in $root/src/games/*/RULES.md" >&2
    exit 1
fi
((status == 0)) && echo "rules-samples: all $count samples of src/games/*/RULES.md print what they show"
exit "$status"
