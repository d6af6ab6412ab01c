#!/usr/bin/python3
# A WebKitGTK page of our own (docs/decisions.md, Offline): MiniBrowser under WebDriver cannot be
# narrower than 447 px, keeps no data between sessions and hears no console, so this host shows
# one page in an offscreen window of an exact size, keeps its website data (service worker,
# IndexedDB, caches) in a folder of the run's own, and hears every error its console shows, the
# engine's own among them, from the first on (webkit_console.py). Driven by webkit-host.ts: one
# JSON command a line on stdin, one JSON answer a line on stdout, {"id", "ok", "value"} or
# {"id", "ok": false, "error"}. Commands: load {url}, reload, eval {body} (a function body; its
# value or awaited promise, as JSON), wait {body, timeout_ms} (polls eval every 100 ms until
# truthy), screenshot {path}, errors (those heard since the last call), quit. Run under Xvfb;
# exits 1 if the console cannot be heard. Usage: webkit-host.py WIDTH HEIGHT DATA_DIR
import json
import os
import sys
import time

from webkit_console import EngineConsole, free_address

# Read when WebKit starts: the inspector the console is heard through (webkit_console.py).
inspector = free_address()
os.environ["WEBKIT_INSPECTOR_HTTP_SERVER"] = inspector

import gi  # noqa: E402

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import GLib, Gtk, WebKit2  # noqa: E402

width, height, data_dir = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]

errors = []

# Persistent, in the run's own folder: the worker and IndexedDB outlive a reload.
data = WebKit2.WebsiteDataManager(
    base_data_directory=os.path.join(data_dir, "data"),
    base_cache_directory=os.path.join(data_dir, "cache"),
)
context = WebKit2.WebContext.new_with_website_data_manager(data)
view = WebKit2.WebView(web_context=context)
view.get_settings().set_enable_developer_extras(True)
# An offscreen window takes the exact size asked; a window manager's minimum does not apply.
window = Gtk.OffscreenWindow()
window.set_default_size(width, height)
window.add(view)
window.show_all()


# One command at a time, in order: the next starts once the last one answered.
queue = []


def answer(command_id, value=None, error=None):
    line = {"id": command_id, "ok": error is None}
    line["value" if error is None else "error"] = value if error is None else error
    sys.stdout.write(json.dumps(line) + "\n")
    sys.stdout.flush()
    queue.pop(0)
    if queue:
        GLib.idle_add(lambda: run(queue[0]) and False)
    elif stdin_closed:
        Gtk.main_quit()


# The one navigation under way: (id, signal handlers) until it finishes or fails.
navigation = {}


def navigate(command_id, start):
    def finished(_view, event):
        if event == WebKit2.LoadEvent.FINISHED:
            settle(None)

    tries = [3]

    def failed(_view, _event, uri, error):
        # Cancelled by the page's own navigation as ours began: ours again, as a person would.
        cancelled = error.matches(WebKit2.NetworkError.quark(), WebKit2.NetworkError.CANCELLED)
        tries[0] -= 1
        if cancelled and tries[0] > 0:
            GLib.idle_add(lambda: start() and False)
        else:
            settle("%s: %s" % (uri, error.message))
        return True

    def settle(error):
        for handler in navigation.pop("handlers", []):
            view.disconnect(handler)
        answer(command_id, None, error)

    navigation["handlers"] = [
        view.connect("load-changed", finished),
        view.connect("load-failed", failed),
    ]
    start()


def evaluate(body, then):
    def done(webview, result):
        try:
            value = webview.call_async_javascript_function_finish(result)
            text = value.to_json(0) if not value.is_undefined() else None
            then(json.loads(text) if text else None, None)
        except GLib.Error as error:
            then(None, error.message)

    view.call_async_javascript_function(body, -1, None, None, None, None, done)


def wait(command_id, body, timeout_ms):
    deadline = time.monotonic() + timeout_ms / 1000

    def look():
        evaluate(body, seen)
        return False

    def seen(value, error):
        if value:
            answer(command_id, value)
        elif time.monotonic() > deadline:
            last = error or json.dumps(value)
            answer(command_id, None, "not within %d ms (last: %s)" % (timeout_ms, last))
        else:
            # No event to wait on across a page's own state: look again soon.
            GLib.timeout_add(100, look)

    look()


def screenshot(command_id, path):
    def saved(webview, result):
        surface = webview.get_snapshot_finish(result)
        surface.write_to_png(path)
        answer(command_id, {"width": surface.get_width(), "height": surface.get_height()})

    view.get_snapshot(WebKit2.SnapshotRegion.VISIBLE, WebKit2.SnapshotOptions.NONE, None, saved)


def run(command):
    command_id, name = command.get("id"), command.get("cmd")
    if name == "load":
        navigate(command_id, lambda: view.load_uri(command["url"]))
    elif name == "reload":
        navigate(command_id, view.reload)
    elif name == "eval":
        evaluate(command["body"], lambda value, error: answer(command_id, value, error))
    elif name == "wait":
        wait(command_id, command["body"], command.get("timeout_ms", 15000))
    elif name == "screenshot":
        screenshot(command_id, command["path"])
    elif name == "errors":
        heard = errors[:]
        del errors[:]
        answer(command_id, heard)
    elif name == "quit":
        Gtk.main_quit()
        answer(command_id)
    else:
        answer(command_id, None, "unknown command %r" % name)


pending_input = b""
stdin_closed = False


def readable(fd, condition):
    global pending_input, stdin_closed
    chunk = os.read(fd, 65536)
    if not chunk:
        # The driver is gone: finish what it asked, then end.
        stdin_closed = True
        if not queue:
            Gtk.main_quit()
        return False
    pending_input += chunk
    *lines, pending_input = pending_input.split(b"\n")
    idle = not queue
    queue.extend(json.loads(line) for line in lines if line.strip())
    if idle and queue:
        run(queue[0])
    return True


def failed(why):
    sys.stderr.write("webkit-host: the console cannot be heard: %s\n" % why)
    sys.stderr.flush()
    os._exit(1)


listening = False


def listen():
    global listening
    listening = True
    GLib.io_add_watch(sys.stdin.fileno(), GLib.IO_IN | GLib.IO_HUP, readable)


# Commands are read once the console is heard, so nothing a page logs goes unheard; a blank page
# first, as the inspector lists a view only once it has loaded something.
def blank_loaded(_view, event):
    if event == WebKit2.LoadEvent.FINISHED:
        view.disconnect(blank_handler)
        EngineConsole(inspector, errors).connect(listen, failed)


blank_handler = view.connect("load-changed", blank_loaded)
view.load_uri("about:blank")
GLib.timeout_add(20000, lambda: (listening or failed("no answer in 20 s")) and False)
Gtk.main()
