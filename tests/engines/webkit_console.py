# The page's console as the engine writes it, for webkit-host.py (docs/decisions.md, Offline):
# WebKitGTK's own remote inspector, served over HTTP and a WebSocket on loopback when
# WEBKIT_INSPECTOR_HTTP_SERVER is set, speaks the Web Inspector protocol. Console.enable on each
# page target replays what was logged before and sends each new message, so errors only the engine
# writes (an unknown CSP directive) are heard as well as console.error, uncaught errors, rejections
# and CSP violations. A hook in the page hears none of the engine's own.
import json
import random
import re
import socket

import gi

gi.require_version("Soup", "3.0")
from gi.repository import GLib, Soup  # noqa: E402


def free_address():
    """A free loopback port below the ephemeral range. A port from bind(0) comes from that range,
    which the machine's outgoing connections share: once, between this probe and WebKit's bind,
    a connection took it ("Address already in use") and the console could not be heard."""
    try:
        with open("/proc/sys/net/ipv4/ip_local_port_range") as ports:
            low = int(ports.read().split()[0])
    except (OSError, ValueError, IndexError):
        low = 32768
    for _ in range(200):
        port = random.randint(max(1024, low - 16000), low - 1)
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
            return "127.0.0.1:%d" % port
    raise RuntimeError("no free loopback port below %d" % low)


class EngineConsole:
    """Keeps each error-level console message of the view's pages in `errors`."""

    def __init__(self, address, errors):
        self.address = address
        self.errors = errors
        self.session = Soup.Session()
        self.connection = None
        self.next_id = 1
        self.enabling = set()
        self.on_ready = None

    def connect(self, on_ready, on_failure):
        """Finds the view's socket on the inspector's list page and enables the console."""
        self.on_ready = on_ready

        def listed(session, result):
            try:
                page = session.send_and_read_finish(result).get_data().decode()
            except GLib.Error as error:
                return on_failure("the inspector's list: %s" % error.message)
            found = re.search(r"/socket/\d+/\d+/WebPage", page)
            if not found:
                return on_failure("the inspector lists no page")
            socket_message = Soup.Message.new("GET", "ws://%s%s" % (self.address, found.group(0)))
            session.websocket_connect_async(
                socket_message, None, None, GLib.PRIORITY_DEFAULT, None, connected
            )

        def connected(session, result):
            try:
                self.connection = session.websocket_connect_finish(result)
            except GLib.Error as error:
                return on_failure("the inspector's socket: %s" % error.message)
            self.connection.connect("message", self.heard)

        listing = Soup.Message.new("GET", "http://%s/" % self.address)
        self.session.send_and_read_async(listing, GLib.PRIORITY_DEFAULT, None, listed)

    def send_to(self, target, method):
        inner_id = self.next_id
        self.next_id += 1
        inner = json.dumps({"id": inner_id, "method": method})
        outer = {"id": self.next_id, "method": "Target.sendMessageToTarget",
                 "params": {"targetId": target, "message": inner}}
        self.next_id += 1
        self.connection.send_text(json.dumps(outer))
        return inner_id

    def heard(self, _connection, _kind, data):
        message = json.loads(data.get_data().decode())
        method = message.get("method")
        if method == "Target.targetCreated":
            # Each document may come in a page target of its own (a process swap on navigation).
            self.enabling.add(self.send_to(message["params"]["targetInfo"]["targetId"],
                                           "Console.enable"))
        elif method == "Target.dispatchMessageFromTarget":
            self.from_target(json.loads(message["params"]["message"]))

    def from_target(self, message):
        if message.get("id") in self.enabling:
            self.enabling.discard(message["id"])
            if self.on_ready:
                ready, self.on_ready = self.on_ready, None
                ready()
        elif message.get("method") == "Console.messageAdded":
            entry = message["params"]["message"]
            if entry.get("level") == "error":
                where = " (%s:%s)" % (entry["url"], entry.get("line")) if entry.get("url") else ""
                self.errors.append("%s: %s%s" % (entry.get("source"), entry["text"].strip(), where))
