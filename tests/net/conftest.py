"""The browser test's fixture (headless Chromium), shared with ``tests/test_serve_browser.py``."""

from tests.test_serve_browser import browser  # noqa: F401 (a fixture)
