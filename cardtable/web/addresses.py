"""Addresses a server listens on: loopback or not, and a ``--host`` checked before it is used."""

from __future__ import annotations

import ipaddress
import re
import socket

_DOTTED = re.compile(r"^[\d.]+$")


def is_loopback(host: str) -> bool:
    """Whether ``host`` names this computer only (127.0.0.0/8, ::1, localhost)."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def host_problem(host: str) -> str | None:
    """Why ``host`` cannot be listened on, in one line, or None when it looks usable.

    An address that is malformed (``999.1.1.1``, ``1.2.3``) says so, instead of the resolver's
    "Temporary failure in name resolution"; a name is looked up once, so a typo is caught before
    the server starts.  Whether the address belongs to this computer is for the bind to say."""
    if host in ("", "0.0.0.0", "::"):
        return None
    bare = host.strip("[]")
    try:
        ipaddress.ip_address(bare)
        return None
    except ValueError:
        pass
    if _DOTTED.match(bare) or ":" in bare:
        kind = "IPv6" if ":" in bare else "IPv4"
        return f"--host {host}: not a valid {kind} address"
    if len(bare) > 253 or not re.match(r"^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$", bare):
        return f"--host {host[:60]}: not an address or a host name"
    try:
        socket.getaddrinfo(bare, None)
    except (OSError, UnicodeError):
        return f"--host {host}: no such host name here"
    return None
