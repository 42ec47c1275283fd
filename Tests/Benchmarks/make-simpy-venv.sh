#!/usr/bin/env bash
# Makes the Python virtual environment the SimPy benchmark runs in: SimPy 4.1.2 from PyPI, nothing else.
# The environment lives in .build/simpy-venv (ignored by git, never read by the Swift build or tests);
# set SIMPY_VENV to put it elsewhere. Running it again reuses an environment that already has SimPy 4.1.2.
#
#     Tests/Benchmarks/make-simpy-venv.sh        # prints the environment's python on its last line
set -euo pipefail
cd "$(dirname "$0")/../.."
venv="${SIMPY_VENV:-.build/simpy-venv}"
python="$venv/bin/python"
if [ -x "$python" ] && [ "$("$python" -c 'import simpy; print(simpy.__version__)' 2>/dev/null)" = "4.1.2" ]; then
    echo "$python"
    exit 0
fi
if ! command -v python3 >/dev/null 2>&1; then
    echo "error: python3 not found; SimPy 4.1.2 needs Python 3.8 or later" >&2
    exit 69
fi
python3 -m venv "$venv" >&2
"$python" -m pip install --quiet --disable-pip-version-check "simpy==4.1.2" >&2
"$python" -c 'import simpy; assert simpy.__version__ == "4.1.2", simpy.__version__' >&2
echo "$python"
