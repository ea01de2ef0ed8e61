#!/usr/bin/env bash
# Checks that every relative link and image of README.md, docs/*.md and the games'
# rule books (src/games/README.md, src/games/*/RULES.md) resolves: the
# file (or folder) exists, and a #fragment names a heading of the Markdown file it
# points to (GitHub's anchors: lower case, punctuation dropped, spaces as hyphens).
# Links to web addresses are not followed. Usage: check-links.sh SOURCE_DIR
set -euo pipefail
export LC_ALL=C.UTF-8
root="${1:?usage: check-links.sh SOURCE_DIR}"
cd "$root"
status=0
complain() {
    echo "check-links: $*" >&2
    status=1
}

# The anchors of a Markdown file's headings, one a line (outside fenced code).
anchors() {
    local fenced=0 line heading slug
    while IFS= read -r line; do
        if [[ "$line" =~ ^\`\`\` ]]; then
            fenced=$((1 - fenced))
            continue
        fi
        ((fenced)) && continue
        [[ "$line" =~ ^#{1,6}[[:space:]]+(.*)$ ]] || continue
        heading="${BASH_REMATCH[1]}"
        slug="${heading,,}"
        slug="$(sed -E 's/[^[:alnum:] _-]//g; s/ /-/g' <<<"$slug")"
        echo "$slug"
    done <"$1"
}

# The link targets of a Markdown file, one a line: ](target) outside fenced code,
# without a title ("…") after the target.
targets() {
    awk '/^```/ { fenced = !fenced; next }
         !fenced {
             line = $0
             while (match(line, /\]\([^)[:space:]]+/)) {
                 print substr(line, RSTART + 2, RLENGTH - 2)
                 line = substr(line, RSTART + RLENGTH)
             }
         }' "$1"
}

files=(README.md docs/*.md src/games/README.md src/games/*/RULES.md)
declare -A known # the anchors of each Markdown file read so far
for file in "${files[@]}"; do
    dir="$(dirname "$file")"
    while IFS= read -r target; do
        case "$target" in
        http://* | https://* | mailto:*) continue ;;
        esac
        path="${target%%#*}"
        fragment=""
        [[ "$target" == *"#"* ]] && fragment="${target#*#}"
        if [[ -z "$path" ]]; then
            resolved="$file"
        else
            resolved="$dir/$path"
        fi
        if [[ ! -e "$resolved" ]]; then
            complain "$file links to $target: $resolved does not exist"
            continue
        fi
        if [[ -n "$fragment" ]]; then
            if [[ "$resolved" != *.md ]]; then
                complain "$file links to $target: a #fragment on a file that is not Markdown"
            else
                [[ -v "known[$resolved]" ]] || known[$resolved]="$(anchors "$resolved")"
                grep -qxF -- "$fragment" <<<"${known[$resolved]}" \
                    || complain "$file links to $target: $resolved has no heading with the anchor #$fragment"
            fi
        fi
    done < <(targets "$file")
done
if ((status == 0)); then
    echo "check-links: every relative link of ${files[*]} resolves"
fi
exit "$status"
