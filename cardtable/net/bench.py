"""A benchmark of hosting (a script, not a test): many tables in one host process, each with its
remote seats' clients in another process, every client moving as soon as it may after a short
think.  It prints the action-to-view latency (from sending a move to receiving the view that
shows it) at the 50th and 99th percentiles, the moves per second, and the host's memory.

    python -m cardtable.net.bench --tables 50 --clients 4 --seconds 30

The clients run in a child process so that their work is not the host's; on a 2-core machine
they still share the cores, which this figure includes.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing as mp
import random
import resource
import time
from pathlib import Path

GAME = "uno"


async def _host(tables: int, clients: int, seconds: float, urls_out, ready) -> dict:
    from cardtable.engine.game import get_game
    from cardtable.engine.match import Match
    from cardtable.engine.record import SeatRecord
    from cardtable.tui.session import Session

    from .hosting import TableHost, address, listen, seat_codes

    class Quiet:
        def session_update(self, events): ...
        def session_window(self, deadline): ...
        def session_hand_end(self, events): ...
        def session_error(self, error): print("error:", error)
        def session_notice(self, text, seconds): ...

    spec = get_game(GAME)
    hosts, sessions, urls = [], [], []
    key = b"bench" * 8
    for t in range(tables):
        seats = [SeatRecord(name=f"P{i}", kind="remote") for i in range(clients)]
        s = Session(Match(spec, spec.options_model(), clients, t + 1), seats, pace=0.0, autosave=False)
        codes = seat_codes(Path(f"bench-{t}.json"), list(range(clients)), key=key)
        sock = listen("127.0.0.1", 0)
        h = TableHost(s, codes)
        await h.start(sock)
        s.start(Quiet())
        hosts.append(h)
        sessions.append(s)
        urls += [address(sock, c) for c in codes.values()]
    urls_out.send(urls)
    ready.wait()
    start = time.monotonic()
    cpu0 = time.process_time()
    moves0 = sum(len(s.match.actions) for s in sessions)
    await asyncio.sleep(seconds)
    moves = sum(len(s.match.actions) for s in sessions) - moves0
    elapsed = time.monotonic() - start
    cpu = time.process_time() - cpu0
    for h in hosts:
        await h.stop()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {"moves": moves, "seconds": elapsed, "cpu": cpu, "maxrss_mb": rss}


def _clients(conn, ready, think: float, seconds: float) -> None:
    asyncio.run(_run_clients(conn, ready, think, seconds))


async def _run_clients(conn, ready, think: float, seconds: float) -> None:
    import aiohttp

    from .messages import HOST, Act, Hello, Next, Ready, Update, Welcome

    urls = conn.recv()
    lat: list[float] = []
    rng = random.Random(1)

    async def one(http: aiohttp.ClientSession, url: str, seat_rng: random.Random) -> None:
        ws = await http.ws_connect(url, max_msg_size=8 * 1024 * 1024)
        await ws.send_str(Hello().model_dump_json())
        sent: tuple[int, float] | None = None
        last: Update | None = None
        seat = -1
        async for frame in ws:
            if frame.type != aiohttp.WSMsgType.TEXT:
                break
            got = HOST.validate_json(frame.data)
            if isinstance(got, Welcome):
                seat = got.seat
                continue
            if not isinstance(got, Update):  # a refusal (the table moved on): answer the newest view
                sent = None
                if last is None:
                    continue
                got = last
            msg = last = got
            if sent is not None and msg.gen > sent[0]:
                lat.append(time.monotonic() - sent[1])
                sent = None
            if sent is not None:
                continue
            mine = msg.ready_wait == seat
            if msg.paused or msg.legal or mine:  # a person thinks only when it is up to him
                await asyncio.sleep(think * seat_rng.random())
            out: Act | Next | Ready | None = None
            if msg.paused:
                out = Next()
            elif mine:
                out = Ready()
            elif msg.legal:
                out = Act(action=seat_rng.choice(msg.legal), gen=msg.gen)
            if out is not None:
                try:
                    await ws.send_str(out.model_dump_json())
                except (ConnectionError, aiohttp.ClientError):
                    break
                if isinstance(out, Act):
                    sent = (msg.gen, time.monotonic())

    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0)) as http:
        ready.set()
        tasks = [asyncio.create_task(one(http, u, random.Random(rng.random()))) for u in urls]
        await asyncio.sleep(seconds + 2)
        for t in tasks:
            t.cancel()
    conn.send(lat)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m cardtable.net.bench", description=__doc__.split("\n\n")[0])
    p.add_argument("--tables", type=int, default=50)
    p.add_argument("--clients", type=int, default=4)
    p.add_argument("--seconds", type=float, default=30.0)
    p.add_argument("--think", type=float, default=0.5, help="each client waits up to this long before a move")
    args = p.parse_args(argv)
    parent, child = mp.Pipe()
    ready = mp.Event()
    proc = mp.Process(target=_clients, args=(child, ready, args.think, args.seconds), daemon=True)
    proc.start()
    result = asyncio.run(_host(args.tables, args.clients, args.seconds, parent, ready))
    lat = sorted(parent.recv())
    proc.join(10)

    def pct(f: float) -> float:
        return lat[min(len(lat) - 1, int(f * len(lat)))] if lat else float("nan")

    out = {"game": GAME, "tables": args.tables, "clients_per_table": args.clients, "think_s": args.think,
           "moves_per_s": round(result["moves"] / result["seconds"], 1), "latency_samples": len(lat),
           "latency_p50_ms": round(pct(0.50) * 1000, 1), "latency_p99_ms": round(pct(0.99) * 1000, 1),
           "host_cpu_share": round(result["cpu"] / result["seconds"], 2),
           "host_maxrss_mb": round(result["maxrss_mb"], 1)}
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
