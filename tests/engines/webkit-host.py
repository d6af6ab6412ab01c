#!/usr/bin/python3
# A WebKitGTK page of our own (docs/decisions.md, Offline): MiniBrowser under WebDriver cannot be
# narrower than 447 px and its error hook goes in only after a load, so this host loads one
# address at an exact size, hears the page's errors from the first script on (a user script at
# document start), waits for a text, and saves a screenshot. Prints one JSON line:
# {"size": "390x844", "errors": [...], "found": true}. Run under Xvfb.
# Usage: webkit-host.py URL WIDTH HEIGHT SCREENSHOT.png TEXT [TIMEOUT_S]
import json
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import GLib, Gtk, WebKit2  # noqa: E402

url, width, height, screenshot, text = sys.argv[1:6]
timeout_s = float(sys.argv[6]) if len(sys.argv) > 6 else 30.0

# The same errors the WebDriver flows' hook keeps (tests/engines/flows.ts), from document start.
ERROR_HOOK = """(() => {
  const send = (text) => window.webkit.messageHandlers.engineErrors.postMessage(String(text));
  const error = console.error.bind(console);
  console.error = (...args) => { send(args.map(String).join(' ')); error(...args); };
  addEventListener('error', (e) => send(e.message));
  addEventListener('unhandledrejection', (e) =>
    send('unhandled: ' + ((e.reason && e.reason.message) || e.reason)));
  document.addEventListener('securitypolicyviolation', (e) => send('CSP: ' + e.violatedDirective));
})();"""

errors = []
result = {"size": None, "errors": errors, "found": False}

content = WebKit2.UserContentManager()
content.add_script(
    WebKit2.UserScript(
        ERROR_HOOK,
        WebKit2.UserContentInjectedFrames.ALL_FRAMES,
        WebKit2.UserScriptInjectionTime.START,
        None,
        None,
    )
)
content.register_script_message_handler("engineErrors")
content.connect(
    "script-message-received::engineErrors",
    lambda _manager, message: errors.append(message.get_js_value().to_string()),
)

view = WebKit2.WebView(user_content_manager=content)
# An offscreen window takes the exact size asked; a window manager's minimum does not apply.
window = Gtk.OffscreenWindow()
window.set_default_size(int(width), int(height))
window.add(view)
window.show_all()


def finish():
    print(json.dumps(result), flush=True)
    Gtk.main_quit()


def evaluate(script, then):
    def done(webview, answer):
        try:
            then(webview.evaluate_javascript_finish(answer).to_string())
        except GLib.Error:
            # The page was between documents: look again.
            then(None)

    view.evaluate_javascript(script, -1, None, None, None, done)


def snapshot():
    def saved(webview, answer):
        webview.get_snapshot_finish(answer).write_to_png(screenshot)
        finish()

    view.get_snapshot(
        WebKit2.SnapshotRegion.VISIBLE, WebKit2.SnapshotOptions.NONE, None, saved
    )


def look():
    def seen(found):
        if found == "true":
            result["found"] = True

            def sized(size):
                result["size"] = size
                # Half a second more for what the text's arrival set going to log its errors.
                GLib.timeout_add(500, lambda: snapshot() and False)

            evaluate('innerWidth + "x" + innerHeight', sized)
        else:
            GLib.timeout_add(100, lambda: look() and False)

    evaluate("String(document.body !== null && document.body.innerText.includes(%s))"
             % json.dumps(text), seen)


GLib.timeout_add(int(timeout_s * 1000), lambda: finish() and False)
view.connect(
    "load-changed",
    lambda _view, event: event == WebKit2.LoadEvent.FINISHED and look(),
)
view.load_uri(url)
Gtk.main()
