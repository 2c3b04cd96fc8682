#!/usr/bin/env bash
# Memory check for issue 9: runs the headless demo for up to SECONDS (default 600) and prints the
# process's resident memory (VmRSS, kB) every 20 s. Usage: tools/memwatch.sh [SECONDS] [VARIANT]
cd "$(dirname "$0")/.."
limit=${1:-600}; variant=${2:-guobiao}
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python main.py demo --variant "$variant" \
  --seed mem --hands 300 --fast > /dev/null 2>&1 &
pid=$!; start=$(date +%s)
while kill -0 "$pid" 2>/dev/null; do
  el=$(( $(date +%s) - start ))
  echo "$el s $(awk '/VmRSS/ {print $2}' /proc/$pid/status) kB"
  if [ "$el" -ge "$limit" ]; then kill "$pid"; break; fi
  sleep 20
done
