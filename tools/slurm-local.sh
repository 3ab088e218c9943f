#!/usr/bin/env bash
# Brings up a one-node Slurm cluster on this machine (Debian's slurm-wlm and munge, started here
# without systemd, as root), runs an 8-shard job array of a small book build with
# tools/book-shard.sbatch, merges the parts, and checks that the merged book is the one a single
# process builds. Prints the figures, stops the daemons, and exits non-zero if they differ.
#
#   apt-get install -y slurm-wlm munge    # once
#   cargo build --release && tools/slurm-local.sh [WTHOR-DIR]
#
# The small build: positions of 50 games or more in the first 8 moves, 6-ply searches (WTHOR-DIR
# defaults to ../shared/wthor, else tests/data/wthor with 2 games or more).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
othello=$root/target/release/othello
wthor=${1:-../shared/wthor}
min_games=50
if [ ! -d "$wthor" ]; then wthor=tests/data/wthor; min_games=2; fi
wthor=$(cd "$wthor" && pwd)
for tool in slurmctld slurmd munged sbatch; do
    command -v "$tool" >/dev/null || { echo "$tool is missing: apt-get install -y slurm-wlm munge" >&2; exit 2; }
done
[ -x "$othello" ] || { echo "build it first: cargo build --release" >&2; exit 2; }
work=$(mktemp -d /tmp/othello-slurm.XXXXXX)
host=$(hostname -s)
cpus=$(nproc)

# munge: a key of this run's own, its daemon as the munge user.
mkdir -p /etc/munge /run/munge /var/lib/munge /var/log/munge
[ -s /etc/munge/munge.key ] || mungekey --create --keyfile=/etc/munge/munge.key
chown -R munge:munge /etc/munge /run/munge /var/lib/munge /var/log/munge
chmod 0700 /etc/munge
pgrep -x munged >/dev/null || runuser -u munge -- /usr/sbin/munged

# slurm: one node, one partition, no cgroups, its state under $work.
mkdir -p "$work/state" "$work/spool" "$work/parts" "$work/one" "$work/merged"
cat > "$work/slurm.conf" <<CONF
ClusterName=othello
SlurmctldHost=$host
SlurmUser=root
SlurmdUser=root
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
MpiDefault=none
NodeName=$host CPUs=$cpus State=UNKNOWN
PartitionName=main Nodes=ALL Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF=$work/slurm.conf
stop() {
    pkill -f "slurmctld -f $work/slurm.conf" || true
    pkill -f "slurmd -f $work/slurm.conf" || true
}
trap stop EXIT
slurmctld -f "$work/slurm.conf"
slurmd -f "$work/slurm.conf"
for _ in $(seq 60); do
    sinfo -h -o %t 2>/dev/null | grep -q idle && break
    sleep 1
done
sinfo -h -o "%P %D %t %c" | sed 's/^/slurm: /'

started=$(date +%s)
sbatch --wait --array=0-7 --chdir="$work" \
    --export=ALL,WTHOR="$wthor",PARTS="$work/parts",OTHELLO="$othello",PLIES=8,MIN_GAMES=$min_games,DEPTH=6 \
    tools/book-shard.sbatch
array=$(($(date +%s) - started))
ls "$work/parts"
"$othello" --data-dir "$work/merged" book merge "$work"/parts/part-*.part
started=$(date +%s)
"$othello" --threads 1 --data-dir "$work/one" book grow --wthor "$wthor" --plies 8 --min-games $min_games --depth 6
single=$(($(date +%s) - started))
if cmp -s "$work/one/book.bin" "$work/merged/book.bin"; then
    echo "the 8 shards' merged book is the single process's, byte for byte ($(stat -c %s "$work/one/book.bin") bytes; array ${array} s, single process ${single} s)"
    rm -rf "$work"
else
    echo "the merged book differs from the single process's: see $work" >&2
    exit 1
fi
