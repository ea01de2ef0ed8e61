#!/usr/bin/env bash
# Checks that the packaging scripts wait for the dpkg and apt locks instead of failing
# when another apt-get or dpkg runs: every apt-get call that takes a lock passes
# -o DPkg::Lock::Timeout=N. install-deps.sh is run for real against fake dpkg-query,
# apt-get and sudo that record what they were asked; package-check.sh (which needs a
# build and root) is read line by line.
set -euo pipefail
scripts="$(cd "$(dirname "${BASH_SOURCE[0]}")/../scripts" && pwd)"
status=0
complain() {
    echo "apt-waits-for-lock: $*" >&2
    status=1
}

# Every line (outside comments) that runs apt-get (at the start of a command, or after
# sudo or "${as_root[@]}"; not in a message) with a command taking a lock.
for script in install-deps.sh package-check.sh; do
    while IFS= read -r line; do
        [[ "$line" == *"DPkg::Lock::Timeout="* ]] || complain "$script runs apt-get without waiting for the lock: $line"
    done < <(grep -vE '^[[:space:]]*#' "$scripts/$script" \
        | grep -E '(^[[:space:]]*|\}"[[:space:]]+|sudo[[:space:]]+)apt-get[[:space:]]+(-[^[:space:]]+[[:space:]]+)*(update|install|remove|purge|upgrade|dist-upgrade|autoremove)')
done

# install-deps.sh run against fakes: a missing package, apt-get that fails without the timeout.
fakes=$(mktemp -d /tmp/grundygrid-apt-lock.XXXXXX)
trap 'rm -rf "$fakes"' EXIT
cat >"$fakes/dpkg-query" <<'FAKE'
#!/usr/bin/env bash
exit 1
FAKE
cat >"$fakes/sudo" <<'FAKE'
#!/usr/bin/env bash
exec "$@"
FAKE
cat >"$fakes/apt-get" <<FAKE
#!/usr/bin/env bash
echo "apt-get \$*" >>"$fakes/calls"
[[ " \$* " == *" DPkg::Lock::Timeout="* ]] || { echo "E: Could not get lock /var/lib/dpkg/lock-frontend" >&2; exit 100; }
FAKE
chmod +x "$fakes/dpkg-query" "$fakes/sudo" "$fakes/apt-get"
if ! PATH="$fakes:$PATH" bash "$scripts/install-deps.sh" >"$fakes/out" 2>&1; then
    cat "$fakes/out" >&2
    complain "install-deps.sh failed while another apt-get held the lock"
fi
grep -q ' update' "$fakes/calls" 2>/dev/null || complain "install-deps.sh did not run apt-get update"
grep -q ' install ' "$fakes/calls" 2>/dev/null || complain "install-deps.sh did not run apt-get install"
((status == 0)) && echo "apt-waits-for-lock: every apt-get call waits for the lock"
exit $status
