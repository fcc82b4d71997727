#!/usr/bin/env python3
"""Opens a web page in headless Chromium and reports what the browser itself saw.

Usage: check-page.py [--screenshot PNG] [--width PIXELS] FILE
Drives Chromium over its DevTools protocol on --remote-debugging-pipe (file descriptors 3 and
4, messages ending in NUL), with Python's standard library only. Prints one JSON object:
  consoleErrors  console messages, exceptions and log entries at error level;
  text           the page's visible text (innerText of its body);
  lang           the lang of the html element;
  viewportWidth  the width the browser lays the page out in, in CSS pixels (window.innerWidth):
                 the device's width for a page with a viewport meta element, 980 without;
  scrollWidth    the page's width, to compare with viewportWidth (no sideways scrolling);
  requests       every URL the page asked for while it loaded, besides itself (images,
                 styles, fonts);
  contrasts      for each element of class departure or arrival, its colour's contrast ratio
                 on the page's background (WCAG 2), with the colour and the text;
  scripts        how many script elements the DOM holds.
Exits 0 when the page loaded, 1 when the browser could not be driven.
"""
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile

BROWSERS = ("chromium", "chromium-headless-shell", "chromium-browser", "google-chrome")

MEASURE = r"""
(() => {
  const channel = c => { c /= 255; return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4); };
  const rgb = text => text.match(/[\d.]+/g).slice(0, 3).map(Number);
  const luminance = ([r, g, b]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  const background = rgb(getComputedStyle(document.body).backgroundColor);
  const ratio = (a, b) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  return JSON.stringify({
    text: document.body.innerText,
    lang: document.documentElement.lang,
    scrollWidth: document.documentElement.scrollWidth,
    viewportWidth: window.innerWidth,
    scripts: document.querySelectorAll('script').length,
    contrasts: [...document.querySelectorAll('.departure, .arrival')].map(element => ({
      text: element.textContent,
      color: getComputedStyle(element).color,
      ratio: ratio(rgb(getComputedStyle(element).color), background),
    })),
  });
})()
"""


class DevTools:
    """One browser, spoken to over the pipe."""

    def __init__(self, browser, width, profile):
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()

        def wire():
            # Copied high first, so that moving one onto 3 or 4 cannot close the other; a
            # copy onto its own number keeps close-on-exec, hence set_inheritable.
            reading, writing = os.dup(to_browser_read) + 100, os.dup(from_browser_write) + 100
            os.dup2(to_browser_read, reading)
            os.dup2(from_browser_write, writing)
            os.dup2(reading, 3)
            os.dup2(writing, 4)
            os.set_inheritable(3, True)
            os.set_inheritable(4, True)

        self.process = subprocess.Popen(
            [browser, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             f"--window-size={width},800", f"--user-data-dir={profile}", "--no-first-run",
             "--hide-scrollbars", "about:blank"],
            close_fds=False, preexec_fn=wire,
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.next_id = 0
        self.buffer = b""
        self.events = []

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.receive()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def receive(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_browser, 65536)
            if not chunk:
                raise RuntimeError("the browser closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def wait_for(self, method):
        while True:
            for index, event in enumerate(self.events):
                if event.get("method") == method:
                    return self.events.pop(index)
            self.events.append(self.receive())

    def close(self):
        try:
            self.send("Browser.close")
        except (RuntimeError, OSError):
            self.process.kill()
        self.process.wait(timeout=30)


def console_errors(events):
    errors = []
    for event in events:
        method, params = event.get("method"), event.get("params", {})
        if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            errors.append(" ".join(str(a.get("value", a.get("description"))) for a in params["args"]))
        elif method == "Runtime.exceptionThrown":
            errors.append(params["exceptionDetails"].get("text", "an exception"))
        elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
            errors.append(params["entry"].get("text", "an error"))
    return errors


def main(arguments):
    screenshot, width, files = None, 360, []
    while arguments:
        argument = arguments.pop(0)
        if argument == "--screenshot":
            screenshot = arguments.pop(0)
        elif argument == "--width":
            width = int(arguments.pop(0))
        else:
            files.append(argument)
    browser = next((shutil.which(name) for name in BROWSERS if shutil.which(name)), None)
    if len(files) != 1 or browser is None:
        print(__doc__ if browser else "no Chromium found", file=sys.stderr)
        return 64 if browser else 69
    with tempfile.TemporaryDirectory() as profile:
        tools = DevTools(browser, width, profile)
        try:
            target = tools.send("Target.createTarget", {"url": "about:blank"})["targetId"]
            session = tools.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
            for domain in ("Page", "Runtime", "Log", "Network"):
                tools.send(f"{domain}.enable", session=session)
            tools.send("Emulation.setDeviceMetricsOverride",
                       {"width": width, "height": 800, "deviceScaleFactor": 1, "mobile": True},
                       session=session)
            page = pathlib.Path(files[0]).resolve().as_uri()
            tools.send("Page.navigate", {"url": page}, session=session)
            tools.wait_for("Page.loadEventFired")
            measured = tools.send("Runtime.evaluate", {"expression": MEASURE, "returnByValue": True},
                                  session=session)["result"]["value"]
            report = json.loads(measured)
            report["consoleErrors"] = console_errors(tools.events)
            report["requests"] = sorted({
                event["params"]["request"]["url"] for event in tools.events
                if event.get("method") == "Network.requestWillBeSent"
                # The page's own navigation is the request its loader is named after.
                and event["params"]["requestId"] != event["params"].get("loaderId")})
            if screenshot:
                height = tools.send("Runtime.evaluate", {
                    "expression": "Math.ceil(document.body.getBoundingClientRect().height)",
                    "returnByValue": True},
                    session=session)["result"]["value"]
                clip = {"x": 0, "y": 0, "width": width, "height": height, "scale": 1}
                image = tools.send("Page.captureScreenshot", {"format": "png", "clip": clip},
                                   session=session)
                import base64
                with open(screenshot, "wb") as file:
                    file.write(base64.b64decode(image["data"]))
        except RuntimeError as error:
            print(f"could not drive the browser: {error}", file=sys.stderr)
            return 1
        finally:
            tools.close()
    print(json.dumps(report, ensure_ascii=False, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
