"""The faults of Scripts/fault, against a built rings-server on loopback: run by that script,
which builds the server and makes the days; see its header for what each row means.

    python3 Scripts/lib/fault_probe.py --server PATH --summaries CSV --fixture XML [--short]

Every loop here is bounded in time and count, and every address is 127.0.0.1.
"""

import argparse
import http.client
import os
import random
import resource
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time

TOKEN = "fault-probe-token-" + os.urandom(8).hex()
SMALL_AIM_MS = 300  # small pictures beside heavy work (issue 37)
LIMIT_AIM_MS = 2000  # a new request past the connection limit


class Server:
    """The built server under `prlimit --nofile=N`, on a free port, with a data folder."""

    def __init__(self, binary, data, file_limit):
        self.binary, self.data, self.file_limit = binary, data, file_limit
        self.process = None
        self.port = None

    def start(self):
        environment = dict(os.environ, RINGS_SERVER_TOKEN=TOKEN)
        self.process = subprocess.Popen(
            ["prlimit", f"--nofile={self.file_limit}", self.binary, "--data", self.data,
             "--port", "0", "--time-zone", "UTC"],
            env=environment, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        deadline = time.monotonic() + 120
        for line in self.process.stdout:
            if "listening on http://127.0.0.1:" in line:
                self.port = int(line.rsplit(":", 1)[1])
                break
            if time.monotonic() > deadline:
                break
        if self.port is None:
            raise SystemExit("fault: rings-server did not start")
        # Drained, so that the server never blocks on a full pipe.
        threading.Thread(target=lambda: [None for _ in self.process.stdout], daemon=True).start()

    def kill(self):
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=30)

    def stop(self):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.kill()

    def rss_mb(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
        return float("nan")

    def descriptors(self):
        return len(os.listdir(f"/proc/{self.process.pid}/fd"))


def request(port, path, method="GET", body=None, headers=None, timeout=15):
    """One request on a new connection, with the write token (stored days are private):
    (status, seconds, body, headers); status 0 on failure."""
    started = time.monotonic()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        connection.request(method, path, body=body,
                           headers={"Authorization": f"Bearer {TOKEN}", **(headers or {})})
        response = connection.getresponse()
        data = response.read()
        return response.status, time.monotonic() - started, data, dict(response.getheaders())
    except (OSError, http.client.HTTPException):
        return 0, time.monotonic() - started, b"", {}
    finally:
        connection.close()


class Loop(threading.Thread):
    """Requests `make_path()` one after another until stopped; keeps each (status, seconds)."""

    def __init__(self, port, make_path, stop, method="GET", body=None, headers=None,
                 timeout=15):
        super().__init__(daemon=True)
        self.timeout = timeout
        self.port, self.make_path, self.stop = port, make_path, stop
        self.method, self.body, self.headers = method, body, headers
        self.results = []
        self.bad = []

    def run(self):
        while not self.stop.is_set():
            status, seconds, data, headers = request(
                self.port, self.make_path(), self.method, self.body() if self.body else None,
                self.headers, self.timeout)
            self.results.append((status, seconds))
            if status == 503:
                retry = headers.get("Retry-After", "")
                if not (retry.isdigit() and data.startswith(b'{"error"')):
                    self.bad.append("a 503 without Retry-After or the JSON line")
                # As a client that honours Retry-After asks again.
                self.stop.wait(int(retry) if retry.isdigit() else 1)


def small_path():
    move = random.randint(0, 200_000) / 100
    return (f"/rings.png?move={move}/500&exercise={random.randint(0, 90)}/30"
            f"&stand={random.randint(0, 16)}/12&size=64&scale=2")


CACHED_PATH = "/rings.png?move=350/500&exercise=20/30&stand=8/12&size=64&scale=2"


# At the animation pixel budget, 241 frames of 1024 px; --short asks for 61 of 512 px.
HEAVY = {False: "fps=120&size=1024&duration=2", True: "fps=60&size=512&duration=1"}


def heavy_path(short):
    return (f"/transition.png?from=move={random.randint(0, 900)}/500&to=move="
            f"{random.randint(0, 900)}/500&{HEAVY[short]}")


def patiently(port, path, limit=180):
    """A GET that asks again after each 503's Retry-After, as a well-behaved client does, for
    at most `limit` seconds: the last answer, and how many 503s came before it."""
    started, busy = time.monotonic(), 0
    while True:
        answer = request(port, path, timeout=limit)
        retry = answer[3].get("Retry-After", "")
        if answer[0] != 503 or not retry.isdigit() or time.monotonic() - started > limit:
            return answer, busy
        busy += 1
        time.sleep(int(retry))


def percentile(values, share):
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


class Small:
    """The small pictures asked for during a fault: two loops of new pictures, one cached."""

    def __init__(self, port, stop):
        self.drawn = [Loop(port, small_path, stop) for _ in range(2)]
        self.cached = Loop(port, lambda: CACHED_PATH, stop)

    def start(self):
        for loop in self.drawn + [self.cached]:
            loop.start()

    def join(self):
        for loop in self.drawn + [self.cached]:
            loop.join(timeout=30)

    def summary(self):
        drawn = [result for loop in self.drawn for result in loop.results]
        ok = [seconds * 1000 for status, seconds in drawn if status == 200]
        cached = [s * 1000 for status, s in self.cached.results if status == 200]
        errors = sum(1 for status, _ in drawn + self.cached.results if status != 200)
        return {"n": len(drawn), "p50": percentile(ok, 0.5), "p99": percentile(ok, 0.99),
                "max": max(ok, default=float("nan")), "cached_p99": percentile(cached, 0.99),
                "errors": errors}


def during(server, seconds, fault=None):
    """Small pictures for `seconds` while `fault(stop)` runs; their summary and the RSS."""
    stop = threading.Event()
    before = server.rss_mb()
    small = Small(server.port, stop)
    extra = fault(stop) if fault else None
    small.start()
    time.sleep(seconds)
    stop.set()
    small.join()
    if extra:
        extra()
    row = small.summary()
    row["rss"] = (before, server.rss_mb())
    return row


def import_body(port, body, timeout=300):
    return request(port, "/imports", "POST", body,
                   {"Authorization": f"Bearer {TOKEN}", "Content-Type": "text/csv"}, timeout)


def idle_connections(server, count):
    """`count` connections that send nothing, half a request line, or a head a line at a time
    (slowloris, one line a second): opened, and how long until the server closed them all."""
    sockets, kinds = [], ["nothing", "half a request line", "a header line a second"]
    for number in range(count):
        connection = socket.create_connection(("127.0.0.1", server.port), timeout=10)
        kind = number % 3
        if kind == 1:
            connection.sendall(b"GET /rings.png?mo")
        elif kind == 2:
            connection.sendall(b"GET /rings.png?move=1/2 HTTP/1.1\r\nHost: x\r\n")
        sockets.append((kind, connection))
    for _, connection in sockets:
        connection.setblocking(False)
    opened = time.monotonic()

    def closed(connection):
        try:
            while True:
                if connection.recv(65536) == b"":
                    return True
        except BlockingIOError:
            return False
        except OSError:
            return True

    def drip(stop):
        # One header line a second on the slowloris connections, until they are closed.
        while not stop.is_set():
            for kind, connection in sockets:
                if kind == 2:
                    try:
                        connection.send(b"X-Slow: 1\r\n")
                    except OSError:
                        pass
            stop.wait(1)

    # Watched from the start, so that the time is when the last one closed.
    done = {}

    def watch(limit=70):
        while time.monotonic() - opened < limit:
            if all(closed(connection) for _, connection in sockets):
                done["after"] = time.monotonic() - opened
                return
            time.sleep(0.25)

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()

    def wait_until_closed():
        watcher.join(timeout=75)
        return done.get("after")

    return sockets, drip, wait_until_closed, kinds


def integrity(data, first, last):
    """The database's integrity check, and the count and energy of the days `first`…`last`."""
    database = sqlite3.connect(os.path.join(data, "rings.sqlite"))
    try:
        check = database.execute("PRAGMA integrity_check").fetchone()[0]
        total = database.execute(
            "SELECT count(*), total(active_energy) FROM summary WHERE day BETWEEN ? AND ?",
            (first, last)).fetchone()
        return check, total
    finally:
        database.close()


def csv_versions(summaries, days, folder):
    """Two CSVs of the same `days` days with other values: an import of one or the other."""
    with open(summaries) as source:
        lines = source.read().splitlines()
    header, rows = lines[0], lines[1:days + 1]
    paths = []
    for version, factor in (("a", 1.0), ("b", 0.5)):
        path = os.path.join(folder, f"days-{version}.csv")
        with open(path, "w") as out:
            out.write(header + "\n")
            for row in rows:
                fields = row.split(",")
                fields[1] = f"{float(fields[1]) * factor:.3f}"
                out.write(",".join(fields) + "\n")
        paths.append(path)
    return paths


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--server", required=True)
    parser.add_argument("--summaries", required=True)
    parser.add_argument("--fixture", required=True)
    parser.add_argument("--short", action="store_true")
    parser.add_argument("--file-limit", type=int, default=512)
    options = parser.parse_args()
    short = options.short
    seconds = 3 if short else 20
    idle_count = 300 if short else 700
    heavy_count = 32
    kills = 2 if short else 8
    days = 10_000 if short else 100_000

    # The probe's own connections: at least the idle ones and the loops.
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 4096)), hard))

    work = tempfile.mkdtemp(prefix="rings-fault-")
    data = os.path.join(work, "data")
    version_a, version_b = csv_versions(options.summaries, days, work)
    with open(version_a, "rb") as file:
        body_a = file.read()
    with open(version_b, "rb") as file:
        body_b = file.read()
    with open(options.fixture, "rb") as file:
        fixture = file.read()

    server = Server(options.server, data, options.file_limit)
    server.start()
    failures = []
    rows = []
    try:
        status, import_seconds, _, _ = import_body(server.port, body_a)
        if status != 200:
            raise SystemExit(f"fault: importing {days} days answered {status}")
        started_rss = server.rss_mb()
        print(f"rings-server under prlimit --nofile={options.file_limit}, {days:,} days "
              f"imported in {import_seconds:.1f} s, {started_rss:.1f} MB resident", file=sys.stderr)

        # 1. Nothing but the small pictures.
        rows.append(("none (the small pictures alone)", during(server, seconds), ""))

        # 2. Idle and half-sent connections past the connection limit.
        sockets, drip, wait_until_closed, _ = idle_connections(server, idle_count)
        open_now = server.descriptors()

        def slowloris(stop):
            thread = threading.Thread(target=drip, args=(stop,), daemon=True)
            thread.start()
            return lambda: thread.join(timeout=5)

        row = during(server, seconds, slowloris)
        closed_after = wait_until_closed()
        for _, connection in sockets:
            connection.close()
        note = (f"{idle_count} opened ({idle_count // 3} silent, {idle_count // 3} half a line, "
                f"{idle_count // 3} slowloris); server at {open_now} descriptors of "
                f"{options.file_limit}; all closed "
                + (f"{closed_after:.0f} s after opening" if closed_after else "NOT within 70 s"))
        if closed_after is None:
            failures.append("idle connections were still open after 70 s")
        if row["max"] > LIMIT_AIM_MS:
            note += f"; a small picture took {row['max']:.0f} ms (aim: < {LIMIT_AIM_MS} ms)"
        rows.append(("idle and half-sent connections past the limit", row, note))

        # 3. Heavy animations beside the small pictures.
        heavy = []

        def animations(stop):
            heavy.extend(Loop(server.port, lambda: heavy_path(short), stop, timeout=180)
                         for _ in range(heavy_count))
            for loop in heavy:
                loop.start()
            return lambda: [loop.join(timeout=180) for loop in heavy]

        row = during(server, seconds, animations)
        statuses = [status for loop in heavy for status, _ in loop.results]
        drawn = [s for loop in heavy for status, s in loop.results if status == 200]
        bad = [problem for loop in heavy for problem in loop.bad]
        others = sum(1 for status in statuses if status not in (200, 503))
        if others or bad:
            failures.append(f"heavy answers: {others} neither 200 nor 503; {len(bad)} bad 503s")
        rows.append((f"{heavy_count} clients asking for animations ({HEAVY[short]})", row,
                     f"{statuses.count(200)} drawn (p50 {percentile(drawn, 0.5):.1f} s), "
                     f"{statuses.count(503)} answered 503 with Retry-After, {others} other"))

        # The report over a long range, twice; and one over more years than a page shows.
        # 1800 to 1819 of days from 1750, as the probe asked for 1800 to 1869 (5 years with
        # --short); 70 years from the first day hold more than 20 years of days in either mode.
        first_year = int(body_a.split(b"\n")[1][:4])
        since, years = first_year + (5 if short else 50), 5 if short else 20
        report = f"/report.html?since={since}-01-01&until={since + years - 1}-12-31"
        before = server.rss_mb()
        (first, waited) = patiently(server.port, report)
        second = request(server.port, report, timeout=120)
        too_long = request(server.port, f"/report.html?since={first_year}-01-01"
                           f"&until={first_year + 69}-12-31")
        if first[0] != 200 or second[0] != 200 or too_long[0] != 400:
            failures.append(f"reports answered {first[0]}, {second[0]}, {too_long[0]}")
        rows.append((f"the report of {years} years ({since} to {since + years - 1}), twice", None,
                     f"{len(first[2]) / 1e6:.1f} MB in {first[1]:.2f} s (after {waited} 503s "
                     f"while the animations ended), then {second[1] * 1000:.0f}"
                     f" ms from the cache; 70 years: {too_long[0]} in {too_long[1] * 1000:.0f} ms; "
                     f"RSS {before:.1f} → {server.rss_mb():.1f} MB"))

        # 4. Imports under the readers.
        imports = []

        def importers(stop):
            imports.extend(
                Loop(server.port, lambda: "/imports", stop, "POST", lambda: fixture,
                     {"Authorization": f"Bearer {TOKEN}"}) for _ in range(8))
            for loop in imports:
                loop.start()
            return lambda: [loop.join(timeout=60) for loop in imports]

        row = during(server, seconds, importers)
        statuses = [status for loop in imports for status, _ in loop.results]
        if any(status != 200 for status in statuses):
            failures.append(f"imports: {sum(s != 200 for s in statuses)} not 200")
        rows.append(("8 imports at a time under the readers", row,
                     f"{statuses.count(200)} imports answered 200, "
                     f"{sum(s != 200 for s in statuses)} not"))

        # 5. kill -9 during an import of the other version of the days.
        rss_before_kills = server.rss_mb()
        intact, bodies = 0, [body_b, body_a]
        expected = {}
        for body, path in ((body_a, version_a), (body_b, version_b)):
            expected[path] = sum(float(line.split(b",")[1]) for line in body.split(b"\n")[1:]
                                 if line)
        csv_days = [line.split(b",")[0].decode() for line in body_a.split(b"\n")[1:] if line]
        first_day, last_day = csv_days[0], csv_days[-1]
        for number in range(kills):
            body = bodies[number % 2]
            thread = threading.Thread(target=import_body, args=(server.port, body), daemon=True)
            thread.start()
            time.sleep(random.uniform(0.05, 1.0 if short else 2.0))
            server.kill()
            thread.join(timeout=30)
            check, (count, total) = integrity(data, first_day, last_day)
            whole = count == days and any(abs(total - value) < 1 for value in expected.values())
            intact += check == "ok" and whole
            server.start()
        if intact != kills:
            failures.append(f"kill -9: {kills - intact} of {kills} left the database otherwise")
        row = during(server, seconds)
        row["rss"] = (rss_before_kills, row["rss"][1])
        rows.append((f"kill -9 during an import, {kills} times", row,
                     f"{intact} of {kills}: integrity ok, all {days:,} days of one import or "
                     "the other; small pictures after the last restart"))
    finally:
        server.stop()
        shutil.rmtree(work, ignore_errors=True)

    print()
    print(f"| fault | small pictures | p50 | p99 | max | cached p99 | errors | RSS before → after "
          f"| also |")
    print("|---|---:|---:|---:|---:|---:|---:|---|---|")
    for name, row, note in rows:
        if row is None:
            print(f"| {name} | | | | | | | | {note} |")
            continue
        if row["errors"]:
            failures.append(f"{name}: {row['errors']} small pictures failed")
        aim = "" if row["p99"] <= SMALL_AIM_MS else f" (aim {SMALL_AIM_MS})"
        print(f"| {name} | {row['n']} | {row['p50']:.1f} ms | {row['p99']:.1f} ms{aim} | "
              f"{row['max']:.0f} ms | {row['cached_p99']:.1f} ms | {row['errors']} | "
              f"{row['rss'][0]:.1f} → {row['rss'][1]:.1f} MB | {note} |")
    if failures:
        print()
        for failure in failures:
            print(f"fault: {failure}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
